// expect-error: no member|field name|unknown field|not in
struct s { int a; };
struct s v = {.nope = 1};
