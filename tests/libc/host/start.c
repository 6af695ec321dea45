// start.c — the runtime's start-up for the host harness: main passes
// argc, argv and envp to the safe libc's start hook, then to the safe
// program's main (sc_main after renaming), then calls the safe exit.
extern void sc___libc_start_init(int, char **, char **);
extern int sc_main(int, char **, char **);
extern void sc_exit(int);

int main(int argc, char **argv, char **envp) {
  sc___libc_start_init(argc, argv, envp);
  sc_exit(sc_main(argc, argv, envp));
  return 0;
}
