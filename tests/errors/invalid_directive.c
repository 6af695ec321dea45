// expect-error: invalid preprocessing directive|unknown directive|invalid directive|#foo
#foo bar
int main(void) { return 0; }
