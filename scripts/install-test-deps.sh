#!/usr/bin/env bash
# What the test suite needs beyond `make install`: real servers and browsers the tests start
# themselves (installed here, never skipped for being missing). Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
