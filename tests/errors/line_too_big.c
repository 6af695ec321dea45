// expect-error: after #line
// expect-line: 5
// C11 6.10.4p3: a #line number must not exceed 2147483647 (safecc used to
// accept it and report line -2147483648; found by tests/run-fuzz.sh).
#line 2147483648 "renamed.c"
int x = undeclared_thing;
