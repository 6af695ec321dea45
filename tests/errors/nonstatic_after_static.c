// expect-error: static|follows|conflicting|redecl
static int x;
int x;
