// emit.c — output helpers of the x86_64 backend: register names, the push/pop discipline of the stack machine (with the
// `depth` counter that keeps calls 16-byte aligned), and small helpers that
// move a few bytes between registers and memory.

#include "x86.h"

static int depth;
static Frame *cur_frame;

static char *reg_name(Reg r, int size) {
  static char *r64[] = {"%rax", "%rcx", "%rdx", "%rbx", "%rsi", "%rdi", "%r8", "%r9", "%r10", "%r11", "%rbp",
                        "%r12", "%r13", "%r14", "%r15"};
  static char *r32[] = {"%eax", "%ecx", "%edx", "%ebx", "%esi", "%edi", "%r8d", "%r9d", "%r10d", "%r11d", "%ebp",
                        "%r12d", "%r13d", "%r14d", "%r15d"};
  static char *r16[] = {"%ax", "%cx", "%dx", "%bx", "%si", "%di", "%r8w", "%r9w", "%r10w", "%r11w", "%bp",
                        "%r12w", "%r13w", "%r14w", "%r15w"};
  static char *r8[] = {"%al", "%cl", "%dl", "%bl", "%sil", "%dil", "%r8b", "%r9b", "%r10b", "%r11b", "%bpl",
                       "%r12b", "%r13b", "%r14b", "%r15b"};
  switch (size) {
  case 1: return r8[r];
  case 2: return r16[r];
  case 4: return r32[r];
  default: return r64[r];
  }
}

static char suffix_of(int size) {
  switch (size) {
  case 1: return 'b';
  case 2: return 'w';
  case 4: return 'l';
  default: return 'q';
  }
}

static int align_to(int n, int align) {
  return (n + align - 1) / align * align;
}

static void push_reg(Reg r) {
  emit("push %s", reg_name(r, 8));
  depth += 8;
}

static void pop_reg(Reg r) {
  emit("pop %s", reg_name(r, 8));
  depth -= 8;
}

// Moves %rsp by `bytes` (positive: allocate) and keeps `depth` in step.
static void adjust_stack(int bytes) {
  if (bytes > 0)
    emit("sub $%d, %%rsp", bytes);
  else if (bytes < 0)
    emit("add $%d, %%rsp", -bytes);
  depth += bytes;
}

// In safe mode pointers and the addresses that stand for aggregates carry
// a capability in %r12 (%r13 for the secondary), pushed above the value.
static bool carries_cap(Type *ty) {
  return opt_safe && (ty->kind == TY_PTR || value_is_address(ty));
}

// %rdi = %rax, with its capability in safe mode.
static void move_addr_to_rdi(void) {
  emit("mov %%rax, %%rdi");
  if (opt_safe)
    emit("mov %%r12, %%r13");
}

// Pushes the value in the result register(s) of type `ty`.
static void push_value(Type *ty) {
  if (carries_cap(ty)) {
    push_reg(RAX);
    emit("push %%r12");
    depth += 8;
    return;
  }
  switch (ty->kind) {
  case TY_FLOAT:
  case TY_DOUBLE:
    adjust_stack(8);
    emit("movsd %%xmm0, (%%rsp)");
    return;
  case TY_LDOUBLE:
    adjust_stack(16);
    emit("fstpt (%%rsp)");
    return;
  case TY_INT128:
    push_reg(RDX);
    push_reg(RAX);
    return;
  default:
    push_reg(RAX);
  }
}

// Moves the value in the result register(s) to the secondary register(s)
// (%rdi, %rdi:%rsi, %xmm1, or %st(1) once lhs is loaded).
static void move_to_secondary(Type *ty) {
  switch (ty->kind) {
  case TY_FLOAT:
  case TY_DOUBLE:
    emit("movapd %%xmm0, %%xmm1");
    break;
  case TY_LDOUBLE:
    break; // loading lhs pushes rhs down to %st(1)
  case TY_INT128:
    emit("mov %%rax, %%rdi");
    emit("mov %%rdx, %%rsi");
    break;
  default:
    move_addr_to_rdi();
  }
}

// Pops what push_value(ty) pushed back into the result register(s).
static void pop_value(Type *ty) {
  if (carries_cap(ty)) {
    emit("pop %%r12");
    depth -= 8;
    pop_reg(RAX);
    return;
  }
  switch (ty->kind) {
  case TY_FLOAT:
  case TY_DOUBLE:
    emit("movsd (%%rsp), %%xmm0");
    adjust_stack(-8);
    return;
  case TY_LDOUBLE:
    emit("fldt (%%rsp)");
    adjust_stack(-16);
    return;
  case TY_INT128:
    pop_reg(RAX);
    pop_reg(RDX);
    return;
  default:
    pop_reg(RAX);
  }
}

static void mov_imm(Reg r, int64_t val) {
  if (val >= 0 && val <= 0xffffffffLL)
    emit("mov $%lld, %s", (long long)val, reg_name(r, 4));
  else if (val >= INT32_MIN && val < 0)
    emit("mov $%lld, %s", (long long)val, reg_name(r, 8));
  else
    emit("movabs $%lld, %s", (long long)val, reg_name(r, 8));
}

// Loads n (1..8) bytes at offset(base) zero-extended into dst, reading no
// byte outside the range (struct tails, packed bitfields).  Uses %r10.
static void load_bytes(Reg dst, Reg base, int offset, int n) {
  char *b = reg_name(base, 8);
  switch (n) {
  case 1: emit("movzbl %d(%s), %s", offset, b, reg_name(dst, 4)); return;
  case 2: emit("movzwl %d(%s), %s", offset, b, reg_name(dst, 4)); return;
  case 4: emit("movl %d(%s), %s", offset, b, reg_name(dst, 4)); return;
  case 8: emit("movq %d(%s), %s", offset, b, reg_name(dst, 8)); return;
  }
  assert(dst != base && dst != R10 && base != R10);
  // The high part goes to %r10 (for 7 bytes its 3 bytes are built with
  // dst as scratch), then the low part to dst.
  int low = n > 4 ? 4 : 2;
  int high = n - low;
  if (high == 3) {
    emit("movzbl %d(%s), %%r10d", offset + low + 2, b);
    emit("shl $16, %%r10");
    emit("movzwl %d(%s), %s", offset + low, b, reg_name(dst, 4));
    emit("or %s, %%r10", reg_name(dst, 8));
  } else {
    load_bytes(R10, base, offset + low, high);
  }
  emit("shl $%d, %%r10", low * 8);
  load_bytes(dst, base, offset, low);
  emit("or %%r10, %s", reg_name(dst, 8));
}

// Stores the low n (1..8) bytes of src at offset(base).  Destroys src when
// n is not a power of two.
static void store_bytes(Reg src, Reg base, int offset, int n) {
  char *b = reg_name(base, 8);
  switch (n) {
  case 1: case 2: case 4: case 8:
    emit("mov %s, %d(%s)", reg_name(src, n), offset, b);
    return;
  }
  int low = n > 4 ? 4 : 2;
  emit("mov %s, %d(%s)", reg_name(src, low), offset, b);
  emit("shr $%d, %s", low * 8, reg_name(src, 8));
  store_bytes(src, base, offset + low, n - low);
}

// Copies `size` bytes from the object at (src) to the one at (dst).  Both
// registers are preserved; %r10 and %r11 are scratch.
static void copy_memory(Reg src, Reg dst, int size) {
  char *s = reg_name(src, 8), *d = reg_name(dst, 8);
  int done = 0;
  if (size >= 128) {
    char *loop = new_label();
    done = size / 8 * 8;
    emit("xor %%r11d, %%r11d");
    emit_label(loop);
    emit("mov (%s,%%r11), %%r10", s);
    emit("mov %%r10, (%s,%%r11)", d);
    emit("add $8, %%r11");
    emit("cmp $%d, %%r11", done);
    emit("jb %s", loop);
  }
  for (; done < size;) {
    int n = size - done >= 8 ? 8 : size - done >= 4 ? 4 : size - done >= 2 ? 2 : 1;
    emit("mov %d(%s), %s", done, s, reg_name(R10, n));
    emit("mov %s, %d(%s)", reg_name(R10, n), done, d);
    done += n;
  }
}

// `call name` with %rsp 16-aligned, the arguments already in registers.
static void emit_aligned_call(char *name) {
  int pad = depth % 16 ? 8 : 0;
  adjust_stack(pad);
  emit("call %s%s", name, opt_fpic ? "@PLT" : "");
  adjust_stack(-pad);
}

// Calls a runtime helper (libgcc, or the safe runtime): a call may free
// an object, so the checks made before it no longer hold (src/checks.c).
static void call_helper(char *name) {
  emit_aligned_call(name);
  note_call_emitted();
}

// The same for a safe-mode runtime entry that frees no object and assigns
// no variable of the program (sc.rt.store_cap, sc.rt.copy_caps: they may
// allocate an aux array, and a collection then, but it frees only objects
// nothing points to, and a checked pointer local points to its object):
// the checks made before it still hold after it.
static void call_runtime_that_frees_nothing(char *name) {
  emit_aligned_call(name);
}

// A 64-bit general register's name (rax, r8, r15, not eax) or an xmm
// register's (xmm0..xmm15), of `len` characters at `name`.
static bool is_whole_register(const char *name, int len) {
  if (len >= 4 && !strncmp(name, "xmm", 3))
    return true;
  if (name[0] != 'r')
    return false;
  if (len == 2)
    return name[1] == '8' || name[1] == '9';
  if (len != 3)
    return false;
  if (name[1] == '1')
    return name[2] >= '0' && name[2] <= '5';
  return name[2] == 'x' || name[2] == 'i' || name[2] == 'p'; // rax .. rdi, rbp, rsp
}

// The register name after the '%' at *p ([a-z0-9]+, at most 7
// characters) into out, *p moved past it; false when there is none.
static bool read_register(const char **p, char out[8]) {
  if (**p != '%')
    return false;
  int len = 0;
  for (const char *s = *p + 1; (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9'); s++)
    if (++len > 7)
      return false;
  memcpy(out, *p + 1, len);
  out[len] = 0;
  *p += len + 1;
  return len > 0 && is_whole_register(out, len);
}

// Target.is_register_copy (src/emit.c's copies-back peephole): does
// `line` copy register `from` to register `to`, whole?  Sets both.
static bool is_register_copy(const char *line, char from[8], char to[8]) {
  const char *p;
  if (!strncmp(line, "movaps ", 7) || !strncmp(line, "movapd ", 7))
    p = line + 7;
  else if (!strncmp(line, "mov ", 4))
    p = line + 4;
  else
    return false;
  if (!read_register(&p, from) || strncmp(p, ", ", 2))
    return false;
  p += 2;
  return read_register(&p, to) && !*p && (from[0] == 'x') == (to[0] == 'x');
}

// Target.may_copy_register: may an instruction written with `fmt` copy
// one register to another, a move whose first operand is a register,
// named or substituted?  (Only those lines are formatted and read.)
static bool may_copy_register(const char *fmt) {
  const char *ops;
  if (!strncmp(fmt, "mov ", 4))
    ops = fmt + 4;
  else if (!strncmp(fmt, "movaps ", 7) || !strncmp(fmt, "movapd ", 7))
    ops = fmt + 7;
  else
    return false;
  return ops[0] == '%' && (ops[1] == '%' || ops[1] == 's');
}
