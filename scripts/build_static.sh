#!/usr/bin/env bash
# Bundles the ALTCHA widget (npm, version pinned below) into scamhttp's static files, so the pages
# load every script from our own origin and `make serve` needs no npm. The output is committed;
# re-run this only to change the version. Uses the "external" build: no inline styles or blob
# workers, so the page keeps its strict Content-Security-Policy (style-src 'self', script-src 'self').
set -euo pipefail
cd "$(dirname "$0")/.."

ALTCHA_VERSION=3.2.2
out=packages/scamhttp/src/scamhttp/static/vendor/altcha
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo '{"name":"scamcheck-altcha-build","private":true}' >"$scratch/package.json"
npm install --prefix "$scratch" --no-audit --no-fund --loglevel=error "altcha@$ALTCHA_VERSION"
dist="$scratch/node_modules/altcha/dist"
installed=$(node -p "require('$scratch/node_modules/altcha/package.json').version")
[ "$installed" = "$ALTCHA_VERSION" ] || { echo "expected altcha $ALTCHA_VERSION, got $installed" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out/workers"
cp "$dist/external/altcha.min.js" "$dist/external/altcha.css" "$out/"
cp "$dist/workers/pbkdf2.js" "$dist/workers/sha.js" "$out/workers/"
cp "$scratch/node_modules/altcha/LICENSE.txt" "$out/LICENSE.txt"
echo "$ALTCHA_VERSION" >"$out/VERSION"
echo "altcha $ALTCHA_VERSION -> $out"
