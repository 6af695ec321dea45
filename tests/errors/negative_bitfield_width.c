// expect-error: negative|width
struct s { int x : -1; };
