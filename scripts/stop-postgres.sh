#!/usr/bin/env bash
# Stop the throwaway PostgreSQL cluster started by scripts/ensure-postgres.sh and delete its data.
exec "$(dirname "$0")/ensure-postgres.sh" stop
