#!/bin/bash
# tests/run-chibicc-safe.sh — run-chibicc.sh in safe mode (-fsafe); see MODE there.
MODE=safe exec "$(dirname "$0")/run-chibicc.sh" "$@"
