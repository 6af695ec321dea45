// expect-error: alignment|power of 2|power of two
_Alignas(3) int x;
