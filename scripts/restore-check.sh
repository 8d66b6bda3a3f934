#!/usr/bin/env bash
# Restore drill (docs/operations.md, "Backups"): restores a `pg_dump -Fc` file into a new, empty
# database and checks the books there as docs/money.md states them: every member's balance
# (users.points) equals the sum of their ledger rows (points_ledger.delta).
# Exit 0: restored and every balance equals its ledger sum; 1: a mismatch (each one printed);
# 2: the restore itself failed.
# Usage: scripts/restore-check.sh DUMP [ADMIN_URL] [--keep]
#   ADMIN_URL  a role that may CREATE DATABASE (default postgres://postgres@127.0.0.1:5432/postgres)
#   --keep     leave the restored database for inspection (its URL is printed)
set -euo pipefail

keep=""
args=()
for arg in "$@"; do
  if [ "$arg" = --keep ]; then keep=1; else args+=("$arg"); fi
done
dump=${args[0]:?usage: scripts/restore-check.sh DUMP [ADMIN_URL] [--keep]}
admin_url=${args[1]:-postgres://postgres@127.0.0.1:5432/postgres}
[ -r "$dump" ] || { echo "restore-check: cannot read $dump" >&2; exit 2; }

db="restore_check_$(date +%s)_$RANDOM"
# The database name replaces the path of the admin URL; its query string (sslmode...) stays.
base=${admin_url%%\?*}
query=${admin_url#"$base"}
db_url="${base%/*}/$db$query"
psql_at() { psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }

cleanup() {
  if [ -z "$keep" ]; then psql_at "$admin_url" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT

psql_at "$admin_url" -c "CREATE DATABASE $db" >/dev/null
# --no-owner/--no-acl: the restoring role owns everything, whichever role made the dump.
if ! pg_restore --no-owner --no-acl --exit-on-error -d "$db_url" "$dump"; then
  echo "restore-check: FAILED to restore $dump" >&2
  exit 2
fi
[ -n "$keep" ] && echo "restore-check: restored into $db_url (kept)"

counts=$(psql_at "$db_url" -F ' ' -c "select (select count(*) from users), (select count(*) from points_ledger)")
read -r members rows <<< "$counts"
mismatches=$(psql_at "$db_url" -F ' ' -c "
  with sums as (select user_id, sum(delta) as total from points_ledger group by user_id)
  select u.id, u.points, coalesce(s.total, 0)
  from users u left join sums s on s.user_id = u.id
  where u.points <> coalesce(s.total, 0)
  order by u.id")

if [ -z "$mismatches" ]; then
  echo "restore-check: OK: $members members, $rows ledger rows; every balance equals its ledger sum"
  exit 0
fi
while read -r user points sum; do
  echo "restore-check: user $user: balance $points, ledger sum $sum (off by $((points - sum)))"
done <<< "$mismatches"
echo "restore-check: FAILED: $(wc -l <<< "$mismatches") of $members members' balances differ from their ledger sums"
exit 1
