#!/bin/bash
# tests/run-c-testsuite-safe.sh — run-c-testsuite.sh in safe mode (-fsafe); see MODE there.
MODE=safe exec "$(dirname "$0")/run-c-testsuite.sh" "$@"
