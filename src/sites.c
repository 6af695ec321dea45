// sites.c — trap sites (docs/safe-mode.md): the read-only descriptor of
// each checked access (file, line, column, size, read or write) that a
// trap report names, and each file name once per translation unit.  The
// descriptors of a function are written after it.  Also TextBuf, the
// growing text buffer the backends keep out-of-line code in.

#include "codegen.h"

// The descriptors of the function being generated.
static TextBuf site_text;

void buf_vprintf(TextBuf *buf, char *fmt, va_list ap) {
  va_list again;
  va_copy(again, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  if (buf->len + n + 1 > buf->cap) {
    buf->cap = (buf->len + n + 1) * 2;
    buf->data = xrealloc(buf->data, buf->cap);
  }
  vsnprintf(buf->data + buf->len, n + 1, fmt, again);
  va_end(again);
  buf->len += n;
}

void buf_printf(TextBuf *buf, char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  buf_vprintf(buf, fmt, ap);
  va_end(ap);
}

// s as a quoted assembler string: `"` and `\` escaped, bytes outside
// printable ASCII as octal escapes.
void buf_quote_string(TextBuf *buf, char *s) {
  buf_printf(buf, "\"");
  for (char *p = s; *p; p++) {
    if (*p == '"' || *p == '\\')
      buf_printf(buf, "\\%c", *p);
    else if ((unsigned char)*p < 32 || (unsigned char)*p >= 127)
      buf_printf(buf, "\\%03o", (unsigned char)*p);
    else
      buf_printf(buf, "%c", *p);
  }
  buf_printf(buf, "\"");
}

// A label for the file name string of `tok`, emitted once per unit.
static char *file_label(Token *tok) {
  static HashMap labels;
  char *name = tok ? tok->filename : "?";
  char *label = hashmap_get(&labels, name);
  if (label)
    return label;
  label = new_label();
  hashmap_put(&labels, name, label);
  buf_printf(&site_text, "%s:\n\t.string ", label);
  buf_quote_string(&site_text, name);
  buf_printf(&site_text, "\n");
  return label;
}

// A SiteInfo descriptor (docs/safe-mode.md) for an access of `size`
// bytes (a write if is_write) at the source place of `tok`.
char *new_site(Token *tok, int64_t size, bool is_write) {
  char *label = new_label();
  char *file = file_label(tok);
  // The line is an unsigned 32-bit field: "#line 2147483647" may push it
  // past INT_MAX, and no file has 2^32 lines.
  unsigned line = tok ? (unsigned)token_line(tok) : 0;
  int col = tok ? token_column(tok) : 0;
  buf_printf(&site_text, "\t.balign 8\n%s:\n\t.quad %s\n\t.long %u, %d\n\t.quad %lld\n\t.long %d, 0\n",
             label, file, line, col, (long long)size, is_write);
  return label;
}

// Writes (and forgets) the descriptors of the function just generated.
void emit_sites(void) {
  if (!site_text.len)
    return;
  // Each descriptor holds its file name's address: read-only after
  // relocation (a PIE's loader fills it in), like gcc's .data.rel.ro.
  emit(".section .data.rel.ro,\"aw\",@progbits");
  emit_raw("%s", site_text.data);
  emit(".text");
  site_text.len = 0;
}
