#!/usr/bin/env bash
# Real ingest on a laptop (issue 29 §1; README "Streaming with OBS", docs/streams.md).
#
# Starts nginx with nginx-rtmp from the committed deploy/nginx/rtmp.conf, on its own ports and
# prefix, next to a running site, prints what to type into OBS, and optionally pushes a test
# pattern with a clock burned in. The site must be started with the matching addresses:
#
#   STREAM_PULL_BASE=http://127.0.0.1:8935/live STREAM_PUSH_BASE=rtmp://127.0.0.1:1935/live npm run demo
#   scripts/ingest-demo.sh [--test-pattern] [--key '<stream>?txSecret=…&txTime=…']
#
# Options (or the environment variables in brackets):
#   --site URL          the site [SITE, default http://127.0.0.1:3000]
#   --rtmp-port N       RTMP ingest port [RTMP_PORT, default 1935]
#   --http-port N       HLS port [HTTP_PORT, default 8935]
#   --prefix DIR        nginx's prefix: config, logs, HLS [PREFIX, default .ingest]
#   --token T           the site's STREAM_HOOK_TOKEN, if it has one [STREAM_HOOK_TOKEN]
#   --key KEY           the stream key (the studio's OBS tab); without it the demo anchor's is
#                       fetched (--mobile/--password, default Hoops Daily of the demo data)
#   --test-pattern      push a test pattern with ffmpeg instead of waiting for OBS
# Ctrl-C stops what the script started (nginx, ffmpeg), by their PIDs.
set -euo pipefail
cd "$(dirname "$0")/.."

SITE=${SITE:-http://127.0.0.1:3000}
RTMP_PORT=${RTMP_PORT:-1935}
HTTP_PORT=${HTTP_PORT:-8935}
PREFIX=${PREFIX:-.ingest}
TOKEN=${STREAM_HOOK_TOKEN:-}
KEY=''
MOBILE='1-2025550111'
PASSWORD='anchor123456'
PATTERN=0
MODULE=/usr/lib/nginx/modules/ngx_rtmp_module.so

while [ $# -gt 0 ]; do
  case "$1" in
    --site) SITE=$2; shift 2 ;;
    --rtmp-port) RTMP_PORT=$2; shift 2 ;;
    --http-port) HTTP_PORT=$2; shift 2 ;;
    --prefix) PREFIX=$2; shift 2 ;;
    --token) TOKEN=$2; shift 2 ;;
    --key) KEY=$2; shift 2 ;;
    --mobile) MOBILE=$2; shift 2 ;;
    --password) PASSWORD=$2; shift 2 ;;
    --test-pattern) PATTERN=1; shift ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "unknown option: $1 (--help)" >&2; exit 2 ;;
  esac
done

missing=()
command -v nginx >/dev/null || missing+=(nginx)
[ -f "$MODULE" ] || missing+=(libnginx-mod-rtmp)
command -v ffmpeg >/dev/null || [ "$PATTERN" = 0 ] || missing+=(ffmpeg)
if [ ${#missing[@]} -gt 0 ]; then
  echo "missing: ${missing[*]} — install with: sudo apt-get install -y nginx libnginx-mod-rtmp ffmpeg" >&2
  exit 1
fi
if ! curl -fsS "$SITE/api/health" >/dev/null; then
  echo "the site does not answer at $SITE (start it first: see the top of this script)" >&2
  exit 1
fi

PREFIX=$(mkdir -p "$PREFIX" && cd "$PREFIX" && pwd)
mkdir -p "$PREFIX/logs" "$PREFIX/temp" "$PREFIX/hls"
# Started as root, nginx's workers run as another user (Debian: www-data) and write these.
chmod 755 "$PREFIX"
chmod 777 "$PREFIX/temp" "$PREFIX/hls"
TOKEN_QUERY=''
[ -n "$TOKEN" ] && TOKEN_QUERY="?token=$TOKEN"
# The same template the e2e renders (scripts/ingest.ts renderRtmpConf): @NAME@ placeholders.
sed -e "s|@RTMP_MODULE@|$MODULE|g" \
  -e "s|@RTMP_LISTEN@|127.0.0.1:$RTMP_PORT|g" \
  -e "s|@HTTP_LISTEN@|127.0.0.1:$HTTP_PORT|g" \
  -e "s|@HLS_DIR@|$PREFIX/hls|g" \
  -e "s|@SITE@|${SITE%/}|g" \
  -e "s|@TOKEN_QUERY@|$TOKEN_QUERY|g" \
  deploy/nginx/rtmp.conf >"$PREFIX/nginx.conf"

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

nginx -p "$PREFIX/" -c "$PREFIX/nginx.conf" -g 'daemon off;' &
pids+=($!)
sleep 1
kill -0 "${pids[0]}" 2>/dev/null || { echo "nginx did not start: see $PREFIX/logs/error.log" >&2; exit 1; }

if [ -z "$KEY" ]; then
  KEY=$(node --import ./scripts/hooks/register.mjs --import tsx scripts/ingest.ts key "$SITE" "$MOBILE" "$PASSWORD" | tail -1)
fi
SERVER="rtmp://127.0.0.1:$RTMP_PORT/live"

cat <<INFO

nginx-rtmp is running (prefix $PREFIX).

  OBS → Settings → Stream:   Service  Custom…
                             Server   $SERVER
                             Stream Key  $KEY
  OBS → Settings → Output:   Keyframe Interval 1 s (or 2 s)

  The room goes live when OBS starts streaming; viewers play
  http://127.0.0.1:$HTTP_PORT/live/<stream>.m3u8?<signature> through the site's player
  (the site must run with STREAM_PULL_BASE=http://127.0.0.1:$HTTP_PORT/live).

INFO

if [ "$PATTERN" = 1 ]; then
  echo "pushing a test pattern with a clock (Ctrl-C stops it and nginx)…"
  ffmpeg -hide_banner -loglevel error -re \
    -f lavfi -i "testsrc2=size=640x360:rate=25,drawtext=text='%{localtime\:%H\\\\\:%M\\\\\:%S}':fontsize=48:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-th-20" \
    -f lavfi -i "sine=frequency=440:sample_rate=44100" \
    -c:v libx264 -preset veryfast -tune zerolatency -pix_fmt yuv420p -g 25 -b:v 800k \
    -c:a aac -b:a 96k -f flv "$SERVER/$KEY" &
  pids+=($!)
fi
echo "Ctrl-C to stop."
wait "${pids[0]}"
