// expect-error: alignment|too large|exceeds
// 2^32 must not be narrowed to int (0, which _Alignas accepts as "no effect")
_Alignas(1L << 32) int y;
