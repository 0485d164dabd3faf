#!/usr/bin/env bash
# `pnpm test`: generated code, then the web and node builds and every test tier (tests/tiers.ts) in one vitest run on
# PostgreSQL, in which the PGlite set runs a second time on embedded PGlite; beside them, in the background: types,
# lint, message catalogues and the recorded rc-pub fixtures (still what rc-pub answers). Fails when any of them fails.
# Prints the time of each step and of each tier at the end.
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
# TEST_REPORT_DIR keeps the reports (vitest.json: per-test times; tiers.json: per-file times by project; one log per
# background check) after the run; by default they go with it.
report="${TEST_REPORT_DIR:-$(mktemp -d)}"
mkdir -p "$report"

# Checks that no test waits for (the type check, lint, the message catalogues, the recorded fixtures) run in the
# background, niced, beside the builds and the tests: the test run keeps both cores busy most of the time and these
# fill its gaps instead of standing before it (about a minute). Each writes its log and its "exit seconds" line to
# $report; `bg_wait` prints them after the tests and fails the run when one failed.
bg_names=()
bg_pids=()
bg_step() { # bg_step ID NAME COMMAND...
  local id="$1" name="$2"
  shift 2
  (
    t0=$SECONDS
    rc=0
    nice -n 19 "$@" >"$report/$id.log" 2>&1 || rc=$?
    echo "$rc $((SECONDS - t0))" >"$report/$id.rc"
  ) &
  bg_pids+=("$!")
  bg_names+=("$id:$name")
}
bg_wait() {
  local rc=0 entry id name
  for pid in "${bg_pids[@]}"; do wait "$pid" || true; done
  bg_pids=()
  for entry in "${bg_names[@]}"; do
    id="${entry%%:*}" name="${entry#*:}"
    read -r code secs <"$report/$id.rc" || { code=1 secs=0; }
    echo "== $name (in the background)"
    cat "$report/$id.log"
    steps+=("$(printf '%-44s %5d s (background)%s' "$name" "$secs" "$([ "$code" = 0 ] || echo "  (failed, exit $code)")")")
    [ "$code" = 0 ] || rc=1
  done
  return $rc
}

# The time table prints on failure too: a red run is when the times matter most.
times() {
  local rc=$?
  for pid in "${bg_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
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

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
# (pg is a dependency of tests/, so the probe runs there)
if (cd tests && node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"); then
  export TEST_DATABASE_URL="$PG_URL"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL at $PG_URL is not reachable; CI requires it" >&2; exit 1
else
  echo "== nothing answers at $PG_URL (set TEST_DATABASE_URL): every tier on embedded PGlite"
  unset TEST_DATABASE_URL
fi

# The gateway tests replay recorded rc-pub answers: re-record them (on a copy of the seeded database, a template of
# TEST_DATABASE_URL) and fail the run on any difference, whatever the tests that replay them said.
bg_step fixtures "recorded rc-pub fixtures (re-record and compare)" pnpm -s fixtures:check
bg_step typecheck "typecheck" pnpm -s typecheck
bg_step lint "lint and format (biome, warnings fail)" pnpm -s lint
bg_step messages "message catalogues (zh/en identical keys)" pnpm -s --filter web check:messages
# What the tests load: the web build (the stack tiers serve it) and the compiled gateway and rc-pub (the process tier).
step "web build" pnpm -s --filter web build
step "node build (gateway and rc-pub to JavaScript)" pnpm -s build:node

VITEST=(pnpm exec vitest run --config tests/vitest.config.ts --reporter=default --reporter="$PWD/tests/tier-report.ts"
  --reporter=json --outputFile="$report/vitest.json")
export TIER_REPORT="$report/tiers.json"
tests_rc=0
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "every tier on PostgreSQL, the PGlite set also on PGlite" "${VITEST[@]}" || tests_rc=$?
else
  step "every tier on embedded PGlite" "${VITEST[@]}" || tests_rc=$?
fi
bg_wait
exit "$tests_rc"
