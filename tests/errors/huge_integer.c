// expect-error: too large|out of range|overflow|invalid
int x = 123456789012345678901234567890;
