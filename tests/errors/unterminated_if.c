// expect-error: unterminated|#endif|unbalanced|without
#if 1
int main(void) { return 0; }
