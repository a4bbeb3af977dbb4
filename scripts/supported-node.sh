#!/usr/bin/env bash
# Runs a command on a Node the project supports (package.json's engines: 22 or 24). On such a Node it runs
# the command as it is. On an older one (a fresh Debian's Node 20) it puts the Node that .nvmrc names first
# on PATH, taken once from the npm registry (scripts/registry-node.sh, kept in .cache/), so that
# `npm ci && npm start` and `npm test` work there too: npm itself then runs on that Node. `npm ci` fetches
# it (postinstall), so `npm start` needs no network afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$major" -ge 22 ]; then exec "$@"; fi

bin="$(scripts/registry-node.sh)"
echo "supported-node: Node $(node --version 2>/dev/null || echo none) is older than the project supports; running on $("$bin/node" --version) from ${bin#"$PWD"/}" >&2
PATH="$bin:$PATH" exec "$@"
