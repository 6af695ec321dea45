// expect-error: width|exceeds
struct s { int a : 40; };
