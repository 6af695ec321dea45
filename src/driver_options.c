// driver_options.c — gcc's command line, read into `opts` (driver.h).
// Options are grouped by what they affect; each group is one function
// that returns false for an argument it does not know.

#include "driver.h"

// Every backend the driver knows, selected with --target=NAME.  The
// first entry is the default.
static Target *targets[] = {
  &target_x86_64,
};

static Target *find_target(char *name) {
  int n = sizeof(targets) / sizeof(*targets);
  for (int i = 0; i < n; i++) {
    if (!strcmp(name, targets[i]->name) || !strcmp(name, targets[i]->multiarch))
      return targets[i];
    // Accept triplets like x86_64-pc-linux-gnu too.
    int len = strlen(targets[i]->name);
    if (!strncmp(name, targets[i]->name, len) && name[len] == '-')
      return targets[i];
  }
  error("unknown target '%s'", name);
}

void print_version(FILE *out) {
  fprintf(out, "safecc version " SAFECC_VERSION " (C11 compiler with gcc-compatible options; presents itself as GCC 4.2.1)\n");
  fprintf(out, "Target: %s\n", target->multiarch);
}

static void print_help(void) {
  printf(
    "Usage: safecc [options] file...\n"
    "safecc is a small C11 compiler that works like cc.\n"
    "\n"
    "  -c  -S  -E            stop after assembling / compiling / preprocessing\n"
    "  -o FILE               write the output to FILE (-o- is standard output)\n"
    "  -I DIR  -isystem DIR  -iquote DIR  -idirafter DIR  -nostdinc\n"
    "  -D NAME[=VAL]  -U NAME  -include FILE\n"
    "  -x c|assembler|assembler-with-cpp|none   language of the following inputs\n"
    "  -M -MM -MD -MMD -MF FILE -MT T -MQ T -MP  make dependencies\n"
    "  -dM -E                print every macro defined at the end\n"
    "  -l LIB  -L DIR  -static  -shared  -pie  -no-pie  -rdynamic  -pthread\n"
    "  -Wl,ARGS  -Wa,ARGS  -Xlinker ARG  -Xassembler ARG\n"
    "  -fPIC -fpic -fPIE -fpie   position-independent code\n"
    "  -g  -g0               debugging information for gdb (DWARF), or none\n"
    "  -fsyntax-only  -funsigned-char  -fsigned-char  -fcommon  -w\n"
    "  -fno-fold-constants  -fno-register-locals  -fno-jump-tables\n"
    "  -fno-selective-zeroing  -fno-register-temporaries  -fno-compare-branch\n"
    "  -fno-elide-redundant-checks  -fno-frame-objects  -fno-allocate-at-declaration\n"
    "  -fno-hoist-checks  -fno-skip-unused-capabilities  -fno-count-args-once\n"
    "  -fno-check-hulls  -fno-shift-checks  -fno-pointed-places  -fno-inline\n"
    "  -fno-checks-across-calls  -fno-rotate-loops  -fno-cross-unit-escape\n"
    "  -fno-null-faults  -fno-checks-at-joins  -fno-divide-by-multiply\n"
    "  -fno-share-register-locals  -fno-frame-aux-arrays  -fno-float-memory-operands\n"
    "  -fno-fold-index-constants  -fno-drop-copies-back  -fno-compare-in-memory\n"
    "  -fno-index-member-arrays  -fno-load-widened-locals\n"
    "  -fno-builtin-sqrt  (also -fno-builtin, -ffreestanding)\n"
    "                        turn off one optimisation of the code generator\n"
    "  -std=c89|c99|c11|c17|gnu89|gnu99|gnu11|gnu17  -ansi\n"
    "  --target=NAME         compile for another backend (x86_64)\n"
    "  -v                    print the commands run\n"
    "  --version  --help\n"
    "\n"
    "Accepted and ignored: -O*, -W*, other -f*, -m64, -pedantic, -pipe.\n");
}

static void add_input(char *path, InputKind kind) {
  if (opts.num_inputs == opts.inputs_capacity) {
    opts.inputs_capacity = opts.inputs_capacity ? opts.inputs_capacity * 2 : 16;
    opts.inputs = xrealloc(opts.inputs, sizeof(Input) * opts.inputs_capacity);
  }
  opts.inputs[opts.num_inputs++] = (Input){path, kind, NULL, path};
}

// Splits "a,b,c" (the part after -Wl, or -Wa,) into separate arguments.
static void add_comma_list(char *list, bool for_linker) {
  char *copy = strdup(list);
  for (char *s = strtok(copy, ","); s; s = strtok(NULL, ","))
    if (for_linker)
      add_input(s, IN_LD_ARG);
    else
      strarray_push(&opts.as_args, s);
}

// What to do with an input: from -x if given, else from its suffix.
static InputKind input_kind(char *path, char *lang) {
  if (lang) {
    if (!strcmp(lang, "c"))
      return IN_C;
    if (!strcmp(lang, "cpp-output"))
      return IN_CPP_OUTPUT;
    if (!strcmp(lang, "assembler"))
      return IN_ASM;
    if (!strcmp(lang, "assembler-with-cpp"))
      return IN_ASM_CPP;
    error("language %s not recognized", lang);
  }
  if (ends_with(path, ".c"))
    return IN_C;
  if (ends_with(path, ".i"))
    return IN_CPP_OUTPUT;
  if (ends_with(path, ".s"))
    return IN_ASM;
  if (ends_with(path, ".S") || ends_with(path, ".sx"))
    return IN_ASM_CPP;
  return IN_LINKER;
}

// The value of an option that takes one: joined ("-Ifoo") or in the
// next argument ("-I foo").  NULL if argv[*i] is not option `opt`.
static char *option_value(int argc, char **argv, int *i, char *opt) {
  char *arg = argv[*i];
  int len = strlen(opt);
  if (strncmp(arg, opt, len))
    return NULL;
  if (arg[len])
    return arg + len;
  if (*i + 1 >= argc)
    error("missing argument to '%s'", opt);
  return argv[++*i];
}

// Same, but only the separate form ("-include foo").
static char *separate_value(int argc, char **argv, int *i, char *opt) {
  if (strcmp(argv[*i], opt))
    return NULL;
  if (*i + 1 >= argc)
    error("missing argument to '%s'", opt);
  return argv[++*i];
}

// -std=NAME: the __STDC_VERSION__ it implies and whether it is strict.
static void set_standard(char *name) {
  bool gnu = !strncmp(name, "gnu", 3);
  char *ver = name + (gnu ? 3 : 1);
  if (!gnu && name[0] != 'c' && strncmp(name, "iso9899:", 8))
    error("unrecognized command-line option '-std=%s'", name);
  if (!strncmp(name, "iso9899:", 8))
    ver = name + 8;

  opts.std_strict = !gnu;
  opts.std_c89 = false;
  if (!strcmp(ver, "89") || !strcmp(ver, "90") || !strcmp(ver, "1990"))
    opts.std_c89 = true;
  else if (!strcmp(ver, "199409"))
    opts.std_version = "199409L";
  else if (!strcmp(ver, "99") || !strcmp(ver, "9x") || !strcmp(ver, "1999"))
    opts.std_version = "199901L";
  else if (!strcmp(ver, "11") || !strcmp(ver, "1x") || !strcmp(ver, "2011"))
    opts.std_version = "201112L";
  else if (!strcmp(ver, "17") || !strcmp(ver, "18") || !strcmp(ver, "2017") ||
           !strcmp(ver, "2018"))
    opts.std_version = "201710L";
  else if (!strcmp(ver, "2x") || !strcmp(ver, "23"))
    opts.std_version = "202000L"; // gcc 12's value for the draft
  else
    error("unrecognized command-line option '-std=%s'", name);
}

// -f options.  Those that change code generation or the predefined
// macros are honoured; every other -f is accepted and ignored, because
// build systems pass many of them.
static void parse_f_option(char *arg) {
  if (!strcmp(arg, "-fPIC") || !strcmp(arg, "-fPIE")) {
    opt_fpic = true;
    opts.pic_level = 2;
    opts.pie_code = arg[3] == 'I' && arg[4] == 'E';
  } else if (!strcmp(arg, "-fpic") || !strcmp(arg, "-fpie")) {
    opt_fpic = true;
    opts.pic_level = 1;
    opts.pie_code = !strcmp(arg, "-fpie");
  } else if (!strcmp(arg, "-fno-pic") || !strcmp(arg, "-fno-PIC") ||
             !strcmp(arg, "-fno-pie") || !strcmp(arg, "-fno-PIE")) {
    opt_fpic = false;
    opts.pic_level = 0;
    opts.pie_code = false;
  } else if (!strcmp(arg, "-fsyntax-only")) {
    opts.syntax_only = true;
  } else if (!strcmp(arg, "-fsigned-char") || !strcmp(arg, "-fno-unsigned-char")) {
    opts.char_sign = 1;
  } else if (!strcmp(arg, "-funsigned-char") || !strcmp(arg, "-fno-signed-char")) {
    opts.char_sign = -1;
  } else if (!strcmp(arg, "-ffreestanding")) {
    opts.freestanding = true;
    opt_builtin_sqrt = false; // no C library to follow
  } else if (!strcmp(arg, "-fcommon")) {
    opt_fcommon = true;
  } else if (!strcmp(arg, "-fsafe")) {
    opt_safe = true;
  } else if (!strcmp(arg, "-funsafe")) {
    opt_safe = false;
  } else if (!strcmp(arg, "-fno-common")) {
    opt_fcommon = false;
  } else if (!strcmp(arg, "-finline") || !strcmp(arg, "-fno-inline")) {
    opt_inline = arg[2] != 'n';
  } else if (!strcmp(arg, "-ffold-constants") || !strcmp(arg, "-fno-fold-constants")) {
    opt_fold_constants = arg[2] != 'n';
  } else if (!strcmp(arg, "-fregister-locals") || !strcmp(arg, "-fno-register-locals")) {
    opt_register_locals = arg[2] != 'n';
  } else if (!strcmp(arg, "-fjump-tables") || !strcmp(arg, "-fno-jump-tables")) {
    opt_jump_tables = arg[2] != 'n';
  } else if (!strcmp(arg, "-fselective-zeroing") || !strcmp(arg, "-fno-selective-zeroing")) {
    opt_selective_zeroing = arg[2] != 'n';
  } else if (!strcmp(arg, "-fregister-temporaries") || !strcmp(arg, "-fno-register-temporaries")) {
    opt_register_temporaries = arg[2] != 'n';
  } else if (!strcmp(arg, "-fcompare-branch") || !strcmp(arg, "-fno-compare-branch")) {
    opt_compare_branch = arg[2] != 'n';
  } else if (!strcmp(arg, "-felide-redundant-checks") ||
             !strcmp(arg, "-fno-elide-redundant-checks")) {
    opt_elide_checks = arg[2] != 'n';
  } else if (!strcmp(arg, "-fcheck-hulls") || !strcmp(arg, "-fno-check-hulls")) {
    opt_check_hulls = arg[2] != 'n';
  } else if (!strcmp(arg, "-fchecks-at-joins") || !strcmp(arg, "-fno-checks-at-joins")) {
    opt_checks_at_joins = arg[2] != 'n';
  } else if (!strcmp(arg, "-frotate-loops") || !strcmp(arg, "-fno-rotate-loops")) {
    opt_rotate_loops = arg[2] != 'n';
  } else if (!strcmp(arg, "-fdivide-by-multiply") || !strcmp(arg, "-fno-divide-by-multiply")) {
    opt_divide_by_multiply = arg[2] != 'n';
  } else if (!strcmp(arg, "-fshare-register-locals") ||
             !strcmp(arg, "-fno-share-register-locals")) {
    opt_share_register_locals = arg[2] != 'n';
  } else if (!strcmp(arg, "-fchecks-across-calls") || !strcmp(arg, "-fno-checks-across-calls")) {
    opt_checks_across_calls = arg[2] != 'n';
  } else if (!strcmp(arg, "-fshift-checks") || !strcmp(arg, "-fno-shift-checks")) {
    opt_shift_checks = arg[2] != 'n';
  } else if (!strcmp(arg, "-fpointed-places") || !strcmp(arg, "-fno-pointed-places")) {
    opt_pointed_places = arg[2] != 'n';
  } else if (!strcmp(arg, "-fhoist-checks") || !strcmp(arg, "-fno-hoist-checks")) {
    opt_hoist_checks = arg[2] != 'n';
  } else if (!strcmp(arg, "-fskip-unused-capabilities") ||
             !strcmp(arg, "-fno-skip-unused-capabilities")) {
    opt_skip_unused_caps = arg[2] != 'n';
  } else if (!strcmp(arg, "-fframe-objects") || !strcmp(arg, "-fno-frame-objects")) {
    opt_frame_objects = arg[2] != 'n';
  } else if (!strcmp(arg, "-ffloat-memory-operands") ||
             !strcmp(arg, "-fno-float-memory-operands")) {
    opt_float_memory_operands = arg[2] != 'n';
  } else if (!strcmp(arg, "-ffold-index-constants") ||
             !strcmp(arg, "-fno-fold-index-constants")) {
    opt_fold_index_constants = arg[2] != 'n';
  } else if (!strcmp(arg, "-fload-widened-locals") ||
             !strcmp(arg, "-fno-load-widened-locals")) {
    opt_load_widened_locals = arg[2] != 'n';
  } else if (!strcmp(arg, "-findex-member-arrays") ||
             !strcmp(arg, "-fno-index-member-arrays")) {
    opt_index_member_arrays = arg[2] != 'n';
  } else if (!strcmp(arg, "-fcompare-in-memory") || !strcmp(arg, "-fno-compare-in-memory")) {
    opt_compare_in_memory = arg[2] != 'n';
  } else if (!strcmp(arg, "-fdrop-copies-back") || !strcmp(arg, "-fno-drop-copies-back")) {
    opt_drop_copies_back = arg[2] != 'n';
  } else if (!strcmp(arg, "-fframe-aux-arrays") || !strcmp(arg, "-fno-frame-aux-arrays")) {
    opt_frame_aux_arrays = arg[2] != 'n';
  } else if (!strcmp(arg, "-fcross-unit-escape") || !strcmp(arg, "-fno-cross-unit-escape")) {
    opt_cross_unit_escape = arg[2] != 'n';
  } else if (!strcmp(arg, "-fnull-faults") || !strcmp(arg, "-fno-null-faults")) {
    opt_null_faults = arg[2] != 'n';
  } else if (!strcmp(arg, "-fallocate-at-declaration") ||
             !strcmp(arg, "-fno-allocate-at-declaration")) {
    opt_allocate_at_declaration = arg[2] != 'n';
  } else if (!strcmp(arg, "-fcount-args-once") || !strcmp(arg, "-fno-count-args-once")) {
    opt_count_args_once = arg[2] != 'n';
  } else if (!strcmp(arg, "-fbuiltin") || !strcmp(arg, "-fbuiltin-sqrt") ||
             !strcmp(arg, "-fno-builtin") || !strcmp(arg, "-fno-builtin-sqrt")) {
    opt_builtin_sqrt = arg[2] == 'b';
  }
}

// Options about make dependencies (-M...).  Returns false if `arg` is
// not one of them.
static bool parse_dep_option(int argc, char **argv, int *i) {
  char *arg = argv[*i];
  char *val;
  if (!strcmp(arg, "-M") || !strcmp(arg, "-MM")) {
    opts.dep_only = true;
    opts.dep_no_system = arg[2] == 'M';
  } else if (!strcmp(arg, "-MD") || !strcmp(arg, "-MMD")) {
    opts.dep_write = true;
    opts.dep_no_system = arg[2] == 'M';
  } else if (!strcmp(arg, "-MP")) {
    opts.dep_phony = true;
  } else if (!strcmp(arg, "-MG")) {
    // Missing headers are errors for us anyway.
  } else if ((val = option_value(argc, argv, i, "-MF"))) {
    opts.dep_file = val;
  } else if ((val = option_value(argc, argv, i, "-MT"))) {
    strarray_push(&opts.dep_targets, val);
  } else if ((val = option_value(argc, argv, i, "-MQ"))) {
    // Quote like a file name: reuse the -M quoting by writing it raw
    // through a dependency-style quote.
    char *buf = xcalloc(1, strlen(val) * 3 + 1);
    char *q = buf;
    for (char *p = val; *p; p++) {
      if (*p == '$')
        *q++ = '$';
      else if (*p == ' ' || *p == '\t' || *p == '#')
        *q++ = '\\';
      *q++ = *p;
    }
    strarray_push(&opts.dep_targets, buf);
  } else {
    return false;
  }
  return true;
}

static bool parse_pp_option(int argc, char **argv, int *i);

// -Wp,a,b,c and -Xpreprocessor: options for the preprocessor itself.  In
// that dialect -MD and -MMD take the rule's file name as their next
// argument (build systems such as Linux's use -Wp,-MD,file).  Anything
// we do not know is ignored, as before.
static void parse_preprocessor_list(char *list) {
  StringArray args = {0};
  strarray_push(&args, "safecc");
  char *copy = strdup(list);
  for (char *s = strtok(copy, ","); s; s = strtok(NULL, ","))
    strarray_push(&args, s);

  for (int i = 1; i < args.len; i++) {
    char *arg = args.data[i];
    if ((!strcmp(arg, "-MD") || !strcmp(arg, "-MMD")) && i + 1 < args.len) {
      opts.dep_write = true;
      opts.dep_no_system = arg[2] == 'M';
      opts.dep_file = args.data[++i];
    } else {
      parse_pp_option(args.len, args.data, &i);
    }
  }
}

// Options about the preprocessor.  Returns false if not one of them.
static bool parse_pp_option(int argc, char **argv, int *i) {
  char *arg = argv[*i];
  char *val;
  if ((val = separate_value(argc, argv, i, "-include"))) {
    strarray_push(&opts.pre_includes, val);
  } else if ((val = option_value(argc, argv, i, "-iquote"))) {
    strarray_push(&opts.quote_dirs, val);
  } else if ((val = option_value(argc, argv, i, "-isystem"))) {
    strarray_push(&opts.system_dirs, val);
  } else if ((val = option_value(argc, argv, i, "-idirafter"))) {
    strarray_push(&opts.after_dirs, val);
  } else if (!strcmp(arg, "-nostdinc")) {
    opts.nostdinc = true;
  } else if ((val = option_value(argc, argv, i, "-I"))) {
    strarray_push(&opts.user_dirs, val);
  } else if ((val = option_value(argc, argv, i, "-D"))) {
    strarray_push(&opts.macro_ops, format("D%s", val));
  } else if ((val = option_value(argc, argv, i, "-U"))) {
    strarray_push(&opts.macro_ops, format("U%s", val));
  } else if (!strcmp(arg, "-dM")) {
    opts.dump_macros = true;
  } else if (!strcmp(arg, "-P") || !strcmp(arg, "-C") || !strcmp(arg, "-CC")) {
    // -E output details we do not vary; accepted.
  } else if (!strncmp(arg, "-Wp,", 4)) {
    parse_preprocessor_list(arg + 4);
  } else if ((val = separate_value(argc, argv, i, "-Xpreprocessor"))) {
    parse_preprocessor_list(val);
  } else {
    return parse_dep_option(argc, argv, i);
  }
  return true;
}

// Options about assembling and linking.  Returns false if not one of them.
static bool parse_link_option(int argc, char **argv, int *i) {
  char *arg = argv[*i];
  char *val;
  if (!strncmp(arg, "-Wl,", 4)) {
    add_comma_list(arg + 4, true);
  } else if (!strncmp(arg, "-Wa,", 4)) {
    add_comma_list(arg + 4, false);
  } else if ((val = separate_value(argc, argv, i, "-Xlinker"))) {
    add_input(val, IN_LD_ARG);
  } else if ((val = separate_value(argc, argv, i, "-Xassembler"))) {
    strarray_push(&opts.as_args, val);
  } else if ((val = option_value(argc, argv, i, "-l"))) {
    add_input(format("-l%s", val), IN_LD_ARG);
  } else if ((val = option_value(argc, argv, i, "-L"))) {
    strarray_push(&opts.lib_dirs, val);
  } else if ((val = separate_value(argc, argv, i, "-z"))) {
    add_input("-z", IN_LD_ARG);
    add_input(val, IN_LD_ARG);
  } else if ((val = option_value(argc, argv, i, "-T"))) {
    add_input("-T", IN_LD_ARG);
    add_input(val, IN_LD_ARG);
  } else if ((val = separate_value(argc, argv, i, "-u"))) {
    add_input("-u", IN_LD_ARG);
    add_input(val, IN_LD_ARG);
  } else if ((val = separate_value(argc, argv, i, "-e"))) {
    add_input("-e", IN_LD_ARG);
    add_input(val, IN_LD_ARG);
  } else if (!strcmp(arg, "-s")) {
    add_input("-s", IN_LD_ARG);
  } else if (!strcmp(arg, "-static")) {
    opts.is_static = true;
  } else if (!strcmp(arg, "-shared")) {
    opts.is_shared = true;
  } else if (!strcmp(arg, "-pie")) {
    opts.is_pie = true;
  } else if (!strcmp(arg, "-no-pie") || !strcmp(arg, "-nopie")) {
    opts.is_pie = false;
  } else if (!strcmp(arg, "-rdynamic")) {
    opts.rdynamic = true;
  } else if (!strcmp(arg, "-pthread")) {
    opts.pthread = true;
  } else if (!strcmp(arg, "-nostdlib")) {
    opts.nostartfiles = opts.nodefaultlibs = true;
  } else if (!strcmp(arg, "-nostartfiles")) {
    opts.nostartfiles = true;
  } else if (!strcmp(arg, "-nodefaultlibs")) {
    opts.nodefaultlibs = true;
  } else if (!strcmp(arg, "-static-libgcc") || !strcmp(arg, "-shared-libgcc")) {
    // we always link libgcc the same way
  } else {
    return false;
  }
  return true;
}

// Options that print something and exit.  Returns false if not one.
static bool parse_query_option(char *arg) {
  if (!strcmp(arg, "--help")) {
    print_help();
  } else if (!strcmp(arg, "--version")) {
    print_version(stdout);
    printf("This is free software; see the source for copying conditions.\n");
  } else if (!strcmp(arg, "-dumpversion") || !strcmp(arg, "-dumpfullversion")) {
    printf("4.2.1\n");
  } else if (!strcmp(arg, "-dumpmachine")) {
    printf("%s\n", target->multiarch);
  } else if (!strcmp(arg, "-print-search-dirs")) {
    print_search_dirs();
  } else if (!strncmp(arg, "-print-file-name=", 17)) {
    printf("%s\n", find_library_file(arg + 17));
  } else if (!strncmp(arg, "-print-prog-name=", 17)) {
    printf("%s\n", arg + 17);
  } else if (!strcmp(arg, "-print-libgcc-file-name")) {
    printf("%s\n", find_library_file("libgcc.a"));
  } else if (!strcmp(arg, "-print-multiarch")) {
    printf("%s\n", target->multiarch);
  } else if (!strcmp(arg, "-print-multi-os-directory")) {
    printf("../lib\n"); // Debian's answer: libraries live in lib/<triplet>
  } else if (!strcmp(arg, "-print-multi-directory")) {
    printf(".\n");
  } else if (!strcmp(arg, "-print-sysroot")) {
    printf("\n");
  } else {
    return false;
  }
  return true;
}

// Options that are accepted and change nothing for us.
static bool is_ignored_option(char *arg) {
  if (!strncmp(arg, "-O", 2) || !strcmp(arg, "-pipe") ||
      !strcmp(arg, "-pedantic") || !strcmp(arg, "-pedantic-errors"))
    return true;
  // -W... warnings (-Wl, -Wa, and -Wp, are handled before this)
  if (!strncmp(arg, "-W", 2))
    return true;
  // -m options: we only generate 64-bit code, so refuse the others.
  if (!strncmp(arg, "-m", 2)) {
    if (!strcmp(arg, "-m32") || !strcmp(arg, "-mx32") || !strcmp(arg, "-m16"))
      error("'%s' is not supported: safecc only generates 64-bit code", arg);
    return true;
  }
  return false;
}

// Reads the whole command line into `opts`.  The target is chosen here
// too, because the query options print target facts.
void parse_args(int argc, char **argv) {
  // --target first, so every later option sees the right target.
  target = targets[0];
  for (int i = 1; i < argc; i++) {
    if (!strncmp(argv[i], "--target=", 9))
      target = find_target(argv[i] + 9);
    else if (!strcmp(argv[i], "-target") && i + 1 < argc)
      target = find_target(argv[++i]);
  }

  char *lang = NULL;
  for (int i = 1; i < argc; i++) {
    char *arg = argv[i];
    char *val;

    if (arg[0] != '-' || !strcmp(arg, "-")) {
      add_input(arg, input_kind(arg, lang));
      continue;
    }
    if (!strncmp(arg, "--target=", 9)) {
      continue;
    }
    if (!strcmp(arg, "-target")) {
      i++;
      continue;
    }
    if ((val = option_value(argc, argv, &i, "-o"))) {
      opts.output = val;
    } else if (!strcmp(arg, "-c")) {
      opts.stop_after_obj = true;
    } else if (!strcmp(arg, "-S")) {
      opts.stop_after_asm = true;
    } else if (!strcmp(arg, "-E")) {
      opts.stop_after_pp = true;
    } else if (!strcmp(arg, "-v")) {
      opts.verbose = true;
    } else if (!strcmp(arg, "-w")) {
      opt_w = true;
    } else if ((val = option_value(argc, argv, &i, "-x"))) {
      lang = strcmp(val, "none") ? val : NULL;
      if (lang)
        input_kind("", lang); // reject unknown languages now
    } else if (!strncmp(arg, "-std=", 5)) {
      set_standard(arg + 5);
    } else if (!strcmp(arg, "-ansi")) {
      set_standard("c89");
    } else if (!strncmp(arg, "-f", 2)) {
      parse_f_option(arg);
    } else if (parse_pp_option(argc, argv, &i) || parse_link_option(argc, argv, &i)) {
      // handled
    } else if (parse_query_option(arg)) {
      exit(0);
    } else if (!strncmp(arg, "-g", 2)) {
      // -g, -g1..3, -ggdb, -gdwarf-4 ...: line tables, functions,
      // variables and types (src/debug.c); -g0 turns them off again.
      opt_debug_info = strcmp(arg, "-g0") != 0;
    } else if (is_ignored_option(arg)) {
      // accepted
    } else if (separate_value(argc, argv, &i, "--param")) {
      // accepted
    } else {
      error("unknown argument: '%s'", arg);
    }
  }
}

// Reads an @FILE response file: arguments separated by white space,
// with '...' and "..." quoting and backslash escapes, as gcc reads them.
static void read_response_file(char *path, StringArray *out) {
  char *text = read_file(path);
  if (!text)
    error("cannot open %s: %s", path, strerror(errno));
  char *p = text;
  for (;;) {
    while (isspace((unsigned char)*p))
      p++;
    if (!*p)
      return;
    char *arg = xcalloc(1, strlen(p) + 1);
    char *q = arg;
    char quote = 0;
    for (; *p && (quote || !isspace((unsigned char)*p)); p++) {
      if (quote && *p == quote)
        quote = 0;
      else if (!quote && (*p == '\'' || *p == '"'))
        quote = *p;
      else if (*p == '\\' && p[1])
        *q++ = *++p;
      else
        *q++ = *p;
    }
    strarray_push(out, arg);
  }
}

// The command line with every @FILE argument replaced by its contents.
StringArray expand_response_files(int argc, char **argv) {
  StringArray args = {0};
  for (int i = 0; i < argc; i++) {
    if (i > 0 && argv[i][0] == '@' && argv[i][1] && file_exists(argv[i] + 1))
      read_response_file(argv[i] + 1, &args);
    else
      strarray_push(&args, argv[i]);
  }
  return args;
}
