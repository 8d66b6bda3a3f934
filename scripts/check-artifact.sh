#!/usr/bin/env bash
# Proves the built artifact runs as production runs it: dist/ and dist-server/ copied to an empty
# directory, production dependencies only (npm ci --omit=dev), NODE_ENV=production on PostgreSQL;
# then readiness, the app, no public source maps, and a clean exit on SIGTERM.
# Usage (after npm run build): scripts/check-artifact.sh [postgres://postgres@127.0.0.1:5432/test] [redis://127.0.0.1:6379]
set -euo pipefail
cd "$(dirname "$0")/.."
pg_url=${1:-postgres://postgres@127.0.0.1:5432/test}
redis_url=${2:-redis://127.0.0.1:6379}
work=$(mktemp -d)
db="artifact_$RANDOM$RANDOM"
port=$((20000 + RANDOM % 20000))
pid=""
cleanup() {
  [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null || true
  psql "$pg_url" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
# Every failure says what failed and shows what the server said, instead of ending without a word.
fail() { echo "artifact: $*"; [ -f "$work/server.log" ] && tail -n 40 "$work/server.log"; exit 1; }
trap 'fail "line $LINENO failed: $BASH_COMMAND"' ERR

cp package.json package-lock.json "$work/"
cp -r dist dist-server "$work/"
(cd "$work" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
psql "$pg_url" -qc "CREATE DATABASE $db" >/dev/null
db_url="${pg_url%/*}/$db"

cd "$work"
# Production refuses a plain-http PUBLIC_URL and several workers without Redis; links are not followed here.
env -i PATH="$PATH" HOME="$HOME" NODE_ENV=production PORT=$port HOST=127.0.0.1 \
  PUBLIC_URL=https://rewards.example.com DATABASE_URL="$db_url" WEB_CONCURRENCY=2 REDIS_URL="$redis_url" \
  JWT_SECRET="$(openssl rand -base64 48)" PARTNER_API_KEY="$(openssl rand -base64 48)" \
  SMS_TRANSPORT=http SMS_HTTP_URL=http://127.0.0.1:9/unused SMS_FROM=Rewards \
  MAIL_TRANSPORT=smtp SMTP_URL=smtp://127.0.0.1:9 MAIL_FROM=a@b.c \
  node dist-server/main.js > server.log 2>&1 &
pid=$!
ready=""
for _ in $(seq 1 60); do
  if curl -fs "http://127.0.0.1:$port/readyz" >/dev/null; then ready=1; break; fi
  sleep 1
done
[ -n "$ready" ] || fail "not ready"
# A worker just started on a busy machine may shed a request while its event loop lags (503 from
# under-pressure, MAX_EVENT_LOOP_DELAY_MS): curl retries that, and says what any other failure was.
get() { curl -fsS --retry 5 --retry-delay 1 "http://127.0.0.1:$port$1"; }
# Whole answers first: `curl | grep -q` fails under pipefail when grep stops reading before curl ends.
settings=$(get "/api/user-side/getSettings?url=en/sign-in")
grep -q translationsHash <<<"$settings" || fail "getSettings has no translationsHash"
page=$(get /en/sign-in)
grep -qi '<div id="root"' <<<"$page" || fail "/en/sign-in has no root"
script=$(grep -o '/assets/[^"]*\.js' <<<"$page" | head -n1)
code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$script.map")
[ "$code" = 404 ] || fail "$script.map is served ($code)"
kill -TERM "$pid"
status=0; wait "$pid" || status=$?
pid=""
[ "$status" = 0 ] || fail "exit $status after SIGTERM"
if grep -q '"level":[56]0' server.log; then cat server.log; fail "errors in the log"; fi
echo "artifact: runs with production dependencies only (ready, app served, no source maps, clean SIGTERM)"
