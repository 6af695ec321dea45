// expect-error: redefinition
int x = 1;
int x = 2;
