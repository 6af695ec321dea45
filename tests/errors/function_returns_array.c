// expect-error: array|expected
int f(void)[3];
