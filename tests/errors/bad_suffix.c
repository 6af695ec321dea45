// expect-error: suffix|invalid
int x = 123abc;
