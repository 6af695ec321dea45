// expect-error: size of array is too large
// A designator makes an unsized array of 2^31 eight-byte elements (16 GiB):
// its length overflowed an int, and the compiler crashed writing the data.
struct pt { int x, y; } gpts[] = {{1, 2}, {3, 4}, [2147483647] = {7, 8}};
