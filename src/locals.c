// locals.c — where each local of a function lives: in a register for the
// whole function, in a frame slot, or (safe mode) as an object on the GC
// heap.  This is policy; the backend gives the chosen locals their
// registers, lays out the frame, saves and restores registers, and
// allocates the objects.
//
// Register locals (docs/codegen-x86_64.md, "Register locals"): a local may
// live in a register when no code can reach it through memory: its address
// is never taken, it is not volatile or atomic, and it is of a kind the
// target keeps in registers (RegisterKinds: integers of at most 8 bytes,
// pointers, float and double; the backend chooses each kind's
// registers and asks for each kind separately).  The
// function must not contain asm (which may name the registers) or call
// setjmp or another function that returns twice: gcc -O0 keeps every local
// in memory, so code that longjmps back relies on locals keeping the values
// they had at the longjmp, and a register would come back with its value
// at the setjmp.  Each local's uses are counted, weighted by 8 per
// enclosing loop (up to 5 loops); the busiest ones (at least MIN_WEIGHT)
// get the registers.

#include "codegen.h"

// A safe-mode local that is an object, with a header and a capability,
// rather than a plain frame slot only the compiler reaches: arrays,
// structs, unions, VLAs and everything whose address is taken.  Accesses
// to it are checked.  It lives in the frame or on the GC heap.
bool is_object_local(Obj *var) {
  if (!opt_safe || !var->is_local)
    return false;
  return value_is_address(var->ty) || var->is_addr_taken;
}

// Can object local `var` live in the frame as far as its own kind goes?
// VLAs and locals aligned beyond 16 bytes stay on the heap.
static bool fits_in_frame(Obj *var) {
  return opt_frame_objects && is_object_local(var) && !var->address_escapes &&
         var->ty->kind != TY_VLA && local_align(var) <= 16;
}

// An object local that lives in the frame, its 16-byte header just below
// it (docs/safe-mode.md, "Frame objects"): escape.c proved that its
// address cannot outlive the call.
bool is_frame_object(Obj *var) {
  return fits_in_frame(var) && var->noescape_markers.len == 0;
}

// An object local whose address goes only to functions of other units
// that may not keep it: it lives in the frame when the link defined the
// markers saying they do not (escape.c), otherwise on the heap.  Its slot
// holds its address either way, as a boxed local's does
// (docs/safe-mode.md, "Escape facts across units").
bool is_linked_frame_object(Obj *var) {
  return fits_in_frame(var) && var->noescape_markers.len > 0;
}

// An object local on the GC heap (DESIGN §4: it lives as long as a
// pointer to it), or a linked frame object.  Its frame slot holds the
// object's address, which is also its capability.
bool is_boxed(Obj *var) {
  return is_object_local(var) && !is_frame_object(var);
}

// A frame object (or a linked one's frame copy) that can hold pointers
// keeps its aux array in the frame too, below its header, when it is at
// most this big (-fno-frame-aux-arrays).  Otherwise the first pointer
// stored into it makes the runtime allocate one on the heap: snprintf's
// `va_list` (an 8-byte frame object holding the arguments' pointer) paid a
// heap allocation and its share of collections at every call.  The array
// is zeroed whenever the object is made or its capabilities dropped, so a
// big object would pay for words no pointer is stored in.
enum { MAX_FRAME_AUX_BYTES = 256 };

int frame_aux_words(Obj *var) {
  if (!opt_frame_aux_arrays || !fits_in_frame(var) || !type_has_pointer(var->ty) ||
      var->ty->size > MAX_FRAME_AUX_BYTES)
    return 0;
  return (var->ty->size + 7) / 8;
}

// The bytes of frame below the object's header that hold its aux array:
// its words rounded up to 16 bytes, and 16 more, since an aux array is
// 32-aligned (its address shares a word with 5 tag bits) and the frame
// only 16-aligned.  The array starts at the first 32-aligned address at
// or above payload - 16 - frame_aux_bytes(var).
int frame_aux_bytes(Obj *var) {
  int words = frame_aux_words(var);
  return words ? align_to64(8 * words, 16) + 16 : 0;
}

// A boxed local whose object is allocated when its declaration is reached
// rather than by the prologue (-fno-allocate-at-declaration): a local
// declared in a branch costs nothing on the paths that do not declare it.
// Only when no label or case in its scope can let a jump skip the
// declaration (Obj.may_be_bypassed): C allows such a jump, and the object
// must exist after it.
bool is_allocated_at_declaration(Obj *var) {
  return opt_allocate_at_declaration && is_boxed(var) && var->has_decl_node &&
         !var->may_be_bypassed;
}

// A frame object of at most this many bytes whose declaration no jump
// can skip is made where the declaration is reached: its header written
// and its payload zeroed there, not by the prologue.  A function whose
// objects are declared in branches (an interpreter's `lua_Integer i1;
// tointeger(v, &i1)` in a few of its cases) then pays only for those it
// reaches: Lua's luaV_execute zeroed 16 such objects, 48 stores, at every
// entry.  A larger object stays the prologue's, since in a loop the
// declaration is reached at every iteration and zeroing a big array each
// time would cost more than zeroing it once.
// A bigger one whose initializer zeroes it anyway (`Sink out = {.str =
// s}`: every `= {...}` of an array or struct begins with ND_MEMZERO) is
// made there too, the zeroing then done once instead of also in the
// prologue (snprintf's 176-byte Sink was zeroed twice, its aux array too).
enum { MAX_MADE_AT_DECLARATION = 64 };

static bool is_zeroed_by_initializer(Obj *var) {
  Node *first = var->decl_init;
  while (first && first->kind == ND_COMMA)
    first = first->lhs;
  return first && first->kind == ND_MEMZERO && first->var == var;
}

bool is_frame_object_made_at_declaration(Obj *var) {
  return opt_allocate_at_declaration && is_frame_object(var) && var->has_decl_node &&
         !var->may_be_bypassed &&
         (var->ty->size <= MAX_MADE_AT_DECLARATION || is_zeroed_by_initializer(var));
}

// A local used fewer times than this does not pay for saving the register:
// the prologue and epilogue save and restore it (two instructions on
// every call), and on x86_64 a frame slot is an operand as cheap as a
// register in most instructions.  5 rather than 3: short functions called
// often (Lua's index2value) kept 5 registers for locals used 3 or 4
// times; -funsafe lua-strings runs 3.6% fewer instructions with 5, and 8
// gains nothing more (bench/run-suite.sh callgrind inputs, 2026-12-06).
enum { MIN_WEIGHT = 5 };

typedef struct {
  HashMap weights; // Obj * -> weight, stored as (void *)(intptr_t)
  bool disqualified;
  int kinds;       // RegisterKinds that qualify
} UseCount;

static bool can_live_in_register(Obj *var, int kinds) {
  Type *ty = var->ty;
  if (!var->is_local || var->is_addr_taken || ty->is_volatile || ty->is_atomic)
    return false;
  if (var->align > 8)
    return false;
  switch (ty->kind) {
  case TY_BOOL: case TY_CHAR: case TY_SHORT: case TY_INT: case TY_LONG:
  case TY_ENUM:
    return kinds & REGISTER_INTEGERS;
  case TY_PTR:
    return kinds & REGISTER_POINTERS;
  case TY_FLOAT: case TY_DOUBLE:
    return kinds & REGISTER_FLOATS;
  default:
    return false;
  }
}

// Functions after whose call control can come back a second time.
static bool returns_twice(Obj *fn) {
  static char *names[] = {"setjmp", "_setjmp", "__setjmp", "sigsetjmp", "__sigsetjmp",
                          "savectx", "vfork", "getcontext", "__builtin_setjmp"};
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    if (!strcmp(fn->name, names[i]))
      return true;
  return false;
}

static void count_use(Node *node, int loop_depth, void *ctx) {
  UseCount *uc = ctx;
  if (node->kind == ND_ASM) {
    uc->disqualified = true;
    return;
  }
  if (node->kind == ND_FUNCALL) {
    Obj *callee = direct_callee(node);
    if (callee && returns_twice(callee))
      uc->disqualified = true;
    return;
  }
  if (node->kind != ND_VAR || !can_live_in_register(node->var, uc->kinds))
    return;
  int64_t weight = 1;
  for (int i = 0; i < loop_depth && i < 5; i++)
    weight *= 8;
  char *key = (char *)&node->var;
  intptr_t old = (intptr_t)hashmap_get2(&uc->weights, key, sizeof(Obj *));
  hashmap_put2(&uc->weights, key, sizeof(Obj *), (void *)(old + weight));
}

// Where each local of a function body is declared, for register
// sharing: its block's place in a depth-first numbering of the blocks,
// [first, end) covering the block and every block inside it, so that
// one block is inside another exactly when its interval is inside the
// other's.  Statements are followed through if, loops, switch, case and
// labels; a local whose block is not reached that way (parameters,
// `for` declarations, blocks inside statement expressions) has no
// interval and shares with nothing, which is always safe.
typedef struct {
  int first, end;
} Scope;

typedef struct {
  HashMap scope_of; // Obj * (the key is the ND_DECL's `var` field) -> Scope *
  int count;        // blocks numbered so far
} Scopes;

static void number_blocks(Scopes *sc, Node *node) {
  if (!node)
    return;
  switch (node->kind) {
  case ND_BLOCK: {
    Scope *scope = xcalloc(1, sizeof(Scope));
    scope->first = sc->count++;
    for (Node *s = node->body; s; s = s->next) {
      // (the parser's rule: a declaration is `s` itself or a block of
      // declarations standing for one statement, and decl_stmt is `s`)
      for (Node *n = s->kind == ND_BLOCK ? s->body : s; n; n = s->kind == ND_BLOCK ? n->next : NULL)
        if (n->kind == ND_DECL && n->var->decl_stmt == s)
          hashmap_put2(&sc->scope_of, (char *)&n->var, sizeof(Obj *), scope);
      number_blocks(sc, s);
    }
    scope->end = sc->count;
    return;
  }
  case ND_IF:
    number_blocks(sc, node->then);
    number_blocks(sc, node->els);
    return;
  case ND_FOR: case ND_DO: case ND_SWITCH:
    number_blocks(sc, node->then);
    return;
  case ND_CASE: case ND_LABEL:
    number_blocks(sc, node->lhs);
    return;
  default:
    return;
  }
}

static Scope *scope_of(Scopes *sc, Obj *var) {
  return hashmap_get2(&sc->scope_of, (char *)&var, sizeof(Obj *));
}

// Can locals declared in blocks a and b share a register?  When neither
// block is inside the other, their lifetimes never overlap: leaving a
// block ends its locals, and entering it again starts them anew.
static bool scopes_disjoint(Scope *a, Scope *b) {
  return a && b && (a->end <= b->first || b->end <= a->first);
}

// Candidates for one register: locals whose scopes are pairwise
// disjoint.  The group weighs as much as its heaviest local: only one of
// them is live on any path, so a sum would overrate it (Lua's `ra`, one
// per opcode's block, took `ci`'s register that way and lua-fib ran 2.9%
// more instructions).
typedef struct {
  Obj **vars;
  Scope **scopes;
  int n;
  intptr_t weight;
} Group;

// Adds var (declared in `scope`, NULL for none, of weight w) to the
// first group all of whose locals it can share a register with, or to a
// new group.
static void add_to_group(Group **groups, int *num, Obj *var, Scope *scope, intptr_t w) {
  Group *g = NULL;
  for (int i = 0; scope && !g && i < *num; i++) {
    bool fits = true;
    for (int j = 0; fits && j < (*groups)[i].n; j++)
      fits = scopes_disjoint(scope, (*groups)[i].scopes[j]);
    if (fits)
      g = &(*groups)[i];
  }
  if (!g) {
    *groups = xrealloc(*groups, sizeof(Group) * (*num + 1));
    g = &(*groups)[(*num)++];
    *g = (Group){0};
  }
  g->vars = xrealloc(g->vars, sizeof(Obj *) * (g->n + 1));
  g->scopes = xrealloc(g->scopes, sizeof(Scope *) * (g->n + 1));
  g->vars[g->n] = var;
  g->scopes[g->n++] = scope;
  if (w > g->weight)
    g->weight = w;
}

// Chooses up to `max` (at most MAX_REGISTER_LOCALS) registers' worth of
// locals of fn: chosen[i] gets register i for the whole function, busiest
// first; `kinds` (RegisterKinds) says which types qualify.  With `shared`
// not null (-fshare-register-locals), locals declared in blocks neither
// inside the other may also share one (Lua's `ra` in every opcode's
// block): shared[k] lives in the register of chosen[shared[k].with].
// Returns how many registers; *num_shared gets the sharers' count.
int choose_register_locals(Obj *fn, int max, int kinds, Obj **chosen, SharedLocal **shared,
                           int *num_shared) {
  if (num_shared)
    *num_shared = 0;
  if (!opt_register_locals)
    return 0;
  max = MIN(max, MAX_REGISTER_LOCALS);
  UseCount uc = {.kinds = kinds};
  walk(fn->body, count_use, &uc);
  if (uc.disqualified)
    return 0;
  Scopes sc = {0};
  bool share = shared && opt_share_register_locals;
  if (share)
    number_blocks(&sc, fn->body);
  // Candidates heaviest first, in list order among equal weights (so the
  // output does not depend on hash order), each into a group.
  Obj **order = NULL;
  intptr_t *weights = NULL;
  int n = 0;
  for (Obj *var = fn->locals; var; var = var->next) {
    if (!can_live_in_register(var, kinds))
      continue;
    intptr_t w = (intptr_t)hashmap_get2(&uc.weights, (char *)&var, sizeof(Obj *));
    if (w <= 0)
      continue;
    order = xrealloc(order, sizeof(Obj *) * (n + 1));
    weights = xrealloc(weights, sizeof(intptr_t) * (n + 1));
    int i = n++;
    for (; i > 0 && weights[i - 1] < w; i--) {
      order[i] = order[i - 1];
      weights[i] = weights[i - 1];
    }
    order[i] = var;
    weights[i] = w;
  }
  Group *groups = NULL;
  int num_groups = 0;
  for (int i = 0; i < n; i++)
    add_to_group(&groups, &num_groups, order[i], share ? scope_of(&sc, order[i]) : NULL,
                 weights[i]);
  // The heaviest groups get the registers (stable: earlier groups first
  // among equals).
  int num = 0;
  for (int taken = 0; taken < max; taken++) {
    int best = -1;
    for (int i = 0; i < num_groups; i++)
      if (groups[i].n && groups[i].weight >= MIN_WEIGHT &&
          (best < 0 || groups[i].weight > groups[best].weight))
        best = i;
    if (best < 0)
      break;
    Group *g = &groups[best];
    chosen[num] = g->vars[0];
    for (int j = 1; j < g->n; j++) {
      *shared = xrealloc(*shared, sizeof(SharedLocal) * (*num_shared + 1));
      (*shared)[(*num_shared)++] = (SharedLocal){g->vars[j], num};
    }
    num++;
    g->n = 0; // taken
  }
  return num;
}

