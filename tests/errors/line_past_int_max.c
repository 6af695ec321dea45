// expect-error: far.c:2147483648:
// "#line 2147483647" is valid (C11 6.10.4p3), and the lines after it go
// past INT_MAX.  safecc added the line numbers in an int and reported
// line -2147483647 (found by tests/run-fuzz.sh, seed 1 input 8626).
#line 2147483647 "far.c"

int x = undeclared_thing;
