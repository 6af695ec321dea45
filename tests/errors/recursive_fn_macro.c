// expect-error: undeclared|not declared
#define f(x) g(f(x) + y)
#define g(x) f(x)
int (f)(int);                  // parenthesized: not a macro invocation
int main(void) { return f(1); }
