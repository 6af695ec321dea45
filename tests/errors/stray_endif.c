// expect-error: #endif|stray|without|unbalanced
int main(void) { return 0; }
#endif
