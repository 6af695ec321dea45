set pagination off
set print address off
break units_main.c:@main-call@
run
step
bt
break units_lib.c:@lib-return@
continue
print acc
print v[0]@4
print total
info locals
finish
next
print r
continue
