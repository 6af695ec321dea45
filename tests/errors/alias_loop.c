// expect-error: alias of itself
// expect-line: 4
// Two aliases of each other define nothing: the assembler would loop.
extern int a __attribute__((alias("b")));
extern int b __attribute__((alias("a")));
