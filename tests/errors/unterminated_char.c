// expect-error: unterminated|unclosed|missing terminating
int c = 'a;
int main(void) { return 0; }
