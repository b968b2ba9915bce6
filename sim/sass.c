/* sass.c -- SASS text (cuobjdump -sass, nvdisasm) to a mini-ISA workload.
 * See sass.h for the rules; the opcode table below holds every pipe,
 * latency and FLOP count the importer assumes. */
#include "sass.h"
#include "workload.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NREG 263          /* R0..R255, then P0..P6 */
#define REG_P0 256
#define MAX_OPS 12
#define MAX_LIST 4096     /* instructions in the expanded loop body */
#define NSCRATCH 4
#define SASS_MAX_OFFSET 0xffffffffL /* an immediate offset in SASS is at most 32 bits */
#define MINI_MAX (SIM_MAX_REGS - NSCRATCH)

/* ---- the opcode table --------------------------------------------------
 * Latencies in SM cycles for dependent issue; pipes as the simulator's
 * unit= names.  Measured on the H200 with dependent chains of one thread
 * (cuda/oplat.cu, validate/results/h200/oplat/): IMAD 4, IMAD.HI 9, FFMA and
 * FADD 4, ISETP + SEL 8 for the pair, I2F.U32.RP and F2I.FTZ.U32.TRUNC 17,
 * MUFU.RCP 19, I2FP 4.  The rest are the commonly published Volta..Hopper
 * figures, assumptions until measured (sim/README.md says so). */
enum {
    K_ALU, K_UNIFORM, K_CTRL, K_LD, K_ST, K_ATOM, K_RED, K_LDGSTS, K_DEPBAR,
    K_SHLD, K_SHST, K_SKIP, K_BAR
};
typedef struct {
    const char *op;
    int kind, unit, lat, flops;
} opinfo;
#define U_NONE UNIT_N
static const opinfo optab[] = {
    /* fp32 pipe */
    {"FFMA", K_ALU, UNIT_FP32, 4, 2}, {"FADD", K_ALU, UNIT_FP32, 4, 1},
    {"FMUL", K_ALU, UNIT_FP32, 4, 1}, {"FMNMX", K_ALU, UNIT_FP32, 4, 0},
    {"FSEL", K_ALU, UNIT_FP32, 4, 0}, {"FSET", K_ALU, UNIT_FP32, 4, 0},
    {"FSETP", K_ALU, UNIT_FP32, 4, 0}, {"FCHK", K_ALU, UNIT_FP32, 4, 0},
    {"FSWZADD", K_ALU, UNIT_FP32, 4, 1}, {"HFMA2", K_ALU, UNIT_FP32, 4, 4},
    {"HADD2", K_ALU, UNIT_FP32, 4, 2}, {"HMUL2", K_ALU, UNIT_FP32, 4, 2},
    {"HMNMX2", K_ALU, UNIT_FP32, 4, 0}, {"HSET2", K_ALU, UNIT_FP32, 4, 0},
    {"HSETP2", K_ALU, UNIT_FP32, 4, 0},
    /* the FMA pipe takes integer multiply-adds too (IMAD and its forms: the
     * .MOV, .X, .WIDE, .HI the compiler uses to move and add): on GH100 the
     * "FMA heavy" pipe executes IMAD, IDP and FP32, the ALU pipe the rest of
     * INT32, each with its own dispatch port ([ds] NVIDIA's answer on its
     * developer forum, "Separate CUDA core pipeline for FP16 and FP32") */
    {"IMAD", K_ALU, UNIT_FP32, 4, 0}, {"IMAD.HI", K_ALU, UNIT_FP32, 9, 0},
    {"IMUL", K_ALU, UNIT_FP32, 4, 0}, {"IDP", K_ALU, UNIT_FP32, 4, 0},
    /* integer pipe (the ALU pipe) */
    {"IADD3", K_ALU, UNIT_INT, 4, 0},
    {"IADD", K_ALU, UNIT_INT, 4, 0}, {"VIADD", K_ALU, UNIT_INT, 4, 0},
    {"LOP3", K_ALU, UNIT_INT, 4, 0}, {"LOP", K_ALU, UNIT_INT, 4, 0},
    {"SHF", K_ALU, UNIT_INT, 4, 0}, {"SHL", K_ALU, UNIT_INT, 4, 0},
    {"SHR", K_ALU, UNIT_INT, 4, 0}, {"ISETP", K_ALU, UNIT_INT, 4, 0},
    {"IABS", K_ALU, UNIT_INT, 4, 0}, {"IMNMX", K_ALU, UNIT_INT, 4, 0},
    {"VIMNMX", K_ALU, UNIT_INT, 4, 0}, {"VIADDMNMX", K_ALU, UNIT_INT, 4, 0},
    {"LEA", K_ALU, UNIT_INT, 4, 0}, {"SEL", K_ALU, UNIT_INT, 4, 0},
    {"PRMT", K_ALU, UNIT_INT, 4, 0}, {"MOV", K_ALU, UNIT_INT, 4, 0},
    {"BMSK", K_ALU, UNIT_INT, 4, 0}, {"SGXT", K_ALU, UNIT_INT, 4, 0},
    {"PLOP3", K_ALU, UNIT_INT, 4, 0}, {"P2R", K_ALU, UNIT_INT, 4, 0},
    {"R2P", K_ALU, UNIT_INT, 4, 0}, {"FLO", K_ALU, UNIT_INT, 4, 0},
    {"POPC", K_ALU, UNIT_INT, 4, 0}, {"BREV", K_ALU, UNIT_INT, 4, 0},
    {"VOTE", K_ALU, UNIT_INT, 4, 0}, {"ISCADD", K_ALU, UNIT_INT, 4, 0},
    /* transcendental and conversion (the multi-function unit) */
    {"MUFU", K_ALU, UNIT_SFU, 19, 0}, {"F2F", K_ALU, UNIT_SFU, 8, 0},
    {"F2I", K_ALU, UNIT_SFU, 17, 0}, {"I2F", K_ALU, UNIT_SFU, 17, 0},
    {"I2FP", K_ALU, UNIT_FP32, 4, 0},
    {"I2I", K_ALU, UNIT_SFU, 8, 0}, {"FRND", K_ALU, UNIT_SFU, 8, 0},
    {"F2FP", K_ALU, UNIT_FP32, 4, 0},
    /* fp64 pipe */
    {"DFMA", K_ALU, UNIT_FP64, 8, 2}, {"DADD", K_ALU, UNIT_FP64, 8, 1},
    {"DMUL", K_ALU, UNIT_FP64, 8, 1}, {"DSETP", K_ALU, UNIT_FP64, 8, 0},
    {"DMNMX", K_ALU, UNIT_FP64, 8, 0},
    /* no pipe of the simulator's: an issue slot and a fixed latency */
    {"LDC", K_ALU, U_NONE, 8, 0}, {"S2R", K_ALU, U_NONE, 20, 0},
    {"CS2R", K_ALU, U_NONE, 2, 0}, {"SHFL", K_ALU, U_NONE, 24, 0},
    {"LDS", K_SHLD, U_NONE, 30, 0}, {"LDSM", K_SHLD, U_NONE, 30, 0},
    {"ATOMS", K_SHLD, U_NONE, 30, 0}, {"STS", K_SHST, U_NONE, 2, 0},
    /* control: an issue slot */
    {"BRA", K_CTRL, U_NONE, 2, 0}, {"BRX", K_CTRL, U_NONE, 2, 0},
    {"JMP", K_CTRL, U_NONE, 2, 0}, {"JMX", K_CTRL, U_NONE, 2, 0},
    {"EXIT", K_CTRL, U_NONE, 2, 0}, {"RET", K_CTRL, U_NONE, 2, 0},
    {"CALL", K_CTRL, U_NONE, 2, 0}, {"BSSY", K_CTRL, U_NONE, 2, 0},
    {"BSYNC", K_CTRL, U_NONE, 2, 0}, {"WARPSYNC", K_CTRL, U_NONE, 2, 0},
    {"BREAK", K_CTRL, U_NONE, 2, 0}, {"YIELD", K_CTRL, U_NONE, 2, 0},
    {"LDGDEPBAR", K_CTRL, U_NONE, 2, 0}, {"DEPBAR", K_DEPBAR, U_NONE, 2, 0},
    {"NOP", K_SKIP, U_NONE, 0, 0},
    /* __syncthreads (BAR.SYNC, BAR.RED for its _count/_and/_or forms): bar */
    {"BAR", K_BAR, U_NONE, 2, 0},
    /* global memory */
    {"LDG", K_LD, 0, 0, 0}, {"LD", K_LD, 0, 0, 0}, {"LDL", K_LD, 0, 0, 0},
    {"STG", K_ST, 0, 0, 0}, {"ST", K_ST, 0, 0, 0}, {"STL", K_ST, 0, 0, 0},
    {"ATOMG", K_ATOM, 0, 0, 0}, {"ATOM", K_ATOM, 0, 0, 0},
    {"RED", K_RED, 0, 0, 0}, {"REDG", K_RED, 0, 0, 0}, {"LDGSTS", K_LDGSTS, 0, 0, 0},
    {NULL, 0, 0, 0, 0}};

/* uniform-datapath opcodes: 'U' + a known base, or these */
static const char *uniform_ops[] = {"ULDC", "UMOV", "S2UR", "R2UR", "UP2UR", "UR2UP", "USEL",
                                    "UPLOP3", "UFLO", "UPOPC", "UBMSK", "UBREV", "USGXT",
                                    "UPRMT", NULL};

/* op's entry; one for op with its first modifiers ("IMAD.HI" for
 * IMAD.HI.U32) comes first */
static const opinfo *lookup(const char *op, const char *mods, int *uniform)
{
    *uniform = 0;
    size_t n = strlen(op);
    for (const opinfo *o = optab; o->op; o++) {
        if (strncmp(o->op, op, n) || o->op[n] != '.') continue;
        size_t k = strlen(o->op + n);
        if (!strncmp(mods, o->op + n, k) && (mods[k] == 0 || mods[k] == '.')) return o;
    }
    for (const opinfo *o = optab; o->op; o++)
        if (!strcmp(o->op, op)) return o;
    for (int i = 0; uniform_ops[i]; i++)
        if (!strcmp(uniform_ops[i], op)) {
            *uniform = 1;
            return NULL;
        }
    if (op[0] == 'U' && op[1]) {
        for (const opinfo *o = optab; o->op; o++)
            if (o->kind == K_ALU && !strcmp(o->op, op + 1)) {
                *uniform = 1;
                return NULL;
            }
    }
    return NULL;
}

/* ---- decoded instructions ---------------------------------------------- */
typedef struct {
    int line;
    unsigned long addr;
    char text[104];         /* the instruction as written, trimmed */
    char op[24], mods[64];
    int kind;               /* K_*, -1 unsupported */
    int unit, lat, flops;
    int guard;              /* predicate register read, or -1 */
    int ndst, dst[8];
    int nsrc, src[24];
    int mem_reg;            /* global address register, -1 none (RZ, uniform only) */
    long mem_off;
    int width, cg, local, has_mem;
    int stall;              /* the control word's stall count, -1 not given (nvdisasm text) */
    long target;            /* branch target address, -1 */
    char label[48];         /* branch target label, "" */
} ins_t;

typedef struct {
    char *name;
    int first, n;
} func_t;

typedef struct {
    char *name;
    int func;
    int ins;                /* index of the instruction it labels */
} label_t;

typedef struct {
    int start, end;         /* instruction indices within the function */
    int mem;                /* global memory instructions inside */
} loop_t;

typedef struct {
    const char *fname;
    char *buf;
    ins_t *ins;
    int nins, cins;
    func_t *fn;
    int nfn, cfn;
    label_t *lab;
    int nlab, clab;
    char *err;
    size_t errlen;
} ctx_t;

static int fail(ctx_t *c, int rc, const char *fmt, ...)
{
    if (c->err && c->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->err, c->errlen, fmt, ap);
        va_end(ap);
    }
    return rc;
}

static void *grow(void *p, int *cap, int need, size_t el)
{
    if (need <= *cap) return p;
    int nc = *cap ? *cap * 2 : 256;
    while (nc < need) nc *= 2;
    void *q = realloc(p, (size_t)nc * el);
    if (!q) return NULL;
    *cap = nc;
    return q;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) s[--n] = 0;
    return s;
}

/* "R12", "R12.reuse", "R12.64": register number, pair flag; -2 RZ; -1 not a register */
static int parse_R(const char *t, int *is64, int *bad)
{
    *is64 = 0;
    *bad = 0;
    if (t[0] != 'R') return -1;
    if (t[1] == 'Z' && (t[2] == 0 || t[2] == '.')) return -2;
    if (!isdigit((unsigned char)t[1])) return -1;
    char *e;
    long v = strtol(t + 1, &e, 10);
    if (v > 255) {
        *bad = 1;
        return -1;
    }
    while (*e == '.') {
        e++;
        if (!strncmp(e, "64", 2) && !isalnum((unsigned char)e[2])) *is64 = 1;
        if (!isalnum((unsigned char)*e)) {
            *bad = 1;
            return -1;
        }
        while (isalnum((unsigned char)*e) || *e == '_') e++;
    }
    if (*e && *e != '|') {
        *bad = 1;
        return -1;
    }
    return (int)v;
}

/* "P3": predicate register id; -2 PT; -1 not a predicate */
static int parse_P(const char *t)
{
    if (t[0] != 'P') return -1;
    if (t[1] == 'T' && t[2] == 0) return -2;
    if (t[1] >= '0' && t[1] <= '6' && t[2] == 0) return REG_P0 + (t[1] - '0');
    return -1;
}

static const char *strip_neg(const char *t)
{
    while (*t == '-' || *t == '|' || *t == '~' || *t == '!' || *t == '+') t++;
    return t;
}

/* inside the brackets of a memory operand: "R2.64+0x10", "R3+UR4+-0x8", "UR4" */
static int parse_addr(ctx_t *c, ins_t *in, const char *s, int *reg, int *is64, long *off)
{
    *reg = -1;
    *is64 = 0;
    *off = 0;
    char tmp[96];
    snprintf(tmp, sizeof tmp, "%s", s);
    char *p = tmp;
    while (*p) {
        int neg = 0;
        while (*p == '+' || *p == '-' || *p == ' ') {
            if (*p == '-') neg = !neg;
            p++;
        }
        if (!*p) break;
        char term[64];
        int n = 0;
        while (*p && *p != '+' && *p != '-' && n < 63) term[n++] = *p++;
        term[n] = 0;
        char *tt = trim(term);
        int r64, bad;
        int r = parse_R(tt, &r64, &bad);
        if (bad) return fail(c, SASS_EPARSE, "%s:%d: bad register '%s' in an address (%s)",
                             c->fname, in->line, tt, in->op);
        if (r >= 0) {
            if (*reg < 0) {
                *reg = r;
                *is64 = r64;
            }
        } else if (r == -2) {
        } else if (!strncmp(tt, "UR", 2)) {
        } else if (isdigit((unsigned char)tt[0])) {
            /* an immediate offset: SASS encodes at most 32 bits, so anything
             * larger is a damaged listing, and refusing it keeps the sums
             * (and later differences between offsets) far from overflow */
            char *e;
            errno = 0;
            long long v = strtoll(tt, &e, tt[0] == '0' && (tt[1] == 'x' || tt[1] == 'X') ? 16 : 10);
            if (*e) return fail(c, SASS_EPARSE, "%s:%d: bad offset '%s' (%s)", c->fname, in->line, tt, in->op);
            if (errno == ERANGE || v > SASS_MAX_OFFSET)
                return fail(c, SASS_EPARSE, "%s:%d: offset '%s' is larger than SASS can encode (%s)",
                            c->fname, in->line, tt, in->op);
            *off += neg ? -(long)v : (long)v;
            if (*off > SASS_MAX_OFFSET || *off < -SASS_MAX_OFFSET)
                return fail(c, SASS_EPARSE, "%s:%d: address offsets add up past 32 bits (%s)", c->fname,
                            in->line, in->op);
        } else {
            return fail(c, SASS_EPARSE, "%s:%d: cannot read address term '%s' (%s)", c->fname,
                        in->line, tt, in->op);
        }
    }
    return 0;
}

static void add_reg(int *list, int *n, int max, int r, int count)
{
    for (int k = 0; k < count && r + k < (r >= REG_P0 ? NREG : REG_P0); k++)
        if (*n < max) list[(*n)++] = r + k;
}

static int width_of(const char *mods)
{
    char m[72];
    snprintf(m, sizeof m, "%s.", mods);
    if (strstr(m, ".128.")) return 16;
    if (strstr(m, ".64.")) return 8;
    if (strstr(m, ".U8.") || strstr(m, ".S8.")) return 1;
    if (strstr(m, ".U16.") || strstr(m, ".S16.")) return 2;
    return 4;
}

/* one instruction's text -> in (the kind, registers, memory operand) */
static int decode(ctx_t *c, ins_t *in, char *text)
{
    char *cm = strstr(text, "/*");
    if (cm) *cm = 0;
    char *semi = strchr(text, ';');
    if (!semi) return fail(c, SASS_EPARSE, "%s:%d: no ';' ends the instruction '%.60s'", c->fname,
                           in->line, trim(text));
    *semi = 0;
    char *s = trim(text);
    snprintf(in->text, sizeof in->text, "%s", s);
    in->guard = -1;
    in->mem_reg = -1;
    in->target = -1;
    in->label[0] = 0;
    if (*s == '@') {
        s++;
        if (*s == '!') s++;
        char g[8];
        int n = 0;
        while (*s && *s != ' ' && n < 7) g[n++] = *s++;
        g[n] = 0;
        int p = parse_P(g);
        if (p == -1 && strncmp(g, "UP", 2))
            return fail(c, SASS_EPARSE, "%s:%d: bad guard predicate '@%s'", c->fname, in->line, g);
        if (p >= 0) in->guard = p;
        while (*s == ' ') s++;
    }
    char opc[96];
    int n = 0;
    while (*s && *s != ' ' && n < 95) opc[n++] = *s++;
    opc[n] = 0;
    if (!isupper((unsigned char)opc[0]))
        return fail(c, SASS_EPARSE, "%s:%d: '%.40s' is not an opcode", c->fname, in->line, opc);
    for (int i = 0; opc[i]; i++)
        if (!isupper((unsigned char)opc[i]) && !isdigit((unsigned char)opc[i]) && opc[i] != '.' &&
            opc[i] != '_')
            return fail(c, SASS_EPARSE, "%s:%d: '%.40s' is not an opcode", c->fname, in->line, opc);
    char *dot = strchr(opc, '.');
    snprintf(in->mods, sizeof in->mods, "%s", dot ? dot : "");
    if (dot) *dot = 0;
    if (strlen(opc) >= sizeof in->op)
        return fail(c, SASS_EPARSE, "%s:%d: '%.40s' is not an opcode", c->fname, in->line, opc);
    memcpy(in->op, opc, strlen(opc) + 1);
    int uniform;
    const opinfo *oi = lookup(in->op, in->mods, &uniform);
    in->kind = oi ? oi->kind : uniform ? K_UNIFORM : -1;
    if (in->kind == K_BAR && (strstr(in->mods, ".ARV") || strstr(in->mods, ".SCAN")))
        in->kind = -1; /* arrives without waiting (named barriers' producers): not modelled */
    in->unit = oi ? oi->unit : U_NONE;
    in->lat = oi ? oi->lat : 2;
    in->flops = oi ? oi->flops : 0;
    /* operands */
    char *ops[MAX_OPS];
    int nops = 0;
    s = trim(s);
    if (*s) {
        char *p = s;
        int depth = 0;
        char *startp = p;
        for (;; p++) {
            if (*p == '[') depth++;
            if (*p == ']' && --depth < 0)
                return fail(c, SASS_EPARSE, "%s:%d: unbalanced ']' (%s)", c->fname, in->line, in->op);
            /* operands are separated by commas, and sometimes only by a space
             * (RET.REL.NODEC R20 0x0) */
            if (*p == ' ' && depth == 0 && p > startp && p[1] && p[1] != ',' && p[1] != ' ' &&
                p[-1] != ',' && p[-1] != ' ') {
                *p = 0;
                char *t = trim(startp);
                if (*t) {
                    if (nops == MAX_OPS)
                        return fail(c, SASS_EPARSE, "%s:%d: more than %d operands (%s)", c->fname,
                                    in->line, MAX_OPS, in->op);
                    ops[nops++] = t;
                }
                startp = p + 1;
                continue;
            }
            if (*p == 0 || (*p == ',' && depth == 0)) {
                int end = *p == 0;
                if (depth)
                    return fail(c, SASS_EPARSE, "%s:%d: missing ']' (%s)", c->fname, in->line, in->op);
                *p = 0;
                char *t = trim(startp);
                if (!*t) return fail(c, SASS_EPARSE, "%s:%d: empty operand (%s)", c->fname, in->line, in->op);
                if (nops == MAX_OPS)
                    return fail(c, SASS_EPARSE, "%s:%d: more than %d operands (%s)", c->fname,
                                in->line, MAX_OPS, in->op);
                ops[nops++] = t;
                if (end) break;
                startp = p + 1;
            }
        }
    }
    int mem_width = width_of(in->mods);
    in->width = mem_width;
    int is_mem = in->kind == K_LD || in->kind == K_ST || in->kind == K_ATOM || in->kind == K_RED ||
                 in->kind == K_LDGSTS;
    if (is_mem) {
        in->has_mem = 1;
        char m[72];
        snprintf(m, sizeof m, "%s.", in->mods);
        in->cg = strstr(m, ".STRONG.GPU.") || strstr(m, ".STRONG.SYS.") || strstr(m, ".CG.") ||
                 strstr(m, ".BYPASS.") || in->kind == K_ATOM || in->kind == K_RED;
        in->local = !strcmp(in->op, "LDL") || !strcmp(in->op, "STL"); /* register spills */
    }
    /* which operands are written */
    int extra_pred = 0; /* predicates right after the first destination */
    int setp = strstr(in->op, "SETP") != NULL || !strcmp(in->op, "PLOP3");
    if (!strcmp(in->op, "IADD3") || !strcmp(in->op, "LEA") || !strcmp(in->op, "IMAD") ||
        !strcmp(in->op, "IADD") || !strcmp(in->op, "VIADD") || !strcmp(in->op, "UIADD3"))
        extra_pred = 2;
    if (!strcmp(in->op, "VOTE")) extra_pred = 1;
    int no_dst = in->kind == K_ST || in->kind == K_RED || in->kind == K_CTRL ||
                 in->kind == K_DEPBAR || in->kind == K_SHST || in->kind == K_LDGSTS ||
                 in->kind == K_SKIP || in->kind == K_BAR;
    /* 64-bit operands: every register of an fp64 op; of a .WIDE op (IMAD.WIDE a, b,
     * c: a 32 x 32 product plus a 64-bit c) the destination and the last source */
    int pair = in->op[0] == 'D' && in->kind == K_ALU && !setp, wide = strstr(in->mods, ".WIDE") != NULL;
    int seen_mem = 0, dst_done = no_dst, taken_pred = 0;
    for (int k = 0; k < nops; k++) {
        const char *t = ops[k];
        const char *lb = strchr(t, '[');
        if (lb && (!strncmp(strip_neg(t), "c[", 2) || !strncmp(strip_neg(t), "cx[", 3))) {
            if (!strchr(t, ']'))
                return fail(c, SASS_EPARSE, "%s:%d: missing ']' (%s)", c->fname, in->line, in->op);
            dst_done = 1; /* a constant-bank operand: a source, and never a register */
            continue;
        }
        if (lb) {
            /* memory operand: the last bracket holds the address */
            const char *last = strrchr(t, '[');
            const char *rb = strchr(last, ']');
            if (!rb) return fail(c, SASS_EPARSE, "%s:%d: missing ']' (%s)", c->fname, in->line, in->op);
            char inner[96];
            size_t len = (size_t)(rb - last - 1);
            if (len >= sizeof inner) len = sizeof inner - 1;
            memcpy(inner, last + 1, len);
            inner[len] = 0;
            int r, r64;
            long off;
            int rc = parse_addr(c, in, inner, &r, &r64, &off);
            if (rc) return rc;
            int global_operand = is_mem && (in->kind != K_LDGSTS || strstr(t, "desc[") || seen_mem);
            if (global_operand) {
                in->mem_reg = r;
                in->mem_off = off;
                seen_mem = 2;
            } else {
                /* shared-memory address (LDS/STS/LDGSTS's destination): a source */
                if (r >= 0) add_reg(in->src, &in->nsrc, 24, r, r64 ? 2 : 1);
                if (is_mem) seen_mem = 1;
            }
            dst_done = 1;
            continue;
        }
        t = strip_neg(t);
        int r64, bad;
        int r = parse_R(t, &r64, &bad);
        if (bad) return fail(c, SASS_EPARSE, "%s:%d: bad register '%s' (%s)", c->fname, in->line, t, in->op);
        int p = r == -1 ? parse_P(t) : -1;
        if (r == -1 && p == -1) {
            /* not a register: check it is a plain token */
            if (t[0] == '`' || t[0] == '(') {
                const char *q = strchr(t, '(');
                if (q) {
                    q++;
                    size_t m = strcspn(q, ")");
                    if (m >= sizeof in->label) m = sizeof in->label - 1;
                    memcpy(in->label, q, m);
                    in->label[m] = 0;
                }
            } else if (t[0] == '0' && t[1] == 'x' && in->kind == K_CTRL) {
                in->target = strtol(t, NULL, 16);
            }
            for (const char *q = t; *q; q++)
                if (!isalnum((unsigned char)*q) && !strchr("._+-`()|!~", *q))
                    return fail(c, SASS_EPARSE, "%s:%d: cannot read operand '%.40s' (%s)", c->fname,
                                in->line, ops[k], in->op);
            if (!dst_done && k == 0) dst_done = 1; /* no register destination */
            continue;
        }
        int is_dst = 0;
        if (!dst_done) {
            if (in->kind == K_ATOM && p != -1 && k == 0) {
                /* ATOMG's optional predicate result */
                continue;
            }
            is_dst = 1;
            dst_done = 1;
            taken_pred = 0;
        } else if (setp && k == 1 && p != -1) {
            is_dst = 1;
        } else if (extra_pred && k >= 1 && p != -1 && taken_pred < extra_pred &&
                   k == 1 + taken_pred && !seen_mem) {
            is_dst = 1;
            taken_pred++;
        }
        if (r == -2 || p == -2) continue; /* RZ, PT */
        int reg = r >= 0 ? r : p;
        if (is_dst) {
            int cnt = 1;
            if (r >= 0 && (in->kind == K_LD || in->kind == K_ATOM || in->kind == K_SHLD))
                cnt = (mem_width + 3) / 4;
            else if (r >= 0 && (pair || wide)) cnt = 2;
            add_reg(in->dst, &in->ndst, 8, reg, cnt);
        } else {
            int cnt = 1;
            if (r >= 0 && (in->kind == K_ST || in->kind == K_RED || in->kind == K_SHST ||
                           in->kind == K_ATOM))
                cnt = (mem_width + 3) / 4;
            else if (r >= 0 && (pair || r64 || (wide && k == nops - 1))) cnt = 2;
            add_reg(in->src, &in->nsrc, 24, reg, cnt);
        }
    }
    if (is_mem && seen_mem != 2)
        return fail(c, SASS_EPARSE, "%s:%d: %s without a global address operand", c->fname, in->line,
                    in->op);
    return 0;
}

/* ---- the file: functions, instructions, labels ------------------------- */
static int add_function(ctx_t *c, const char *name, size_t len)
{
    func_t *f = grow(c->fn, &c->cfn, c->nfn + 1, sizeof *c->fn);
    if (!f) return fail(c, SASS_EUSAGE, "%s: out of memory", c->fname);
    c->fn = f;
    char *nm = malloc(len + 1);
    if (!nm) return fail(c, SASS_EUSAGE, "%s: out of memory", c->fname);
    memcpy(nm, name, len);
    nm[len] = 0;
    c->fn[c->nfn].name = nm;
    c->fn[c->nfn].first = c->nins;
    c->fn[c->nfn].n = 0;
    c->nfn++;
    return 0;
}

static int read_file(ctx_t *c, const char *text, size_t len)
{
    c->buf = malloc(len + 1);
    if (!c->buf) return fail(c, SASS_EUSAGE, "%s: out of memory", c->fname);
    memcpy(c->buf, text, len);
    c->buf[len] = 0;
    if (memchr(text, 0, len)) return fail(c, SASS_EPARSE, "%s: binary data (NUL byte); give the text of cuobjdump -sass or nvdisasm", c->fname);
    int cur = -1, lineno = 0, pending_labels = 0;
    char *p = c->buf;
    while (*p) {
        char *nl = strchr(p, '\n');
        if (nl) *nl = 0;
        lineno++;
        char *line = p;
        p = nl ? nl + 1 : p + strlen(p);
        char *fnp = strstr(line, "Function : ");
        char *t = trim(line);
        if (fnp) {
            char *nm = trim(fnp + 11);
            size_t n = strcspn(nm, " \t");
            int rc = add_function(c, nm, n);
            if (rc) return rc;
            cur = c->nfn - 1;
            pending_labels = 0;
            continue;
        }
        if (!strncmp(t, ".section", 8)) {
            char *tx = strstr(t, ".text.");
            cur = -1;
            if (tx) {
                char *nm = tx + 6;
                size_t n = strcspn(nm, ", \t\"");
                int rc = add_function(c, nm, n);
                if (rc) return rc;
                cur = c->nfn - 1;
            }
            pending_labels = 0;
            continue;
        }
        if (cur < 0) continue;
        size_t tl = strlen(t);
        if (tl > 1 && t[tl - 1] == ':' && t[0] == '.' && !strchr(t, ' ')) {
            /* nvdisasm label ".L_x_0:" */
            label_t *l = grow(c->lab, &c->clab, c->nlab + 1, sizeof *c->lab);
            if (!l) return fail(c, SASS_EUSAGE, "%s: out of memory", c->fname);
            c->lab = l;
            t[tl - 1] = 0;
            c->lab[c->nlab].name = t;
            c->lab[c->nlab].func = cur;
            c->lab[c->nlab].ins = -1;
            c->nlab++;
            pending_labels++;
            continue;
        }
        if (t[0] == '/' && t[1] == '*' && t[2] == ' ' && t[3] == '0' && t[4] == 'x' && c->nins > 0 &&
            c->ins[c->nins - 1].line == lineno - 1 && c->fn[cur].n > 0) {
            /* cuobjdump's second line: the instruction's high 64 bits, whose
             * top 23 hold the control word (bits 41-44: the stall count) */
            char *e;
            unsigned long long hi = strtoull(t + 3, &e, 16);
            if (e > t + 5 && !strncmp(trim(e), "*/", 2)) c->ins[c->nins - 1].stall = (int)(hi >> 41 & 0xf);
            continue;
        }
        if (t[0] != '/' || t[1] != '*' || !isxdigit((unsigned char)t[2])) continue;
        char *ce = strstr(t + 2, "*/");
        if (!ce) continue;
        char *body = trim(ce + 2);
        if (!*body || *body == '.' || (body[0] == '/' && body[1] == '*')) continue;
        if (tl > 4096) return fail(c, SASS_EPARSE, "%s:%d: line longer than 4096 characters", c->fname, lineno);
        ins_t *ni = grow(c->ins, &c->cins, c->nins + 1, sizeof *c->ins);
        if (!ni) return fail(c, SASS_EUSAGE, "%s: out of memory", c->fname);
        c->ins = ni;
        ins_t *in = &c->ins[c->nins];
        memset(in, 0, sizeof *in);
        in->line = lineno;
        in->stall = -1;
        in->addr = strtoul(t + 2, NULL, 16);
        int rc = decode(c, in, body);
        if (rc) return rc;
        while (pending_labels > 0) {
            c->lab[c->nlab - pending_labels].ins = c->nins;
            pending_labels--;
        }
        c->nins++;
        c->fn[cur].n = c->nins - c->fn[cur].first;
    }
    return 0;
}

/* "_Z6k_axpyILi4EEvPK6float4..." -> "k_axpy<4>"; "" when not of that form */
static void demangle(const char *m, char *out, size_t len)
{
    out[0] = 0;
    if (strncmp(m, "_Z", 2) || !isdigit((unsigned char)m[2])) {
        snprintf(out, len, "%s", m);
        return;
    }
    char *e;
    long n = strtol(m + 2, &e, 10);
    if (n <= 0 || (size_t)n >= len || strlen(e) < (size_t)n) return;
    size_t u = (size_t)snprintf(out, len, "%.*s", (int)n, e);
    const char *q = e + n;
    if (*q != 'I') return;
    q++;
    int first = 1;
    while (*q && *q != 'E' && u + 24 < len) {
        char arg[32] = "?";
        if (*q == 'L') { /* literal: L <type> <number> E */
            if (!q[1]) return;
            q += 2;
            int neg = *q == 'n';
            if (neg) q++;
            long v = strtol(q, &e, 10);
            snprintf(arg, sizeof arg, "%s%ld", neg ? "-" : "", v);
            q = e;
            if (*q == 'E') q++;
        } else if (isdigit((unsigned char)*q)) {
            long k = strtol(q, &e, 10);
            if (k <= 0 || k > 24 || strlen(e) < (size_t)k) return;
            snprintf(arg, sizeof arg, "%.*s", (int)k, e);
            q = e + k;
        } else {
            static const char *codes = "ijfdlmcshtbv", *names[] = {"int", "unsigned", "float", "double", "long", "unsigned long", "char", "short", "unsigned short", "unsigned short", "bool", "void"};
            const char *cp = strchr(codes, *q);
            if (!cp) return;
            snprintf(arg, sizeof arg, "%s", names[cp - codes]);
            q++;
        }
        u += (size_t)snprintf(out + u, len - u, "%s%s", first ? "<" : ",", arg);
        first = 0;
    }
    if (!first && u + 2 < len) snprintf(out + u, len - u, ">");
}

/* a BRA's target address (from its label where it has one), -1 none */
static long bra_target(const ctx_t *c, int f, const ins_t *in)
{
    if (in->kind != K_CTRL || strcmp(in->op, "BRA")) return -1;
    long target = in->target;
    if (in->label[0]) {
        target = -1;
        for (int k = 0; k < c->nlab; k++)
            if (c->lab[k].func == f && !strcmp(c->lab[k].name, in->label) && c->lab[k].ins >= 0)
                target = (long)c->ins[c->lab[k].ins].addr;
    }
    return target;
}

/* the slow-path idiom of integer division and remainder: a predicated
 * forward branch jumps over a block that calls the slow routine, to the
 * inline fast path (taken whenever the operands fit in 32 bits).  For each
 * such branch, skip[i] is the index it jumps to; -1 elsewhere.  The import
 * follows the fast path: the branch is taken, the block it skips not run. */
static void find_slow_paths(const ctx_t *c, int f, int *skip)
{
    const func_t *fn = &c->fn[f];
    for (int i = 0; i < fn->n; i++) {
        skip[i] = -1;
        const ins_t *in = &c->ins[fn->first + i];
        long target = bra_target(c, f, in);
        if (in->guard < 0 || target < 0 || (unsigned long)target <= in->addr) continue;
        int to = -1, call = 0;
        for (int k = i + 1; k < fn->n && to < 0; k++) {
            const ins_t *q = &c->ins[fn->first + k];
            if (q->addr == (unsigned long)target) to = k;
            else if (!strcmp(q->op, "CALL")) call = 1;
            else if (q->kind != K_CTRL && q->kind != K_ALU && q->kind != K_UNIFORM && q->kind != K_SKIP)
                break; /* the block touches memory: not the idiom */
        }
        if (to > i + 1 && call) skip[i] = to;
    }
}

/* the loops of function f (backward branches), sorted by start */
static int find_loops(ctx_t *c, int f, loop_t *loops, int max)
{
    const func_t *fn = &c->fn[f];
    int n = 0;
    for (int i = 0; i < fn->n; i++) {
        ins_t *in = &c->ins[fn->first + i];
        long target = bra_target(c, f, in);
        if (target < 0 || (unsigned long)target >= in->addr) continue; /* forward, or the trap */
        int start = -1;
        for (int k = 0; k < fn->n; k++)
            if (c->ins[fn->first + k].addr == (unsigned long)target) start = k;
        if (start < 0)
            return fail(c, -SASS_EPARSE, "%s:%d: branch target 0x%lx is not an instruction of %s",
                        c->fname, in->line, target, fn->name);
        int dup = 0;
        for (int k = 0; k < n; k++)
            if (loops[k].start == start && loops[k].end == i) dup = 1;
        if (dup || n == max) continue;
        loops[n].start = start;
        loops[n].end = i;
        loops[n].mem = 0;
        for (int k = start; k <= i; k++) loops[n].mem += c->ins[fn->first + k].has_mem;
        n++;
    }
    for (int a = 1; a < n; a++) /* by start, then the outer first */
        for (int b = a; b > 0 && (loops[b].start < loops[b - 1].start ||
                                  (loops[b].start == loops[b - 1].start && loops[b].end > loops[b - 1].end)); b--) {
            loop_t t = loops[b];
            loops[b] = loops[b - 1];
            loops[b - 1] = t;
        }
    return n;
}

/* a list entry's flag: a taken branch (an inner loop's back edge on every
 * trip but its last) */
#define TAKEN (1 << 30)

/* the body in issue order: inner loops repeated `trips` times */
static int expand(const loop_t *loops, int nl, int self, int a, int b, int trips, const int *skip,
                  int *list, int *n)
{
    for (int i = a; i <= b; i++) {
        if (skip[i] > i && skip[i] <= b) { /* over a slow path: taken */
            if (*n >= MAX_LIST) return -1;
            list[(*n)++] = i | TAKEN;
            i = skip[i] - 1;
            continue;
        }
        int best = -1;
        for (int k = 0; k < nl; k++)
            if (k != self && loops[k].start == i && loops[k].end <= b &&
                !(loops[k].start == a && loops[k].end == b) &&
                (best < 0 || loops[k].end > loops[best].end))
                best = k;
        if (best >= 0) {
            for (int t = 0; t < trips; t++) {
                if (expand(loops, nl, best, loops[best].start, loops[best].end, trips, skip, list, n)) return -1;
                if (t + 1 < trips && *n > 0 && list[*n - 1] == loops[best].end) list[*n - 1] |= TAKEN;
            }
            i = loops[best].end;
            continue;
        }
        if (*n >= MAX_LIST) return -1;
        list[(*n)++] = i;
    }
    return 0;
}

static int emitf(char *out, size_t len, size_t *u, const char *fmt, ...)
{
    if (*u >= len) return -1;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(out + *u, len - *u, fmt, ap);
    va_end(ap);
    if (k < 0 || (size_t)k >= len - *u) {
        *u = len;
        return -1;
    }
    *u += (size_t)k;
    return 0;
}

static int list_kernels(ctx_t *c, char *out, size_t outlen)
{
    size_t u = 0;
    int rc = 0;
    rc |= emitf(out, outlen, &u, "# %d kernel%s in %s (give one with --kernel NAME):\n", c->nfn,
                c->nfn == 1 ? "" : "s", c->fname);
    for (int f = 0; f < c->nfn; f++) {
        char dm[256];
        demangle(c->fn[f].name, dm, sizeof dm);
        loop_t loops[64];
        int nl = find_loops(c, f, loops, 64);
        if (nl < 0) return -nl;
        int mem = 0;
        for (int i = 0; i < c->fn[f].n; i++) mem += c->ins[c->fn[f].first + i].has_mem;
        rc |= emitf(out, outlen, &u, "%s  %s  (%d instructions, %d global memory, %d loop%s)\n",
                    dm[0] ? dm : c->fn[f].name, c->fn[f].name, c->fn[f].n, mem, nl, nl == 1 ? "" : "s");
        for (int k = 0; k < nl; k++) {
            const ins_t *s = &c->ins[c->fn[f].first + loops[k].start];
            const ins_t *e = &c->ins[c->fn[f].first + loops[k].end];
            rc |= emitf(out, outlen, &u, "    --loop %d: 0x%04lx..0x%04lx, %d instructions, %d global memory\n",
                        k + 1, s->addr, e->addr, loops[k].end - loops[k].start + 1, loops[k].mem);
        }
    }
    if (rc) return fail(c, SASS_EUSAGE, "%s: listing too long", c->fname);
    return 0;
}

int sim_sass_parse_pattern(const char *s, int *kind, double *value)
{
    *value = 0;
    if (!strncmp(s, "random", 6)) { /* random[:group=N][:own] */
        int group = 1, own = 0;
        const char *p = s + 6;
        while (*p == ':') {
            p++;
            if (!strncmp(p, "own", 3) && (p[3] == ':' || !p[3])) {
                if (own) return -1;
                own = 1;
                p += 3;
            } else if (!strncmp(p, "group=", 6)) {
                char *e;
                long v = strtol(p + 6, &e, 10);
                if (e == p + 6 || v < 1 || v > 32 || (v & (v - 1)) || group != 1) return -1;
                group = (int)v;
                p = e;
            } else {
                return -1;
            }
        }
        if (*p) return -1;
        *kind = 0;
        *value = group + (own ? 64 : 0);
        return 0;
    }
    if (!strcmp(s, "coalesced")) {
        *kind = 3;
        return 0;
    }
    if (!strncmp(s, "stride:", 7)) {
        char *e;
        long v = strtol(s + 7, &e, 10);
        if (*e || e == s + 7 || v < 1 || v > (1 << 20)) return -1;
        *kind = 1;
        *value = (double)v;
        return 0;
    }
    return -1;
}

typedef struct {
    int reg, def;   /* address register; its reaching definition (list position), -1 */
    char name[32];
    long min_off;
    int used;
} stream_t;

/* --offset for stream name: its own annotation, else all's, else 0 */
static long annot_offset(const sim_sass_opts *o, const char *name)
{
    long all = 0;
    for (int a = 0; a < o->nannot; a++) {
        if (o->annot[a].kind != 4) continue;
        if (!strcmp(o->annot[a].stream, name)) return (long)o->annot[a].value;
        if (!strcmp(o->annot[a].stream, "all")) all = (long)o->annot[a].value;
    }
    return all;
}

static int import_kernel(ctx_t *c, int f, const sim_sass_opts *o, char *out, size_t outlen)
{
    const func_t *fn = &c->fn[f];
    loop_t loops[64];
    int nl = find_loops(c, f, loops, 64);
    if (nl < 0) return -nl;
    char dm[256];
    demangle(fn->name, dm, sizeof dm);
    int chosen = -1;
    if (o->loop > 0) {
        if (o->loop > nl)
            return fail(c, SASS_EUSAGE, "--loop %d: %s has %d loop%s", o->loop, dm[0] ? dm : fn->name,
                        nl, nl == 1 ? "" : "s");
        chosen = o->loop - 1;
    } else {
        /* innermost: holds no other loop; of those touching memory, the
         * longest (an unrolled main loop, not its remainder) */
        for (int k = 0; k < nl; k++) {
            int inner = 1;
            for (int q = 0; q < nl; q++)
                if (q != k && loops[q].start >= loops[k].start && loops[q].end <= loops[k].end)
                    inner = 0;
            if (inner && loops[k].mem &&
                (chosen < 0 || loops[k].end - loops[k].start > loops[chosen].end - loops[chosen].start))
                chosen = k;
        }
        if (chosen < 0 && nl > 0) {
            chosen = 0;
            for (int k = 1; k < nl; k++)
                if (loops[k].end - loops[k].start < loops[chosen].end - loops[chosen].start) chosen = k;
        }
    }
    int a = 0, b = fn->n - 1;
    if (chosen >= 0) {
        a = loops[chosen].start;
        b = loops[chosen].end;
    } else {
        /* no loop: the kernel once through, to its last EXIT */
        for (int i = 0; i < fn->n; i++)
            if (!strcmp(c->ins[fn->first + i].op, "EXIT")) b = i;
    }
    int *list = malloc(sizeof(int) * MAX_LIST);
    int *skip = malloc(sizeof(int) * (size_t)(fn->n ? fn->n : 1));
    if (!list || !skip) {
        free(list);
        free(skip);
        return fail(c, SASS_EUSAGE, "out of memory");
    }
    find_slow_paths(c, f, skip);
    int n = 0, slow = 0, slow_ins = 0;
    for (int i = a; i <= b; i++)
        if (skip[i] > i && skip[i] <= b) {
            slow++;
            slow_ins += skip[i] - i - 1;
        }
    int ex = expand(loops, nl, chosen, a, b, o->trips > 0 ? o->trips : 1, skip, list, &n);
    free(skip);
    if (ex) {
        free(list);
        return fail(c, SASS_EUSAGE, "%s: the loop body is longer than %d instructions%s", fn->name,
                    MAX_LIST, o->trips > 1 ? " (lower --trips)" : "");
    }
    /* the loop's own back edge: taken on every iteration the simulator runs */
    int back = chosen >= 0 && n > 0 && list[n - 1] == b;
    if (back) list[n - 1] |= TAKEN;
    /* drop what is not emitted: unsupported opcodes and NOPs, counted */
    char unsup[16][24];
    int unsup_n[16], nunsup = 0, nops = 0, m = 0;
    for (int k = 0; k < n; k++) {
        const ins_t *in = &c->ins[fn->first + (list[k] & ~TAKEN)];
        if (in->kind == K_SKIP) {
            nops++;
            continue;
        }
        if (in->kind < 0) {
            int q;
            for (q = 0; q < nunsup; q++)
                if (!strcmp(unsup[q], in->op)) break;
            if (q == nunsup && nunsup < 16) {
                snprintf(unsup[q], sizeof unsup[q], "%s", in->op);
                unsup_n[q] = 0;
                nunsup++;
            }
            if (q < nunsup) unsup_n[q]++;
            continue;
        }
        list[m++] = list[k];
    }
    n = m;
    ins_t **L = malloc(sizeof(ins_t *) * (size_t)(n ? n : 1));
    int *def = malloc(sizeof(int) * (size_t)(n ? n : 1) * 26); /* per position: defs of its sources (24), guard, address */
    int *D = malloc(sizeof(int) * (size_t)(n ? n : 1));
    int *taint = calloc((size_t)(n ? n : 1), sizeof(int));
    int *mini_of = malloc(sizeof(int) * (NREG + MAX_LIST));
    stream_t *st = calloc(SIM_MAX_STREAMS + 1, sizeof *st);
    int *nxt = malloc(sizeof(int) * (size_t)(n ? n : 1));
    int rc = 0;
    if (!L || !def || !D || !taint || !mini_of || !st || !nxt) {
        rc = fail(c, SASS_EUSAGE, "out of memory");
        goto done;
    }
    for (int k = 0; k < n; k++) L[k] = &c->ins[fn->first + (list[k] & ~TAKEN)];
    /* reaching definitions, around the back edge */
    {
        int last[NREG], cur[NREG];
        for (int r = 0; r < NREG; r++) last[r] = -1;
        for (int k = 0; k < n; k++)
            for (int d = 0; d < L[k]->ndst; d++) last[L[k]->dst[d]] = k;
        memcpy(cur, last, sizeof cur);
        for (int k = 0; k < n; k++) {
            const ins_t *in = L[k];
            for (int s = 0; s < in->nsrc; s++) def[k * 26 + s] = cur[in->src[s]];
            def[k * 26 + 24] = in->guard >= 0 ? cur[in->guard] : -1;
            def[k * 26 + 25] = in->mem_reg >= 0 ? cur[in->mem_reg] : -1;
            for (int d = 0; d < in->ndst; d++) cur[in->dst[d]] = k;
        }
    }
    /* values computed from loaded data (an address from one: a dependent load) */
    for (int pass = 0, changed = 1; changed && pass < n + 2; pass++) {
        changed = 0;
        for (int k = 0; k < n; k++) {
            const ins_t *in = L[k];
            int t = in->kind == K_LD || in->kind == K_ATOM;
            for (int s = 0; s < in->nsrc && !t; s++) {
                int d = def[k * 26 + s];
                if (d >= 0 && taint[d]) t = 1;
            }
            if (t && !taint[k]) {
                taint[k] = 1;
                changed = 1;
            }
        }
    }
    /* mini registers: one per SASS register that is an instruction's first
     * destination; cp.async copies get one each; the rest share scratch */
    int nmini = 0, overflow = 0, scratch = 0;
    for (int r = 0; r < NREG + MAX_LIST; r++) mini_of[r] = -1;
    for (int k = 0; k < n; k++) {
        const ins_t *in = L[k];
        int key = in->kind == K_LDGSTS ? NREG + k : in->ndst ? in->dst[0] : -1;
        if (key < 0) {
            D[k] = MINI_MAX + (scratch++ % NSCRATCH);
            continue;
        }
        if (mini_of[key] < 0) {
            if (nmini < MINI_MAX) mini_of[key] = nmini++;
            else {
                overflow++;
                mini_of[key] = -2 - (overflow % NSCRATCH);
            }
        }
        D[k] = mini_of[key] >= 0 ? mini_of[key] : MINI_MAX + (-2 - mini_of[key]);
    }
    /* a value is read from D[d] only while no later instruction has written
     * that mini register (in the simulator such a write waited for the value
     * to be ready, and issue is in order, so the read needs no wait then) */
    {
        int firstw[SIM_MAX_REGS], lastw[SIM_MAX_REGS];
        for (int r = 0; r < SIM_MAX_REGS; r++) firstw[r] = lastw[r] = -1;
        for (int k = 0; k < n; k++) {
            int r = D[k];
            if (lastw[r] >= 0) nxt[lastw[r]] = k;
            else firstw[r] = k;
            lastw[r] = k;
        }
        for (int r = 0; r < SIM_MAX_REGS; r++)
            if (lastw[r] >= 0) nxt[lastw[r]] = firstw[r];
    }
#define VAL(d, j) ((d) < 0 || D[d] >= MINI_MAX ? -1 \
                   : (nxt[d] != (d) && (nxt[d] - (d) + n) % n < (((j) - (d) + n) % n ? ((j) - (d) + n) % n : n)) ? -1 : D[d])
    /* streams: an address register as one instruction wrote it */
    int nst = 0;
    int *sid = malloc(sizeof(int) * (size_t)(n ? n : 1));
    if (!sid) {
        rc = fail(c, SASS_EUSAGE, "out of memory");
        goto done;
    }
    for (int k = 0; k < n; k++) {
        sid[k] = -1;
        const ins_t *in = L[k];
        if (!in->has_mem) continue;
        int reg = in->mem_reg, d = def[k * 26 + 25];
        int q;
        for (q = 0; q < nst; q++)
            if (st[q].reg == reg && st[q].def == d) break;
        if (q == nst) {
            if (nst == SIM_MAX_STREAMS) {
                free(sid);
                rc = fail(c, SASS_EUSAGE, "%s: more than %d distinct addresses in the loop", fn->name,
                          SIM_MAX_STREAMS);
                goto done;
            }
            st[q].reg = reg;
            st[q].def = d;
            st[q].min_off = in->mem_off;
            int same = 0;
            for (int z = 0; z < nst; z++) same += st[z].reg == reg;
            if (reg < 0) snprintf(st[q].name, sizeof st[q].name, same ? "U%d" : "U", same + 1);
            else if (same) snprintf(st[q].name, sizeof st[q].name, "R%d_%d", reg, same + 1);
            else snprintf(st[q].name, sizeof st[q].name, "R%d", reg);
            nst++;
        }
        if (in->mem_off < st[q].min_off) st[q].min_off = in->mem_off;
        sid[k] = q;
    }
    for (int a2 = 0; a2 < o->nannot; a2++) {
        int q;
        for (q = 0; q < nst; q++)
            if (!strcmp(st[q].name, o->annot[a2].stream)) break;
        if (q == nst && !strcmp(o->annot[a2].stream, "all")) continue;
        if (q == nst) {
            char names[512] = "";
            size_t u = 0;
            for (int z = 0; z < nst; z++) emitf(names, sizeof names, &u, "%s%s", z ? ", " : "", st[z].name);
            free(sid);
            rc = fail(c, SASS_EUSAGE, "stream '%s' is not in %s's loop (its streams: %s)",
                      o->annot[a2].stream, dm[0] ? dm : fn->name, names);
            goto done;
        }
    }
    /* the workload */
    {
        size_t u = 0;
        int e = 0;
        e |= emitf(out, outlen, &u, "# imported by lhsim import from %s\n# kernel %s (%s)\n",
                   c->fname, dm[0] ? dm : fn->name, fn->name);
        if (chosen >= 0)
            e |= emitf(out, outlen, &u,
                       "# loop %d of %d: 0x%04lx..0x%04lx, one line per instruction in compiled order%s\n",
                       chosen + 1, nl, c->ins[fn->first + a].addr, c->ins[fn->first + b].addr,
                       o->loop > 0 ? "" : " (the hot loop: innermost, touches global memory)");
        else
            e |= emitf(out, outlen, &u, "# no loop: the kernel once through is one iteration\n");
        if (o->trips > 1) e |= emitf(out, outlen, &u, "# inner loops repeated %d times (--trips)\n", o->trips);
        if (back) e |= emitf(out, outlen, &u, "# the loop's back edge (its last line): taken every iteration\n");
        {
            int stalls = 0;
            for (int k = 0; k < n; k++) stalls += L[k]->stall >= 0;
            if (stalls)
                e |= emitf(out, outlen, &u, "# stall=N: the stall count of the instruction's control word (the "
                           "cycles nvcc has the warp wait before its next instruction)\n");
            else if (n)
                e |= emitf(out, outlen, &u, "# no control words in this text (nvdisasm prints none): no stall "
                           "counts; cuobjdump -sass gives them\n");
        }
        for (int q = 0; q < nst; q++) {
            const char *how = "coalesced at the instruction's width";
            int dep = 0;
            for (int k = 0; k < n; k++)
                if (sid[k] == q && L[k]->kind != K_ST && L[k]->kind != K_RED && def[k * 26 + 25] >= 0 &&
                    taint[def[k * 26 + 25]])
                    dep = 1;
            if (dep) how = "address computed from loaded data: a dependent load, one block per warp";
            if (st[q].def < 0) how = "address not changed by the loop (its lines are re-read in reality: --footprint)";
            for (int a2 = 0; a2 < o->nannot; a2++)
                if ((!strcmp(o->annot[a2].stream, st[q].name) || !strcmp(o->annot[a2].stream, "all")) &&
                    o->annot[a2].kind != 2 && o->annot[a2].kind != 4)
                    how = o->annot[a2].kind == 0 ? "random lines (--pattern)" : o->annot[a2].kind == 1 ? "strided (--pattern)" : "coalesced (--pattern)";
            if (st[q].reg >= 0 && st[q].def >= 0)
                e |= emitf(out, outlen, &u, "# stream %s: address R%d as written at 0x%04lx; %s\n",
                           st[q].name, st[q].reg, L[st[q].def]->addr, how);
            else if (st[q].reg >= 0)
                e |= emitf(out, outlen, &u, "# stream %s: address R%d; %s\n", st[q].name, st[q].reg, how);
            else
                e |= emitf(out, outlen, &u, "# stream %s: a uniform-register address; %s\n", st[q].name, how);
            long aoff = annot_offset(o, st[q].name);
            if (aoff) e |= emitf(out, outlen, &u, "# stream %s: its array starts %ld B past 512 B (--offset)\n", st[q].name, aoff);
        }
        if (nunsup) {
            e |= emitf(out, outlen, &u, "# not modelled (left out):");
            for (int q = 0; q < nunsup; q++) e |= emitf(out, outlen, &u, " %s x%d", unsup[q], unsup_n[q]);
            e |= emitf(out, outlen, &u, "\n");
        }
        if (nops) e |= emitf(out, outlen, &u, "# NOP x%d left out\n", nops);
        if (slow)
            e |= emitf(out, outlen, &u, "# slow paths x%d (a predicated branch over a CALL, as around 64-bit "
                       "division): the branch taken, the %d instructions it skips not run\n", slow, slow_ins);
        {
            int calls = 0;
            for (int k = 0; k < n; k++) calls += !strcmp(L[k]->op, "CALL");
            if (calls)
                e |= emitf(out, outlen, &u, "# CALL x%d: an issue slot each; the code called (often a slow "
                           "path, e.g. 64-bit division) is not followed\n", calls);
        }
        if (overflow)
            e |= emitf(out, outlen, &u, "# %d registers beyond %d: their results carry no dependence\n",
                       overflow, MINI_MAX);
        e |= emitf(out, outlen, &u, "# latencies and pipes: the opcode table in sim/sass.c (assumed)\n");
        char nm[64];
        if (o->name) snprintf(nm, sizeof nm, "%s", o->name);
        else {
            const char *src = dm[0] ? dm : fn->name;
            size_t z = 0;
            for (; *src && z < sizeof nm - 1; src++) {
                char ch = *src;
                if (ch == '<' || ch == ',') ch = '-';
                if (ch == '>' || ch == ' ') continue;
                nm[z++] = ch;
            }
            nm[z] = 0;
        }
        e |= emitf(out, outlen, &u, "name %s\n", nm);
        int dropped = 0;
        for (int k = 0; k < n; k++) {
            const ins_t *in = L[k];
            char line[256];
            size_t lu = 0;
            if (in->kind == K_LD || in->kind == K_ATOM || in->kind == K_LDGSTS) {
                const stream_t *sq = &st[sid[k]];
                emitf(line, sizeof line, &lu, "ld r%d %s width=%d", D[k], sq->name, in->width);
                long off = in->mem_off - sq->min_off + annot_offset(o, sq->name);
                if (off) emitf(line, sizeof line, &lu, " offset=%ld", off);
                int d = def[k * 26 + 25];
                if (d >= 0 && taint[d] && VAL(d, k) >= 0) emitf(line, sizeof line, &lu, " addr=r%d", D[d]);
                if (in->cg) emitf(line, sizeof line, &lu, " cache=cg");
                if (in->local) emitf(line, sizeof line, &lu, " space=local");
            } else if (in->kind == K_ST || in->kind == K_RED) {
                const stream_t *sq = &st[sid[k]];
                /* the data: the latest-written of its registers.  A wide store
                 * reads them all (STG.128 R4: R4..R7), and a workload file can
                 * name them all (st STREAM r1 r2 r3 r4).  Naming them here was
                 * tried and not kept: a loop that bumps R4 right after the store
                 * then waits out the store's read, which the copies fit at about
                 * 34 cycles where that loop on the H200 allows about 19, and the
                 * rows no fit trains on came out 2.57 -> 2.62% median with the
                 * store path refitted (validate/results/h200/fit-families/storeregs49/) */
                int best = -1, bestdist = 1 << 30;
                for (int s = 0; s < in->nsrc; s++) {
                    int d = def[k * 26 + s];
                    if (VAL(d, k) < 0) continue;
                    int dist = d < k ? k - d : k + n - d;
                    if (dist < bestdist) {
                        bestdist = dist;
                        best = D[d];
                    }
                }
                if (best >= 0) emitf(line, sizeof line, &lu, "st %s r%d width=%d", sq->name, best, in->width);
                else emitf(line, sizeof line, &lu, "st %s - width=%d", sq->name, in->width);
                long off = in->mem_off - sq->min_off + annot_offset(o, sq->name);
                if (off) emitf(line, sizeof line, &lu, " offset=%ld", off);
                if (in->local) emitf(line, sizeof line, &lu, " space=local");
            } else if (in->kind == K_BAR) {
                emitf(line, sizeof line, &lu, "bar");
            } else {
                int srcs[SIM_MAX_SRC], ns = 0;
                int cand[26], nc = 0;
                if (in->guard >= 0) cand[nc++] = def[k * 26 + 24];
                for (int s = 0; s < in->nsrc; s++) cand[nc++] = def[k * 26 + s];
                if (in->kind == K_DEPBAR) {
                    /* waits for the cp.async copies issued before it */
                    for (int z = k - 1; z >= 0 && nc < 26; z--)
                        if (L[z]->kind == K_LDGSTS) cand[nc++] = z;
                }
                for (int z = 0; z < nc; z++) {
                    int d = cand[z];
                    if (VAL(d, k) < 0) continue;
                    int dup = 0;
                    for (int y = 0; y < ns; y++) dup |= srcs[y] == D[d];
                    if (dup) continue;
                    if (ns == SIM_MAX_SRC) {
                        dropped++;
                        continue;
                    }
                    srcs[ns++] = D[d];
                }
                int unit = in->kind == K_UNIFORM ? U_NONE : in->unit;
                int lat = in->kind == K_UNIFORM ? 2 : in->lat;
                static const char *units[UNIT_N + 1] = {"fp32", "int", "sfu", "fp64", "none"};
                emitf(line, sizeof line, &lu, "alu r%d", D[k]);
                for (int y = 0; y < ns; y++) emitf(line, sizeof line, &lu, " r%d", srcs[y]);
                emitf(line, sizeof line, &lu, " lat=%d flops=%d unit=%s", lat, in->flops, units[unit]);
                if (list[k] & TAKEN) emitf(line, sizeof line, &lu, " branch=taken");
            }
            if (in->has_mem) {
                const stream_t *sq = &st[sid[k]];
                for (int a2 = 0; a2 < o->nannot; a2++) {
                    if (strcmp(o->annot[a2].stream, sq->name) && strcmp(o->annot[a2].stream, "all")) continue;
                    if (o->annot[a2].kind == 0) {
                        int gv = (int)o->annot[a2].value, grp = gv % 64 > 1 ? gv % 64 : 1;
                        emitf(line, sizeof line, &lu, " pattern=random");
                        if (grp > 1) emitf(line, sizeof line, &lu, " group=%d", grp);
                        if (gv >= 64) emitf(line, sizeof line, &lu, " spread=own");
                    }
                    if (o->annot[a2].kind == 1) emitf(line, sizeof line, &lu, " stride=%.0f", o->annot[a2].value);
                    if (o->annot[a2].kind == 2) emitf(line, sizeof line, &lu, " footprint=%.0f", o->annot[a2].value);
                }
            }
            if (in->stall > 1) emitf(line, sizeof line, &lu, " stall=%d", in->stall);
            e |= emitf(out, outlen, &u, "%-44s # %04lx %.100s\n", line, in->addr, in->text);
        }
        if (dropped)
            e |= emitf(out, outlen, &u, "# %d sources beyond %d per instruction carry no dependence\n",
                       dropped, SIM_MAX_SRC);
        if (e) rc = fail(c, SASS_EUSAGE, "%s: the workload text is too long", fn->name);
    }
    free(sid);
done:
    free(nxt);
    free(L);
    free(def);
    free(D);
    free(taint);
    free(mini_of);
    free(st);
    free(list);
    return rc;
}

int sim_sass_import(const char *text, size_t len, const char *fname, const sim_sass_opts *o,
                    char *out, size_t outlen, char *err, size_t errlen)
{
    ctx_t c;
    memset(&c, 0, sizeof c);
    c.fname = fname;
    c.err = err;
    c.errlen = errlen;
    if (outlen) out[0] = 0;
    int rc = read_file(&c, text, len);
    if (!rc && c.nfn == 0)
        rc = fail(&c, SASS_ENOKERNEL, "%s: no kernel found (expected the text of cuobjdump -sass or nvdisasm)", fname);
    if (!rc && !o->kernel) rc = list_kernels(&c, out, outlen);
    else if (!rc) {
        int match[16], nm = 0, exact = -1;
        for (int f = 0; f < c.nfn; f++) {
            char dm[256];
            demangle(c.fn[f].name, dm, sizeof dm);
            if (strstr(c.fn[f].name, o->kernel) || strstr(dm, o->kernel)) {
                if (nm < 16) match[nm] = f;
                nm++;
                if (!strcmp(c.fn[f].name, o->kernel) || !strcmp(dm, o->kernel)) exact = f;
            }
        }
        if (nm == 0) {
            char names[600] = "";
            size_t u = 0;
            for (int f = 0; f < c.nfn && f < 12; f++) {
                char dm[256];
                demangle(c.fn[f].name, dm, sizeof dm);
                emitf(names, sizeof names, &u, "%s%s", f ? ", " : "", dm[0] ? dm : c.fn[f].name);
            }
            if (c.nfn > 12) emitf(names, sizeof names, &u, ", ...");
            rc = fail(&c, SASS_ENOKERNEL, "--kernel %s: no kernel of %s has that in its name (it has: %s)",
                      o->kernel, fname, names);
        } else if (nm > 1 && exact < 0) {
            char names[600] = "";
            size_t u = 0;
            for (int q = 0; q < nm && q < 16; q++) {
                char dm[256];
                demangle(c.fn[match[q]].name, dm, sizeof dm);
                emitf(names, sizeof names, &u, "%s%s", q ? ", " : "", dm[0] ? dm : c.fn[match[q]].name);
            }
            rc = fail(&c, SASS_ENOKERNEL, "--kernel %s: %d kernels match (%s); give more of the name",
                      o->kernel, nm, names);
        } else
            rc = import_kernel(&c, exact >= 0 ? exact : match[0], o, out, outlen);
    }
    for (int f = 0; f < c.nfn; f++) free(c.fn[f].name);
    free(c.fn);
    free(c.ins);
    free(c.lab);
    free(c.buf);
    return rc;
}
