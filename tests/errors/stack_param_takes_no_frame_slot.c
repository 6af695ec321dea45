// expect-ok
// expect-flags: -funsafe
// A parameter passed on the stack stays in the caller's argument area: a
// plain (-funsafe) frame gives it no second, unused slot.  With one, the
// 1.5 GB parameter and the 1 GB local made a 2.5 GB frame, rejected as
// "the local variables need 2500000000 bytes of stack".
struct big { char a[1500000000]; };
char last(struct big x) {
  char copy[1000000000];
  copy[0] = x.a[1499999999];
  return copy[0];
}
