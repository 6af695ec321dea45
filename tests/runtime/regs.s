# regs.s — helpers for gc_stress.c that hold a pointer ONLY in a register
# across a collection.  The pointer arrives masked (p ^ key) so that no
# plain copy of it stays in the caller's frame, and leaves masked again.
	.text

# uint64 hold_in_r11_across_safepoint(uint64 masked, uint64 key):
# p lives in %r11 (caller-saved) while sc.rt.safepoint collects.
	.globl hold_in_r11_across_safepoint
hold_in_r11_across_safepoint:
	mov %rdi, %r11
	xor %rsi, %r11
	xor %edi, %edi
	movl $1, sc.rt.gc_requested(%rip)
	movl $1, sc.rt.gc_pending(%rip)
	call sc.rt.safepoint
	mov %r11, %rax
	xor %rsi, %rax
	xor %r11d, %r11d
	ret

# uint64 hold_in_rbx_across_collect(uint64 masked, uint64 key):
# p lives in %rbx (callee-saved) while the runtime's C code collects.
	.globl hold_in_rbx_across_collect
hold_in_rbx_across_collect:
	push %rbx
	push %r12
	sub $8, %rsp
	mov %rsi, %r12
	mov %rdi, %rbx
	xor %rsi, %rbx
	xor %edi, %edi
	xor %esi, %esi
	call gc_collect
	mov %rbx, %rax
	xor %r12, %rax
	add $8, %rsp
	pop %r12
	pop %rbx
	ret
	.section .note.GNU-stack, "", @progbits
