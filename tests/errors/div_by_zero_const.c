// expect-error: division by zero|not constant|constant|variably modified|variable
int a[1 / 0];
