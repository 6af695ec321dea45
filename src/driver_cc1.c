// driver_cc1.c — compiling one translation unit: include paths, the
// macros the command line asks for, then preprocess, parse and emit.
// compile_job runs in a forked child (see driver_run.c), so it may leave
// global state behind and end with exit().

#include "driver.h"
#include "codegen.h"

// Directories whose headers count as system headers for -MM.
static StringArray system_prefixes;

static void add_include_dir(char *dir, bool is_system) {
  strarray_push(&include_paths, dir);
  if (is_system)
    strarray_push(&system_prefixes, dir);
}

// `dir/../x` as `x`, lexically: header paths end up in the output (safe
// mode's trap locations, __FILE__), and a compiler in stage2/ must emit
// exactly what one in stage1/ does.
static char *clean_path(char *path) {
  char *out = xcalloc(1, strlen(path) + 2);
  int len = 0;
  for (char *p = path; *p;) {
    char *end = strchr(p, '/');
    int n = end ? (int)(end - p) : (int)strlen(p);
    if (n == 2 && !strncmp(p, "..", 2) && len > 0 && strcmp(out, "/") != 0) {
      char *slash = strrchr(out, '/');
      char *last = slash ? slash + 1 : out;
      if (strcmp(last, "..") != 0) {
        len = slash ? (slash == out ? 1 : (int)(slash - out)) : 0;
        out[len] = '\0';
        p += end ? n + 1 : n;
        continue;
      }
    }
    if (!(n == 1 && p[0] == '.') && n > 0) {
      if (len > 0 && out[len - 1] != '/')
        out[len++] = '/';
      memcpy(out + len, p, n);
      len += n;
      out[len] = '\0';
    } else if (n == 0 && len == 0) {
      out[len++] = '/'; // the leading slash
      out[len] = '\0';
    }
    p += end ? n + 1 : n;
  }
  return len ? out : ".";
}

// Our own freestanding headers (stddef.h, stdarg.h, ...) live in
// include/ next to the binary, in ../include when the binary sits in a
// subdirectory such as stage2/, or in ../lib/safecc/include after `make
// install` (never in PREFIX/include, where gcc would find them too).
// Returns NULL if none exists.
static char *find_own_include_dir(void) {
  char *candidates[] = {
    format("%s/include", safecc_dir),
    format("%s/../include", safecc_dir),
    format("%s/../lib/safecc/include", safecc_dir),  // make install
  };
  for (int i = 0; i < 3; i++)
    if (file_exists(format("%s/stddef.h", candidates[i])))
      return clean_path(candidates[i]);
  return NULL;
}

// The search order is gcc's: -iquote (we cannot restrict these to
// "..." includes, so they simply come first), -I, -isystem, our headers,
// the system directories, -idirafter.
void setup_include_paths(void) {
  for (int i = 0; i < opts.quote_dirs.len; i++)
    add_include_dir(opts.quote_dirs.data[i], false);
  for (int i = 0; i < opts.user_dirs.len; i++)
    add_include_dir(opts.user_dirs.data[i], false);
  for (int i = 0; i < opts.system_dirs.len; i++)
    add_include_dir(opts.system_dirs.data[i], true);

  if (!opts.nostdinc) {
    char *own = find_own_include_dir();
    if (own)
      add_include_dir(own, true);
    if (opt_safe) {
      // The safe world sees only its own libc's headers (docs/safe-mode.md).
      if (own)
        add_include_dir(clean_path(format("%s/../libc/include", own)), true);
    } else if (target_is_native()) {
      add_include_dir("/usr/local/include", true);
      add_include_dir(format("/usr/include/%s", target->multiarch), true);
      add_include_dir("/usr/include", true);
    } else {
      add_include_dir(format("/usr/%s/include", target->multiarch), true);
    }
  }

  for (int i = 0; i < opts.after_dirs.len; i++)
    add_include_dir(opts.after_dirs.data[i], true);
}

// For -v, in gcc's words.
void print_include_paths(void) {
  fprintf(stderr, "#include <...> search starts here:\n");
  for (int i = 0; i < include_paths.len; i++)
    fprintf(stderr, " %s\n", include_paths.data[i]);
  fprintf(stderr, "End of search list.\n");
}

// True if `path` was found through a system include directory.
bool is_system_header(char *path) {
  for (int i = 0; i < system_prefixes.len; i++) {
    char *dir = system_prefixes.data[i];
    int len = strlen(dir);
    if (strncmp(path, dir, len) == 0 && (path[len] == '/' || dir[len - 1] == '/'))
      return true;
  }
  return false;
}

// Predefined macros that depend on the command line rather than the
// target: -std=, -fPIC, -pthread, -f(un)signed-char, .S input.
static void define_option_macros(CompileJob *job) {
  if (opts.std_c89) {
    undef_macro("__STDC_VERSION__");
  } else if (opts.std_version) {
    undef_macro("__STDC_VERSION__");
    define_macro("__STDC_VERSION__", opts.std_version);
  }
  if (opts.std_strict)
    define_macro("__STRICT_ANSI__", "1");

  if (opts.pic_level) {
    char *level = format("%d", opts.pic_level);
    define_macro("__pic__", level);
    define_macro("__PIC__", level);
    if (opts.pie_code) {
      define_macro("__pie__", level);
      define_macro("__PIE__", level);
    }
  }
  if (opts.pthread)
    define_macro("_REENTRANT", "1");
  if (opts.char_sign > 0)
    undef_macro("__CHAR_UNSIGNED__");
  if (opts.char_sign < 0)
    define_macro("__CHAR_UNSIGNED__", "1");
  if (job->kind == IN_ASM_CPP)
    define_macro("__ASSEMBLER__", "1");
}

// Appends list `b` after list `a` (dropping a's end-of-file token).
static Token *append_tokens(Token *a, Token *b) {
  if (a->kind == TK_EOF)
    return b;
  Token *t = a;
  while (t->next->kind != TK_EOF)
    t = t->next;
  t->next = b;
  return a;
}

// -D and -U in command-line order.  A function-like -D 'F(x)=...' cannot
// go through define_macro (which makes object-like macros), so it becomes
// a #define line in a small source text placed before the main file; once
// there is such a line, later -D and -U go there too, to keep the order.
static Token *apply_macro_options(void) {
  char *text = "";
  for (int i = 0; i < opts.macro_ops.len; i++) {
    char *op = opts.macro_ops.data[i];
    char *name = op + 1;
    char *eq = strchr(name, '=');
    char *paren = strchr(name, '(');
    char *value = eq ? eq + 1 : "1";
    char *plain = eq ? strndup(name, eq - name) : name;
    bool function_like = op[0] == 'D' && paren && (!eq || paren < eq);

    if (op[0] == 'U' && *text)
      text = format("%s#undef %s\n", text, name);
    else if (op[0] == 'U')
      undef_macro(name);
    else if (function_like || *text)
      text = format("%s#define %s %s\n", text, plain, value);
    else
      define_macro(plain, value);
  }
  if (!*text)
    return NULL;
  return tokenize(new_file("<command-line>", 0, text));
}

// Finds an -include file: first relative to the working directory, then
// along the include path, as gcc does.
static char *find_pre_include(char *name) {
  if (file_exists(name))
    return name;
  char *path = search_include_paths(name);
  if (!path)
    error("%s: No such file or directory", name);
  return path;
}

static Token *tokenize_or_die(char *path) {
  Token *tok = tokenize_file(path);
  if (!tok)
    error("cannot open %s: %s", path, strerror(errno));
  return tok;
}

// Stdin was copied to a temporary file; make diagnostics, __FILE__ and
// the dependency list say "<stdin>" instead of that file's name.
static void rename_input(Token *tok, char *name) {
  File *file = tok->file;
  file->name = name;
  file->display_name = name;
  for (Token *t = tok; t; t = t->next)
    if (t->file == file)
      t->filename = name;
}

// The token list of the whole unit before preprocessing: command-line
// macros, <stdc-predef.h> (gcc includes it implicitly; it defines
// __STDC_IEC_559__ and friends), every -include file, then the input.
static Token *read_unit(CompileJob *job) {
  Token *main_tok = tokenize_or_die(job->input);
  if (job->display_name)
    rename_input(main_tok, job->display_name);

  Token *tok = apply_macro_options();
  if (!tok)
    tok = tokenize(new_file("<built-in>", 0, ""));

  if (!opts.nostdinc && !opts.freestanding && job->kind != IN_ASM_CPP) {
    char *predef = search_include_paths("stdc-predef.h");
    if (predef)
      tok = append_tokens(tok, tokenize_or_die(predef));
  }
  for (int i = 0; i < opts.pre_includes.len; i++)
    tok = append_tokens(tok, tokenize_or_die(find_pre_include(opts.pre_includes.data[i])));
  return append_tokens(tok, main_tok);
}

static FILE *open_output(char *path) {
  if (!strcmp(path, "-"))
    return stdout;
  FILE *out = fopen(path, "w");
  if (!out)
    error("cannot open output file %s: %s", path, strerror(errno));
  return out;
}

static void close_output(FILE *out, char *path) {
  if (out == stdout) {
    if (fflush(out) != 0)
      error("error writing to standard output: %s", strerror(errno));
    return;
  }
  if (ferror(out) || fclose(out) != 0)
    error("error writing %s", path);
}

// Compiles (or only preprocesses) one input.  Runs in a child process.
void compile_job(void *arg) {
  CompileJob *job = arg;
  opt_input = job->display_name ? job->display_name : job->input;
  base_file = opt_input;

  init_macros();
  define_option_macros(job);
  Token *tok = preprocess(read_unit(job));

  if (job->dep_output)
    write_dependencies(job->dep_output, job->dep_target);
  if (opts.dep_only)
    return;

  if (job->preprocess_only) {
    FILE *out = open_output(job->output);
    if (opts.dump_macros && opts.stop_after_pp)
      print_macros(out);
    else
      print_preprocessed(tok, out);
    close_output(out, job->output);
    return;
  }

  convert_pp_tokens(tok);
  Obj *prog = parse(tok);
  if (opts.syntax_only)
    return;

  FILE *out = open_output(job->output);
  codegen(prog, out);
  close_output(out, job->output);
}
