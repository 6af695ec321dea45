// expect-error: incomplete|sizeof
struct never;
int n = sizeof(struct never);
