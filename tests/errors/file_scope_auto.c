// expect-error: auto|storage class|file scope|file-scope
auto int g;
