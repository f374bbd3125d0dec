#!/usr/bin/env bash
# `npm run deploy:local`: a rehearsal of the multi-machine deployment (docs/deploy.md) on this
# machine. Redis, the reference platform, two front-server instances (server/main.mjs) sharing
# one SESSION_SECRET, REDIS_URL and CACHE_PURGE_TOKEN, and nginx (deploy/nginx.conf.template)
# terminating TLS with a self-signed certificate and micro-caching in front of both. Then it shows
# with curl that the stack behaves: a micro-cache hit, a purge on one instance reaching the other,
# one session cookie read by both instances, the live socket through nginx, an editor's correction
# reaching every layer within 30 s. Each is a check that passes or fails; the script exits 1 when
# any failed (or the stack did not come up), 0 when all passed.
#   scripts/deploy-local.sh          start everything (builds first when there is no build)
#   scripts/deploy-local.sh --stop   stop everything it started
# Ports: DEPLOY_HTTPS_PORT (8443), DEPLOY_HTTP_PORT (8080; "off": no plain-http redirect), DEPLOY_WEB_PORTS ("3401 3402"),
# DEPLOY_PLATFORM_PORT (4401), DEPLOY_REDIS_PORT (6380). State and logs: .data/deploy/.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DATA="$ROOT/.data/deploy"
HTTPS_PORT="${DEPLOY_HTTPS_PORT:-8443}"
HTTP_PORT="${DEPLOY_HTTP_PORT:-8080}"
read -r -a WEB_PORTS <<<"${DEPLOY_WEB_PORTS:-3401 3402}"
PLATFORM_PORT="${DEPLOY_PLATFORM_PORT:-4401}"
REDIS_PORT="${DEPLOY_REDIS_PORT:-6380}"
BASE="/${BUILD_TYPE:-wap}/${TEMPLATE_PREFIX:-touch}"
NGINX=/usr/sbin/nginx

stop_pidfile() {
  local file="$1"
  [[ -f "$file" ]] || return 0
  local pid
  pid="$(cat "$file")"
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$file"
}

stop_all() {
  if [[ -f "$DATA/nginx.pid" ]]; then "$NGINX" -c "$DATA/nginx.conf" -p "$DATA" -s quit 2>/dev/null || true; sleep 0.5; fi
  for port in "${WEB_PORTS[@]}"; do stop_pidfile "$DATA/web-$port.pid"; done
  stop_pidfile "$DATA/platform.pid"
  stop_pidfile "$DATA/redis.pid"
  echo "stopped (state kept in $DATA)"
}

if [[ "${1:-}" == "--stop" ]]; then
  stop_all
  exit 0
fi

# --- packages: Debian's nginx and redis-server, installed when missing ---
missing=()
[[ -x "$NGINX" ]] || missing+=(nginx-light)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v openssl >/dev/null || missing+=(openssl)
if ((${#missing[@]})); then
  [[ "$(id -u)" == 0 ]] || { echo "missing ${missing[*]}: run as root or apt-get install -y ${missing[*]}" >&2; exit 1; }
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

mkdir -p "$DATA/tls" "$DATA/nginx-cache" "$DATA/nginx-tmp" "$DATA/logs"
cd "$ROOT"

# --- secrets shared by every instance: made once, kept in .data/deploy/secrets.env (0600) ---
if [[ ! -f "$DATA/secrets.env" ]]; then
  umask 077
  {
    echo "SESSION_SECRET=$(openssl rand -hex 32)"
    echo "CACHE_PURGE_TOKEN=$(openssl rand -hex 24)"
  } >"$DATA/secrets.env"
  umask 022
fi
# The newsroom's token on the platform's editor surfaces (platform/routes/article-editor.mjs);
# added to secrets kept from rehearsals before it existed.
if ! grep -q '^PLATFORM_EDITOR_TOKEN=' "$DATA/secrets.env"; then
  echo "PLATFORM_EDITOR_TOKEN=$(openssl rand -hex 24)" >>"$DATA/secrets.env"
fi
# shellcheck disable=SC1091
source "$DATA/secrets.env"

if [[ ! -f "$DATA/tls/cert.pem" ]]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
    -keyout "$DATA/tls/key.pem" -out "$DATA/tls/cert.pem" 2>/dev/null
  chmod 600 "$DATA/tls/key.pem"
fi

[[ -f .next/BUILD_ID ]] || { echo "no production build: next build…"; npx next build; }

wait_for() {
  local url="$1" what="$2"
  for _ in $(seq 1 600); do
    if curl -skf -o /dev/null "$url"; then return 0; fi
    sleep 0.2
  done
  echo "$what did not answer at $url (logs in $DATA/logs)" >&2
  stop_all
  exit 1
}

# Anything left from an earlier rehearsal goes first, its micro-cache too (the checks start empty).
stop_all >/dev/null
find "$DATA/nginx-cache" -mindepth 1 -delete

# --- Redis: memory only, loopback only ---
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
  --pidfile "$DATA/redis.pid" --dir "$DATA" --logfile "$DATA/logs/redis.log"
REDIS_URL="redis://127.0.0.1:$REDIS_PORT"

# --- the reference platform ---
PLATFORM_URL="http://127.0.0.1:$PLATFORM_PORT"
# Its share links and ads lead to the site readers reach, nginx's https origin (docs/decisions/0045).
PLATFORM_PORT="$PLATFORM_PORT" PLATFORM_HOST=127.0.0.1 PLATFORM_DB="$DATA/platform.db" PLATFORM_PUBLIC_URL="$PLATFORM_URL" \
  PLATFORM_SHARE_BASE="https://localhost:$HTTPS_PORT$BASE" PLATFORM_EDITOR_TOKEN="$PLATFORM_EDITOR_TOKEN" \
  nohup node platform/server.mjs >"$DATA/logs/platform.log" 2>&1 &
echo $! >"$DATA/platform.pid"
wait_for "$PLATFORM_URL/health" "the reference platform"

# --- two front-server instances: the same secrets, the same Redis ---
# nginx on this machine terminates TLS: TRUSTED_PROXIES=loopback makes the instances believe its
# X-Forwarded-Proto/-Host/-For, so cookies are Secure, HSTS is sent and limits count readers.
for port in "${WEB_PORTS[@]}"; do
  NODE_ENV=production PORT="$port" HOSTNAME_BIND=127.0.0.1 XY_API_BASE_URL="$PLATFORM_URL" \
    TRUSTED_PROXIES=loopback \
    SITE_ORIGIN="https://localhost:$HTTPS_PORT" SESSION_SECRET="$SESSION_SECRET" \
    CACHE_PURGE_TOKEN="$CACHE_PURGE_TOKEN" REDIS_URL="$REDIS_URL" \
    nohup node server/main.mjs >"$DATA/logs/web-$port.log" 2>&1 &
  echo $! >"$DATA/web-$port.pid"
done
for port in "${WEB_PORTS[@]}"; do wait_for "http://127.0.0.1:$port$BASE/home.html" "instance :$port"; done

# --- nginx ---
upstreams=""
for port in "${WEB_PORTS[@]}"; do upstreams+="    server 127.0.0.1:$port max_fails=2 fail_timeout=5s;"$'\n'; done
user_line=""
if [[ "$(id -u)" == 0 ]]; then
  # Workers drop root: they write the cache as www-data.
  user_line="user www-data;"
  chown -R www-data "$DATA/nginx-cache" "$DATA/nginx-tmp"
fi
awk -v data="$DATA" -v http="$HTTP_PORT" -v https="$HTTPS_PORT" -v ups="$upstreams" -v user="$user_line" '{
  # DEPLOY_HTTP_PORT=off: the plain-http redirect server is left out (a machine with few ports).
  if ($0 ~ /@HTTP_SERVER_BEGIN@/) { skipping = (http == "off"); next }
  if ($0 ~ /@HTTP_SERVER_END@/) { skipping = 0; next }
  if (skipping) next
  gsub(/@DATA@/, data); gsub(/@HTTP_PORT@/, http); gsub(/@HTTPS_PORT@/, https); gsub(/@USER_LINE@/, user)
  if ($0 ~ /@UPSTREAMS@/) { printf "%s", ups; next }
  print
}' deploy/nginx.conf.template >"$DATA/nginx.conf"
"$NGINX" -t -q -c "$DATA/nginx.conf" -p "$DATA"
"$NGINX" -c "$DATA/nginx.conf" -p "$DATA"
SITE="https://localhost:$HTTPS_PORT"
wait_for "$SITE$BASE/home.html" "nginx"
echo "up: $SITE$BASE/home.html (instances ${WEB_PORTS[*]}, platform $PLATFORM_URL, $REDIS_URL); stop with $0 --stop"

# --- the rehearsal: what a deployment must show, each a check that passes or fails ---
# shellcheck source=scripts/deploy-local-checks.sh
source "$ROOT/scripts/deploy-local-checks.sh"
header() { grep -i "^$1:" | tr -d '\r' | sed 's/^[^:]*: //' | head -1; }
ARTICLE="$BASE/newsDetail/1/1000.html"
echo
echo "1. An article through nginx, twice: the second answer is nginx's micro-cache"
first="$(curl -sk -D - -o /dev/null "$SITE$ARTICLE" || true)"
second="$(curl -sk -D - -o /dev/null "$SITE$ARTICLE" || true)"
check "the first request reaches an instance (micro-cache $(header x-micro-cache <<<"$first"))" \
  "$(header x-micro-cache <<<"$first")" "MISS|EXPIRED|BYPASS|UPDATING"
check "the second is nginx's micro-cache" "$(header x-micro-cache <<<"$second")" "HIT"
check "it is public to caches" "$(header cache-control <<<"$second")" "public"
check "HSTS is sent over https" "$(header strict-transport-security <<<"$second")" "max-age=[1-9]"
check "it sets no cookie" "$(header set-cookie <<<"$second")" "^$"

one="http://127.0.0.1:${WEB_PORTS[0]}"
two="http://127.0.0.1:${WEB_PORTS[1]}"
echo
echo "2. A purge on instance 1 drops the page on instance 2 too"
curl -s -o /dev/null "$two$ARTICLE" || true
check "instance 2 holds the page" "$(curl -s -D - -o /dev/null "$two$ARTICLE" | header x-cache || true)" "HIT"
purged="$(curl -s -X POST -H "authorization: Bearer $CACHE_PURGE_TOKEN" -H 'content-type: application/json' -d '{"tags":["article:1000"]}' "$one$BASE/api/cache/invalidate" || true)"
check "the purge on instance 1 is accepted" "$purged" '"invalidated":\["article:1000"\]'
sleep 0.3
check "instance 2 renders it afresh" "$(curl -s -D - -o /dev/null "$two$ARTICLE" | header x-cache || true)" "MISS"

echo
echo "3. A session cookie sealed by instance 1 is read by instance 2 (one SESSION_SECRET)"
jar="$DATA/rehearsal-cookies.txt"
rm -f "$jar"
curl -s -o /dev/null -c "$jar" "$one$BASE/api/locale" || true
# The reader ticks the user agreement and privacy policy box (docs/decisions/0050): consent is sent.
login="$(curl -s -b "$jar" -c "$jar" -H "origin: $one" -H 'content-type: application/json' \
  -d '{"mode":"password","phone":"13800000001","password":"demo1234","consent":true}' "$one$BASE/api/member/authLogin" || true)"
check "sign in on instance 1" "$login" '"redirect":'
for target in "$one" "$two"; do
  page="$(curl -s -b "$jar" -D "$DATA/rehearsal-headers.txt" "$target$BASE/getUserInfo.html" || true)"
  check "$target reads the session (getUserInfo shows 高原读者)" "$(grep -o '高原读者' <<<"$page" | head -1 || true)" "高原读者"
  check "$target keeps that page private" "$(header cache-control <"$DATA/rehearsal-headers.txt")" "private|no-store"
done
check "without the cookie instance 2 sends the reader to sign in" \
  "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "$two$BASE/getUserInfo.html" || true)" "^30[27] .*login\.html"
# Over https through nginx the instances see X-Forwarded-Proto: https; a page Next rewrites
# (.html to its route) answers 200, not proxied to itself over TLS (Next is created without
# hostname and port: server/main.mjs).
# The cookie was set for 127.0.0.1 (instance 1's address): nginx is asked at that address too.
check "a signed-in page through nginx" "$(curl -sk -b "$jar" -o /dev/null -w '%{http_code}' "https://127.0.0.1:$HTTPS_PORT$BASE/getUserInfo.html" || true)" "^200$"

echo
echo "4. The live push socket upgrades through nginx to an instance's relay (decision 0019)"
# A browser sends its page's Origin; the relay refuses an upgrade from another (or none) with 403.
# 503 while the instance's own socket to the platform is still opening: asked again for up to 10 s.
upgrade=""
for _ in $(seq 1 20); do
  upgrade="$(curl -sk --http1.1 --max-time 3 -o /dev/null -w '%{http_code}' -H "Origin: $SITE" -H 'Connection: Upgrade' -H 'Upgrade: websocket' \
    -H 'Sec-WebSocket-Version: 13' -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' "$SITE$BASE/api/live/socket" || true)"
  [[ "$upgrade" == 503 ]] || break
  sleep 0.5
done
check "the upgrade is relayed (101)" "$upgrade" "^101$"
check "an upgrade without our Origin is refused (403)" "$(curl -sk --http1.1 --max-time 3 -o /dev/null -w '%{http_code}' -H 'Connection: Upgrade' -H 'Upgrade: websocket' \
  -H 'Sec-WebSocket-Version: 13' -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' "$SITE$BASE/api/live/socket" || true)" "^403$"

echo
echo "5. An editor's correction reaches readers through nginx and both instances within 30 s (server/freshness.mjs)"
# Everyone reads the article first, so every layer holds the old title: the slow case.
EDITED_ID=1720
EDITED="$BASE/newsDetail/43/$EDITED_ID.html"
for target in "$SITE" "$one" "$two"; do curl -sk -o /dev/null "$target$EDITED" || true; done
title="八宿教育帮扶通过验收（更正 $(date +%H:%M:%S)）"
edit="$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: Bearer $PLATFORM_EDITOR_TOKEN" -H 'content-type: application/json' \
  -d "{\"title\":\"$title\"}" "$PLATFORM_URL/editor/articles/$EDITED_ID" || true)"
check "the platform takes the correction" "$edit" "^200$"
edited_at=$(date +%s%N)
for target in "$SITE" "$one" "$two"; do
  seen=""
  for _ in $(seq 1 35); do
    if curl -sk "$target$EDITED" | grep -qF "$title"; then seen=$(( ($(date +%s%N) - edited_at) / 100000000 )); break; fi
    sleep 1
  done
  if [[ -z "$seen" ]]; then fail "$target shows it within 30 s" "not seen within 35 s"
  elif ((seen > 300)); then fail "$target shows it within 30 s" "after $((seen / 10)).$((seen % 10)) s"
  else pass "$target shows it within 30 s (after $((seen / 10)).$((seen % 10)) s)"; fi
done

echo
echo "the stack stays up: $SITE$BASE/home.html; stop it with $0 --stop"
finish_checks
