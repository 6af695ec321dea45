// expect-error: zero width|zero-width|width
struct s { int x : 0; };
