// expect-error: the arguments need [0-9]+ bytes of stack
// expect-line: 8
// Two 1.2 GB structs passed by value need more stack than 32-bit offsets
// reach, in either calling convention; this must be an error, not
// `add $1894967280, %rsp`.
struct big { long a[150000000]; };
long f(struct big x, struct big y);
long h(struct big *p) { return f(*p, *p); }
