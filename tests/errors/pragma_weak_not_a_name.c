// expect-error: expected a symbol name after #pragma weak
// expect-line: 3
#pragma weak 3
int main(void) { return 0; }
