#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs `npm test`.
# - Chromium (tests/support/browser.ts): uses CHROMIUM_PATH, Playwright's own browser, or
#   Debian's chromium-headless-shell. When none of them is there, installs Debian's
#   chromium-headless-shell with apt-get (root only); without apt-get or root, Debian's full
#   /usr/bin/chromium is used when present (the same engine, more CPU for each new browser context).
# - Fonts: Debian's fonts-dejavu-core, which the visual tests draw every page in, when missing (root only).
# - npm dependencies: `npm ci` (exactly what package-lock.json records).
set -euo pipefail
cd "$(dirname "$0")/.."

have_preferred_browser() {
  [ -n "${CHROMIUM_PATH:-}" ] && return 0
  [ -x /usr/bin/chromium-headless-shell ] && return 0
  ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1
}

if ! have_preferred_browser; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium-headless-shell for the browser tests..."
    apt-get update -qq
    # A release without the package: Debian's full chromium, unless it is there already.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null ||
      [ -x /usr/bin/chromium ] ||
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif ! [ -x /usr/bin/chromium ] && ! [ -x /usr/bin/chromium-browser ]; then
    echo "No Chromium found: run 'npx playwright install chromium', install your distribution's" >&2
    echo "chromium-headless-shell or chromium, or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi

# The visual tests draw every page in DejaVu Sans (tests/visual/pages.spec.ts): Debian's fonts-dejavu-core.
if ! fc-list : family 2>/dev/null | grep -q 'DejaVu Sans' && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's fonts-dejavu-core for the visual tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dejavu-core fontconfig >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

npm test
