// expect-error: redefinition
struct s { int a; };
struct s { int b; };
