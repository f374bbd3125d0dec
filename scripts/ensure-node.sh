#!/usr/bin/env bash
# Node.js for this project: the version pinned in .node-version (docs/decisions/0077).
# When the machine's node is older than its major, Node's official Linux build is taken from the npm
# registry (the package node-linux-<arch>, the same binary as Node's own download) into .tools/node,
# and .tools/node/bin goes first on PATH. Node's headers come in that package too: node-gyp is pointed
# at them (npm_config_nodedir), so native modules (better-sqlite3) build without downloading anything.
#
#   . scripts/ensure-node.sh        in your shell: this shell's node, npm and npx are then Node 24
#   scripts/ensure-node.sh CMD ...  runs CMD under Node 24 (e.g. scripts/ensure-node.sh npm install)
#
# Sourced, it never exits your shell; it sets no shell options.

__ensure_node() {
  local root pin want_major have have_major arch tools tmp tarball
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  pin="$(tr -d ' \r\n' <"$root/.node-version")"
  want_major="${pin%%.*}"
  have="$(node --version 2>/dev/null || true)"
  have="${have#v}"
  have_major="${have%%.*}"
  if [[ -n "$have" && "$have_major" -ge "$want_major" ]]; then
    return 0
  fi
  tools="$root/.tools/node"
  # npm reads its global settings (the registry, a CA file, a proxy) from beside the node it runs
  # under: the machine's must stay in force under ours.
  if [[ -z "${npm_config_globalconfig:-}" ]] && command -v npm >/dev/null; then
    local machine_config
    machine_config="$(npm config get globalconfig 2>/dev/null || true)"
    if [[ -f "$machine_config" ]]; then export npm_config_globalconfig="$machine_config"; fi
  fi
  if [[ "$("$tools/bin/node" --version 2>/dev/null)" != "v$pin" ]]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *) echo "ensure-node: no Node.js $pin package for $(uname -m): install Node.js $want_major yourself" >&2; return 1 ;;
    esac
    command -v npm >/dev/null || { echo "ensure-node: npm is needed to fetch Node.js $pin (apt-get install -y npm)" >&2; return 1; }
    echo "ensure-node: this machine has Node.js ${have:-none}; installing Node.js $pin into .tools/node (npm package node-linux-$arch@$pin)…" >&2
    tmp="$(mktemp -d)"
    # npm pack checks the tarball against the registry's integrity hash.
    tarball="$(cd "$tmp" && npm pack --silent "node-linux-$arch@$pin" 2>/dev/null | tail -1)"
    if [[ -z "$tarball" || ! -f "$tmp/$tarball" ]]; then
      rm -rf "$tmp"
      echo "ensure-node: npm pack node-linux-$arch@$pin failed" >&2
      return 1
    fi
    rm -rf "$tools"
    mkdir -p "$tools"
    tar -xzf "$tmp/$tarball" -C "$tools" --strip-components=1
    rm -rf "$tmp"
    if [[ "$("$tools/bin/node" --version 2>/dev/null)" != "v$pin" ]]; then
      echo "ensure-node: .tools/node/bin/node does not run on this machine" >&2
      return 1
    fi
  fi
  case ":$PATH:" in
    *":$tools/bin:"*) ;;
    *) export PATH="$tools/bin:$PATH" ;;
  esac
  # node-gyp finds Node's headers here instead of downloading them.
  export npm_config_nodedir="$tools"
  # A native module built earlier under the old node is rebuilt for this one.
  if [[ -d "$root/node_modules/better-sqlite3" ]] &&
    ! (cd "$root" && node -e "require('better-sqlite3')" >/dev/null 2>&1); then
    echo "ensure-node: rebuilding better-sqlite3 for Node.js $pin…" >&2
    (cd "$root" && npm rebuild better-sqlite3 >/dev/null) || return 1
  fi
  return 0
}

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  # Sourced: keep PATH in the caller's shell, and tell the caller whether it worked.
  if __ensure_node; then
    unset -f __ensure_node
    echo "ensure-node: $(node --version) ($(command -v node))" >&2
  else
    unset -f __ensure_node
    false
  fi
else
  set -euo pipefail
  __ensure_node
  if (($#)); then exec "$@"; fi
  echo "ensure-node: $(node --version) ($(command -v node)); in your shell: . scripts/ensure-node.sh" >&2
fi
