// expect-error: too large|exceeds|size
// 2^62 elements of 4 bytes: the element count must be checked before it is
// narrowed or multiplied (it must not become a zero-sized array)
int a[1L << 62];
