// expect-error: unterminated|end of file|eof|argument list
#define f(a) a
int x = f(1,
