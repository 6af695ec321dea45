// expect-error: undeclared|not declared
// A and B expand to each other; expansion stops, leaving an undeclared name.
#define A B
#define B A
int main(void) { return A; }
