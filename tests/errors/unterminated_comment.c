// expect-error: unterminated|unclosed
int main(void) { return 0; }
/* this comment is never closed
int x;
