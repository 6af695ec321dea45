// expect-error: argument|arguments
#define add(a, b) ((a) + (b))
int x = add(1);
