// expect-error: union is too large
// expect-line: 6
// A union's size is rounded up to its alignment: 2^31 - 1 bytes of char
// with a long beside them is 2^31 bytes, which must be an error, not a size
// that wraps negative (found by run-fuzz, seed 1, input 79346).
union u { long l; char c[2147483647]; };
union u ident(union u x) { return x; }
