// expect-error: universal character name
// expect-line: 5
// C11 6.4.3p2: a universal character name may not name a character below
// U+00A0 other than $ @ `; "\u0000" must not smuggle a NUL into a string.
const char *s = "abc\u0000def";
