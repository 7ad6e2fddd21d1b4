#!/bin/sh
# Installs Debian's Chromium for screenshots and browser tests (playwright-core drives it with
# executablePath /usr/bin/chromium). Idempotent: does nothing when it is already there, and
# runs `apt-get update` only when the package lists are missing or older than a day.
set -eu
if [ -x /usr/bin/chromium ]; then
	echo "chromium: already installed ($(/usr/bin/chromium --version 2>/dev/null || echo unknown version))"
	exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -mtime -1 2>/dev/null | head -n 1)" ]; then
	$SUDO apt-get update
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium fonts-dejavu-core
/usr/bin/chromium --version
