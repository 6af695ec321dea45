// main.c — the cc-compatible driver: after reading gcc's command-line
// options (driver_options.c) it compiles every C file (each in a forked
// child), assembles with target->assembler and links everything in
// command-line order.  Compiling one file is driver_cc1.c; the ld command
// is driver_link.c.

#include "driver.h"
#include <libgen.h>

Target *target;
bool opt_fpic;
bool opt_fcommon;
bool opt_debug_info;
bool opt_fold_constants = true;
bool opt_register_locals = true;
bool opt_jump_tables = true;
bool opt_selective_zeroing = true;
bool opt_register_temporaries = true;
bool opt_compare_branch = true;
bool opt_elide_checks = true;
bool opt_check_hulls = true;
bool opt_checks_at_joins = true;
bool opt_checks_across_calls = true;
bool opt_rotate_loops = true;
bool opt_divide_by_multiply = true;
bool opt_share_register_locals = true;
bool opt_shift_checks = true;
bool opt_pointed_places = true;
bool opt_hoist_checks = true;
bool opt_skip_unused_caps = true;
bool opt_frame_objects = true;
bool opt_frame_aux_arrays = true;
bool opt_float_memory_operands = true;
bool opt_fold_index_constants = true;
bool opt_drop_copies_back = true;
bool opt_compare_in_memory = true;
bool opt_index_member_arrays = true;
bool opt_load_widened_locals = true;
bool opt_cross_unit_escape = true;
bool opt_null_faults = true;
bool opt_allocate_at_declaration = true;
bool opt_count_args_once = true;
bool opt_builtin_sqrt = true;
bool opt_safe = true; // safe mode is the default; -funsafe turns it off
char *opt_input;
Options opts;
char *safecc_dir;

#if defined(__x86_64__)
#define HOST_MULTIARCH "x86_64-linux-gnu"
#elif defined(__aarch64__)
#define HOST_MULTIARCH "aarch64-linux-gnu"
#else
#define HOST_MULTIARCH ""
#endif

bool file_exists(char *path) {
  struct stat st;
  return stat(path, &st) == 0;
}

// True when we compile for the machine we run on: then the system
// headers and libraries are the host's, not /usr/<triplet>/.
bool target_is_native(void) {
  return !strcmp(target->multiarch, HOST_MULTIARCH);
}

// "dir/foo.c" -> "foo" + suffix, as gcc names outputs (in the current
// directory, whatever the input's directory).
char *replace_suffix(char *path, char *suffix) {
  char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  char *dot = strrchr(base, '.');
  int len = dot ? dot - base : (int)strlen(base);
  return format("%.*s%s", len, base, suffix);
}

// "out/x.o" -> "out/x" + suffix: keeps the directory.
static char *replace_suffix_in_place(char *path, char *suffix) {
  char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  char *dot = strrchr(base, '.');
  int len = dot ? dot - path : (int)strlen(path);
  return format("%.*s%s", len, path, suffix);
}

// The directory of the running binary, for finding our include/.
static char *find_safecc_dir(char *argv0) {
  char buf[4096];
  ssize_t len = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
  if (len > 0) {
    buf[len] = '\0';
    return strdup(dirname(buf));
  }
  return strdup(dirname(strdup(argv0)));
}

// Copies standard input to a temporary file in the driver, before any
// child runs, so that the compiler reads it like any other file.
static char *copy_stdin(void) {
  char *path = create_temp_file("stdin.c");
  FILE *out = fopen(path, "w");
  if (!out)
    error("cannot write %s: %s", path, strerror(errno));
  char buf[8192];
  size_t n;
  while ((n = fread(buf, 1, sizeof(buf), stdin)) > 0)
    fwrite(buf, 1, n, out);
  if (fclose(out) != 0)
    error("cannot write %s", path);
  return path;
}

// -c -o -: as cannot write to a pipe, so the object goes through a file.
static bool copy_to_stdout(char *path) {
  FILE *in = fopen(path, "rb");
  if (!in)
    error("cannot read %s: %s", path, strerror(errno));
  char buf[8192];
  size_t n;
  while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
    fwrite(buf, 1, n, stdout);
  fclose(in);
  return fflush(stdout) == 0;
}

static bool is_compiled(Input *in) {
  return in->kind == IN_C || in->kind == IN_CPP_OUTPUT || in->kind == IN_ASM_CPP ||
         in->kind == IN_ASM;
}

static bool linking(void) {
  return !opts.stop_after_pp && !opts.stop_after_asm && !opts.stop_after_obj &&
         !opts.dep_only && !opts.syntax_only;
}

// Checks the inputs before any work, the way gcc does: every file must
// exist, and -o can name only one output unless we link.
static void check_inputs(void) {
  bool missing = false;
  int compiled = 0;
  for (int i = 0; i < opts.num_inputs; i++) {
    Input *in = &opts.inputs[i];
    if (in->kind == IN_LD_ARG)
      continue;
    if (!strcmp(in->path, "-")) {
      if (!opts.stop_after_pp && !opts.dep_only && in->kind == IN_LINKER)
        error("-E or -x required when input is from standard input");
      if (in->kind == IN_LINKER)
        in->kind = IN_C;
    } else if (!file_exists(in->path)) {
      fprintf(stderr, "safecc: error: cannot open %s: %s\n", in->path, strerror(errno));
      missing = true;
    }
    if (is_compiled(in))
      compiled++;
    if (opts.output && !strcmp(opts.output, in->path) && in->kind != IN_LINKER)
      error("input file '%s' is the same as output file", in->path);
  }
  if (missing)
    exit(1);
  if (opts.num_inputs == 0)
    error("no input files");
  if (opts.output && compiled > 1 && !linking() && !opts.syntax_only &&
      (opts.stop_after_obj || opts.stop_after_asm || opts.stop_after_pp))
    error("cannot specify '-o' with '-c', '-S' or '-E' with multiple files");
}

// Where -MD/-MMD writes the rule: -MF, else the output's name with .d
// ("-c -o dir/x.o" -> dir/x.d, "-o prog" -> prog.d), else x.d, or a-x.d
// when linking to the default a.out.  These are gcc 12's names.
static char *dep_file_name(Input *in) {
  if (opts.dep_file)
    return opts.dep_file;
  if (opts.output && strcmp(opts.output, "-"))
    return replace_suffix_in_place(opts.output, ".d");
  if (linking())
    return format("a-%s", replace_suffix(in->given, ".d"));
  return replace_suffix(in->given, ".d");
}

// The target of the -MD rule: the file this invocation produces for the
// input (when linking with -o, gcc names the program).
static char *dep_target_name(char *obj_name) {
  if (opts.output && strcmp(opts.output, "-") && !opts.stop_after_pp)
    return opts.output;
  return obj_name;
}

// Runs the compiler (or just the preprocessor) on one input in a child.
// Returns the output path (assembly or preprocessed text), or NULL when
// the step failed.
static char *compile_input(Input *in, char *display) {
  CompileJob job = {0};
  job.input = in->path;
  job.display_name = display;
  job.kind = in->kind;
  char *obj_name = opts.stop_after_obj && opts.output ? opts.output
                                                      : replace_suffix(in->given, ".o");

  if (opts.stop_after_pp || opts.dep_only) {
    job.preprocess_only = true;
    job.output = opts.output && !opts.dep_only ? opts.output : "-";
  } else if (in->kind == IN_ASM_CPP) {
    job.preprocess_only = true;
    job.output = create_temp_file(replace_suffix(in->given, ".s"));
  } else if (opts.stop_after_asm) {
    job.output = opts.output ? opts.output : replace_suffix(in->given, ".s");
  } else {
    job.output = create_temp_file(replace_suffix(in->given, ".s"));
  }

  if (opts.dep_only) {
    job.dep_output = opts.dep_file ? opts.dep_file : (opts.output ? opts.output : "-");
    job.dep_target = obj_name;
  } else if (opts.dep_write) {
    job.dep_output = dep_file_name(in);
    job.dep_target = dep_target_name(obj_name);
  }

  if (opts.verbose)
    fprintf(stderr, " %s/safecc -cc1%s %s -o %s\n", safecc_dir,
            job.preprocess_only ? " -E" : "", display ? display : in->path, job.output);
  if (run_in_child(compile_job, &job, "the compiler") != 0)
    return NULL;
  return job.output;
}

static bool assemble(char *asm_path, char *obj_path) {
  StringArray argv = {0};
  strarray_push(&argv, (char *)target->assembler);
  for (int i = 0; i < opts.as_args.len; i++)
    strarray_push(&argv, opts.as_args.data[i]);
  strarray_push(&argv, "-o");
  strarray_push(&argv, obj_path);
  strarray_push(&argv, asm_path);
  return run_command(&argv) == 0;
}

// Takes one input as far as the options ask (preprocessed text,
// assembly, or an object file).  Returns false if a step failed.
static bool process_input(Input *in) {
  char *display = NULL;
  if (!strcmp(in->path, "-")) {
    in->path = copy_stdin();
    display = "<stdin>";
  }

  bool asm_only_input = in->kind == IN_ASM;
  if (asm_only_input && (opts.stop_after_pp || opts.stop_after_asm || opts.dep_only ||
                         opts.syntax_only))
    return true; // nothing to do with assembly before assembling

  char *asm_path = in->path;
  if (!asm_only_input) {
    if (in->kind == IN_ASM_CPP && opts.stop_after_asm && !opts.stop_after_pp &&
        !opts.dep_only)
      return true;
    asm_path = compile_input(in, display);
    if (!asm_path)
      return false;
    if (opts.stop_after_pp || opts.stop_after_asm || opts.dep_only || opts.syntax_only)
      return true;
  }

  bool to_stdout = opts.stop_after_obj && opts.output && !strcmp(opts.output, "-");
  if (opts.stop_after_obj && !to_stdout)
    in->object = opts.output ? opts.output : replace_suffix(in->given, ".o");
  else
    in->object = create_temp_file(replace_suffix(in->given, ".o"));
  if (!assemble(asm_path, in->object))
    return false;
  return to_stdout ? copy_to_stdout(in->object) : true;
}

int main(int argc, char **argv) {
  safecc_dir = find_safecc_dir(argv[0]);
  StringArray args = expand_response_files(argc, argv);
  parse_args(args.len, args.data);
  ty_char->is_unsigned = !target->char_is_signed;
  if (opts.char_sign)
    ty_char->is_unsigned = opts.char_sign < 0;

  if (opts.verbose) {
    print_version(stderr);
    if (opts.num_inputs == 0)
      return 0;
  }
  check_inputs();
  if (opts.is_pie && opts.pic_level == 0) {
    // Our default is non-PIE code; an explicit -pie needs PIC objects.
    opt_fpic = true;
    opts.pic_level = 2;
    opts.pie_code = true;
  }
  setup_include_paths();
  if (opts.verbose)
    print_include_paths();

  bool failed = false;
  for (int i = 0; i < opts.num_inputs; i++) {
    Input *in = &opts.inputs[i];
    if (is_compiled(in) && !process_input(in))
      failed = true;
  }
  if (failed)
    return child_crashed ? 4 : 1;
  if (!linking())
    return 0;
  if (run_linker(opts.output ? opts.output : "a.out") == 0)
    return 0;
  return child_crashed ? 4 : 1;
}
