// expect-error: struct is too large
// expect-line: 5
// An aligned attribute rounds the size up again: 2^31 - 8 bytes aligned to
// 16 is 2^31 bytes, which does not fit the type's size either.
struct __attribute__((aligned(16))) s { char a[2147483640]; };
int size = sizeof(struct s);
