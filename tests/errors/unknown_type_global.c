// expect-error: unknown type|expected|type name|undeclared
bar_t g;
