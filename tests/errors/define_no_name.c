// expect-error: macro name|identifier|expected
#define
