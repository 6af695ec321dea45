// expect-error: conflicting|redefinition|redeclared
typedef int T;
typedef long T;
