// expect-error: expected|end of|eof|unexpected
struct s { int a;
