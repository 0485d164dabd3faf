#!/usr/bin/env bash
# `pnpm test`: generated code, types, message catalogues, the web and node builds, the recorded rc-pub fixtures (still
# what rc-pub answers), then every suite on embedded PGlite and the rc-pub suites again on PostgreSQL (TEST_DATABASE_URL,
# default the local server's `test` database).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== codegen"; pnpm -s codegen
# Generated code is checked, not trusted (HOUSE-STYLE): what codegen writes must be what is committed.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  stale="$(git status --porcelain -- web/src/gql server/src/__generated__)"
  if [ -n "$stale" ]; then
    echo "pnpm codegen changed committed generated files; run it and commit them:" >&2
    echo "$stale" >&2
    exit 1
  fi
fi
echo "== typecheck"; pnpm -s typecheck
echo "== lint and format (biome)"; pnpm -s lint
echo "== message catalogues (zh/en identical keys)"; pnpm -s --filter web check:messages
echo "== web build"; pnpm -s --filter web build
echo "== node build (gateway and rc-pub to JavaScript)"; pnpm -s build:node
# The gateway tests replay recorded rc-pub answers: re-record them and fail on any difference before trusting them.
echo "== recorded rc-pub fixtures (re-record and compare)"; pnpm -s fixtures:check

VITEST="pnpm exec vitest run --config tests/vitest.config.ts"
echo "== tests on embedded PGlite"
$VITEST

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
# (pg is a dependency of tests/, so the probe runs there)
if (cd tests && node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"); then
  echo "== rc-pub tests on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" $VITEST rc-pub
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL at $PG_URL is not reachable; CI requires it" >&2; exit 1
else
  echo "== skipped the PostgreSQL pass: nothing answers at $PG_URL (set TEST_DATABASE_URL)"
fi
