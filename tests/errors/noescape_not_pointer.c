// expect-error: 'noescape' attribute applies only to a pointer parameter
// expect-line: 3
void f(__attribute__((noescape)) int n);
