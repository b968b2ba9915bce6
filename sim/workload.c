/* workload.c -- ISA text parser, built-in workloads, static analysis. */
#define _POSIX_C_SOURCE 200809L
#include "workload.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

const sim_builtin_info sim_builtins[] = {
    {"chase", "ILP independent pointer chains per warp; a step is one coalesced 4 B/lane "
              "load of one random 128 B line whose address the previous step loaded; the "
              "next address is four dependent instructions from the word it loaded "
              "(IMAD.WIDE, LOP3, LEA, LEA.HI.X, as nvcc compiles it); the ILP address "
              "computations come before the ILP loads",
     "ld r0 mem width=4 addr=r0"},
    {"stream", "ILP independent coalesced loads per thread (width 4|8|16 B), each a grid "
               "apart, then adds; grid-stride over a buffer far larger than L2",
     "ld r0 a width=16 offset=0 / ... / alu r40 r40 r0"},
    {"load-use", "ld; use; ld; use (ILP pairs) -- one load in flight", "ld r0 x / alu r1 r0"},
    {"load4-use4", "ILP loads then ILP uses (default 4) -- ILP loads in flight",
     "ld r0..r3 x / alu r4 r0 ..."},
    {"axpy4", "y = a*x, four scalar 4 B loads per thread, each strided 16 B "
              "across the warp (4 lines per instruction), then four stores",
     "ld r0 x width=4 stride=16 offset=0"},
    {"axpy4-float4", "axpy4 with one 16 B load and one 16 B store per thread",
     "ld r0 x width=16"},
    {"bias-relu-unfused", "u = x + bias stored, then y = relu(u) (two passes: 4 "
                          "accesses of 4 B per element)", "ld x; ld b; st u; ld u; st y"},
    {"bias-relu-fused", "y = relu(x + bias) in one pass (3 accesses per element)",
     "ld x; ld b; st y"},
    {"intensity", "ILP loads of width B then F dependent FMAs per element (--flops F), for "
                  "the roofline", "ld r0 a / alu r1 r0 flops=2 ..."},
    {NULL, NULL, NULL},
};

static void seterr(char *err, size_t len, const char *fmt, ...)
{
    if (!err || !len) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, len, fmt, ap);
    va_end(ap);
}

static int parse_int(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (end == s || *end || errno || v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

/* stall=VAL on any line: the SASS stall count, 1..15 cycles */
static int parse_stall(const char *val, const char *fname, int lineno, sim_instr *in, char *err, size_t errlen)
{
    long v;
    if (parse_int(val, 1, 15, &v)) {
        seterr(err, errlen, "%s:%d: stall=%s: must be 1..15 cycles (the stall count of a SASS control word)",
               fname, lineno, val);
        return SIM_WL_EPARSE;
    }
    in->stall = (int)v;
    return 0;
}

double sim_parse_size(const char *s)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || errno || !(v >= 0) || v > 1e15) return -1;
    double mul = 1;
    if (*end == 'K' || *end == 'k') mul = 1024.0, end++;
    else if (*end == 'M') mul = 1024.0 * 1024, end++;
    else if (*end == 'G') mul = 1024.0 * 1024 * 1024, end++;
    if (mul > 1 && (*end == 'i' && end[1] == 'B')) end += 2;
    else if (mul > 1 && *end == 'B') end++;
    if (*end) return -1;
    return floor(v * mul);
}

void sim_workload_set_footprint(sim_workload *w, double bytes)
{
    double each = w->nstreams > 0 ? floor(bytes / w->nstreams) : bytes;
    if (each < 128) each = 128;
    for (int i = 0; i < w->n; i++)
        if (w->ins[i].op != OP_ALU) w->ins[i].footprint = each;
    for (int k = 0; k < w->nstreams; k++) w->footprint[k] = each;
}

static int parse_reg(const char *s)
{
    long v;
    if (s[0] != 'r' || !isdigit((unsigned char)s[1])) return -1;
    if (parse_int(s + 1, 0, SIM_MAX_REGS - 1, &v)) return -1;
    return (int)v;
}

static int stream_id(sim_workload *w, const char *name)
{
    for (int i = 0; i < w->nstreams; i++)
        if (!strcmp(w->streams[i], name)) return i;
    if (w->nstreams == SIM_MAX_STREAMS) return -1;
    if (strlen(name) >= sizeof w->streams[0] || !isalpha((unsigned char)name[0])) return -2;
    for (const char *p = name; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_') return -2;
    snprintf(w->streams[w->nstreams], sizeof w->streams[0], "%s", name);
    return w->nstreams++;
}

int sim_workload_parse(const char *text, size_t len, const char *fname, sim_workload *w,
                       char *err, size_t errlen)
{
    memset(w, 0, sizeof *w);
    snprintf(w->name, sizeof w->name, "custom");
    size_t pos = 0;
    int lineno = 0;
    if (len == 0) {
        seterr(err, errlen, "%s: empty workload file", fname);
        return SIM_WL_EPARSE;
    }
    while (pos < len) {
        char line[512];
        size_t n = 0;
        lineno++;
        while (pos < len && text[pos] != '\n') {
            if (text[pos] == 0) {
                seterr(err, errlen, "%s:%d: binary data (NUL byte)", fname, lineno);
                return SIM_WL_EPARSE;
            }
            if (n >= sizeof line - 1) {
                seterr(err, errlen, "%s:%d: line longer than %zu characters", fname, lineno,
                       sizeof line - 1);
                return SIM_WL_EPARSE;
            }
            line[n++] = text[pos] == '\r' || text[pos] == '\t' ? ' ' : text[pos];
            pos++;
        }
        pos++;
        line[n] = 0;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char *tok[16];
        int nt = 0;
        char *save = NULL;
        for (char *t = strtok_r(line, " ,", &save); t; t = strtok_r(NULL, " ,", &save)) {
            if (nt == 16) {
                seterr(err, errlen, "%s:%d: too many operands", fname, lineno);
                return SIM_WL_EPARSE;
            }
            tok[nt++] = t;
        }
        if (nt == 0) continue;
        for (int i = 0; tok[0][i]; i++) tok[0][i] = (char)tolower((unsigned char)tok[0][i]);
        if (!strcmp(tok[0], "name")) {
            if (nt != 2 || strlen(tok[1]) >= sizeof w->name) {
                seterr(err, errlen, "%s:%d: expected 'name NAME' (up to 63 characters)", fname,
                       lineno);
                return SIM_WL_EPARSE;
            }
            if (strpbrk(tok[1], ",\"")) {
                seterr(err, errlen, "%s:%d: a name may not hold ',' or '\"' (it goes into CSV rows)",
                       fname, lineno);
                return SIM_WL_EPARSE;
            }
            snprintf(w->name, sizeof w->name, "%s", tok[1]);
            continue;
        }
        if (w->n == SIM_MAX_INSTR) {
            seterr(err, errlen, "%s:%d: more than %d instructions", fname, lineno, SIM_MAX_INSTR);
            return SIM_WL_EPARSE;
        }
        sim_instr *in = &w->ins[w->n];
        memset(in, 0, sizeof *in);
        in->dst = -1;
        in->addr_src = -1;
        in->width = 4;
        in->stride = -1;
        in->group = 1;
        in->latency = 4;
        in->flops = 1;
        in->line = lineno;
        int k = 1;
        if (!strcmp(tok[0], "ld") || !strcmp(tok[0], "st")) {
            int is_ld = tok[0][0] == 'l';
            in->op = is_ld ? OP_LD : OP_ST;
            if (is_ld) {
                if (nt < 3 || (in->dst = parse_reg(tok[1])) < 0) {
                    seterr(err, errlen, "%s:%d: expected 'ld rN STREAM [key=value...]'", fname,
                           lineno);
                    return SIM_WL_EPARSE;
                }
                k = 2;
            } else if (nt < 3) {
                seterr(err, errlen, "%s:%d: expected 'st STREAM rN [rN...] [key=value...]'", fname, lineno);
                return SIM_WL_EPARSE;
            }
            int sid = stream_id(w, tok[k]);
            if (sid < 0) {
                seterr(err, errlen, "%s:%d: stream '%s': %s", fname, lineno, tok[k],
                       sid == -1 ? "too many streams (40 at most)"
                                 : "a name is letters, digits and '_', starting with a letter");
                return SIM_WL_EPARSE;
            }
            in->stream = sid;
            k++;
            if (!is_ld) {
                /* '-': the value is a constant or loop-invariant (nothing to wait for) */
                int r = strcmp(tok[k], "-") ? parse_reg(tok[k]) : -2;
                if (r == -1) {
                    seterr(err, errlen, "%s:%d: st needs a source register (or '-' for a "
                           "constant), got '%s'", fname, lineno, tok[k]);
                    return SIM_WL_EPARSE;
                }
                if (r >= 0) in->src[in->nsrc++] = r;
                k++;
                /* a wide store's further data registers (STG.128 reads four):
                 * it waits for each, and holds each until its data is read */
                for (; r >= 0 && k < nt && !strchr(tok[k], '='); k++) {
                    int r2 = parse_reg(tok[k]);
                    if (r2 < 0) {
                        seterr(err, errlen, "%s:%d: st: '%s' is not a register r0..r63 (the data "
                               "registers come before the key=value settings)", fname, lineno, tok[k]);
                        return SIM_WL_EPARSE;
                    }
                    if (in->nsrc == SIM_MAX_SRC) {
                        seterr(err, errlen, "%s:%d: st: at most %d data registers", fname, lineno,
                               SIM_MAX_SRC);
                        return SIM_WL_EPARSE;
                    }
                    int dup = 0;
                    for (int q = 0; q < in->nsrc; q++) dup |= in->src[q] == r2;
                    if (!dup) in->src[in->nsrc++] = r2;
                }
            }
            char seen[16][16];
            int nseen = 0;
            for (; k < nt; k++) {
                char *eq = strchr(tok[k], '=');
                long v;
                if (!eq) {
                    seterr(err, errlen, "%s:%d: '%s': expected key=value", fname, lineno, tok[k]);
                    return SIM_WL_EPARSE;
                }
                *eq = 0;
                const char *key = tok[k], *val = eq + 1;
                for (int q = 0; q < nseen; q++)
                    if (!strcmp(seen[q], key)) {
                        seterr(err, errlen, "%s:%d: '%s' given twice", fname, lineno, key);
                        return SIM_WL_EPARSE;
                    }
                if (nseen < 16) snprintf(seen[nseen++], sizeof seen[0], "%.15s", key);
                if (!strcmp(key, "width")) {
                    if (parse_int(val, 1, 16, &v) || (v != 4 && v != 8 && v != 16 && v != 1 && v != 2)) {
                        seterr(err, errlen, "%s:%d: width=%s: must be 1, 2, 4, 8 or 16", fname,
                               lineno, val);
                        return SIM_WL_EPARSE;
                    }
                    in->width = (int)v;
                } else if (!strcmp(key, "stride")) {
                    if (parse_int(val, 0, 1 << 20, &v)) {
                        seterr(err, errlen, "%s:%d: stride=%s: must be 0..1048576 bytes", fname,
                               lineno, val);
                        return SIM_WL_EPARSE;
                    }
                    in->stride = (int)v;
                } else if (!strcmp(key, "offset")) {
                    if (parse_int(val, 0, 1 << 24, &v)) {
                        seterr(err, errlen, "%s:%d: offset=%s: must be 0..16777216 bytes", fname,
                               lineno, val);
                        return SIM_WL_EPARSE;
                    }
                    in->offset = (int)v;
                } else if (!strcmp(key, "pattern")) {
                    if (!strcmp(val, "coalesced")) in->pattern = PAT_COALESCED;
                    else if (!strcmp(val, "random")) in->pattern = PAT_RANDOM;
                    else {
                        seterr(err, errlen, "%s:%d: pattern=%s: valid: coalesced, random", fname,
                               lineno, val);
                        return SIM_WL_EPARSE;
                    }
                } else if (!strcmp(key, "group")) {
                    if (parse_int(val, 1, 32, &v) || (v & (v - 1))) {
                        seterr(err, errlen, "%s:%d: group=%s: lanes per random line: 1, 2, 4, 8, 16 "
                               "or 32", fname, lineno, val);
                        return SIM_WL_EPARSE;
                    }
                    in->group = (int)v;
                } else if (!strcmp(key, "spread")) {
                    if (!strcmp(val, "all")) in->own = 0;
                    else if (!strcmp(val, "own")) in->own = 1;
                    else {
                        seterr(err, errlen, "%s:%d: spread=%s: valid: all (every SM over the whole "
                               "footprint, the default), own (each SM over its 1/SMs)", fname, lineno, val);
                        return SIM_WL_EPARSE;
                    }
                } else if (!strcmp(key, "footprint")) {
                    double f = sim_parse_size(val);
                    if (!(f >= 128 && f <= SIM_MAX_FOOTPRINT)) {
                        seterr(err, errlen, "%s:%d: footprint=%s: must be 128 bytes to 1 PiB "
                               "(e.g. 4096, 64K, 16M, 2G)", fname, lineno, val);
                        return SIM_WL_EPARSE;
                    }
                    in->footprint = f;
                } else if (!strcmp(key, "apart")) {
                    double a = sim_parse_size(val);
                    if (!(a >= 128) || fmod(a, 128) != 0 || a > 1e12) {
                        seterr(err, errlen, "%s:%d: apart=%s: bytes, a multiple of 128 (e.g. 65536, 64K)",
                               fname, lineno, val);
                        return SIM_WL_EPARSE;
                    }
                    in->apart = (long)a;
                } else if (!strcmp(key, "space")) {
                    if (!strcmp(val, "global")) in->local = 0;
                    else if (!strcmp(val, "local")) in->local = 1;
                    else {
                        seterr(err, errlen, "%s:%d: space=%s: valid: global (the default), local "
                               "(the thread's stack: register spills)", fname, lineno, val);
                        return SIM_WL_EPARSE;
                    }
                } else if (!strcmp(key, "stall")) {
                    if (parse_stall(val, fname, lineno, in, err, errlen)) return SIM_WL_EPARSE;
                } else if (is_ld && !strcmp(key, "cache")) {
                    if (!strcmp(val, "ca")) in->cache_cg = 0;
                    else if (!strcmp(val, "cg")) in->cache_cg = 1;
                    else {
                        seterr(err, errlen, "%s:%d: cache=%s: valid: ca (through L1, the "
                               "default), cg (L2 only)", fname, lineno, val);
                        return SIM_WL_EPARSE;
                    }
                } else if (is_ld && !strcmp(key, "addr")) {
                    int r = parse_reg(val);
                    if (r < 0) {
                        seterr(err, errlen, "%s:%d: addr=%s: not a register r0..r63", fname,
                               lineno, val);
                        return SIM_WL_EPARSE;
                    }
                    in->addr_src = r;
                    in->src[in->nsrc++] = r;
                } else {
                    seterr(err, errlen, "%s:%d: unknown key '%s' for %s", fname, lineno, key,
                           tok[0]);
                    return SIM_WL_EPARSE;
                }
            }
            if (in->stride < 0) in->stride = in->width;
            if ((in->group > 1 || in->own) && in->pattern != PAT_RANDOM) {
                seterr(err, errlen, "%s:%d: group= and spread= go with pattern=random", fname, lineno);
                return SIM_WL_EPARSE;
            }
            if (in->group * in->width > 128) {
                seterr(err, errlen, "%s:%d: group=%d x width=%d: a random line holds at most 128 B",
                       fname, lineno, in->group, in->width);
                return SIM_WL_EPARSE;
            }
        } else if (!strcmp(tok[0], "alu")) {
            in->op = OP_ALU;
            if (nt < 2 || (in->dst = parse_reg(tok[1])) < 0) {
                seterr(err, errlen, "%s:%d: expected 'alu rD rS... [lat=N] [flops=N]'", fname,
                       lineno);
                return SIM_WL_EPARSE;
            }
            for (k = 2; k < nt; k++) {
                char *eq = strchr(tok[k], '=');
                long v;
                if (eq) {
                    *eq = 0;
                    if ((!strcmp(tok[k], "lat") && in->latency_given) ||
                        (!strcmp(tok[k], "flops") && in->flops_given) ||
                        (!strcmp(tok[k], "stall") && in->stall)) {
                        seterr(err, errlen, "%s:%d: '%s' given twice", fname, lineno, tok[k]);
                        return SIM_WL_EPARSE;
                    }
                    if (!strcmp(tok[k], "lat")) {
                        in->latency_given = 1;
                        if (parse_int(eq + 1, 1, 100000, &v)) {
                            seterr(err, errlen, "%s:%d: lat=%s: must be 1..100000 cycles", fname,
                                   lineno, eq + 1);
                            return SIM_WL_EPARSE;
                        }
                        in->latency = (int)v;
                    } else if (!strcmp(tok[k], "unit")) {
                        static const char *units[UNIT_N + 1] = {"fp32", "int", "sfu", "fp64", "none"};
                        int u = -1;
                        for (int q = 0; q <= UNIT_N; q++)
                            if (!strcmp(eq + 1, units[q])) u = q;
                        if (u < 0) {
                            seterr(err, errlen, "%s:%d: unit=%s: valid: fp32, int, sfu, fp64, none "
                                   "(an issue slot only: branches, uniform-datapath ops)",
                                   fname, lineno, eq + 1);
                            return SIM_WL_EPARSE;
                        }
                        in->unit = u;
                    } else if (!strcmp(tok[k], "stall")) {
                        if (parse_stall(eq + 1, fname, lineno, in, err, errlen)) return SIM_WL_EPARSE;
                    } else if (!strcmp(tok[k], "branch")) {
                        if (strcmp(eq + 1, "taken")) {
                            seterr(err, errlen, "%s:%d: branch=%s: valid: taken (a branch the warp "
                                   "takes: its next instruction waits sm.branch_cycles)", fname, lineno, eq + 1);
                            return SIM_WL_EPARSE;
                        }
                        in->taken = 1;
                    } else if (!strcmp(tok[k], "flops")) {
                        in->flops_given = 1;
                        if (parse_int(eq + 1, 0, 1000, &v)) {
                            seterr(err, errlen, "%s:%d: flops=%s: must be 0..1000", fname, lineno,
                                   eq + 1);
                            return SIM_WL_EPARSE;
                        }
                        in->flops = (int)v;
                    } else {
                        seterr(err, errlen, "%s:%d: unknown key '%s' for alu", fname, lineno,
                               tok[k]);
                        return SIM_WL_EPARSE;
                    }
                } else {
                    int r = parse_reg(tok[k]);
                    if (r < 0) {
                        seterr(err, errlen, "%s:%d: '%s' is not a register r0..r63", fname,
                               lineno, tok[k]);
                        return SIM_WL_EPARSE;
                    }
                    if (in->nsrc == SIM_MAX_SRC) {
                        seterr(err, errlen, "%s:%d: alu takes at most %d sources", fname, lineno,
                               SIM_MAX_SRC);
                        return SIM_WL_EPARSE;
                    }
                    in->src[in->nsrc++] = r;
                }
            }
        } else if (!strcmp(tok[0], "bar")) {
            /* __syncthreads (BAR.SYNC): an issue slot, then the warp waits
             * until every warp of its block has issued its bar */
            in->op = OP_ALU;
            in->barrier = 1;
            in->unit = UNIT_N;
            in->latency = 1;
            in->flops = 0;
            for (k = 1; k < nt; k++) {
                char *eq = strchr(tok[k], '=');
                if (!eq || strncmp(tok[k], "stall=", 6)) {
                    seterr(err, errlen, "%s:%d: '%s': bar takes only stall=CYCLES (it waits for the "
                           "warps of its block, sim's --block-warps)", fname, lineno, tok[k]);
                    return SIM_WL_EPARSE;
                }
                if (in->stall) {
                    seterr(err, errlen, "%s:%d: 'stall' given twice", fname, lineno);
                    return SIM_WL_EPARSE;
                }
                if (parse_stall(eq + 1, fname, lineno, in, err, errlen)) return SIM_WL_EPARSE;
            }
        } else {
            seterr(err, errlen, "%s:%d: unknown instruction '%.20s' (valid: ld, st, alu, bar, name)",
                   fname, lineno, tok[0]);
            return SIM_WL_EPARSE;
        }
        w->n++;
    }
    if (w->n == 0) {
        seterr(err, errlen, "%s: no instructions", fname);
        return SIM_WL_EPARSE;
    }
    int st = sim_workload_analyse(w, err, errlen);
    if (st && err && errlen) {
        char tmp[512];
        snprintf(tmp, sizeof tmp, "%s", err);
        seterr(err, errlen, "%s:%s", fname, tmp);
    }
    return st;
}

int sim_workload_load(const char *path, sim_workload *w, char *err, size_t errlen)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        seterr(err, errlen, "%s: %s", path, strerror(errno));
        return SIM_WL_EPARSE;
    }
    if (!S_ISREG(sb.st_mode)) {
        seterr(err, errlen, "%s: not a regular file", path);
        return SIM_WL_EPARSE;
    }
    if (sb.st_size > (1 << 20)) {
        seterr(err, errlen, "%s: larger than 1 MiB", path);
        return SIM_WL_EPARSE;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        seterr(err, errlen, "%s: %s", path, strerror(errno));
        return SIM_WL_EPARSE;
    }
    char *buf = malloc((size_t)sb.st_size + 1);
    if (!buf) {
        fclose(f);
        seterr(err, errlen, "%s: out of memory", path);
        return SIM_WL_EPARSE;
    }
    size_t n = fread(buf, 1, (size_t)sb.st_size, f);
    fclose(f);
    int st = sim_workload_parse(buf, n, path, w, err, errlen);
    free(buf);
    return st;
}

/* ---- analysis ----------------------------------------------------------- */
static long span_of(const sim_instr *in)
{
    if (in->pattern == PAT_RANDOM || in->addr_src >= 0) return 0;
    return (long)in->offset + 31L * in->stride + in->width;
}

/* distinct 128 B lines and 32 B sectors one coalesced/strided instruction touches */
static void lines_sectors(const sim_instr *in, int *lines, int *sectors)
{
    if (in->pattern == PAT_RANDOM) {
        *lines = 32 / in->group;
        *sectors = *lines * ((in->group * in->width + 31) / 32);
        return;
    }
    if (in->addr_src >= 0) { /* one line-aligned coalesced block */
        long span = 31L * in->stride + in->width;
        *lines = (int)((span + 127) / 128);
        *sectors = (int)((span + 31) / 32);
        if (*sectors > 32) *sectors = 32;
        return;
    }
    long lastl = -1, lasts = -1;
    int nl = 0, ns = 0;
    for (int l = 0; l < 32; l++) {
        long a = in->offset + (long)l * in->stride;
        for (long b = a; b < a + in->width; b += 32 - (b % 32)) {
            long s = b / 32, li = b / 128;
            if (s != lasts) ns++, lasts = s;
            if (li != lastl) nl++, lastl = li;
        }
    }
    *lines = nl;
    *sectors = ns;
}

int sim_workload_analyse(sim_workload *w, char *err, size_t errlen)
{
    int written[SIM_MAX_REGS] = {0};
    int mem = 0;
    for (int i = 0; i < w->n; i++)
        if (w->ins[i].dst >= 0) written[w->ins[i].dst] = 1;
    for (int i = 0; i < w->n; i++) {
        const sim_instr *in = &w->ins[i];
        if (in->op != OP_ALU) mem = 1;
        for (int s = 0; s < in->nsrc; s++)
            if (!written[in->src[s]] && !(in->op == OP_LD && in->addr_src == in->src[s])) {
                seterr(err, errlen, "%d: r%d is read but no instruction writes it", in->line,
                       in->src[s]);
                return SIM_WL_EPARSE;
            }
        if (in->op == OP_LD && in->stride > 0 && in->width > in->stride && in->pattern == PAT_COALESCED) {
            seterr(err, errlen, "%d: stride %d is smaller than width %d (lanes overlap)", in->line,
                   in->stride, in->width);
            return SIM_WL_EPARSE;
        }
    }
    if (!mem) {
        seterr(err, errlen, "%d: the loop has no ld or st: nothing touches memory",
               w->ins[w->n - 1].line);
        return SIM_WL_EPARSE;
    }
    /* footprints per stream: one value per stream */
    for (int s = 0; s < w->nstreams; s++) w->footprint[s] = 0;
    for (int i = 0; i < w->n; i++) {
        const sim_instr *in = &w->ins[i];
        if (in->op == OP_ALU || in->footprint <= 0) continue;
        if (w->footprint[in->stream] > 0 && w->footprint[in->stream] != in->footprint) {
            seterr(err, errlen, "%d: stream %s: footprint=%.0f, but %.0f elsewhere", in->line,
                   w->streams[in->stream], in->footprint, w->footprint[in->stream]);
            return SIM_WL_EPARSE;
        }
        w->footprint[in->stream] = in->footprint;
    }
    /* chunks per stream */
    for (int s = 0; s < w->nstreams; s++) w->chunk_bytes[s] = 0;
    for (int i = 0; i < w->n; i++) {
        const sim_instr *in = &w->ins[i];
        if (in->op == OP_ALU) continue;
        long sp = span_of(in);
        if (sp > w->chunk_bytes[in->stream]) w->chunk_bytes[in->stream] = sp;
    }
    for (int s = 0; s < w->nstreams; s++) w->chunk_bytes[s] = (w->chunk_bytes[s] + 127) / 128 * 128;
    for (int i = 0; i < w->n; i++) {
        const sim_instr *in = &w->ins[i];
        if (in->op == OP_ALU || !in->apart) continue;
        if (in->pattern == PAT_RANDOM || in->addr_src >= 0 || in->local) {
            seterr(err, errlen, "%d: apart= places a coalesced stream's chunks; not with pattern=random, "
                   "addr= or space=local", in->line);
            return SIM_WL_EPARSE;
        }
        if (in->apart < w->chunk_bytes[in->stream]) {
            seterr(err, errlen, "%d: apart=%ld is less than the %ld bytes a warp's chunk of stream %s spans",
                   in->line, in->apart, w->chunk_bytes[in->stream], w->streams[in->stream]);
            return SIM_WL_EPARSE;
        }
    }
    /* loads, bytes, lines; DRAM bytes after merging: the union of sectors
     * per stream chunk for coalesced/strided, all sectors for random */
    int nld = 0;
    double bytes = 0, lines = 0, dram = 0, flops = 0, useful = 0, all_lines = 0, dram_lines = 0;
    for (int s = 0; s < w->nstreams; s++) {
        /* sectors touched in the chunk by all instructions on the stream */
        long nsec = w->chunk_bytes[s] / 32;
        unsigned char *touched = calloc((size_t)(nsec > 0 ? nsec : 1), 1);
        if (!touched) return SIM_WL_EPARSE;
        for (int i = 0; i < w->n; i++) {
            const sim_instr *in = &w->ins[i];
            /* local memory: the same lines every iteration, kept in L1 */
            if (in->op == OP_ALU || in->stream != s || in->local) continue;
            if (in->pattern == PAT_RANDOM || in->addr_src >= 0) {
                int l, se;
                lines_sectors(in, &l, &se);
                dram += 32.0 * se;
                dram_lines += l;
                continue;
            }
            for (int l = 0; l < 32; l++) {
                long a = in->offset + (long)l * in->stride;
                for (long b = a; b < a + in->width; b++) touched[b / 32] = 1;
            }
        }
        for (long k = 0; k < nsec; k++) dram += touched[k] ? 32 : 0;
        for (long k = 0; k + 3 < nsec; k += 4) /* 128 B lines with a sector touched (chunks are whole lines) */
            dram_lines += (touched[k] | touched[k + 1] | touched[k + 2] | touched[k + 3]) != 0;
        free(touched);
    }
    w->max_lines_per_access = 0;
    for (int i = 0; i < w->n; i++) {
        const sim_instr *in = &w->ins[i];
        if (in->op == OP_ALU) {
            flops += 32.0 * in->flops;
            continue;
        }
        int l, se;
        lines_sectors(in, &l, &se);
        if (l > w->max_lines_per_access) w->max_lines_per_access = l;
        if (!in->local) useful += 32.0 * in->width;
        all_lines += l;
        if (in->op != OP_LD) continue;
        nld++;
        bytes += 32.0 * in->width;
        lines += l;
    }
    w->loads_per_iter = nld;
    w->bars_per_iter = 0;
    for (int i = 0; i < w->n; i++) w->bars_per_iter += w->ins[i].barrier;
    w->bytes_per_load = nld ? bytes / nld : 0;
    w->lines_per_load = nld ? lines / nld : 0;
    w->lines_per_iter = all_lines;
    w->dram_bytes_per_iter = dram;
    w->dram_lines_per_iter = dram_lines;
    w->flops_per_iter = flops;
    w->useful_bytes_per_iter = useful;
    /* loads one warp issues before its first stall on a load result, over
     * up to two iterations of the body */
    unsigned long long pending = 0;
    int inflight = 0;
    for (int k = 0; k < 2 * w->n; k++) {
        const sim_instr *in = &w->ins[k % w->n];
        int stall = 0;
        for (int s = 0; s < in->nsrc; s++)
            if (pending & (1ULL << in->src[s])) stall = 1;
        if (in->dst >= 0 && (pending & (1ULL << in->dst))) stall = 1;
        if (stall) break;
        if (in->op == OP_LD) {
            pending |= 1ULL << in->dst;
            inflight++;
        }
    }
    w->max_loads_in_flight = inflight;
    return SIM_WL_OK;
}

/* ---- built-ins ---------------------------------------------------------- */
static int emit(char *buf, size_t len, size_t *used, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *used, len - *used, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= len - *used) return -1;
    *used += (size_t)n;
    return 0;
}

int sim_workload_builtin(const char *name, int ilp, int width, int flops, sim_workload *w,
                         char *err, size_t errlen)
{
    char txt[16384];
    size_t u = 0;
    int rc = 0;
    if (ilp < 1 || ilp > 32) {
        seterr(err, errlen, "--ilp %d: must be 1..32", ilp);
        return SIM_WL_EUNKNOWN;
    }
    if (width != 4 && width != 8 && width != 16) {
        seterr(err, errlen, "--width %d: must be 4, 8 or 16", width);
        return SIM_WL_EUNKNOWN;
    }
    if (!strcmp(name, "chase")) {
        /* as the compiler emits it (validate/results/h200/sass_kernels.txt.gz,
         * k_chase): each chain's next address is four dependent instructions
         * from its loaded word (IMAD.WIDE on the FMA pipe, then LOP3, LEA and
         * LEA.HI.X on the ALU pipe), the chains' interleaved, then the K
         * loads.  In-order issue makes each step wait for every chain's data.
         * (nvcc interleaves each chain's load with the next chains'
         * arithmetic; with the loads after all of it the chase's rows come
         * closer to the H200 as a whole, one warp at 16 chains too:
         * validate/README.md, thirty-fifth round) */
        static const char *const op[4] = {"fp32", "int", "int", "int"};
        rc |= emit(txt, sizeof txt, &u, "name chase\n");
        for (int k = 0; k < 4; k++)
            for (int i = 0; i < ilp; i++)
                rc |= emit(txt, sizeof txt, &u, "alu r%d r%d lat=4 flops=0 unit=%s\n", 32 + i,
                           k ? 32 + i : i, op[k]);
        for (int i = 0; i < ilp; i++)
            rc |= emit(txt, sizeof txt, &u, "ld r%d mem width=4 addr=r%d\n", i, 32 + i);
    } else if (!strcmp(name, "stream")) {
        /* as the CUDA kernel does: load k of a thread is k x (grid size)
         * elements on, so the K loads of a warp are far apart (one stream each) */
        rc |= emit(txt, sizeof txt, &u, "name stream\n");
        for (int i = 0; i < ilp; i++)
            rc |= emit(txt, sizeof txt, &u, "ld r%d a%d width=%d\n", i, i, width);
        for (int i = 0; i < ilp; i++)
            rc |= emit(txt, sizeof txt, &u, "alu r40 r40 r%d lat=4 flops=1\n", i);
        rc |= emit(txt, sizeof txt, &u, "alu r40 r40 lat=4 flops=0\n");
    } else if (!strcmp(name, "load-use")) {
        rc |= emit(txt, sizeof txt, &u, "name load-use\n");
        for (int i = 0; i < ilp; i++)
            rc |= emit(txt, sizeof txt, &u, "ld r%d x width=4 offset=%d\nalu r40 r40 r%d\n", i,
                       i * 128, i);
    } else if (!strcmp(name, "load4-use4")) {
        rc |= emit(txt, sizeof txt, &u, "name load4-use4\n");
        for (int i = 0; i < ilp; i++)
            rc |= emit(txt, sizeof txt, &u, "ld r%d x width=4 offset=%d\n", i, i * 128);
        for (int i = 0; i < ilp; i++) rc |= emit(txt, sizeof txt, &u, "alu r40 r40 r%d\n", i);
    } else if (!strcmp(name, "axpy4")) {
        rc |= emit(txt, sizeof txt, &u, "name axpy4\n");
        for (int i = 0; i < 4; i++)
            rc |= emit(txt, sizeof txt, &u, "ld r%d x width=4 stride=16 offset=%d\n", i, 4 * i);
        for (int i = 0; i < 4; i++)
            rc |= emit(txt, sizeof txt, &u, "alu r%d r%d lat=4 flops=1\n", 4 + i, i);
        for (int i = 0; i < 4; i++)
            rc |= emit(txt, sizeof txt, &u, "st y r%d width=4 stride=16 offset=%d\n", 4 + i, 4 * i);
    } else if (!strcmp(name, "axpy4-float4")) {
        rc |= emit(txt, sizeof txt, &u,
                   "name axpy4-float4\nld r0 x width=16\nalu r4 r0 lat=4 flops=4\n"
                   "st y r4 width=16\n");
    } else if (!strcmp(name, "bias-relu-unfused")) {
        /* two kernels' worth of traffic per element, as one loop */
        rc |= emit(txt, sizeof txt, &u,
                   "name bias-relu-unfused\nld r0 x width=4\nld r1 bias width=4\n"
                   "alu r2 r0 r1 lat=4 flops=1\nst u r2 width=4\nld r3 u2 width=4\n"
                   "alu r4 r3 lat=4 flops=1\nst y r4 width=4\n");
    } else if (!strcmp(name, "bias-relu-fused")) {
        rc |= emit(txt, sizeof txt, &u,
                   "name bias-relu-fused\nld r0 x width=4\nld r1 bias width=4\n"
                   "alu r2 r0 r1 lat=4 flops=1\nalu r4 r2 lat=4 flops=1\nst y r4 width=4\n");
    } else if (!strcmp(name, "intensity")) {
        if (flops < 0 || flops > 1000) {
            seterr(err, errlen, "--flops %d: must be 0..1000", flops);
            return SIM_WL_EUNKNOWN;
        }
        rc |= emit(txt, sizeof txt, &u, "name intensity\n");
        for (int i = 0; i < ilp; i++)
            rc |= emit(txt, sizeof txt, &u, "ld r%d a width=%d offset=%d\n", i, width,
                       i * 32 * width);
        for (int i = 0; i < ilp; i++)
            for (int f = 0; f < (flops + 1) / 2; f++)
                rc |= emit(txt, sizeof txt, &u, "alu r%d r%d lat=4 flops=2\n", i, i);
    } else {
        char list[512] = "";
        size_t lu = 0;
        for (const sim_builtin_info *b = sim_builtins; b->name; b++)
            emit(list, sizeof list, &lu, "%s%s", lu ? ", " : "", b->name);
        seterr(err, errlen, "--workload %s: unknown workload (built-in: %s; or a file path)",
               name, list);
        return SIM_WL_EUNKNOWN;
    }
    if (rc) {
        seterr(err, errlen, "workload %s: program too long", name);
        return SIM_WL_EUNKNOWN;
    }
    return sim_workload_parse(txt, u, name, w, err, errlen);
}

void sim_workload_format(const sim_workload *w, char *buf, size_t len)
{
    size_t u = 0;
    emit(buf, len, &u, "name %s\n", w->name);
    for (int i = 0; i < w->n; i++) {
        const sim_instr *in = &w->ins[i];
        if (in->barrier) {
            emit(buf, len, &u, "bar");
            if (in->stall > 1) emit(buf, len, &u, " stall=%d", in->stall);
            emit(buf, len, &u, "\n");
        } else if (in->op == OP_ALU) {
            emit(buf, len, &u, "alu r%d", in->dst);
            for (int s = 0; s < in->nsrc; s++) emit(buf, len, &u, " r%d", in->src[s]);
            emit(buf, len, &u, " lat=%d flops=%d", in->latency, in->flops);
            if (in->unit != UNIT_FP32) {
                static const char *units[UNIT_N + 1] = {"fp32", "int", "sfu", "fp64", "none"};
                emit(buf, len, &u, " unit=%s", units[in->unit]);
            }
            if (in->taken) emit(buf, len, &u, " branch=taken");
            if (in->stall > 1) emit(buf, len, &u, " stall=%d", in->stall);
            emit(buf, len, &u, "\n");
        } else {
            if (in->op == OP_LD) emit(buf, len, &u, "ld r%d %s", in->dst, w->streams[in->stream]);
            else if (in->nsrc) {
                emit(buf, len, &u, "st %s", w->streams[in->stream]);
                for (int s = 0; s < in->nsrc; s++) emit(buf, len, &u, " r%d", in->src[s]);
            }
            else emit(buf, len, &u, "st %s -", w->streams[in->stream]);
            emit(buf, len, &u, " width=%d", in->width);
            if (in->stride != in->width) emit(buf, len, &u, " stride=%d", in->stride);
            if (in->offset) emit(buf, len, &u, " offset=%d", in->offset);
            if (in->pattern == PAT_RANDOM) emit(buf, len, &u, " pattern=random");
            if (in->group > 1) emit(buf, len, &u, " group=%d", in->group);
            if (in->own) emit(buf, len, &u, " spread=own");
            if (in->addr_src >= 0) emit(buf, len, &u, " addr=r%d", in->addr_src);
            if (in->cache_cg) emit(buf, len, &u, " cache=cg");
            if (in->local) emit(buf, len, &u, " space=local");
            if (in->footprint > 0) emit(buf, len, &u, " footprint=%.0f", in->footprint);
            if (in->apart > 0) emit(buf, len, &u, " apart=%ld", in->apart);
            if (in->stall > 1) emit(buf, len, &u, " stall=%d", in->stall);
            emit(buf, len, &u, "\n");
        }
    }
}
