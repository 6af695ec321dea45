# module.s — the registration object of a safe shared library (the
# driver links it into every `safecc -fsafe -shared` output; see
# runtime/modules.c).  A host constructor hands the library's own tables
# to the runtime in the executable.  The section bounds are hidden weak
# references, so each names this library's section or is 0, never
# another module's.
	.section .init_array, "aw", @init_array
	.balign 8
	.quad sc_register_this_module

	.text
	.type sc_register_this_module, @function
sc_register_this_module:
	lea this_module(%rip), %rdi
	jmp rt_register_module@PLT
	.size sc_register_this_module, .-sc_register_this_module

	.weak __start_sc_globals, __stop_sc_globals, __start_sc_tls, __stop_sc_tls
	.weak __start_sc_init_array, __stop_sc_init_array
	.weak __start_sc_fini_array, __stop_sc_fini_array
	.hidden __start_sc_globals, __stop_sc_globals, __start_sc_tls, __stop_sc_tls
	.hidden __start_sc_init_array, __stop_sc_init_array
	.hidden __start_sc_fini_array, __stop_sc_fini_array

	.section .data.rel.ro, "aw", @progbits
	.balign 8
this_module:			# an RtModule
	.quad __start_sc_globals, __stop_sc_globals
	.quad __start_sc_tls, __stop_sc_tls
	.quad __start_sc_init_array, __stop_sc_init_array
	.quad __start_sc_fini_array, __stop_sc_fini_array

	.section .note.GNU-stack, "", @progbits
