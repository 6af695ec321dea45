// x86_64.c — the x86_64 backend, compiled as one translation unit.
//
// Each file included below has one job (README.md).  Compiling them
// together lets every function and variable of the backend be static, so
// that the backend exports exactly one symbol, its Target `target_x86_64`
// (src/backend.h): backends linked into one safecc cannot collide on a name.
// The Makefile compiles this file only.

#include "x86.h"

#include "emit.c"
#include "temps.c"
#include "regalloc.c"
#include "safe.c"
#include "safe_call.c"
#include "expr.c"
#include "arith.c"
#include "convert.c"
#include "abi.c"
#include "builtins.c"
#include "stmt.c"
#include "function.c"
#include "target.c"
