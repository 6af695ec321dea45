// expect-error: nested|depth|too deep|recursi
// includes itself forever: must stop with an error, not a crash or a hang
#include "include_self.c"
int x;
