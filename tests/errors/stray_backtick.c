// expect-error: stray|invalid|unexpected|unknown
int x = 1 ` 2;
