#!/usr/bin/env bash
# `npm test`: lint, type-check, unit + infrastructure tests, cfn-lint on both templates,
# integration tests against the local stand-ins, and browser tests in Chromium. Every step runs even when an earlier one fails; the last
# line is the sum over all suites: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
results=test-results
rm -rf "$results" && mkdir -p "$results"

step() {
  local name=$1
  shift
  echo "==> $name"
  local started=$SECONDS
  if "$@"; then
    echo "pass" >"$results/check-$name.txt"
  else
    echo "fail" >"$results/check-$name.txt"
  fi
  echo "<== $name ($((SECONDS - started)) s)"
}

step lint npx eslint . --max-warnings 0
step format npx prettier --check .
step typecheck-node npx tsc -p tsconfig.json --noEmit
step typecheck-console npx tsc -p frontend/tsconfig.json --noEmit
step jest-unit-infra npx jest --selectProjects unit infra --json --outputFile="$results/jest-unit-infra.json"
step cfn-lint bash scripts/lint-templates.sh
step jest-integration npx jest --selectProjects integration --runInBand --json --outputFile="$results/jest-integration.json"
step chromium bash scripts/ensure-chromium.sh
step browser env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$results" | tee "$results/summary.txt"
exit "${PIPESTATUS[0]}"
