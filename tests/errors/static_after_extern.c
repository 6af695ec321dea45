// expect-error: static|follows|conflicting|redecl
extern int f(void);
static int f(void) { return 0; }
