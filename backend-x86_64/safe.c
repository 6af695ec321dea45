// safe.c — the pieces of safe mode (docs/safe-mode.md) that the rest of
// the backend calls: which locals are objects, the one access check, the
// loads and stores of capabilities, the out-of-line trap stubs and their
// site descriptors, safepoint polls, and object allocation.
//
// Register convention: the capability of the value (or address) in %rax is
// in %r12, that of %rdi in %r13.  %r11 is the check's scratch register.

#include "x86.h"

// Out-of-line code of the current function (trap stubs, safepoint slow
// paths), emitted after it.
static TextBuf stub_text;

static bool is_ptr_ty(Type *ty) {
  return ty->kind == TY_PTR;
}

// The register holding the capability of an address in `base`.
static char *cap_reg(Reg base) {
  if (base == RAX)
    return "%r12";
  if (base == RDI)
    return "%r13";
  if (reg_var_cap(base) >= 0)
    return reg_name(reg_var_cap(base), 8); // a pointer register local's

  error_tok(site_tok, "internal error: no capability register for %s", reg_name(base, 8));
}

// The 32-bit name of the 64-bit register `reg` ("%r12" -> "%r12d",
// "%rdx" -> "%edx"): writing it clears the whole register.
static char *cap_reg32(char *reg) {
  if (reg[2] >= '0' && reg[2] <= '9')
    return format("%sd", reg);
  return format("%%e%s", reg + 2);
}

static void clear_cap(char *cap) {
  emit("xor %s, %s", cap_reg32(cap), cap_reg32(cap));
}

// Set around one load_at/store_at whose base register (access_base_reg)
// holds the value of pointer local access_base plus access_base_offset:
// then src/checks.c may know the access to be checked already.
static Obj *access_base;
static Reg access_base_reg;
static int access_base_offset;

static void set_access_base(Obj *var, Reg reg, int offset) {
  access_base = var;
  access_base_reg = reg;
  access_base_offset = offset;
}

// A write through the capability belonging to base: its object must be
// writable; otherwise jump to `fail`.
static void emit_writable_test(Reg base, char *fail) {
  emit("testb $%d, -8(%s)", SC_TAG_READONLY, cap_reg(base));
  emit("jnz %s", fail);
}

// The one check sequence of safe mode: an access of `size` bytes at
// offset(base), through the capability belonging to base, must be inside
// a live object (and the object writable for a write); otherwise jump to
// `fail`.  Preserves every register but %r11.  With `null_faults`, a null
// capability is not tested: the `cmp -16(cap), %r11` faults on it, and
// the runtime's SIGSEGV handler (runtime/trap.c) resumes at `fail`, the
// `ja`'s target, which must then be a trap stub; the handler knows the
// exact bytes of that `cmp` and the `ja` after it.
static void emit_check_sequence(Reg base, int offset, int64_t size, bool is_write, char *fail,
                                bool null_faults) {
  char *cap = cap_reg(base), *b = reg_name(base, 8);
  if (!null_faults) {
    emit("test %s, %s", cap, cap);
    emit("jz %s", fail);
  }
  emit("lea %d(%s), %%r11", offset, b);
  emit("sub %s, %%r11", cap);
  emit("jb %s", fail);
  emit("add $%lld, %%r11", (long long)size);
  emit("cmp -16(%s), %%r11", cap);
  emit("ja %s", fail);
  if (is_write)
    emit_writable_test(base, fail);
}

// The parts of the check sequence src/checks.c still needs, for an
// access through a capability an earlier check in the block passed (so
// not null; a call since may have freed the object, whose size is then
// 0): the start of the access against the object's start, its end
// against the object's end, whether the object is writable.
static void emit_partial_check(Reg base, int offset, int64_t size, CheckNeed need, char *fail) {
  char *cap = cap_reg(base), *b = reg_name(base, 8);
  if (need.start && offset == 0) {
    emit("cmp %s, %s", cap, b);
    emit("jb %s", fail);
  } else if (need.start) {
    emit("lea %d(%s), %%r11", offset, b);
    emit("cmp %s, %%r11", cap);
    emit("jb %s", fail);
  }
  if (need.end) {
    // (no underflow: the object's start is at or below the access)
    emit("lea %lld(%s), %%r11", (long long)offset + size, b);
    emit("sub %s, %%r11", cap);
    emit("cmp -16(%s), %%r11", cap);
    emit("ja %s", fail);
  }
  if (need.writable)
    emit_writable_test(base, fail);
}

// The check of one access: the check sequence, failing to an
// out-of-line stub that reports the trap site.  Left out when src/checks.c
// knows the bytes to be checked already, and cut to the parts it does not
// know (an end of the access, the object's being writable) when an
// earlier check through the same pointer knows the rest.  Returns true
// when the check leaves %r11 = offset(base) + size minus the capability
// (the end of the access as an offset in its object; load_cap uses it).
static bool emit_access_check(Reg base, int offset, int64_t size, bool is_write) {
  if (size <= 0)
    return false;
  Obj *var = base == access_base_reg ? access_base : NULL;
  int64_t lo = (int64_t)access_base_offset + offset;
  CheckNeed need = {.start = true, .end = true, .writable = is_write};
  if (var)
    need = check_needed(var, lo, lo + size, is_write);
  if (!need.start && !need.end && !need.writable)
    return false;
  if (var)
    remember_check(var, lo, lo + size, is_write);
  char *stub = new_label();
  if (need.start && need.end)
    emit_check_sequence(base, offset, size, is_write, stub, opt_null_faults);
  else
    emit_partial_check(base, offset, size, need, stub);
  char *site = new_site(site_tok, size, is_write);
  buf_printf(&stub_text, "%s:\n\tlea %d(%s), %%rsi\n\tmov %s, %%rdx\n\tlea %s(%%rip), %%rdi\n"
             "\tand $-16, %%rsp\n\tcall sc.rt.trap_access\n", stub, offset, reg_name(base, 8),
             cap_reg(base), site);
  return need.end;
}

// Target.check_range (src/hoist.c's test before a loop): the pointer
// just generated (hi, in %rax with its capability in %r12) reaches `size`
// bytes inside a live object, writable when `write`; the address held as
// an integer (lo, held by hold_value) is in the same object and not above
// hi.  Otherwise jump to `fail`.  Ends the hold.
static void check_range(int64_t size, bool write, int held, char *fail) {
  // (A pushed lo is popped first: `fail` is reached with the stack as
  // it was before the hold.  %r10 is free between statements.)
  char *lo = "%r10";
  if (held < 0) {
    pop_reg(R10);
  } else {
    lo = reg_name((Reg)held, 8);
    end_hold(ty_ulong, held);
  }
  emit_check_sequence(RAX, 0, size, write, fail, false); // (fail is no trap stub)
  emit("cmp %%r12, %s", lo);
  emit("jb %s", fail);
  emit("cmp %s, %%rax", lo);
  emit("jb %s", fail);
}

// An indirect call: the callee address in %rax must come with a capability
// (in %r12) to a function object whose entry is that address.
static void emit_call_check(void) {
  char *stub = new_label();
  emit("test %%r12, %%r12");
  emit("jz %s", stub);
  emit("testb $%d, -8(%%r12)", SC_TAG_FUNCTION);
  emit("jz %s", stub);
  emit("cmp (%%r12), %%rax");
  emit("jne %s", stub);
  char *site = new_site(site_tok, 0, false);
  buf_printf(&stub_text, "%s:\n\tmov %%rax, %%rsi\n\tmov %%r12, %%rdx\n\tlea %s(%%rip), %%rdi\n"
             "\tand $-16, %%rsp\n\tcall sc.rt.trap_call\n", stub, site);
}

// `dst` (a capability register) = the capability of the pointer stored at
// offset(base), read from the aux array of base's object: 0 when there is
// none or the address is not 8-aligned.  The access was checked already,
// so base's capability is not null.  dst may be base's capability register.
static void load_cap(Reg base, int offset, char *dst) {
  char *cap = cap_reg(base);
  emit("lea %d(%s), %%r11", offset, reg_name(base, 8));
  emit("sub %s, %%r11", cap);
  load_cap_at_r11(cap, dst, 0);
}

// The rest of load_cap, with %r11 = the pointer's offset in its object
// plus `bias` (8 after a check that left the end of the access there).
// A pointer at an address that is not 8-aligned has no capability; that
// rare path is out of line (stub_text), so the common one has no jump.
static void load_cap_at_r11(char *cap, char *dst, int bias) {
  char *done = new_label(), *none = new_label();
  emit("mov -8(%s), %s", cap, dst);
  emit("and $-32, %s", dst);
  emit("jz %s", done);
  emit("test $7, %%r11b");
  emit("jnz %s", none);
  emit("mov %d(%s,%%r11), %s", -bias, dst, dst);
  emit_join_label(done);
  buf_printf(&stub_text, "%s:\n\txor %s, %s\n\tjmp %s\n", none, cap_reg32(dst),
             cap_reg32(dst), done);
}

// Caller-saved registers the stack machine may hold around a runtime call.
static Reg saved_regs[] = {RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11};
#define NUM_SAVED ((int)(sizeof(saved_regs) / sizeof(saved_regs[0])))

static void save_regs(void) {
  for (int i = 0; i < NUM_SAVED; i++)
    push_reg(saved_regs[i]);
}

static void restore_regs(void) {
  for (int i = NUM_SAVED - 1; i >= 0; i--)
    pop_reg(saved_regs[i]);
}

// Compares the runtime's int flag `flag` with 0.  With -fPIC the flag,
// which the executable's runtime defines, is reached through the GOT,
// with the free register `scratch`.
static void compare_runtime_flag(const char *flag, const char *scratch) {
  if (opt_fpic) {
    emit("mov %s@GOTPCREL(%%rip), %s", flag, scratch);
    emit("cmpl $0, (%s)", scratch);
  } else {
    emit("cmpl $0, %s(%%rip)", flag);
  }
}

// The insertion barrier's test (docs/threads.md, "The barrier"): after a
// capability was stored in an aux array, jump to `shade` while the
// collector marks concurrently (sc.rt.marking), so that the stored
// capability's object is shaded.  %r10 and %r11 are free after the store;
// with -fPIC the flag is reached through the GOT.
static void emit_marking_test(char *shade) {
  compare_runtime_flag("sc.rt.marking", "%r10");
  emit("jne %s", shade);
}

// After a pointer was stored at offset(base): records `value_cap` as its
// capability in the aux array of base's object.  Inline when the object
// has an aux array; otherwise sc.rt.store_cap installs one (not needed
// for a null capability).  A pointer at an address that is not 8-aligned
// gets no capability.  Preserves every register but %r10 and %r11.  While
// the collector marks, the stored capability is shaded (the barrier).
// With r11_at_end, the store's check left the pointer's offset in its
// object plus 8 in %r11 (emit_access_check), which is used as it is.
static void store_cap_after(Reg base, int offset, char *value_cap, bool r11_at_end) {
  char *cap = cap_reg(base), *slow = new_label(), *done = new_label();
  char *index = r11_at_end ? "%r11" : "%r10", *aux = r11_at_end ? "%r10" : "%r11";
  if (!r11_at_end) {
    emit("lea %d(%s), %%r10", offset, reg_name(base, 8));
    emit("sub %s, %%r10", cap);
  }
  char *shade = new_label();
  emit("test $7, %sb", index);
  emit("jnz %s", done);
  emit("mov -8(%s), %s", cap, aux);
  emit("and $-32, %s", aux);
  emit("jz %s", slow);
  emit("mov %s, %d(%s,%s)", value_cap, r11_at_end ? -8 : 0, aux, index);
  emit_marking_test(shade);
  emit_join_label(done);
  // Out of line: an object with no aux array yet, and the barrier's
  // shading while the collector marks.  They run at this point's stack
  // depth, which the pushes and the call keep to.
  begin_cold_code();
  emit_join_label(shade);
  save_regs();
  emit("mov %s, %%rdi", value_cap);
  call_runtime_that_frees_nothing("sc.rt.shade");
  restore_regs();
  emit("jmp %s", done);
  emit_join_label(slow);
  emit("test %s, %s", value_cap, value_cap);
  emit("jz %s", done);
  save_regs();
  emit("lea %d(%s), %%rsi", offset, reg_name(base, 8));
  emit("mov %s, %%rdx", value_cap);
  emit("mov %s, %%rdi", cap);
  call_runtime_that_frees_nothing("sc.rt.store_cap");
  restore_regs();
  emit("jmp %s", done);
  end_cold_code();
}

// Target.begin_cold_code and end_cold_code: the code emitted between them
// goes to stub_text, which emit_safe_stubs writes after the function.
// They nest (a cold parameter copy may store a capability, whose own
// rare path is cold too): each level writes to its own stream, and the
// inner text goes to stub_text first.
enum { MAX_COLD_DEPTH = 4 };
static struct {
  FILE *outer_out;
  char *text;
  size_t len;
} cold[MAX_COLD_DEPTH];
static int cold_depth;

static void begin_cold_code(void) {
  assert(cold_depth < MAX_COLD_DEPTH);
  cold[cold_depth].outer_out =
      emit_switch_output(open_memstream(&cold[cold_depth].text, &cold[cold_depth].len));
  cold_depth++;
}

static void end_cold_code(void) {
  assert(cold_depth > 0);
  cold_depth--;
  fclose(emit_switch_output(cold[cold_depth].outer_out));
  buf_printf(&stub_text, "%s", cold[cold_depth].text);
  free(cold[cold_depth].text);
}

static void store_cap(Reg base, int offset, char *value_cap) {
  store_cap_after(base, offset, value_cap, false);
}

// sc.rt.copy_caps for the copy of `size` bytes from (%rax) to (%rdi).
static void call_copy_caps(int64_t size) {
  save_regs();
  emit("mov %%r13, %%rsi");
  emit("mov %%rax, %%rdx");
  emit("mov %%r12, %%rcx");
  emit("mov $%lld, %%r8", (long long)size);
  call_runtime_that_frees_nothing("sc.rt.copy_caps");
  restore_regs();
}

// A copy of at most this many words with pointers in it moves their
// capabilities inline; a bigger one calls the runtime.
enum { INLINE_CAP_WORDS = 4 };

// After `size` bytes were copied from (%rax) to (%rdi): moves the
// capabilities of the pointer words copied whole.  Preserves every register.
// A small copy whose size is whole words, to a destination at a word of
// its object, does it inline, word by word (a source word not at a word of
// its object has no capability, so its copy gets none, as in the runtime's
// sc.rt.copy_caps); other copies call the runtime.  Both sides were
// checked, so both capabilities are set.
static void copy_caps(int64_t size) {
  if (size % 8 == 0 && size / 8 <= INLINE_CAP_WORDS) {
    char *slow = new_label(), *done = new_label();
    emit("mov %%rdi, %%r11");
    emit("sub %%r13, %%r11");
    emit("test $7, %%r11b");
    emit("jnz %s", slow);
    push_reg(RDX);
    for (int i = 0; i < size / 8; i++) {
      load_cap(RAX, 8 * i, "%rdx");
      store_cap(RDI, 8 * i, "%rdx");
    }
    pop_reg(RDX);
    emit("jmp %s", done);
    emit_join_label(slow);
    call_copy_caps(size);
    emit_join_label(done);
    return;
  }
  call_copy_caps(size);
}

// The aux word of the frame object whose payload is at `payload`(%rbp)
// (8 bytes below it) says that no capability is stored in it: it holds
// the object's kind and a zeroed aux array in the frame when the object
// has one (src/locals.c's frame_aux_words), else the kind alone, and the
// runtime's first capability store then allocates an array on the heap
// (docs/safe-mode.md, "Frame objects").  Clobbers %rdi.
static void clear_caps_of_frame_object_at(Obj *var, int payload) {
  int words = frame_aux_words(var);
  if (!words) {
    emit("movq $%d, %d(%%rbp)", SC_KIND_STACK, payload - 8);
    return;
  }
  // The area starts 16-aligned at payload - 16 - frame_aux_bytes; the
  // array at the first 32-aligned address of that one and the next 16.
  emit("lea %d(%%rbp), %%rdi", payload - frame_aux_bytes(var));
  emit("and $-32, %%rdi");
  for (int i = 0; i < words; i++)
    emit("movq $0, %d(%%rdi)", 8 * i);
  emit("or $%d, %%rdi", SC_KIND_STACK);
  emit("mov %%rdi, %d(%%rbp)", payload - 8);
}

static void clear_frame_object_caps(Obj *var) {
  clear_caps_of_frame_object_at(var, var->offset);
}

// Frame object `var`'s header, written by the prologue: its size 16 bytes
// below the payload, then an aux word without capabilities.
static void write_frame_object_header(Obj *var) {
  emit("movq $%d, %d(%%rbp)", var->ty->size, var->offset - 16);
  clear_frame_object_caps(var);
}

// Linked frame object `var` (src/locals.c): when every marker it depends
// on was defined by the function linked in (a marker's value is the
// address of the definition that exported it; a weak reference to an
// undefined one is 0), its header is written, its payload zeroed and its
// address put in its slot, and the code jumps to the label returned;
// otherwise it falls through to the heap allocation the caller emits next.
static char *make_linked_frame_object(Obj *var) {
  char *heap = new_label(), *done = new_label();
  for (int i = 0; i < var->noescape_markers.len; i++) {
    char *marker = var->noescape_markers.data[i];
    emit("mov %s@GOTPCREL(%%rip), %%rax", marker);
    emit("cmp %s@GOTPCREL(%%rip), %%rax", noescape_marker_function(marker));
    emit("jne %s", heap);
  }
  int payload = var->linked_offset;
  emit("movq $%d, %d(%%rbp)", var->ty->size, payload - 16);
  clear_caps_of_frame_object_at(var, payload);
  emit("lea %d(%%rbp), %%rdi", payload);
  zero_at_rdi(var->ty->size);
  emit("lea %d(%%rbp), %%rax", payload);
  emit("mov %%rax, %d(%%rbp)", var->offset);
  emit("jmp %s", done);
  emit_label(heap);
  return done;
}

// %rax = %r12 = a new zeroed object of `size` bytes (in %rax already when
// size_in_rax) of the given kind.  Clobbers the caller-saved registers.
static void alloc_object(int64_t size, int align, int kind, bool size_in_rax) {
  arg_regs_live = false; // (a call)
  if (size_in_rax)
    emit("mov %%rax, %%rdi");
  else
    emit("mov $%lld, %%rdi", (long long)size);
  emit("mov $%d, %%esi", MAX(align, 16));
  emit("mov $%d, %%edx", kind >> 3); // the runtime takes the kind number
  call_helper("sc.rt.alloc");
  emit("mov %%rax, %%r12");
}

// A safepoint poll (function entries and loop back edges): one compare and
// a branch to an out-of-line call of the runtime, which then continues at
// `resume` (NULL: right after the poll).  With -fPIC the flag, which the
// executable's runtime defines, is reached through the GOT (%r11 is free
// at a poll).
static void emit_safepoint(char *resume) {
  char *slow = new_label(), *back = resume;
  compare_runtime_flag("sc.rt.gc_pending", "%r11");
  emit("jne %s", slow);
  if (!back) {
    // Only the slow path jumps back here, after the runtime ran: a call
    // for what src/checks.c knows, not a join.
    back = new_label();
    emit_join_label(back);
    note_call_emitted();
  }
  buf_printf(&stub_text, "%s:\n\tcall sc.rt.safepoint\n\tjmp %s\n", slow, back);
}

// Emits (and forgets) the out-of-line code and data of the function.
static void emit_safe_stubs(void) {
  if (stub_text.len)
    emit_raw("%s", stub_text.data);
  stub_text.len = 0;
  emit_sites();
}
