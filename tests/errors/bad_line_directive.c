// expect-error: #line|line|invalid|expected
#line abc
