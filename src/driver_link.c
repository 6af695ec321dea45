// driver_link.c — the ld command line.  We call ld ourselves, as gcc's
// collect2 does, so we must find the C start files (crt1.o, crti.o,
// crtn.o from glibc) and gcc's runtime (crtbegin.o, crtend.o, libgcc)
// the way gcc would.

#include "driver.h"
#include <glob.h>

// Directories that may hold glibc's crt1.o, in gcc's order.
static StringArray libc_dirs(void) {
  StringArray dirs = {0};
  char *ma = (char *)target->multiarch;
  if (!target_is_native()) {
    strarray_push(&dirs, format("/usr/%s/lib", ma));
    strarray_push(&dirs, format("/usr/lib/%s", ma));
    return dirs;
  }
  strarray_push(&dirs, format("/usr/lib/%s", ma));
  strarray_push(&dirs, format("/lib/%s", ma));
  strarray_push(&dirs, "/usr/lib64");
  strarray_push(&dirs, "/lib64");
  strarray_push(&dirs, "/usr/lib");
  strarray_push(&dirs, "/lib");
  return dirs;
}

// Compares dotted version strings numerically: "9.4" < "12" < "12.1".
static int compare_versions(char *a, char *b) {
  while (*a || *b) {
    long x = strtol(a, &a, 10);
    long y = strtol(b, &b, 10);
    if (x != y)
      return x < y ? -1 : 1;
    while (*a && !isdigit((unsigned char)*a))
      a++;
    while (*b && !isdigit((unsigned char)*b))
      b++;
  }
  return 0;
}

// gcc's runtime directory, e.g. /usr/lib/gcc/x86_64-linux-gnu/12: the
// highest version under /usr/lib/gcc/<triplet>/ or
// /usr/lib/gcc-cross/<triplet>/ that has crtbegin.o.  NULL if none.
static char *find_gcc_dir(void) {
  static bool searched;
  static char *best;
  if (searched)
    return best;
  searched = true;

  char *roots[] = {"/usr/lib/gcc", "/usr/lib/gcc-cross"};
  char *best_version = NULL;
  for (int r = 0; r < 2; r++) {
    char *root = format("%s/%s/", roots[r], target->multiarch);
    glob_t g;
    if (glob(format("%s*/crtbegin.o", root), 0, NULL, &g) != 0)
      continue;
    for (size_t i = 0; i < g.gl_pathc; i++) {
      char *dir = strndup(g.gl_pathv[i], strlen(g.gl_pathv[i]) - strlen("/crtbegin.o"));
      char *version = dir + strlen(root);
      if (!best || compare_versions(version, best_version) > 0) {
        best = dir;
        best_version = version;
      }
    }
    globfree(&g);
  }
  return best;
}

// Directory holding glibc's crt1.o (or crti.o for -shared), or NULL.
static char *find_crt_dir(void) {
  StringArray dirs = libc_dirs();
  for (int i = 0; i < dirs.len; i++)
    if (file_exists(format("%s/crti.o", dirs.data[i])))
      return dirs.data[i];
  return NULL;
}

// Every -L directory after the user's: gcc's dir, then the libc dirs
// that exist, then $LIBRARY_PATH (which gcc also honours).
static StringArray system_lib_dirs(void) {
  StringArray dirs = {0};
  char *gcc_dir = find_gcc_dir();
  if (gcc_dir)
    strarray_push(&dirs, gcc_dir);
  StringArray libc = libc_dirs();
  for (int i = 0; i < libc.len; i++)
    if (file_exists(libc.data[i]))
      strarray_push(&dirs, libc.data[i]);

  char *env = getenv("LIBRARY_PATH");
  if (env) {
    char *copy = strdup(env);
    for (char *dir = strtok(copy, ":"); dir; dir = strtok(NULL, ":"))
      strarray_push(&dirs, dir);
  }
  return dirs;
}

// Searches the library directories for `name` (for -print-file-name).
char *find_library_file(char *name) {
  StringArray dirs = system_lib_dirs();
  for (int i = 0; i < dirs.len; i++) {
    char *path = format("%s/%s", dirs.data[i], name);
    if (file_exists(path))
      return path;
  }
  return name;
}

void print_search_dirs(void) {
  char *gcc_dir = find_gcc_dir();
  printf("install: %s/\n", safecc_dir);
  printf("programs: =%s\n", gcc_dir ? gcc_dir : "");
  printf("libraries: =");
  StringArray dirs = system_lib_dirs();
  for (int i = 0; i < dirs.len; i++)
    printf("%s%s/", i ? ":" : "", dirs.data[i]);
  printf("\n");
}

// The files that start the link: crt1.o (Scrt1.o for PIE, none for a
// shared library), crti.o, crtbegin*.o.
static void push_start_files(StringArray *argv, char *crt_dir, char *gcc_dir) {
  if (!opts.is_shared)
    strarray_push(argv, format("%s/%s", crt_dir, opts.is_pie ? "Scrt1.o" : "crt1.o"));
  strarray_push(argv, format("%s/crti.o", crt_dir));
  if (!gcc_dir)
    return;
  char *begin = "crtbegin.o";
  if (opts.is_static)
    begin = "crtbeginT.o";
  else if (opts.is_shared || opts.is_pie)
    begin = "crtbeginS.o";
  strarray_push(argv, format("%s/%s", gcc_dir, begin));
}

static void push_end_files(StringArray *argv, char *crt_dir, char *gcc_dir) {
  if (gcc_dir)
    strarray_push(argv, format("%s/%s", gcc_dir,
                               (opts.is_shared || opts.is_pie) ? "crtendS.o" : "crtend.o"));
  strarray_push(argv, format("%s/crtn.o", crt_dir));
}

// libc and libgcc after the user's objects, as gcc orders them.  libgcc_s
// only when it is needed (it holds the unwinder and a few helpers).
//
// The safe-mode libraries are built into build/lib/ of the source tree
// (`make safe-libs`), beside the binary or one level up (stage2/);
// `make install` puts them in PREFIX/lib/safecc/lib beside PREFIX/bin.
static char *find_safe_lib(char *name) {
  char *candidates[] = {
    format("%s/build/lib/%s", safecc_dir, name),
    format("%s/../build/lib/%s", safecc_dir, name),
    format("%s/../lib/safecc/lib/%s", safecc_dir, name),
  };
  for (int i = 0; i < 3; i++)
    if (file_exists(candidates[i]))
      return candidates[i];
  error("safe-mode library %s not found (run `make safe-libs`)", name);
}

// libm comes too, but only if something needs it: gcc expands fabs,
// fabsf, copysign and friends inline, so programs that call only those
// link with gcc without -lm, and must with us too.
static void push_default_libs(StringArray *argv, char *gcc_dir) {
  if (opt_safe && opts.is_shared) {
    // A safe shared library takes the runtime and libc from the
    // executable that loads it (the executable's link pulls in and
    // exports what the library uses); it adds only the object that
    // registers its globals and constructors with the runtime.
    strarray_push(argv, find_safe_lib("sc_module.o"));
  } else if (opt_safe) {
    // The safe world's libc and the runtime it calls into (and which
    // calls back its exit), then the host libraries the runtime needs.
    // The runtime's references to libc's start-up and exit are weak (its
    // own tests link without libc), so -u makes ld take them from libc.a.
    char *wanted[] = {"-u", "sc.exit", "-u", "sc.__libc_start_init"};
    for (int i = 0; i < 4; i++)
      strarray_push(argv, wanted[i]);
    strarray_push(argv, "--start-group");
    strarray_push(argv, find_safe_lib("libc.a"));
    strarray_push(argv, find_safe_lib("libsafecc-rt.a"));
    strarray_push(argv, "--end-group");
    strarray_push(argv, "-lpthread");
  }
  if (opts.pthread)
    strarray_push(argv, "-lpthread");
  if (opts.is_static) {
    strarray_push(argv, "--start-group");
    strarray_push(argv, "-lm");
    if (gcc_dir) {
      strarray_push(argv, "-lgcc");
      strarray_push(argv, "-lgcc_eh");
    }
    strarray_push(argv, "-lc");
    strarray_push(argv, "--end-group");
    return;
  }
  char *libm[] = {"--push-state", "--as-needed", "-lm", "--pop-state"};
  for (int i = 0; i < 4; i++)
    strarray_push(argv, libm[i]);
  char *libgcc[] = {"-lgcc", "--push-state", "--as-needed", "-lgcc_s", "--pop-state"};
  if (gcc_dir)
    for (int i = 0; i < 5; i++)
      strarray_push(argv, libgcc[i]);
  strarray_push(argv, "-lc");
  if (gcc_dir)
    for (int i = 0; i < 5; i++)
      strarray_push(argv, libgcc[i]);
}

// Does the ELF object at path have a section named `name`?  Reads the
// section headers with fread (only 64-bit little-endian relocatable
// objects; anything else answers no).
static bool object_has_section(char *path, char *name) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  bool found = false;
  unsigned char eh[64];
  if (fread(eh, 1, 64, f) == 64 && !memcmp(eh, "\177ELF", 4) && eh[4] == 2 && eh[5] == 1 && eh[16] == 1) {
    uint64_t shoff;
    uint16_t shentsize, shnum, shstrndx;
    memcpy(&shoff, eh + 40, 8);
    memcpy(&shentsize, eh + 58, 2);
    memcpy(&shnum, eh + 60, 2);
    memcpy(&shstrndx, eh + 62, 2);
    unsigned char sh[64];
    uint64_t names_off = 0;
    if (shentsize == 64 && shstrndx < shnum && !fseek(f, (long)(shoff + shstrndx * 64ull), SEEK_SET) &&
        fread(sh, 1, 64, f) == 64)
      memcpy(&names_off, sh + 24, 8);
    for (int i = 0; names_off && i < shnum && !found; i++) {
      uint32_t name_at;
      char text[64] = {0};
      if (fseek(f, (long)(shoff + i * 64ull), SEEK_SET) || fread(sh, 1, 64, f) != 64)
        break;
      memcpy(&name_at, sh, 4);
      if (fseek(f, (long)(names_off + name_at), SEEK_SET) || !fgets(text, sizeof text, f))
        continue;
      found = !strcmp(text, name);
    }
  }
  fclose(f);
  return found;
}

// Safe and plain objects do not link together (different symbols and
// calling conventions; docs/safe-mode.md): every object the compiler
// makes in safe mode carries an empty section .sc_safe_object, so an
// object file given to the link that lacks it in safe mode, or has it in
// plain mode, is refused with the reason instead of ld's undefined
// references.  Archives and shared libraries are left to ld.
static void refuse_mixed_objects(void) {
  for (int i = 0; i < opts.num_inputs; i++) {
    Input *in = &opts.inputs[i];
    if (in->kind != IN_LINKER || !ends_with(in->path, ".o") || !file_exists(in->path))
      continue;
    bool is_safe = object_has_section(in->path, ".sc_safe_object");
    if (opt_safe && !is_safe)
      error("%s was not compiled in safe mode (by gcc, with -funsafe, or by a safecc older "
            "than this one): a safe program links only safe objects; rebuild it with safecc, "
            "or link with -funsafe", in->path);
    if (!opt_safe && is_safe)
      error("%s was compiled in safe mode: link it with safecc -fsafe, or rebuild it with -funsafe",
            in->path);
  }
}

// A safe shared library may not have thread-locals yet: the runtime
// knows only the executable's (docs/safe-mode.md, "Shared libraries").
static void refuse_safe_shared_tls(void) {
  for (int i = 0; i < opts.num_inputs; i++) {
    char *path = opts.inputs[i].object ? opts.inputs[i].object : opts.inputs[i].path;
    if (object_has_section(path, "sc_tls"))
      error("%s: a safe shared library cannot have thread-local variables yet",
            opts.inputs[i].path);
  }
}

// Links every object and library in command-line order into `output`.
// Returns ld's exit status.
int run_linker(char *output) {
  refuse_mixed_objects();
  if (opt_safe && opts.is_shared)
    refuse_safe_shared_tls();
  char *gcc_dir = find_gcc_dir();
  char *crt_dir = find_crt_dir();
  bool start_files = !opts.nostartfiles;
  if (start_files && !crt_dir)
    error("cannot find crti.o (is libc6-dev installed?)");
  if (!gcc_dir && opts.verbose)
    fprintf(stderr, "safecc: no gcc runtime directory found; linking without "
                    "crtbegin.o, crtend.o and libgcc\n");

  StringArray argv = {0};
  strarray_push(&argv, (char *)target->linker);
  strarray_push(&argv, "-m");
  strarray_push(&argv, (char *)target->ld_emulation);
  if (!opts.is_static)
    strarray_push(&argv, "--eh-frame-hdr");
  if (opts.is_static) {
    strarray_push(&argv, "-static");
  } else if (opts.is_shared) {
    strarray_push(&argv, "-shared");
  } else {
    strarray_push(&argv, "-dynamic-linker");
    strarray_push(&argv, (char *)target->dynamic_linker);
    if (opts.is_pie)
      strarray_push(&argv, "-pie");
  }
  if (opts.rdynamic)
    strarray_push(&argv, "-export-dynamic");
  // Safe objects live behind a header: a copy relocation, which moves a
  // shared library's global into the executable without it, must fail
  // the link rather than corrupt memory (the compiler reaches such data
  // through the GOT, so none is needed).
  if (opt_safe && !opts.is_shared)
    strarray_push(&argv, "-znocopyreloc");
  // Safe calls pass the word count in %r10, which the loader's lazy
  // binding may clobber on a first call through the PLT: bind at load.
  if (opt_safe)
    strarray_push(&argv, "-znow");
  strarray_push(&argv, "-o");
  strarray_push(&argv, output);

  if (start_files)
    push_start_files(&argv, crt_dir, gcc_dir);

  for (int i = 0; i < opts.lib_dirs.len; i++)
    strarray_push(&argv, format("-L%s", opts.lib_dirs.data[i]));
  StringArray sys_dirs = system_lib_dirs();
  for (int i = 0; i < sys_dirs.len; i++)
    strarray_push(&argv, format("-L%s", sys_dirs.data[i]));

  for (int i = 0; i < opts.num_inputs; i++) {
    Input *in = &opts.inputs[i];
    strarray_push(&argv, in->object ? in->object : in->path);
  }

  if (!opts.nodefaultlibs)
    push_default_libs(&argv, gcc_dir);
  if (start_files)
    push_end_files(&argv, crt_dir, gcc_dir);
  return run_command(&argv);
}
