// expect-error: array of functions|functions
int (fa[3])(int);
