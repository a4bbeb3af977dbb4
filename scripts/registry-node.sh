#!/usr/bin/env bash
# Prints the bin directory of the Node that .nvmrc names (a major, e.g. 24), taken from the npm registry's
# node-linux-<arch> package (a Node binary inside an ordinary registry package) and unpacked once into
# .cache/node<major>/ (gitignored); later calls reuse it without asking the registry. .ci/run runs its Node 24
# step with it; by hand:
#   PATH="$(scripts/registry-node.sh):$PATH" npm ci && PATH="$(scripts/registry-node.sh):$PATH" npm test
set -euo pipefail
cd "$(dirname "$0")/.."

major="$(tr -d ' v\n' < .nvmrc)"
dir="$PWD/.cache/node${major}"

if [ -x "$dir/bin/node" ] && [[ "$("$dir/bin/node" --version)" == "v${major}."* ]]; then
  echo "$dir/bin"
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "registry-node: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac

mkdir -p .cache
work="$(mktemp -d .cache/node-download.XXXXXX)"
trap 'rm -rf "$work"' EXIT
echo "registry-node: fetching node-linux-${arch}@${major} from the npm registry into ${dir#"$PWD"/}" >&2
tarball="$(npm pack "node-linux-${arch}@${major}" --pack-destination "$work" --silent | tail -n 1)"
# Only the binary: the package also carries C headers and man pages (140 MB unpacked) that nothing here uses.
tar -xzf "$work/$tarball" -C "$work" package/bin/node
rm -rf "$dir"
mkdir -p "$dir"
mv "$work/package/bin" "$dir/bin"
echo "registry-node: $("$dir/bin/node" --version) in ${dir#"$PWD"/}" >&2
echo "$dir/bin"
