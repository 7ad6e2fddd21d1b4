#!/usr/bin/env bash
# Installs what the OBS integration tests need: Debian's OBS Studio 29 (ships obs-websocket
# 5.1) and Xvfb to run it headless. Idempotent: does nothing when everything is present, and
# runs `apt-get update` only when a package is missing. Needs root (CI runs as root).
set -euo pipefail

packages=(obs-studio xvfb xauth)
missing=()
for p in "${packages[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$p")
	fi
done

if [ ${#missing[@]} -eq 0 ]; then
	echo "install-obs: already installed: ${packages[*]}"
	exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
	echo "install-obs: missing ${missing[*]} and not root; run: sudo $0" >&2
	exit 1
fi

echo "install-obs: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-obs: installed ${missing[*]}"
command -v obs >/dev/null && command -v Xvfb >/dev/null
