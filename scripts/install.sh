#!/usr/bin/env bash
# Installs everything the service needs on a fresh Debian machine: tesseract with its language data
# (Debian packages), uv (from PyPI, into .tools/ when not on PATH) and the locked workspace in .venv.
# Idempotent: a second run only checks.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

need=()
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr)
langs=$(tesseract --list-langs 2>/dev/null || true)
for l in eng spa fra deu por ita nld; do
  grep -qx "$l" <<<"$langs" || need+=("tesseract-ocr-$l")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "install: Debian packages: ${need[*]}"
  apt_install "${need[@]}"
fi

UV=$(command -v uv || true)
if [ -z "$UV" ]; then
  if [ ! -x .tools/bin/uv ]; then
    echo "install: uv into .tools/"
    python3 -m venv .tools
    .tools/bin/pip install -q "uv==0.13.9"
  fi
  UV=.tools/bin/uv
fi
UV_PYTHON_DOWNLOADS=never "$UV" sync --locked --all-packages --quiet
