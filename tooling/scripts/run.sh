#!/bin/sh
# The README's two commands, runnable on a fresh machine with only Node.js and npm.
#   sh tooling/scripts/run.sh start   install, build, start the console with demo data
#   sh tooling/scripts/run.sh test    install, build, run every test (unit, integration, browser)
set -eu
cd "$(dirname "$0")/../.."

PNPM_VERSION=10.34.8
# corepack's signature check fails on this Node's bundled corepack, so npx fetches pnpm.
if command -v pnpm >/dev/null 2>&1 && pnpm --version 2>/dev/null | grep -q '^10\.'; then
  pnpm() { command pnpm "$@"; }
else
  pnpm() { npx --yes pnpm@$PNPM_VERSION "$@"; }
fi

pnpm install --frozen-lockfile
case "${1:-}" in
  start)
    pnpm exec turbo run build --filter=@netfleet/server... --filter=@netfleet/console... \
      --filter='@netfleet/connect-*...'
    pnpm --filter @netfleet/server start
    ;;
  test)
    # Each step fails the run on its own; the browser tests need the built console and server.
    pnpm exec biome check .
    # Boundaries (CONTRIBUTING.md): no import circle (type imports included), no unused code.
    pnpm run check:cycles
    pnpm run check:unused
    pnpm exec turbo run build typecheck --concurrency=2
    # Boundaries (CONTRIBUTING.md): publint and attw check the packed packages, so after the build.
    node tooling/scripts/check-packages.mjs
    pnpm exec turbo run test --concurrency=1
    pnpm exec turbo run test:browser --concurrency=1
    ;;
  *)
    echo "usage: sh tooling/scripts/run.sh start|test" >&2
    exit 2
    ;;
esac
