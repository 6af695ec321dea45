set pagination off
set print address off
break add_shape
run
info args
finish
delete
break shapes.c:@add-return@
continue
print *s
print s->layer
print s->tag.bytes[0]
print shape_count
print first_shape->name
print first_shape->next->name
delete
break area
continue
bt
print *s
up
info locals
print s->kind
delete
break shapes.c:@area-result@ if s->kind == CIRCLE
continue
print side
next
print result
next
next
print result
finish
delete
break shapes.c:@total-return@
continue
print sum
print seen
whatis seen
up
print grid
print grid[1][2]
print banner
print unit
ptype struct point
whatis first_shape
whatis origin
ptype origin
whatis area
whatis unit
delete
continue
