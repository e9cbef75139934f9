#!/usr/bin/env bash
# `npm test` step: cfn-lint on every template of both environments (synthesized into a temporary
# folder: each environment's stack, its nested stacks and its us-east-1 edge monitoring stack),
# each checked against its own region. There must be no error and no warning other than W3005 (a
# DependsOn next to a GetAtt of the same resource): CDK's Lambda Function construct makes each
# function depend on its role, and on the role's policy, which the GetAtt alone would not order,
# while naming the role. Installs Debian's cfn-lint when it is missing and apt offers it.
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
# templates.tsv: `<region>\t<template file>`, one line per stack.
count=0
for region in $(cut -f1 "$out/templates.tsv" | sort -u); do
  templates=()
  while IFS=$'\t' read -r template_region file; do
    [ "$template_region" = "$region" ] && templates+=("$out/$file")
  done <"$out/templates.tsv"
  cfn-lint --regions "$region" --ignore-checks W3005 -- "${templates[@]}"
  echo "cfn-lint: ${#templates[@]} template(s) in $region"
  count=$((count + ${#templates[@]}))
done
if [ "$count" -ne "$(ls "$out"/*.template.json | wc -l)" ]; then
  echo "templates.tsv does not list every template in $out"
  exit 1
fi
echo "cfn-lint $(cfn-lint --version | awk '{print $2}'): $count templates, no errors or warnings (W3005 ignored)"
