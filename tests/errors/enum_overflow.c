// expect-error: overflow|enumeration|too large|range
enum e { A = 2147483647, B };
