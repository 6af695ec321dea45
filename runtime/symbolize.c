// symbolize.c — the function, file and line of a code address, for the
// backtraces of trap reports (trap.c).  The function comes from the
// symbol table of the executable or shared library holding the address;
// the file and line from its DWARF line table (.debug_line, versions 2 to
// 5), which exists where the code was compiled with -g.  Each file is
// read through one read-only mapping made the first time it is needed; a
// trap ends the process, so nothing is ever unmapped, and nothing here
// calls malloc.
#include "runtime.h"
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

// One mapped ELF file: the executable or a shared library.
typedef struct {
  char path[256];
  const uint8_t *data;
  uint64_t size;
  uint64_t bias;  // run-time address minus link-time address
} Image;

enum { MAX_IMAGES = 16 };
static Image images[MAX_IMAGES];
static int nimages;

// The file and load bias of the object whose segments hold pc.
typedef struct {
  uint64_t pc;
  const char *path;
  uint64_t bias;
  bool found;
} Lookup;

static int find_object(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  Lookup *l = data;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uint64_t start = info->dlpi_addr + ph->p_vaddr;
    if (ph->p_type == PT_LOAD && l->pc >= start && l->pc < start + ph->p_memsz) {
      l->path = info->dlpi_name && info->dlpi_name[0] ? info->dlpi_name : "/proc/self/exe";
      l->bias = info->dlpi_addr;
      l->found = true;
      return 1;
    }
  }
  return 0;
}

// The image holding pc, mapped on first use; NULL when unknown.
static Image *image_of(uint64_t pc) {
  Lookup l = {pc, NULL, 0, false};
  dl_iterate_phdr(find_object, &l);
  if (!l.found)
    return NULL;
  for (int i = 0; i < nimages; i++)
    if (!strcmp(images[i].path, l.path))
      return images[i].data ? &images[i] : NULL;
  if (nimages == MAX_IMAGES || strlen(l.path) >= sizeof images[0].path)
    return NULL;
  Image *im = &images[nimages++];
  strcpy(im->path, l.path);
  im->bias = l.bias;
  int fd = open(l.path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  struct stat st;
  if (fstat(fd, &st) == 0 && st.st_size > (off_t)sizeof(Elf64_Ehdr)) {
    void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p != MAP_FAILED) {
      im->data = p;
      im->size = (uint64_t)st.st_size;
    }
  }
  close(fd);
  return im->data ? im : NULL;
}

// The section header named `name`, or NULL.
static const Elf64_Shdr *find_section(const Image *im, const char *name) {
  const Elf64_Ehdr *eh = (const Elf64_Ehdr *)im->data;
  if (memcmp(eh->e_ident, ELFMAG, SELFMAG) || eh->e_shoff + (uint64_t)eh->e_shnum * sizeof(Elf64_Shdr) > im->size ||
      eh->e_shstrndx >= eh->e_shnum)
    return NULL;
  const Elf64_Shdr *sh = (const Elf64_Shdr *)(im->data + eh->e_shoff);
  const char *names = (const char *)im->data + sh[eh->e_shstrndx].sh_offset;
  for (int i = 0; i < eh->e_shnum; i++)
    if (sh[i].sh_offset + sh[i].sh_size <= im->size && !strcmp(names + sh[i].sh_name, name))
      return &sh[i];
  return NULL;
}

// Is a name one of the escape analysis's markers (src/escape.c), which
// are aliases of the functions they describe?
static bool is_marker(const char *name) {
  return !strncmp(name, "sc.noescape.", 12) || !strncmp(name, "sc.nokeep.", 10);
}

// Is symbol s (named name) a better name for its address than best
// (named best_name)?  The one that starts higher; at the same address,
// the function rather than a marker.
static bool better_symbol(const Elf64_Sym *s, const char *name, const Elf64_Sym *best,
                          const char *best_name) {
  if (!best || s->st_value > best->st_value)
    return true;
  return s->st_value == best->st_value && is_marker(best_name) && !is_marker(name);
}

// The function symbol containing link-time address `addr`.
static bool find_function(const Image *im, uint64_t addr, RtCodePlace *out) {
  const Elf64_Shdr *symtab = find_section(im, ".symtab"), *strtab = find_section(im, ".strtab");
  if (!symtab || !strtab)
    return false;
  const Elf64_Sym *syms = (const Elf64_Sym *)(im->data + symtab->sh_offset);
  uint64_t n = symtab->sh_size / sizeof(Elf64_Sym);
  const Elf64_Sym *best = NULL;
  for (uint64_t i = 0; i < n; i++) {
    const Elf64_Sym *s = &syms[i];
    if (ELF64_ST_TYPE(s->st_info) != STT_FUNC || s->st_value > addr)
      continue;
    const char *name = (const char *)im->data + strtab->sh_offset + s->st_name;
    if (addr < s->st_value + (s->st_size ? s->st_size : 1) &&
        better_symbol(s, name, best, best ? (const char *)im->data + strtab->sh_offset + best->st_name : NULL))
      best = s;
  }
  if (!best)
    return false;
  out->function = (const char *)im->data + strtab->sh_offset + best->st_name;
  out->offset = addr - best->st_value;
  return true;
}

// ---- The DWARF line table (DWARF 5, section 6.2) ----

typedef struct {
  const uint8_t *p, *end;
  bool dwarf64;
  const Image *im;
} Reader;

static uint64_t read_bytes(Reader *r, int n) {
  uint64_t v = 0;
  if (r->p + n > r->end) {
    r->p = r->end;
    return 0;
  }
  for (int i = 0; i < n; i++)
    v |= (uint64_t)r->p[i] << (8 * i);
  r->p += n;
  return v;
}

static uint64_t read_uleb(Reader *r) {
  uint64_t v = 0;
  for (int shift = 0; r->p < r->end; shift += 7) {
    uint8_t b = *r->p++;
    if (shift < 64)
      v |= (uint64_t)(b & 0x7f) << shift;
    if (!(b & 0x80))
      break;
  }
  return v;
}

static int64_t read_sleb(Reader *r) {
  int64_t v = 0;
  int shift = 0;
  uint8_t b = 0;
  while (r->p < r->end) {
    b = *r->p++;
    if (shift < 64)
      v |= (int64_t)(b & 0x7f) << shift;
    shift += 7;
    if (!(b & 0x80))
      break;
  }
  if (shift < 64 && (b & 0x40))
    v |= -((int64_t)1 << shift);
  return v;
}

static const char *read_cstring(Reader *r) {
  const char *s = (const char *)r->p;
  while (r->p < r->end && *r->p)
    r->p++;
  if (r->p < r->end)
    r->p++;
  return s;
}

enum { MAX_FILES = 4096 };

// A file of a line table: its name as the table gives it, and the
// directory it is relative to (index 0: the unit's own directory).
typedef struct {
  const char *path;
  uint64_t dir;
} LineFile;

typedef struct {
  uint8_t min_inst, line_range, opcode_base;
  int8_t line_base;
  const uint8_t *opcode_lengths;
  int version;
  LineFile files[MAX_FILES];
  int nfiles;
  const char *dirs[MAX_FILES];
  int ndirs;
} LineHeader;

// An attribute of a DWARF 5 entry format: its text for a string form
// (else NULL), its value for a number form.
static const char *read_form(Reader *r, uint64_t form, uint64_t *number) {
  const Elf64_Shdr *line_str = NULL, *str = NULL;
  if (form == 0x1f)
    line_str = find_section(r->im, ".debug_line_str");
  else if (form == 0x0e)
    str = find_section(r->im, ".debug_str");
  uint64_t off;
  switch (form) {
  case 0x08: return read_cstring(r);                       // DW_FORM_string
  case 0x1f:                                               // DW_FORM_line_strp
  case 0x0e:                                               // DW_FORM_strp
    off = read_bytes(r, r->dwarf64 ? 8 : 4);
    if (form == 0x1f ? line_str && off < line_str->sh_size : str && off < str->sh_size)
      return (const char *)r->im->data + (form == 0x1f ? line_str : str)->sh_offset + off;
    return NULL;
  case 0x0b: *number = read_bytes(r, 1); return NULL;      // data1
  case 0x05: *number = read_bytes(r, 2); return NULL;      // data2
  case 0x06: *number = read_bytes(r, 4); return NULL;      // data4
  case 0x07: *number = read_bytes(r, 8); return NULL;      // data8
  case 0x1e: r->p = r->p + 16 <= r->end ? r->p + 16 : r->end; return NULL; // data16
  case 0x0f: *number = read_uleb(r); return NULL;          // udata
  case 0x09: off = read_uleb(r); r->p = off <= (uint64_t)(r->end - r->p) ? r->p + off : r->end; return NULL;
  default: r->p = r->end; return NULL;                     // unknown: give up on the unit
  }
}

// DWARF 5's directory or file table: the DW_LNCT_path and
// DW_LNCT_directory_index of each entry.
static int read_entry_table(Reader *r, LineFile *entries, int max) {
  uint64_t formats[16][2];
  int nformats = (int)read_bytes(r, 1);
  if (nformats > 16)
    return 0;
  for (int i = 0; i < nformats; i++) {
    formats[i][0] = read_uleb(r);
    formats[i][1] = read_uleb(r);
  }
  uint64_t count = read_uleb(r);
  int kept = 0;
  for (uint64_t e = 0; e < count && r->p < r->end; e++) {
    LineFile f = {"?", 0};
    for (int i = 0; i < nformats; i++) {
      uint64_t number = 0;
      const char *s = read_form(r, formats[i][1], &number);
      if (formats[i][0] == 1 && s) // DW_LNCT_path
        f.path = s;
      else if (formats[i][0] == 2) // DW_LNCT_directory_index
        f.dir = number;
    }
    if (kept < max)
      entries[kept++] = f;
  }
  return kept;
}

static bool read_line_header(Reader *r, LineHeader *h) {
  h->version = (int)read_bytes(r, 2);
  if (h->version < 2 || h->version > 5)
    return false;
  if (h->version >= 5)
    read_bytes(r, 2); // address size, segment selector size
  uint64_t header_length = read_bytes(r, r->dwarf64 ? 8 : 4);
  const uint8_t *program = r->p + header_length;
  h->min_inst = (uint8_t)read_bytes(r, 1);
  if (h->version >= 4)
    read_bytes(r, 1); // maximum operations per instruction
  read_bytes(r, 1);   // default is_stmt
  h->line_base = (int8_t)read_bytes(r, 1);
  h->line_range = (uint8_t)read_bytes(r, 1);
  h->opcode_base = (uint8_t)read_bytes(r, 1);
  h->opcode_lengths = r->p;
  r->p += h->opcode_base ? h->opcode_base - 1 : 0;
  h->nfiles = 0;
  h->ndirs = 0;
  if (h->version >= 5) {
    h->ndirs = read_entry_table(r, h->files, MAX_FILES);
    for (int i = 0; i < h->ndirs; i++)
      h->dirs[i] = h->files[i].path;
    h->nfiles = read_entry_table(r, h->files, MAX_FILES);
  } else {
    h->dirs[h->ndirs++] = ""; // numbered from 1 before DWARF 5
    while (r->p < r->end && *r->p) {
      const char *dir = read_cstring(r);
      if (h->ndirs < MAX_FILES)
        h->dirs[h->ndirs++] = dir;
    }
    if (r->p < r->end)
      r->p++;
    h->files[h->nfiles++] = (LineFile){"?", 0};
    while (r->p < r->end && *r->p) {
      LineFile f = {read_cstring(r), read_uleb(r)};
      read_uleb(r), read_uleb(r); // time, size
      if (h->nfiles < MAX_FILES)
        h->files[h->nfiles++] = f;
    }
  }
  if (program > r->end || h->line_range == 0)
    return false;
  r->p = program;
  return true;
}

typedef struct {
  uint64_t address;
  uint64_t file;
  int64_t line;
} LineRow;

// File number f of the table, named as the compiler was given it: a
// relative name is joined to its directory unless that is the unit's
// own (the assembler splits "lib/x.c" into "lib" and "x.c").
static void name_file(const LineHeader *h, uint64_t f, RtCodePlace *out) {
  static char joined[1024];
  if (f >= (uint64_t)h->nfiles) {
    out->file = "?";
    return;
  }
  const LineFile *file = &h->files[f];
  out->file = file->path;
  if (file->path[0] == '/' || file->dir == 0 || file->dir >= (uint64_t)h->ndirs)
    return;
  size_t n = strlen(h->dirs[file->dir]);
  if (n + 1 + strlen(file->path) < sizeof joined) {
    memcpy(joined, h->dirs[file->dir], n);
    joined[n] = '/';
    strcpy(joined + n + 1, file->path);
    out->file = joined;
  }
}

// Runs one unit's line program; when a row covering addr is found, sets
// out's file and line and returns true.
static bool run_line_program(Reader *r, LineHeader *h, uint64_t addr, RtCodePlace *out) {
  LineRow row = {0, 1, 1}, prev = {0, 0, 0};
  bool have_prev = false;
  while (r->p < r->end) {
    uint8_t op = (uint8_t)read_bytes(r, 1);
    bool emit = false, end_sequence = false;
    if (op >= h->opcode_base) {
      uint8_t adj = op - h->opcode_base;
      row.address += (uint64_t)(adj / h->line_range) * h->min_inst;
      row.line += h->line_base + adj % h->line_range;
      emit = true;
    } else if (op == 0) {
      uint64_t len = read_uleb(r);
      const uint8_t *next = len <= (uint64_t)(r->end - r->p) ? r->p + len : r->end;
      uint8_t sub = len ? (uint8_t)read_bytes(r, 1) : 0;
      if (sub == 1)
        emit = end_sequence = true;
      else if (sub == 2)
        row.address = read_bytes(r, 8);
      r->p = next;
    } else {
      switch (op) {
      case 1: emit = true; break;                                   // copy
      case 2: row.address += read_uleb(r) * h->min_inst; break;     // advance_pc
      case 3: row.line += read_sleb(r); break;                      // advance_line
      case 4: row.file = read_uleb(r); break;                       // set_file
      case 8: row.address += (uint64_t)((255 - h->opcode_base) / h->line_range) * h->min_inst; break;
      case 9: row.address += read_bytes(r, 2); break;               // fixed_advance_pc
      default:
        for (int i = 0; i < h->opcode_lengths[op - 1]; i++)
          read_uleb(r);
      }
    }
    if (!emit)
      continue;
    if (have_prev && prev.address <= addr && addr < row.address) {
      name_file(h, prev.file, out);
      out->line = (unsigned)prev.line;
      return true;
    }
    prev = row;
    have_prev = !end_sequence;
    if (end_sequence) {
      row = (LineRow){0, 1, 1};
    }
  }
  return false;
}

static void find_line(const Image *im, uint64_t addr, RtCodePlace *out) {
  const Elf64_Shdr *sec = find_section(im, ".debug_line");
  if (!sec)
    return;
  static LineHeader header; // large (the file table); a trap is single-threaded
  const uint8_t *p = im->data + sec->sh_offset, *end = p + sec->sh_size;
  while (p + 4 <= end) {
    Reader r = {p, end, false, im};
    uint64_t len = read_bytes(&r, 4);
    if (len == 0xffffffff) {
      r.dwarf64 = true;
      len = read_bytes(&r, 8);
    }
    if (len > (uint64_t)(end - r.p))
      return;
    const uint8_t *next = r.p + len;
    r.end = next;
    if (read_line_header(&r, &header) && run_line_program(&r, &header, addr, out))
      return;
    p = next;
  }
}

// Where the code at run-time address pc is: the function (and pc's
// offset in it), and the file and line when the line table has them.
// False when the function is unknown.
bool rt_symbolize(uint64_t pc, RtCodePlace *out) {
  memset(out, 0, sizeof *out);
  Image *im = image_of(pc);
  if (!im)
    return false;
  uint64_t addr = pc - im->bias;
  if (!find_function(im, addr, out))
    return false;
  find_line(im, addr, out);
  return true;
}
