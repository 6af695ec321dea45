# x86_64.s — what the runtime cannot say in C (docs/safe-mode.md):
#  - SC_ENTRY: the shim that turns a safe call into `rt_<name>(words, W)`
#    and defines the entry's function object sc.fo.<name>;
#  - sc_call: the trampoline from the runtime into safe code;
#  - sc.rt.safepoint: the slow path of the safepoint poll (saves everything);
#  - rt_spill_and_call: spills callee-saved registers for the stack scan;
#  - rt_cas64, rt_cpu_relax, and weak look-ups of the globals table and
#    the libc's exit.
# GNU as syntax, no C preprocessor.

	.text

# SC_ENTRY name: sc.<name> is called by safe code with %rsp -> W value
# words then W capability words, %r10 = W.  The C function gets
# (words, W) and returns SafeRet in %rax:%rdx; %rdx becomes %r12.
# Both symbols are weak: a program that defines its own malloc or getcwd
# (bash does) replaces the runtime's, as it replaces a separate archive
# member of another C library, instead of colliding with this one object.
# The body of an entry sc.<name>: rt_<impl>(words, n), the result's
# value in %rax and its capability moved from %rdx to %r12.
	.macro SC_ENTRY_BODY name, impl
	.type sc.\name, @function
sc.\name:
	push %rbp
	mov %rsp, %rbp
	lea 16(%rbp), %rdi
	mov %r10, %rsi
	call rt_\impl
	mov %rdx, %r12
	pop %rbp
	ret
	.size sc.\name, .-sc.\name
	.endm
	.macro SC_ENTRY name
	.text
	.weak sc.\name
	SC_ENTRY_BODY \name, \name
	.section .data.rel.ro, "aw"
	.balign 16
	.quad 8
	.quad 22
	.weak sc.fo.\name
sc.fo.\name:
	.quad sc.\name
	.text
	.endm

	SC_ENTRY malloc
	SC_ENTRY calloc
	SC_ENTRY realloc
	SC_ENTRY free
	SC_ENTRY aligned_alloc
	SC_ENTRY posix_memalign
	SC_ENTRY malloc_usable_size
	SC_ENTRY memcpy
	SC_ENTRY memmove
	SC_ENTRY memset
	SC_ENTRY _Exit
	SC_ENTRY abort
	SC_ENTRY getpid
	SC_ENTRY raise
	SC_ENTRY read
	SC_ENTRY write
	SC_ENTRY open
	SC_ENTRY close
	SC_ENTRY lseek
	SC_ENTRY isatty
	SC_ENTRY unlink
	SC_ENTRY rename
	SC_ENTRY fsync
	SC_ENTRY __getcwd
	SC_ENTRY time
	SC_ENTRY clock_gettime
	SC_ENTRY _exit
	SC_ENTRY getppid
	SC_ENTRY getuid
	SC_ENTRY geteuid
	SC_ENTRY getgid
	SC_ENTRY getegid
	SC_ENTRY fork
	SC_ENTRY execve
	SC_ENTRY waitpid
	SC_ENTRY nanosleep
	SC_ENTRY gettimeofday
	SC_ENTRY fstat
	SC_ENTRY stat
	SC_ENTRY lstat
	SC_ENTRY access
	SC_ENTRY chdir
	SC_ENTRY mkdir
	SC_ENTRY rmdir
	SC_ENTRY readlink
	SC_ENTRY ftruncate
	SC_ENTRY fcntl
	SC_ENTRY dup
	SC_ENTRY dup2
	SC_ENTRY pipe
	SC_ENTRY umask
	SC_ENTRY pipe2
	SC_ENTRY dup3
	SC_ENTRY getrandom
	SC_ENTRY signal
	SC_ENTRY sigaction
	SC_ENTRY kill
	SC_ENTRY sigprocmask
	SC_ENTRY sigpending
	SC_ENTRY sigsuspend
	SC_ENTRY sigtimedwait
	SC_ENTRY __rt_sigqueueinfo
	SC_ENTRY pause
	SC_ENTRY alarm
	SC_ENTRY __run_destructors
	SC_ENTRY __errno_location
	SC_ENTRY getdents64
	SC_ENTRY feclearexcept
	SC_ENTRY fegetexceptflag
	SC_ENTRY feraiseexcept
	SC_ENTRY fesetexceptflag
	SC_ENTRY fetestexcept
	SC_ENTRY fegetround
	SC_ENTRY fesetround
	SC_ENTRY fegetenv
	SC_ENTRY feholdexcept
	SC_ENTRY fesetenv
	SC_ENTRY feupdateenv
	SC_ENTRY pread
	SC_ENTRY pwrite
	SC_ENTRY fdatasync
	SC_ENTRY chmod
	SC_ENTRY fchmod
	SC_ENTRY chown
	SC_ENTRY lchown
	SC_ENTRY fchown
	SC_ENTRY utimensat
	SC_ENTRY flock
	SC_ENTRY sysconf
	SC_ENTRY ioctl
	SC_ENTRY mmap
	SC_ENTRY munmap
	SC_ENTRY mremap
	SC_ENTRY mprotect
	SC_ENTRY msync
	SC_ENTRY madvise
	SC_ENTRY openat
	SC_ENTRY fstatat
	SC_ENTRY faccessat
	SC_ENTRY fchmodat
	SC_ENTRY fchownat
	SC_ENTRY mkdirat
	SC_ENTRY mknodat
	SC_ENTRY linkat
	SC_ENTRY symlinkat
	SC_ENTRY unlinkat
	SC_ENTRY renameat
	SC_ENTRY readlinkat
	SC_ENTRY uname
	SC_ENTRY sethostname
	SC_ENTRY times
	SC_ENTRY getrlimit
	SC_ENTRY setrlimit
	SC_ENTRY getrusage
	SC_ENTRY setsid
	SC_ENTRY getsid
	SC_ENTRY getpgid
	SC_ENTRY setpgid
	SC_ENTRY getpriority
	SC_ENTRY setpriority
	SC_ENTRY chroot
	SC_ENTRY sync
	SC_ENTRY clock_settime
	SC_ENTRY pathconf
	SC_ENTRY fpathconf
	SC_ENTRY __realpath
	SC_ENTRY ttyname_r
	SC_ENTRY wait4
	SC_ENTRY setuid
	SC_ENTRY setgid
	SC_ENTRY seteuid
	SC_ENTRY setegid
	SC_ENTRY setreuid
	SC_ENTRY setregid
	SC_ENTRY setresuid
	SC_ENTRY setresgid
	SC_ENTRY getresuid
	SC_ENTRY getresgid
	SC_ENTRY getgroups
	SC_ENTRY setgroups
	SC_ENTRY sbrk
	SC_ENTRY brk
	SC_ENTRY fchdir
	SC_ENTRY memfd_create
	SC_ENTRY statvfs
	SC_ENTRY fstatvfs
	SC_ENTRY statfs
	SC_ENTRY fstatfs
	SC_ENTRY setitimer
	SC_ENTRY getitimer
	SC_ENTRY sched_setparam
	SC_ENTRY sched_getparam
	SC_ENTRY sched_setscheduler
	SC_ENTRY sched_getscheduler
	SC_ENTRY sched_get_priority_max
	SC_ENTRY sched_get_priority_min
	SC_ENTRY epoll_create
	SC_ENTRY epoll_create1
	SC_ENTRY epoll_ctl
	SC_ENTRY epoll_wait
	SC_ENTRY epoll_pwait
	SC_ENTRY eventfd
	SC_ENTRY timerfd_create
	SC_ENTRY timerfd_settime
	SC_ENTRY timerfd_gettime
	SC_ENTRY signalfd
	SC_ENTRY __timer_create
	SC_ENTRY __timer_settime
	SC_ENTRY __timer_gettime
	SC_ENTRY __timer_getoverrun
	SC_ENTRY __timer_delete
	SC_ENTRY __dlopen
	SC_ENTRY __dlsym
	SC_ENTRY __dlclose
	SC_ENTRY __dlerror
	SC_ENTRY __futex_wait
	SC_ENTRY __futex_wake
	SC_ENTRY pthread_create
	SC_ENTRY pthread_join
	SC_ENTRY pthread_detach
	SC_ENTRY pthread_self
	SC_ENTRY pthread_equal
	SC_ENTRY pthread_exit
	SC_ENTRY sched_yield
	SC_ENTRY pthread_mutex_init
	SC_ENTRY pthread_mutex_destroy
	SC_ENTRY pthread_mutex_lock
	SC_ENTRY pthread_mutex_trylock
	SC_ENTRY pthread_mutex_timedlock
	SC_ENTRY pthread_mutex_unlock
	SC_ENTRY pthread_mutexattr_init
	SC_ENTRY pthread_mutexattr_destroy
	SC_ENTRY pthread_mutexattr_settype
	SC_ENTRY pthread_cond_init
	SC_ENTRY pthread_cond_destroy
	SC_ENTRY pthread_cond_signal
	SC_ENTRY pthread_cond_broadcast
	SC_ENTRY pthread_cond_wait
	SC_ENTRY pthread_cond_timedwait
	SC_ENTRY pthread_once
	SC_ENTRY pthread_key_create
	SC_ENTRY pthread_key_delete
	SC_ENTRY pthread_setspecific
	SC_ENTRY pthread_getspecific
# sockets (entry_socket.c)
	SC_ENTRY socket
	SC_ENTRY socketpair
	SC_ENTRY bind
	SC_ENTRY connect
	SC_ENTRY listen
	SC_ENTRY accept
	SC_ENTRY accept4
	SC_ENTRY shutdown
	SC_ENTRY send
	SC_ENTRY sendto
	SC_ENTRY recv
	SC_ENTRY recvfrom
	SC_ENTRY sendmsg
	SC_ENTRY recvmsg
	SC_ENTRY getsockname
	SC_ENTRY getpeername
	SC_ENTRY getsockopt
	SC_ENTRY setsockopt
	SC_ENTRY poll
	SC_ENTRY ppoll
	SC_ENTRY select
	SC_ENTRY pselect

# Escape facts of entries (src/escape.c, docs/safe-mode.md "Escape facts
# across units"): sc.noescape.<name>.<i> says that the entry never keeps
# the pointer passed as its argument i beyond the call, so a caller's
# local whose address goes there may live in the caller's frame.  Each is
# an alias of the entry's own body: a program that replaces the (weak)
# entry does not inherit the fact, since callers compare the two.
# sc.nokeep.<name>.<i> says less: the entry does not keep the pointer but
# may return it (a caller that discards the value depends on this one).
# Every sc.noescape comes with its sc.nokeep.
	.macro SC_NOKEEP name, index
	.globl sc.nokeep.\name\().\index
	.hidden sc.nokeep.\name\().\index
	.set sc.nokeep.\name\().\index, sc.\name
	.endm
	.macro SC_NOESCAPE name, index
	.globl sc.noescape.\name\().\index
	.hidden sc.noescape.\name\().\index
	.set sc.noescape.\name\().\index, sc.\name
	SC_NOKEEP \name, \index
	.endm
# The libc's own names for memcpy and write: strong, so that no program
# can replace them (the names are reserved), which lets
# libc/src/stdio_impl.h declare the facts below: printf's output copies
# and writes the bytes it is given and keeps no pointer to them.
	.macro SC_LIBC_ENTRY name, impl
	.text
	.globl sc.\name
	.hidden sc.\name
	SC_ENTRY_BODY \name, \impl
	.endm
	SC_LIBC_ENTRY __libc_memcpy, memcpy
	SC_LIBC_ENTRY __libc_write, write
	SC_NOESCAPE __libc_memcpy, 1
	SC_NOESCAPE __libc_write, 1
	SC_NOKEEP memcpy, 0
	SC_NOKEEP memmove, 0
	SC_NOKEEP memset, 0
	SC_NOESCAPE memcpy, 1
	SC_NOESCAPE memmove, 1
	SC_NOESCAPE read, 1
	SC_NOESCAPE write, 1
	SC_NOESCAPE pread, 1
	SC_NOESCAPE pwrite, 1
	SC_NOESCAPE fstat, 1
	SC_NOESCAPE stat, 0
	SC_NOESCAPE stat, 1
	SC_NOESCAPE lstat, 0
	SC_NOESCAPE lstat, 1
	SC_NOESCAPE time, 0
	SC_NOESCAPE clock_gettime, 1
	SC_NOESCAPE nanosleep, 0
	SC_NOESCAPE nanosleep, 1
	SC_NOESCAPE gettimeofday, 0

# SC_SETJMP name: sc.<name>(env, ...) passes (words, W, regs) to
# rt_<name>, regs = {return address, %rsp after the return, %rbx, %rbp,
# %r14, %r15}: what a longjmp must restore (the safe convention clobbers
# everything else).  SC_LONGJMP name: rt_<name>(words, W, %rsp).
	.macro SC_SETJMP name
	.text
	.globl sc.\name
	.type sc.\name, @function
sc.\name:
	lea 8(%rsp), %rax
	mov (%rsp), %rcx
	push %r15
	push %r14
	push %rbp
	push %rbx
	push %rax
	push %rcx
	mov %rsp, %rdx
	mov %rax, %rdi
	mov %r10, %rsi
	sub $8, %rsp
	call rt_\name
	add $56, %rsp
	xor %r12d, %r12d
	ret
	.size sc.\name, .-sc.\name
	.section .data.rel.ro, "aw"
	.balign 16
	.quad 8
	.quad 22
	.weak sc.fo.\name
sc.fo.\name:
	.quad sc.\name
	.text
	.endm

	.macro SC_LONGJMP name
	.text
	.globl sc.\name
	.type sc.\name, @function
sc.\name:
	lea 8(%rsp), %rdi
	mov %r10, %rsi
	lea 8(%rsp), %rdx
	sub $8, %rsp
	call rt_\name
	ud2
	.size sc.\name, .-sc.\name
	.section .data.rel.ro, "aw"
	.balign 16
	.quad 8
	.quad 22
	.weak sc.fo.\name
sc.fo.\name:
	.quad sc.\name
	.text
	.endm

	SC_SETJMP setjmp
	SC_SETJMP _setjmp
	SC_SETJMP sigsetjmp
	SC_LONGJMP longjmp
	SC_LONGJMP _longjmp
	SC_LONGJMP siglongjmp

# void rt_resume(const uint64 *regs, uint64 val): the second return of setjmp.
	.globl rt_resume
	.type rt_resume, @function
rt_resume:
	mov (%rdi), %rcx		# read everything before the stack moves:
	mov 16(%rdi), %rbx		# regs may lie below the new %rsp, where a
	mov 24(%rdi), %rbp		# signal handler could write
	mov 32(%rdi), %r14
	mov 40(%rdi), %r15
	mov 8(%rdi), %rsp
	mov %rsi, %rax
	xor %r12d, %r12d
	jmp *%rcx
	.size rt_resume, .-rt_resume

# SafeRet sc_call(const void *fn, const uint64 *values, const uint64 *caps,
#                 uint64 n): calls safe code with n argument words.  The
# result is %rax with capability %r12, returned as %rax:%rdx.
	.globl sc_call
	.type sc_call, @function
sc_call:
	push %rbp
	mov %rsp, %rbp
	push %rbx
	push %r12
	push %r13
	push %r14
	push %r15
	mov %rcx, %rax
	shl $4, %rax
	sub %rax, %rsp
	and $-16, %rsp
	mov %rdi, %r11
	xor %r8, %r8
1:	cmp %rcx, %r8
	jae 2f
	mov (%rsi,%r8,8), %rax
	mov %rax, (%rsp,%r8,8)
	lea (%r8,%rcx), %r9
	mov (%rdx,%r8,8), %rax
	mov %rax, (%rsp,%r9,8)
	inc %r8
	jmp 1b
2:	mov %rcx, %r10
	call *%r11
	mov %r12, %rdx
	lea -40(%rbp), %rsp
	pop %r15
	pop %r14
	pop %r13
	pop %r12
	pop %rbx
	pop %rbp
	ret
	.size sc_call, .-sc_call

# sc.rt.safepoint: called from the poll's out-of-line stub at any stack
# alignment; preserves every register and the flags, and aligns itself.  Everything lands on the stack, where the
# collector's conservative scan sees it.
	.globl sc.rt.safepoint
	.type sc.rt.safepoint, @function
sc.rt.safepoint:
	pushfq
	push %rax
	push %rbx
	push %rcx
	push %rdx
	push %rsi
	push %rdi
	push %rbp
	push %r8
	push %r9
	push %r10
	push %r11
	push %r12
	push %r13
	push %r14
	push %r15
	mov %rsp, %rbx
	and $-16, %rsp
	sub $256, %rsp
	movdqa %xmm0, 0(%rsp)
	movdqa %xmm1, 16(%rsp)
	movdqa %xmm2, 32(%rsp)
	movdqa %xmm3, 48(%rsp)
	movdqa %xmm4, 64(%rsp)
	movdqa %xmm5, 80(%rsp)
	movdqa %xmm6, 96(%rsp)
	movdqa %xmm7, 112(%rsp)
	movdqa %xmm8, 128(%rsp)
	movdqa %xmm9, 144(%rsp)
	movdqa %xmm10, 160(%rsp)
	movdqa %xmm11, 176(%rsp)
	movdqa %xmm12, 192(%rsp)
	movdqa %xmm13, 208(%rsp)
	movdqa %xmm14, 224(%rsp)
	movdqa %xmm15, 240(%rsp)
	cld
	call rt_safepoint_slow
	movdqa 0(%rsp), %xmm0
	movdqa 16(%rsp), %xmm1
	movdqa 32(%rsp), %xmm2
	movdqa 48(%rsp), %xmm3
	movdqa 64(%rsp), %xmm4
	movdqa 80(%rsp), %xmm5
	movdqa 96(%rsp), %xmm6
	movdqa 112(%rsp), %xmm7
	movdqa 128(%rsp), %xmm8
	movdqa 144(%rsp), %xmm9
	movdqa 160(%rsp), %xmm10
	movdqa 176(%rsp), %xmm11
	movdqa 192(%rsp), %xmm12
	movdqa 208(%rsp), %xmm13
	movdqa 224(%rsp), %xmm14
	movdqa 240(%rsp), %xmm15
	mov %rbx, %rsp
	pop %r15
	pop %r14
	pop %r13
	pop %r12
	pop %r11
	pop %r10
	pop %r9
	pop %r8
	pop %rbp
	pop %rdi
	pop %rsi
	pop %rdx
	pop %rcx
	pop %rbx
	pop %rax
	popfq
	ret
	.size sc.rt.safepoint, .-sc.rt.safepoint

# void rt_spill_and_call(void (*fn)(uint64 sp, void *ctx), void *ctx):
# fn(sp, ctx) with every callee-saved register stored at or above sp
# (caller-saved ones are dead across a call by the ABI).
	.globl rt_spill_and_call
	.type rt_spill_and_call, @function
rt_spill_and_call:
	push %rbx
	push %rbp
	push %r12
	push %r13
	push %r14
	push %r15
	sub $8, %rsp
	mov %rdi, %rax
	mov %rsp, %rdi
	call *%rax
	add $8, %rsp
	pop %r15
	pop %r14
	pop %r13
	pop %r12
	pop %rbp
	pop %rbx
	ret
	.size rt_spill_and_call, .-rt_spill_and_call

# uint64 rt_cas64(uint64 *p, uint64 expected, uint64 desired): the value
# found at *p (== expected when the swap happened).
	.globl rt_cas64
	.type rt_cas64, @function
rt_cas64:
	mov %rsi, %rax
	lock cmpxchg %rdx, (%rdi)
	ret
	.size rt_cas64, .-rt_cas64

# void rt_cpu_relax(void): `pause`, in a spin-wait loop (atomic.c): it
# tells the CPU that the loop waits, so it neither speculates a flood of
# loads nor starves the other hyperthread.
	.globl rt_cpu_relax
	.type rt_cpu_relax, @function
rt_cpu_relax:
	pause
	ret
	.size rt_cpu_relax, .-rt_cpu_relax

# uint64 rt_thread_pointer(void): the TCB address, stored at %fs:0.
	.globl rt_thread_pointer
	.type rt_thread_pointer, @function
rt_thread_pointer:
	mov %fs:0, %rax
	ret
	.size rt_thread_pointer, .-rt_thread_pointer

# Weak references read through the GOT: 0 when the symbol is absent
# (no globals table; no safe libc linked yet).
	.weak __start_sc_globals
	.hidden __start_sc_globals, __stop_sc_globals, __start_sc_init_array, __stop_sc_init_array
	.hidden __start_sc_fini_array, __stop_sc_fini_array, __start_sc_tls, __stop_sc_tls
	.weak __stop_sc_globals
	.weak sc.exit
	.weak __start_sc_init_array
	.weak __stop_sc_init_array
	.weak __start_sc_fini_array
	.weak __stop_sc_fini_array
	.weak sc.__libc_start_init
	.weak sc.errno

	.globl rt_globals_start
	.type rt_globals_start, @function
rt_globals_start:
	mov __start_sc_globals@GOTPCREL(%rip), %rax
	ret
	.size rt_globals_start, .-rt_globals_start

	.weak __start_sc_tls
	.weak __stop_sc_tls

	.globl rt_tls_table_start
	.type rt_tls_table_start, @function
rt_tls_table_start:
	mov __start_sc_tls@GOTPCREL(%rip), %rax
	ret
	.size rt_tls_table_start, .-rt_tls_table_start

	.globl rt_tls_table_end
	.type rt_tls_table_end, @function
rt_tls_table_end:
	mov __stop_sc_tls@GOTPCREL(%rip), %rax
	ret
	.size rt_tls_table_end, .-rt_tls_table_end

	.globl rt_globals_end
	.type rt_globals_end, @function
rt_globals_end:
	mov __stop_sc_globals@GOTPCREL(%rip), %rax
	ret
	.size rt_globals_end, .-rt_globals_end

	.globl rt_libc_exit
	.type rt_libc_exit, @function
rt_libc_exit:
	mov sc.exit@GOTPCREL(%rip), %rax
	ret
	.size rt_libc_exit, .-rt_libc_exit

# The constructor and destructor tables (sections sc_init_array and
# sc_fini_array of .quad entries), 0 when a program has none.
	.globl rt_init_array_start
	.type rt_init_array_start, @function
rt_init_array_start:
	mov __start_sc_init_array@GOTPCREL(%rip), %rax
	ret
	.size rt_init_array_start, .-rt_init_array_start

	.globl rt_init_array_end
	.type rt_init_array_end, @function
rt_init_array_end:
	mov __stop_sc_init_array@GOTPCREL(%rip), %rax
	ret
	.size rt_init_array_end, .-rt_init_array_end

	.globl rt_fini_array_start
	.type rt_fini_array_start, @function
rt_fini_array_start:
	mov __start_sc_fini_array@GOTPCREL(%rip), %rax
	ret
	.size rt_fini_array_start, .-rt_fini_array_start

	.globl rt_fini_array_end
	.type rt_fini_array_end, @function
rt_fini_array_end:
	mov __stop_sc_fini_array@GOTPCREL(%rip), %rax
	ret
	.size rt_fini_array_end, .-rt_fini_array_end

	.globl rt_libc_start_init
	.type rt_libc_start_init, @function
rt_libc_start_init:
	mov sc.__libc_start_init@GOTPCREL(%rip), %rax
	ret
	.size rt_libc_start_init, .-rt_libc_start_init

	.globl rt_libc_errno
	.type rt_libc_errno, @function
rt_libc_errno:
	mov sc.errno@GOTPCREL(%rip), %rax
	ret
	.size rt_libc_errno, .-rt_libc_errno

	.section .note.GNU-stack, "", @progbits
