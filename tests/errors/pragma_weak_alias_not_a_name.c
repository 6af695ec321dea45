// expect-error: expected a symbol name after '=' in #pragma weak
// expect-line: 4
int f(void) { return 1; }
#pragma weak g = "f"
int main(void) { return 0; }
