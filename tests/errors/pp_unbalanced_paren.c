// expect-error: expected|missing|')'|paren
#if (1 + 2
int x;
#endif
