set pagination off
set print address off
break tls.c:@worker@
break tls.c:@main@
run
print counter
print label
continue
print counter
print label
continue
