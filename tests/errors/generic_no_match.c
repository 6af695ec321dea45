// expect-error: _Generic|generic association|not compatible|no match
int main(void) { return _Generic(1.0, int: 1, char *: 2); }
