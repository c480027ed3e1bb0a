#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs `npm test`.
# - Chromium: uses CHROMIUM_PATH, Playwright's own browser, or Debian's
#   /usr/bin/chromium; installs Debian's package with apt-get when none exists.
# - npm dependencies: `npm ci` (exactly what package-lock.json records).
set -euo pipefail
cd "$(dirname "$0")/.."

have_browser() {
  [ -n "${CHROMIUM_PATH:-}" ] && return 0
  [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ] && return 0
  ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1
}

if ! have_browser; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "No Chromium found: run 'npx playwright install chromium', install your distribution's chromium," >&2
    echo "or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

npm test
