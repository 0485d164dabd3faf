#!/usr/bin/env bash
# `pnpm test`: generated code, types, lint, message catalogues, the web and node builds, the recorded rc-pub fixtures
# (still what rc-pub answers), then every test tier (tests/tiers.ts) in one vitest run on PostgreSQL, in which the
# PGlite set runs a second time on embedded PGlite. Prints the time of each step and of each tier at the end.
# PostgreSQL: TEST_DATABASE_URL, default the local server's `test` database; without one (outside CI) every tier runs
# on PGlite instead.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=()
step() { # step NAME COMMAND...: runs and times one step
  local name="$1" t0=$SECONDS
  shift
  echo "== $name"
  local rc=0
  "$@" || rc=$?
  steps+=("$(printf '%-44s %5d s%s' "$name" $((SECONDS - t0)) "$([ $rc = 0 ] || echo "  (failed, exit $rc)")")")
  return $rc
}
# TEST_REPORT_DIR keeps the reports (vitest.json: per-test times; tiers.json: per-file times by project) after the run;
# by default they go with it.
report="${TEST_REPORT_DIR:-$(mktemp -d)}"
mkdir -p "$report"
# The time table prints on failure too: a red run is when the times matter most.
times() {
  local rc=$?
  [ -z "${fixtures_pid:-}" ] || kill "$fixtures_pid" 2>/dev/null || true
  echo
  echo "== time per step"
  printf '%s\n' "${steps[@]}"
  [ -s "$report/tiers.json" ] && pnpm exec tsx scripts/tier-times.ts "$report/tiers.json" "vitest" || true
  echo "total: $SECONDS s"
  [ -n "${TEST_REPORT_DIR:-}" ] || rm -rf "$report"
  exit "$rc"
}
trap times EXIT

step codegen pnpm -s codegen
# Generated code is checked, not trusted (HOUSE-STYLE): what codegen writes must be what is committed.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  stale="$(git status --porcelain -- web/src/gql server/src/__generated__)"
  if [ -n "$stale" ]; then
    echo "pnpm codegen changed committed generated files; run it and commit them:" >&2
    echo "$stale" >&2
    exit 1
  fi
fi
# The fixture check (about a minute, one core: it seeds PGlite and replays every recorded call) runs beside the
# type check, lint and builds, which leave the other core free most of the time; its step waits for it below.
fixtures_log="$report/fixtures.log"
pnpm -s fixtures:check >"$fixtures_log" 2>&1 &
fixtures_pid=$!
fixtures_t0=$SECONDS
step "typecheck" pnpm -s typecheck
step "lint and format (biome, warnings fail)" pnpm -s lint
step "message catalogues (zh/en identical keys)" pnpm -s --filter web check:messages
step "web build" pnpm -s --filter web build
step "node build (gateway and rc-pub to JavaScript)" pnpm -s build:node
# The gateway tests replay recorded rc-pub answers: re-record them and fail on any difference before trusting them.
fixtures_wait() {
  local rc=0
  wait "$fixtures_pid" || rc=$?
  cat "$fixtures_log"
  echo "(started beside the type check $((SECONDS - fixtures_t0)) s ago)"
  return $rc
}
step "recorded rc-pub fixtures (re-record and compare)" fixtures_wait

VITEST=(pnpm exec vitest run --config tests/vitest.config.ts --reporter=default --reporter="$PWD/tests/tier-report.ts"
  --reporter=json --outputFile="$report/vitest.json")
export TIER_REPORT="$report/tiers.json"
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
# (pg is a dependency of tests/, so the probe runs there)
if (cd tests && node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"); then
  step "every tier on PostgreSQL, the PGlite set also on PGlite" env TEST_DATABASE_URL="$PG_URL" "${VITEST[@]}"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL at $PG_URL is not reachable; CI requires it" >&2; exit 1
else
  echo "== nothing answers at $PG_URL (set TEST_DATABASE_URL): every tier on embedded PGlite"
  step "every tier on embedded PGlite" env -u TEST_DATABASE_URL "${VITEST[@]}"
fi

