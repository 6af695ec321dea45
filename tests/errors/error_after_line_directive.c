// expect-error: renamed.c:100:
#line 100 "renamed.c"
int x = undeclared_thing;
