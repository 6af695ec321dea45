// expect-error: incomplete|not defined|undefined
struct opaque;
int f(struct opaque *p) { return p->field; }
