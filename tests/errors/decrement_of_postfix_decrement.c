// expect-error: lvalue required as decrement operand
// expect-line: 8
// x-- is a value, not an object: `x-- --` must be an error.  It was taken
// for a compound literal (both end in an unnamed temporary), so a chain of
// thousands of -- compiled into a tree deep enough to overflow the stack
// (found by run-fuzz, seed 1, input 80660).
int f(int x) {
  x-- --;
  return x;
}
