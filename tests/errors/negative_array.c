// expect-error: negative
int a[-1];
