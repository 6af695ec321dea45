// expect-error: bit-field|bitfield|invalid type
struct s { float f : 3; };
