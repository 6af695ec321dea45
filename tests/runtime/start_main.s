# A hand-written safe `main` for start_main.c: it hands its argument
# words (safe calling convention: %rsp -> W values then W capabilities,
# %r10 = W) to the host function check_main and returns its result.
	.text
	.globl sc.main
	.type sc.main, @function
sc.main:
	push %rbp
	mov %rsp, %rbp
	lea 16(%rbp), %rdi
	mov %r10, %rsi
	call check_main
	xor %r12d, %r12d
	pop %rbp
	ret
	.section .note.GNU-stack, "", @progbits
