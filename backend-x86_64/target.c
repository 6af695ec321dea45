// target.c — the x86_64 Target: language facts (signed plain char, the
// predefined macros, gcc's va_list layout), the toolchain, and the
// operations src/'s code generator drives.

#include "x86.h"

#define X86_64_MACROS \
  "#define __x86_64__ 1\n" \
  "#define __x86_64 1\n" \
  "#define __amd64__ 1\n" \
  "#define __amd64 1\n" \
  "#define __SSE__ 1\n" \
  "#define __SSE2__ 1\n" \
  "#define __SSE_MATH__ 1\n" \
  "#define __SSE2_MATH__ 1\n" \
  "#define __MMX__ 1\n" \
  "#define __k8 1\n" \
  "#define __k8__ 1\n" \
  "#define __code_model_small__ 1\n" \
  "#define __SIZEOF_INT128__ 16\n" \
  "#define __WCHAR_TYPE__ int\n" \
  "#define __WCHAR_MAX__ 0x7fffffff\n" \
  "#define __WCHAR_MIN__ (-0x7fffffff - 1)\n" \
  "#define __SIZEOF_LONG_DOUBLE__ 16\n" \
  "#define __BIGGEST_ALIGNMENT__ 16\n" \
  "#define __LDBL_MANT_DIG__ 64\n" \
  "#define __LDBL_DIG__ 18\n" \
  "#define __LDBL_MIN_EXP__ (-16381)\n" \
  "#define __LDBL_MIN_10_EXP__ (-4931)\n" \
  "#define __LDBL_MAX_EXP__ 16384\n" \
  "#define __LDBL_MAX_10_EXP__ 4932\n" \
  "#define __LDBL_MAX__ 1.18973149535723176502e+4932L\n" \
  "#define __LDBL_MIN__ 3.36210314311209350626e-4932L\n" \
  "#define __LDBL_EPSILON__ 1.08420217248550443401e-19L\n" \
  "#define __LDBL_DENORM_MIN__ 3.64519953188247460253e-4951L\n" \
  "#define __LDBL_HAS_DENORM__ 1\n" \
  "#define __LDBL_HAS_INFINITY__ 1\n" \
  "#define __LDBL_HAS_QUIET_NAN__ 1\n" \
  "#define __DECIMAL_DIG__ 21\n" \
  "typedef __int128 __int128_t;\n" \
  "typedef unsigned __int128 __uint128_t;\n"

static const char predefines[] = X86_64_MACROS
  "typedef struct { unsigned int gp_offset; unsigned int fp_offset; "
  "void *overflow_arg_area; void *reg_save_area; } __builtin_va_list[1];\n";

static const char safe_predefines[] = X86_64_MACROS
  "#define __SAFECC_SAFE__ 1\n"
  "typedef struct { void *__args; } __builtin_va_list[1];\n";

// The offset of thread-local sym from the thread pointer (%fs:0).
static char *tls_offset(char *sym) {
  return format("%s@tpoff", sym);
}

Target target_x86_64 = {
  .name = "x86_64",
  .predefines = predefines,
  .safe_predefines = safe_predefines,
  .char_is_signed = true,
  .wchar_is_unsigned = false,
  .ldouble_format = LDOUBLE_X87,
  .prologue = prologue,
  .epilogue = epilogue,
  .begin_body = begin_body,
  .write_object_header = write_frame_object_header,
  .safe_copy_hidden_result = safe_copy_hidden_result,
  .safe_args_below = safe_args_below,
  .safe_copy_param = safe_copy_param,
  .begin_cold_code = begin_cold_code,
  .debug_location = debug_location,
  .end_cold_code = end_cold_code,
  .safe_pack_varargs = safe_pack_varargs,
  .jump = jump,
  .branch_on_value = branch_on_value,
  .test_bits = test_bits,
  .may_copy_register = may_copy_register,
  .is_register_copy = is_register_copy,
  .jump_to_value = jump_to_value,
  .drop_value = drop_value,
  .return_value = return_value,
  .jump_to_epilogue = jump_to_epilogue,
  .save_stack = save_stack,
  .restore_stack = restore_stack,
  .safepoint = emit_safepoint,
  .check_range = check_range,
  .alloc_local_object = alloc_local_object,
  .clear_object_capabilities = clear_frame_object_caps,
  .zero_register_local = zero_register_local,
  .zero_local = zero_local,
  .jump_table = jump_table,
  .case_test = case_test,
  .load_int = load_int,
  .load_float = load_float,
  .load_label_address = load_label_address,
  .convert = gen_cast,
  .clear_capability = clear_capability,
  .logical_not = logical_not,
  .unary_op = unary_op,
  .loads_extend_to_64 = true,
  .ops32_zero_extend = true,
  .imm_ok = imm_ok,
  .var_in_register = var_in_register,
  .op_with_operand = op_with_operand,
  .can_load_secondary = can_load_secondary,
  .load_secondary = load_secondary,
  .scalar_to_secondary = scalar_to_secondary,
  .hold_value = hold_value,
  .release_value = release_value,
  .release_lhs = release_lhs,
  .apply_op = apply_op,
  .apply_op_held = apply_op_held,
  .set_shift_count = set_shift_count,
  .index_scale_ok = index_scale_ok,
  .indexed_address = indexed_address,
  .pointer_plus_result = pointer_plus_result,
  .load = load_mem,
  .store = store_mem,
  .load_address = load_address,
  .address_aside = move_addr_to_rdi,
  .index_aside = index_aside,
  .load_bitfield = load_bitfield,
  .store_bitfield = store_bitfield,
  .can_update_in_place = can_update_in_place,
  .update_in_place = update_in_place,
  .store_constant = store_constant,
  .compare_in_place = compare_in_place,
  .compare_with_operand = compare_with_operand,
  .compare = compare,
  .branch_on_compare = branch_on_compare,
  .check_access = check_access,
  .library_sqrt = library_sqrt,
  .object_size_left = object_size_left,
  .atomic_cas = atomic_cas,
  .atomic_exchange = atomic_exchange,
  .atomic_load = atomic_load,
  .atomic_fetch_op = atomic_fetch_op,
  .overflow_op = overflow_op,
  .fence = fence,
  .prefetch = prefetch,
  .trap = trap,
  .load_frame_address = load_frame_address,
  .stack_alloc = stack_alloc,
  .va_list_start = va_list_start,
  .va_list_arg = va_list_arg,
  .va_list_copy = va_list_copy,
  .load_va_area = load_va_area,
  .call_result = extend_return,
  .call_begin = call_begin,
  .call_arg_in_one_register = call_arg_in_one_register,
  .call_arg_store = call_arg_store,
  .call_save_callee = call_save_callee,
  .call_arg_to_register = call_arg_to_register,
  .call_late_arg = call_late_arg,
  .call = call,
  .safe_args_begin = safe_args_begin,
  .safe_arg_store = safe_arg_store,
  .safe_call = safe_call,
  .function_align_log2 = 4,
  .tls_offset = tls_offset,
  .assembler = "as",
  .linker = "ld",
  .ld_emulation = "elf_x86_64",
  .dynamic_linker = "/lib64/ld-linux-x86-64.so.2",
  .multiarch = "x86_64-linux-gnu",
};
