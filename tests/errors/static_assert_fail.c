// expect-error: static assert|static_assert|assertion
_Static_assert(sizeof(int) == 3, "int is not 3 bytes");
