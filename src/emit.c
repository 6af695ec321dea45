// emit.c — the assembly output: one instruction or directive per line,
// labels, and the counter that names the code generator's own labels.

#include "codegen.h"

static FILE *asm_out;
static int label_count;
int labels_emitted;
int lines_emitted;

// A `jmp` held back by emit_jump until the next line is known: when that
// line is the label it jumps to (a return at the end of a function, an
// `if` whose else is empty), the jump is dropped, since falling through
// goes to the same place; anything else writes it first.
static char *held_jump;
static char *held_jump_copy; // written instead of the jmp, when not null

// Instructions that only make an expression's value (emit_value), held
// until the next line: emit_drop_value drops them when the value is
// discarded (a struct assignment's value, the destination's address, in
// an expression statement).
enum { MAX_VALUE_LINES = 2 };
static char *held_value[MAX_VALUE_LINES];
static int num_held_value;

// Debugging directives (-g: `.loc`, `.cfi_*`) waiting for the next line
// that is written: they count as no line and flush nothing, so the code
// of a -g compilation is the code of one without it.
static TextBuf pending_directives;

// Writes what is held, in the order it was emitted (holding one kind
// writes the other first, so at most one kind is held), then the
// directives that wait.
static void write_held_lines(void) {
  for (int i = 0; i < num_held_value; i++)
    fprintf(asm_out, "\t%s\n", held_value[i]);
  num_held_value = 0;
  if (held_jump && held_jump_copy)
    fputs(held_jump_copy, asm_out);
  else if (held_jump)
    fprintf(asm_out, "\tjmp %s\n", held_jump);
  held_jump = held_jump_copy = NULL;
  if (pending_directives.len) {
    fwrite(pending_directives.data, 1, pending_directives.len, asm_out);
    pending_directives.len = 0;
  }
}

void emit_directive(char *fmt, ...) {
  if (!opt_debug_info)
    return;
  va_list ap;
  va_start(ap, fmt);
  buf_printf(&pending_directives, "\t");
  buf_vprintf(&pending_directives, fmt, ap);
  buf_printf(&pending_directives, "\n");
  va_end(ap);
}

void emit_jump_or_copy(char *label, char *copy) {
  write_held_lines();
  held_jump = label;
  held_jump_copy = copy;
  lines_emitted++;
}

void emit_jump(char *label) {
  emit_jump_or_copy(label, NULL);
}

void emit_value(char *instruction) {
  if (held_jump || num_held_value == MAX_VALUE_LINES)
    write_held_lines();
  held_value[num_held_value++] = instruction;
  lines_emitted++;
}

void emit_drop_value(void) {
  num_held_value = 0;
}

// The last line written when it copied a whole register to another
// (x86_64 `movaps %xmm0, %xmm2`, `mov %rax, %rdi`: the target recognises
// them, Target.may_copy_register and is_register_copy), and its number in
// lines_emitted: the copy back right after it (`movapd %xmm2, %xmm0`, the
// value a chain of operations holds coming back) is dropped, since both
// registers hold the value already and a move sets no flags
// (-fno-drop-copies-back: never).
static struct {
  int line;
  char from[8], to[8];
} last_copy = {.line = -1};

void emit(char *fmt, ...) {
  static char *line;
  static size_t cap;
  va_list ap;
  if (!opt_drop_copies_back || !target->may_copy_register(fmt)) { // (written as it comes)
    write_held_lines();
    lines_emitted++;
    va_start(ap, fmt);
    fputc('\t', asm_out);
    vfprintf(asm_out, fmt, ap);
    fputc('\n', asm_out);
    va_end(ap);
    return;
  }
  va_start(ap, fmt);
  int len = vsnprintf(line, cap, fmt, ap);
  va_end(ap);
  if ((size_t)len >= cap) {
    cap = len + 256;
    line = xrealloc(line, cap);
    va_start(ap, fmt);
    vsnprintf(line, cap, fmt, ap);
    va_end(ap);
  }
  char from[8], to[8];
  bool copy = target->is_register_copy(line, from, to);
  if (copy && last_copy.line == lines_emitted && !strcmp(from, last_copy.to) &&
      !strcmp(to, last_copy.from))
    return;
  write_held_lines();
  lines_emitted++;
  if (copy) {
    last_copy.line = lines_emitted;
    strcpy(last_copy.from, from);
    strcpy(last_copy.to, to);
  }
  fputc('\t', asm_out);
  fputs(line, asm_out);
  fputc('\n', asm_out);
}

// Text written as it is, not indented: inline assembly, section
// switches, the descriptors of trap sites.
void emit_raw(char *fmt, ...) {
  write_held_lines();
  lines_emitted++;
  va_list ap;
  va_start(ap, fmt);
  vfprintf(asm_out, fmt, ap);
  va_end(ap);
}

// Makes `out` the output, first writing any held jump where it belongs,
// and returns the output it replaces.
FILE *emit_switch_output(FILE *out) {
  write_held_lines();
  last_copy.line = -1;
  FILE *previous = asm_out;
  asm_out = out;
  return previous;
}

// `label:`, the held jump dropped when it jumps here.
static void write_label(char *label) {
  if (held_jump && !strcmp(held_jump, label))
    held_jump = held_jump_copy = NULL;
  write_held_lines();
  lines_emitted++;
  fprintf(asm_out, "%s:\n", label);
}

void emit_label(char *label) {
  labels_emitted++;
  write_label(label);
}

// A label jumped to only from the few instructions just before it, within
// one sequence that assigns no variable and calls nothing that frees (a
// capability load's or store's paths meeting again): what was known before
// the sequence still holds after it, so labels_emitted does not change.
void emit_join_label(char *label) {
  write_label(label);
}

// Labels made by the code generator; the ".Lx" prefix keeps them apart
// from the parser's labels and out of the object file's symbol table.
char *new_label(void) {
  return format(".Lx%d", label_count++);
}
