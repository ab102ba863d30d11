#!/usr/bin/env bash
# Ensure a PostgreSQL server for the server's tests and bench; print its URL on stdout.
#
#   url=$(scripts/ensure-postgres.sh)          # reuse a running throwaway cluster, or start one
#   scripts/ensure-postgres.sh stop            # stop it and delete its data
#
# - A reachable $TEST_DATABASE_URL (or $DATABASE_URL) is printed as is.
# - Otherwise: find pg_ctl/initdb on PATH or in /usr/lib/postgresql/*/bin; if missing, install
#   Debian's postgresql with apt-get (root only). Then initdb a throwaway cluster in
#   ${CAMPUS_PG_DIR:-/tmp/campus-pg}, start it on 127.0.0.1 (port ${CAMPUS_PG_PORT:-54329} or the next
#   free one) as a non-root user (postgres refuses root), create the database "campus" and print
#   postgres://campus:<password>@127.0.0.1:<port>/campus. Everything else goes to stderr.
set -euo pipefail

STATE_DIR="${CAMPUS_PG_DIR:-/tmp/campus-pg}"
DATA="$STATE_DIR/data"
URL_FILE="$STATE_DIR/url"
log() { echo "ensure-postgres: $*" >&2; }

find_bin() {
  local name="$1" dir
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/$name" ]; then echo "$dir/$name"; return 0; fi
  done
  return 1
}

# Run a command as the cluster owner (root cannot run postgres).
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$OWNER" -- "$@"; else "$@"; fi
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if [ "${1:-}" = "stop" ]; then
  if [ -f "$DATA/postmaster.pid" ]; then
    PG_CTL=$(find_bin pg_ctl)
    OWNER=$(stat -c %U "$DATA")
    as_owner "$PG_CTL" -D "$DATA" -m fast stop >&2 || true
  fi
  rm -rf "$STATE_DIR"
  log "stopped and removed $STATE_DIR"
  exit 0
fi

# 1. A server given by the environment.
for candidate in "${TEST_DATABASE_URL:-}" "${DATABASE_URL:-}"; do
  if [ -n "$candidate" ] && command -v psql >/dev/null 2>&1 && psql "$candidate" -qAtc 'select 1' >/dev/null 2>&1; then
    log "using the server from the environment"
    echo "$candidate"
    exit 0
  fi
done

# 2. Our cluster, still running from an earlier call.
if [ -f "$URL_FILE" ] && [ -f "$DATA/postmaster.pid" ]; then
  PG_CTL=$(find_bin pg_ctl || true)
  OWNER=$(stat -c %U "$DATA")
  if [ -n "$PG_CTL" ] && as_owner "$PG_CTL" -D "$DATA" status >/dev/null 2>&1; then
    log "reusing the cluster in $STATE_DIR"
    cat "$URL_FILE"
    exit 0
  fi
fi

# 3. Binaries, installed from Debian when missing.
if ! find_bin pg_ctl >/dev/null || ! find_bin initdb >/dev/null; then
  if [ "$(id -u)" != 0 ]; then log "postgresql is not installed and we are not root"; exit 1; fi
  log "installing postgresql from Debian (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
fi
PG_CTL=$(find_bin pg_ctl)
INITDB=$(find_bin initdb)
PSQL=$(find_bin psql)

# 4. A throwaway cluster owned by a non-root user.
if [ "$(id -u)" = 0 ]; then
  OWNER=postgres
  if ! id "$OWNER" >/dev/null 2>&1; then useradd --system --no-create-home --shell /usr/sbin/nologin "$OWNER"; fi
else
  OWNER=$(id -un)
fi
rm -rf "$STATE_DIR"
mkdir -p "$STATE_DIR"
chmod 700 "$STATE_DIR"
PASSWORD=$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 20)
echo "$PASSWORD" >"$STATE_DIR/pwfile"
[ "$(id -u)" = 0 ] && chown -R "$OWNER" "$STATE_DIR"
as_owner "$INITDB" -D "$DATA" -U campus --pwfile="$STATE_DIR/pwfile" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 >&2 \
  || as_owner "$INITDB" -D "$DATA" -U campus --pwfile="$STATE_DIR/pwfile" --auth=scram-sha-256 -E UTF8 --locale=C >&2
rm -f "$STATE_DIR/pwfile"

PORT="${CAMPUS_PG_PORT:-54329}"
for _ in $(seq 1 50); do port_free "$PORT" && break; PORT=$((PORT + 1)); done
as_owner "$PG_CTL" -D "$DATA" -l "$STATE_DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $STATE_DIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >&2

URL="postgres://campus:$PASSWORD@127.0.0.1:$PORT/campus"
PGPASSWORD="$PASSWORD" "$PSQL" -h 127.0.0.1 -p "$PORT" -U campus -d postgres -qAtc 'CREATE DATABASE campus' >&2
echo "$URL" >"$URL_FILE"
[ "$(id -u)" = 0 ] && chown "$OWNER" "$URL_FILE"
log "started PostgreSQL on 127.0.0.1:$PORT (data $DATA; stop with: scripts/ensure-postgres.sh stop)"
echo "$URL"
