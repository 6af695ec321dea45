// expect-error: unterminated|unclosed|missing terminating
char *s = "no closing quote;
int main(void) { return 0; }
