// expect-error: stray|invalid|unexpected|unknown
int main(void) { int a = 1; a = a @ 2; return a; }
