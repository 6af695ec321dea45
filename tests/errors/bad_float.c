// expect-error: exponent|invalid|suffix
double d = 1.0e;
