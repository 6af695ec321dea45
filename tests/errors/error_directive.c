// expect-error: custom failure message 42
#if 1
#error custom failure message 42
#endif
int main(void) { return 0; }
