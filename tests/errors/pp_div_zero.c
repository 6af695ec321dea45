// expect-error: division by zero|divide by zero
#if 1 / 0
int x;
#endif
