/* tests/safety/safety.h — the little every safety program shares.
 *
 * The runner (tests/run-safety.sh) compares a program's stdout with the
 * gcc -O0 build's.  A bad program calls FAULT_NEXT() right before the
 * statement that must trap: it prints the line "FAULT-NEXT" and flushes
 * stdout (the runtime does not flush stdio buffers at a trap).  The safe
 * build's stdout must end with that line: everything the program prints
 * after it ("after the fault") proves that the fault was not stopped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <stddef.h>

#define FAULT_NEXT() (puts("FAULT-NEXT"), fflush(stdout))

/* An integer the compiler cannot fold: keeps indices and sizes opaque to
 * both compilers, so the access really happens at run time. */
static volatile int safety_opaque_slot;
static int opaque(int v) {
  safety_opaque_slot = v;
  return safety_opaque_slot;
}
