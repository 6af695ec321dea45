// expect-error: need 3000000000 bytes of stack
// expect-line: 9
// expect-flags: -funsafe
// Frame offsets are 32-bit displacements: two 1.5 GB locals in a plain
// (-funsafe) frame must be an error, not `sub $-1294967296, %rsp`.  (Safe
// mode puts objects this big on the heap, so it compiles them.)
struct big { char a[1500000000]; };
struct big g;
void f(void) {
  struct big x, y;
  x = g;
  y = x;
  g = y;
}
