// expect-error: conflicting types for 'take'
// expect-line: 5
// Only the parameters differ (autoconf's getgroups probe relies on this error).
int take(int, long *);
int take(int, int *);
int main(void) { return 0; }
