// expect-error: aliased to undefined symbol
// expect-line: 5
// An alias must name a symbol defined in this unit (as gcc requires);
// otherwise the assembler would get `.set alias_fn, not_here`.
int alias_fn(int x) __attribute__((alias("not_here")));
int not_here_either(int x) { return x; }
