// expect-error: incomplete|field
struct s { int a; struct s inner; };
