#!/usr/bin/env bash
# `npm test`: lint, type-check, the OpenAPI lint, unit + infrastructure tests, cfn-lint on both
# templates, integration tests against the local stand-ins (their API traffic then checked
# against docs/openapi.json), and browser tests in Chromium on the console's production build
# (Playwright's web server builds it first, a few seconds). Every step runs even when an earlier
# one fails; the last line is the sum over all suites: `N passed, N failed`.
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
step typecheck-bench-reference npx tsc -p bench/reference/tsconfig.json --noEmit
# docs/openapi.json against Redocly CLI's `recommended-strict` ruleset (redocly.yaml): the
# recommended rules with warnings raised to errors. Offline: no telemetry, no update check.
step openapi-lint env REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  npx redocly lint docs/openapi.json
step jest-unit-infra npx jest --selectProjects unit infra --json --outputFile="$results/jest-unit-infra.json"
step cfn-lint bash scripts/lint-templates.sh
# The integration suite records every API exchange; `contract` checks each against the document.
exchanges="$PWD/$results/api-exchanges.ndjson"
step jest-integration env API_EXCHANGE_LOG="$exchanges" \
  npx jest --selectProjects integration --runInBand --json --outputFile="$results/jest-integration.json"
step contract npx tsx scripts/contract/validate-exchanges.ts "$exchanges"
step chromium bash scripts/ensure-chromium.sh
step browser env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$results" | tee "$results/summary.txt"
exit "${PIPESTATUS[0]}"
