#!/usr/bin/env bash
# Run by `npm test` before the tests: installs the real peers the browser and OBS tests use
# (Debian's Chromium, OBS Studio 29, Xvfb and poppler; apt as root, nothing when already present),
# makes sure PostgreSQL (127.0.0.1:5432, trust) and Redis (127.0.0.1:6379) answer for the
# multi-node tests (installed and started as root when they are not; the commands are the ones
# in ../shared/notes/real-peers.md), then builds the pages and overlays the browser tests load.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tests/support/install-browser.sh
bash tests/obs/support/install-obs.sh

answers() { timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }
redis_pong() {
	timeout 2 bash -c 'exec 3<>/dev/tcp/127.0.0.1/6379; printf "PING\r\n" >&3; read -r reply <&3; [[ "$reply" == +PONG* ]]' 2>/dev/null
}
wait_for() { # what, command…
	local what="$1"
	shift
	for _ in $(seq 1 150); do
		if "$@"; then return 0; fi
		sleep 0.2
	done
	echo "$what did not come up within 30 s" >&2
	return 1
}
apt_install() {
	if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -mtime -1 2>/dev/null | head -n 1)" ]; then apt-get update; fi
	DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
}

start_postgres() {
	if answers 5432; then echo "postgresql: running on 127.0.0.1:5432"; return; fi
	if [ "$(id -u)" -ne 0 ]; then echo "postgresql: not running on 127.0.0.1:5432 (start it as root; the multi-node tests need it)" >&2; return; fi
	if ! command -v pg_ctlcluster >/dev/null || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
		apt_install postgresql
		# A fresh cluster asks for passwords on TCP; the tests connect as postgres over loopback only.
		local hba
		hba="/etc/postgresql/$(ls /etc/postgresql | head -n 1)/main/pg_hba.conf"
		sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
	fi
	pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
	wait_for "postgresql on 127.0.0.1:5432" answers 5432
	echo "postgresql: started on 127.0.0.1:5432"
}

start_redis() {
	if redis_pong; then echo "redis: running on 127.0.0.1:6379"; return; fi
	if [ "$(id -u)" -ne 0 ]; then echo "redis: not running on 127.0.0.1:6379 (start it as root; the multi-node tests need it)" >&2; return; fi
	command -v redis-server >/dev/null || apt_install redis-server
	mkdir -p /var/lib/redis /var/log/redis
	redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
	wait_for "redis on 127.0.0.1:6379" redis_pong
	echo "redis: started on 127.0.0.1:6379"
}

# The score sheet tests read the PDFs with poppler's pdftotext and look at them with pdftoppm.
if ! command -v pdftotext >/dev/null || ! command -v pdftoppm >/dev/null; then
	if [ "$(id -u)" -eq 0 ]; then apt_install poppler-utils; else echo "poppler-utils: missing (install as root; the PDF tests need it)" >&2; fi
fi

start_postgres
start_redis
npm run --silent build
