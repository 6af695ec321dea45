// expect-error: too large|out of range|overflow|invalid
long x = 0x1ffffffffffffffffffffffffffff;
