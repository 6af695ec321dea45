// cross_unit.h — the functions cross_unit_lib.c defines for
// cross_unit_main.c (tests/run-runtime.sh, "safe programs of two units").
#include <stdint.h>

// Reads *p, and says where p points (as an integer: no capability).
uintptr_t reader(const int *p, int *value);
// Keeps p in a global; kept_value() reads through it later.
void keeper(int *p);
int kept_value(void);
// Adds n to each of the k ints at p; declared noescape, so callers may
// rely on it without a test (the link fails if the definition did not
// prove it).
void add_all(__attribute__((noescape)) int *p, int k, int n);
