// expect-error: empty character constant|empty char
int c = '';
