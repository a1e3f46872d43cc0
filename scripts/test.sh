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
rm -f reports/vitest.json reports/playwright.json

echo "== typecheck"
npm run --silent typecheck

echo "== lint (the layers of DESIGN.md, unused code)"
npm run --silent lint

echo "== unit and integration tests (vitest)"
vitest_status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || vitest_status=$?

echo "== build"
npx react-router build >/dev/null

echo "== end-to-end tests (Playwright: desktop, no-JS, the phone layout)"
e2e_status=0
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json || e2e_status=$?

node scripts/test-summary.mjs reports/vitest.json reports/playwright.json
if [ "$vitest_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then exit 1; fi
