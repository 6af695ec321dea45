// expect-error: bit-field|bitfield|sizeof
struct s { int b : 3; };
int n = sizeof(((struct s *)0)->b);
