/* tests/safety/parts/defs.c — the other translation unit of the extern_* programs: the
 * definitions their declarations disagree with.  Not a test by itself. */
#include <stdio.h>

int shared_arr[4] = {1, 2, 3, 4};
int shared_next = 77;

const int shared_limit = 10;

void store_into(int v, int *dst) { *dst = v; }

int read_third(const int *a) { return a[2]; }
