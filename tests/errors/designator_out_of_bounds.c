// expect-error: bounds|exceeds|index
int a[2] = {[5] = 1};
