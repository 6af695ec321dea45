// expect-error: expected|invalid|token|missing
#if 1 +
int x;
#endif
