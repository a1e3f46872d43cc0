#!/usr/bin/env bash
# Every test: typecheck, lint, unit and integration (vitest), end to end (Playwright
# in Debian's Chromium against the production build). Ends with one line
# 'N passed, N failed' over all of them.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the end-to-end tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Debian's Chromium at $CHROMIUM." >&2
    echo "Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

mkdir -p reports
rm -f reports/vitest.json reports/vitest-errors.json reports/playwright.json
# .ci/run passes its own phases file, so that its closing table has npm ci and the bench too.
own_phases=""
if [ -z "${PHASES_FILE:-}" ]; then
  export PHASES_FILE="$PWD/reports/phases.tsv"
  rm -f "$PHASES_FILE"
  own_phases="--phases $PHASES_FILE"
fi
# shellcheck source=scripts/phase.sh
. scripts/phase.sh

echo "== typecheck, lint (the layer rules, unused code) and build, side by side"
# Each is one thread: together they take the time of the longest. Their output is
# printed in turn once all three are done.
phase typecheck npm run --silent typecheck >reports/typecheck.log 2>&1 &
typecheck_pid=$!
phase lint npm run --silent lint >reports/lint.log 2>&1 &
lint_pid=$!
phase build npx react-router build >reports/build.log 2>&1 &
build_pid=$!
checks_status=0
wait "$typecheck_pid" || { checks_status=1; cat reports/typecheck.log; }
wait "$lint_pid" || { checks_status=1; cat reports/lint.log; }
wait "$build_pid" || { checks_status=1; cat reports/build.log; }
if [ "$checks_status" -ne 0 ]; then
  echo "typecheck, lint or build failed (above)" >&2
  exit 1
fi

echo "== unit and integration tests (vitest; the global setup builds the test chains once)"
vitest_status=0
phase vitest npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json --reporter=./scripts/vitest-errors-reporter.mjs || vitest_status=$?

echo "== end-to-end tests (Playwright: no-JS, desktop, the phone layout, the server)"
e2e_status=0
# The e2e server opens a copy of the test chain vitest's global setup built (it generates one where none is).
node tests/support/test-chains.mjs copy .data-e2e
export PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json
phase playwright npx playwright test --reporter=list,json || e2e_status=$?

# shellcheck disable=SC2086
node scripts/test-summary.mjs $own_phases reports/vitest.json reports/playwright.json
if [ "$vitest_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then exit 1; fi
