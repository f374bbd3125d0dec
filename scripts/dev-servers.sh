#!/usr/bin/env bash
# For developers: (re)start a reference platform and the production front end on side ports
# (4150 / 3150), after a build. Usage: scripts/dev-servers.sh [--build]
set -euo pipefail
cd "$(dirname "$0")/.."
stop_port() { for pid in $(ss -ltnpH "sport = :$1" | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u); do kill "$pid"; done; }
stop_port 3150; stop_port 4150
if [ "${1:-}" = "--build" ]; then NEXT_TELEMETRY_DISABLED=1 npx next build > /tmp/dev-build.log 2>&1 || { tail -30 /tmp/dev-build.log; exit 1; }; fi
PLATFORM_PORT=4150 PLATFORM_DB="${DEV_PLATFORM_DB:-/tmp/dev-platform/platform.db}" PLATFORM_PUBLIC_URL=http://127.0.0.1:4150 PLATFORM_FAULTS=1 \
  nohup node "${DEV_PLATFORM_ENTRY:-platform/server.mjs}" > /tmp/dev-platform.log 2>&1 &
XY_API_BASE_URL=http://127.0.0.1:4150 PORT=3150 SITE_ORIGIN=http://127.0.0.1:3150 NEXT_TELEMETRY_DISABLED=1 nohup npx next start -p 3150 > /tmp/dev-next.log 2>&1 &
for _ in $(seq 1 60); do curl -sf -o /dev/null http://127.0.0.1:3150/wap/touch/home.html && break; sleep 0.5; done
echo "front end http://127.0.0.1:3150/wap/touch/home.html ($(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3150/wap/touch/home.html)), platform http://127.0.0.1:4150"
