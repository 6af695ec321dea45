// expect-error: conflicting types|redeclared|redefinition
int g(int);
long g(int);
