#!/usr/bin/env bash
# Run by `npm test` before the tests: installs the real peers the browser and OBS tests use
# (Debian's Chromium, OBS Studio 29 and Xvfb; apt as root, nothing when already present),
# then builds the pages and overlays the browser tests load.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tests/support/install-browser.sh
bash tests/obs/support/install-obs.sh
npm run --silent build
