#!/bin/bash
# tests/run-bash-unsafe.sh — bash 5.3 built with CC="safecc -funsafe"
# (plain mode, glibc's headers and libraries) against its gcc build:
# tests/run-bash-safe.sh in its unsafe mode (see there).
BASH_MODE=unsafe exec "$(dirname "$0")/run-bash-safe.sh" "$@"
