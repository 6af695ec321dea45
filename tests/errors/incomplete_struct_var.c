// expect-error: incomplete|storage size|not known
struct never_defined s;
int main(void) { return 0; }
