#!/usr/bin/env bash
# `npm test` step: cfn-lint on both environments' templates (synthesized into a temporary folder),
# which must show no error and no warning other than W3005, which CDK's own output raises (a
# DependsOn next to a Ref). Installs Debian's cfn-lint when it is missing and apt offers it.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cfn-lint >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  export DEBIAN_FRONTEND=noninteractive
  { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq cfn-lint; } >/dev/null 2>&1 || true
fi
if ! command -v cfn-lint >/dev/null 2>&1; then
  echo "cfn-lint is missing and apt offers no cfn-lint package here: install cfn-lint (e.g. pipx install cfn-lint) and run the tests again"
  exit 1
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npx tsx scripts/synth-templates.ts "$out"
templates=("$out"/*.template.json)
cfn-lint --regions ap-south-1 --ignore-checks W3005 -- "${templates[@]}"
echo "cfn-lint $(cfn-lint --version | awk '{print $2}'): ${#templates[@]} templates, no errors or warnings (W3005 ignored)"
