/* gpu.c -- GPU description: defaults, INI reader, --set overrides, lookup. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "model.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef LHSIM_PRESET_DIR
#define LHSIM_PRESET_DIR ""
#endif
#ifndef LHSIM_INSTALL_PRESET_DIR
#define LHSIM_INSTALL_PRESET_DIR ""
#endif

#define MAX_LINE 1024
#define MAX_FILE (1 << 20)

const char *model_strerror(int status)
{
    switch (status) {
    case MODEL_OK: return "success";
    case MODEL_EIO: return "cannot read file";
    case MODEL_EPARSE: return "malformed line";
    case MODEL_EKEY: return "bad key";
    case MODEL_EVALUE: return "bad value";
    case MODEL_EINVAL: return "impossible configuration";
    case MODEL_ENOTFOUND: return "not found";
    default: return "unknown error";
    }
}

model_gpu model_gpu_default(void)
{
    model_gpu g;
    memset(&g, 0, sizeof g);
    g.warp_size = 32;
    g.line_bytes = 128;
    g.sector_bytes = 32;
    g.channels = 1;
    g.warp_schedulers = 4;
    g.lsu_lines_per_cycle = 1.0;
    g.max_loads_per_warp = 1 << 20;
    g.mshr_per_sm = 1 << 20;
    g.smem_alloc_unit_bytes = 128;
    g.reg_alloc_unit = 256;
    g.sub_partitions = 4;
    g.l2_slices = 1;
    g.l2_ways = 16;
    g.l2_fetch_bytes = 32;
    return g;
}

typedef enum { K_INT, K_DBL, K_STR, K_LIST } ktype;

typedef struct {
    const char *section, *key;
    ktype type;
    size_t off;
    double lo, hi;   /* inclusive range */
    int required;
} keydef;

#define OFF(f) offsetof(model_gpu, f)
static const keydef KEYS[] = {
    {"gpu", "name", K_STR, OFF(name), 0, 0, 1},
    {"gpu", "compute_capability", K_DBL, OFF(compute_capability), 1, 20, 1},
    {"gpu", "sm_count", K_INT, OFF(sm_count), 1, 4096, 1},
    {"gpu", "sm_clock_mhz", K_DBL, OFF(sm_clock_mhz), 1, 1e5, 1},
    {"gpu", "peak_fp32_gflops", K_DBL, OFF(peak_fp32_gflops), 1e-3, 1e9, 1},
    {"gpu", "l2_bytes", K_DBL, OFF(l2_bytes), 0, 1e12, 0},
    {"sm", "warp_size", K_INT, OFF(warp_size), 32, 32, 0},
    {"sm", "max_warps_per_sm", K_INT, OFF(max_warps_per_sm), 1, 1024, 1},
    {"sm", "max_threads_per_sm", K_INT, OFF(max_threads_per_sm), 32, 32768, 1},
    {"sm", "max_blocks_per_sm", K_INT, OFF(max_blocks_per_sm), 1, 1024, 1},
    {"sm", "max_threads_per_block", K_INT, OFF(max_threads_per_block), 32, 32768, 1},
    {"sm", "regs_per_sm", K_INT, OFF(regs_per_sm), 1024, 1 << 22, 1},
    {"sm", "regs_per_block", K_INT, OFF(regs_per_block), 1024, 1 << 22, 1},
    {"sm", "max_regs_per_thread", K_INT, OFF(max_regs_per_thread), 16, 1024, 1},
    {"sm", "reg_alloc_unit", K_INT, OFF(reg_alloc_unit), 1, 4096, 1},
    {"sm", "sub_partitions", K_INT, OFF(sub_partitions), 1, 16, 1},
    {"sm", "smem_per_sm_bytes", K_INT, OFF(smem_per_sm_bytes), 0, 1 << 24, 1},
    {"sm", "smem_per_block_bytes", K_INT, OFF(smem_per_block_bytes), 0, 1 << 24, 1},
    {"sm", "smem_per_block_optin_bytes", K_INT, OFF(smem_per_block_optin_bytes), 0, 1 << 24, 1},
    {"sm", "smem_reserved_per_block_bytes", K_INT, OFF(smem_reserved_per_block_bytes), 0, 1 << 20, 1},
    {"sm", "smem_alloc_unit_bytes", K_INT, OFF(smem_alloc_unit_bytes), 1, 1 << 20, 1},
    {"sm", "smem_carveouts_kb", K_LIST, OFF(carveouts_kb), 0, 1 << 14, 1},
    {"sm", "warp_schedulers", K_INT, OFF(warp_schedulers), 1, 64, 1},
    {"sm", "lsu_lines_per_cycle", K_DBL, OFF(lsu_lines_per_cycle), 1e-3, 1024, 1},
    {"sm", "max_loads_per_warp", K_INT, OFF(max_loads_per_warp), 1, 1 << 20, 1},
    {"sm", "mshr_per_sm", K_INT, OFF(mshr_per_sm), 1, 1 << 20, 1},
    {"sm", "issue_cycles_per_load", K_DBL, OFF(issue_cycles_per_load), 0, 1e4, 0},
    {"sm", "return_cycles_per_load", K_DBL, OFF(return_cycles_per_load), 0, 1e4, 0},
    {"sm", "store_bytes_per_cycle", K_DBL, OFF(store_bytes_per_cycle), 0, 1e6, 0},
    {"sm", "store_read_cycles", K_DBL, OFF(store_read_cycles), 0, 1e5, 0},
    {"sm", "store_out_bytes_per_cycle", K_DBL, OFF(store_out_bytes_per_cycle), 0, 1e6, 0},
    {"memory", "latency_ns", K_DBL, OFF(latency_ns), 1e-3, 1e7, 1},
    {"memory", "latency_spread_ns", K_DBL, OFF(latency_spread_ns), 0, 1e7, 0},
    {"memory", "bandwidth_gbps", K_DBL, OFF(bandwidth_gbps), 1e-3, 1e7, 1},
    {"memory", "channels", K_INT, OFF(channels), 1, 4096, 1},
    {"memory", "row_bytes", K_INT, OFF(row_bytes), 0, 1 << 20, 0},
    {"memory", "write_rows_only", K_INT, OFF(write_rows_only), 0, 1, 0},
    {"memory", "row_miss_busy_ns", K_DBL, OFF(row_miss_busy_ns), 0, 1e6, 0},
    {"memory", "hits_skip_access_min", K_INT, OFF(hits_skip_access_min), 0, 1, 0},
    {"memory", "activation_row_bytes", K_INT, OFF(activation_row_bytes), 0, 1 << 20, 0},
    {"memory", "banks", K_INT, OFF(banks), 0, 4096, 0},
    {"memory", "bank_busy_ns", K_DBL, OFF(bank_busy_ns), 0, 1e6, 0},
    {"memory", "bank_busy_write_ns", K_DBL, OFF(bank_busy_write_ns), 0, 1e6, 0},
    {"memory", "write_granule_bytes", K_INT, OFF(write_granule_bytes), 0, 4096, 0},
    {"memory", "bank_busy_write_whole_ns", K_DBL, OFF(bank_busy_write_whole_ns), 0, 1e6, 0},
    {"memory", "write_rmw_each", K_INT, OFF(write_rmw_each), 0, 1, 0},
    {"memory", "dram_accesses_per_ns", K_DBL, OFF(dram_accesses_per_ns), 0, 1e6, 0},
    {"memory", "l2_hit_fraction", K_DBL, OFF(l2_hit_fraction), 0, 1, 0},
    {"memory", "l2_latency_ns", K_DBL, OFF(l2_latency_ns), 0, 1e7, 0},
    {"memory", "l2_jitter_ns", K_DBL, OFF(l2_jitter_ns), 0, 1e6, 0},
    {"memory", "l2_cross_ns", K_DBL, OFF(l2_cross_ns), 0, 1e6, 0},
    {"memory", "line_bytes", K_INT, OFF(line_bytes), 32, 4096, 0},
    {"memory", "sector_bytes", K_INT, OFF(sector_bytes), 4, 4096, 0},
    {"memory", "l2_bandwidth_gbps", K_DBL, OFF(l2_bandwidth_gbps), 0, 1e8, 0},
    {"memory", "l2_slices", K_INT, OFF(l2_slices), 1, 4096, 0},
    {"memory", "l2_requests_per_ns", K_DBL, OFF(l2_requests_per_ns), 0, 1e6, 0},
    {"memory", "l2_store_requests_per_ns", K_DBL, OFF(l2_store_requests_per_ns), 0, 1e6, 0},
    {"memory", "l2_partial_stores_per_ns", K_DBL, OFF(l2_partial_stores_per_ns), 0, 1e6, 0},
    {"memory", "l2_request_gbps", K_DBL, OFF(l2_request_gbps), 0, 1e8, 0},
    {"memory", "l2_request_header_bytes", K_DBL, OFF(l2_request_header_bytes), 0, 4096, 0},
    {"memory", "l2_fills_cross_port", K_INT, OFF(l2_fills_cross_port), 0, 1, 0},
    {"memory", "l2_ways", K_INT, OFF(l2_ways), 1, 64, 0},
    {"memory", "l2_partitions", K_INT, OFF(l2_partitions), 0, 2, 0},
    {"memory", "l2_random_replacement", K_INT, OFF(l2_random_replacement), 0, 1, 0},
    {"memory", "l2_miss_holds_slice", K_INT, OFF(l2_miss_holds_slice), 0, 1, 0},
    {"memory", "l2_fetch_bytes", K_INT, OFF(l2_fetch_bytes), 32, 128, 0},
    {"memory", "partial_write_fetch", K_INT, OFF(partial_write_fetch), 0, 1, 0},
    {"memory", "l2_dirty_ways", K_INT, OFF(l2_dirty_ways), 0, 64, 0},
    {"memory", "l2_set_lines", K_INT, OFF(l2_set_lines), 0, 64, 0},
    {"memory", "l2_clean_victims", K_INT, OFF(l2_clean_victims), 0, 1, 0},
    {"memory", "l2_balanced_homes", K_INT, OFF(l2_balanced_homes), 0, 1, 0},
    {"memory", "l2_plain_sets", K_INT, OFF(l2_plain_sets), 0, 1, 0},
    {"memory", "rw_turnaround_ns", K_DBL, OFF(rw_turnaround_ns), 0, 1e5, 0},
    {"memory", "dram_queue", K_INT, OFF(dram_queue), 0, 4096, 0},
    {"memory", "dram_write_queue", K_INT, OFF(dram_write_queue), 0, 65536, 0},
    {"sm", "l1_bytes", K_DBL, OFF(l1_bytes), 0, 1 << 24, 0},
    {"sm", "oldest_first", K_INT, OFF(oldest_first), 0, 1, 0},
    {"sm", "lsu_wait_by_age", K_INT, OFF(lsu_wait_by_age), 0, 1, 0},
    {"sm", "l1_latency_ns", K_DBL, OFF(l1_latency_ns), 0, 1e6, 0},
    {"sm", "l1_shared_bytes", K_DBL, OFF(l1_shared_bytes), 0, 1 << 24, 0},
    {"sm", "branch_cycles", K_DBL, OFF(branch_cycles), 0, 1e4, 0},
    {"sm", "barrier_cycles", K_DBL, OFF(barrier_cycles), 0, 1e4, 0},
    {"sm", "barrier_warp_cycles", K_DBL, OFF(barrier_warp_cycles), 0, 1e4, 0},
    {"sm", "l1_lines_bound_loads", K_INT, OFF(l1_lines_bound_loads), 0, 1, 0},
    {"sm", "l1_sets_bound_loads", K_INT, OFF(l1_sets_bound_loads), 0, 1, 0},
    {"sm", "l1_lines_held_per_load", K_INT, OFF(l1_lines_held_per_load), 0, 1, 0},
    {"sm", "l1_ways", K_INT, OFF(l1_ways), 0, 64, 0},
    {"sm", "lsu_in_order", K_INT, OFF(lsu_in_order), 0, 1, 0},
    {"sm", "l1_sets", K_INT, OFF(l1_sets), 0, 4096, 0},
    {"sm", "l1_plain_sets", K_INT, OFF(l1_plain_sets), 0, 1, 0},
    {"sm", "fp32_lanes", K_INT, OFF(fp32_lanes), 0, 4096, 0},
    {"sm", "int_lanes", K_INT, OFF(int_lanes), 0, 4096, 0},
    {"sm", "sfu_lanes", K_INT, OFF(sfu_lanes), 0, 4096, 0},
    {"sm", "fp64_lanes", K_INT, OFF(fp64_lanes), 0, 4096, 0},
    {"gpu", "launch_overhead_us", K_DBL, OFF(launch_overhead_us), 0, 1e6, 0},
};
#define NKEYS (sizeof KEYS / sizeof KEYS[0])

static void seterr(char *err, size_t len, const char *fmt, ...)
{
    if (!err || !len) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, len, fmt, ap);
    va_end(ap);
}

static char *trim(char *s)
{
    while (*s && isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
    return s;
}

/* strict number: whole string, finite */
static int parse_num(const char *s, double *v)
{
    char *end;
    if (!*s) return -1;
    errno = 0;
    double x = strtod(s, &end);
    if (end == s || errno == ERANGE) return -1;
    while (*end && isspace((unsigned char)*end)) end++;
    if (*end) return -1;
    if (!isfinite(x)) return -1;
    *v = x;
    return 0;
}

static const keydef *find_key(const char *sec, const char *key, int *sec_known)
{
    *sec_known = 0;
    for (size_t i = 0; i < NKEYS; i++) {
        if (strcmp(KEYS[i].section, sec) == 0) {
            *sec_known = 1;
            if (strcmp(KEYS[i].key, key) == 0) return &KEYS[i];
        }
    }
    return NULL;
}

static int assign(model_gpu *g, const keydef *k, const char *val,
                  const char *where, char *err, size_t errlen)
{
    char *base = (char *)g + k->off;
    double v;
    switch (k->type) {
    case K_STR:
        if (!*val || strlen(val) >= sizeof g->name) {
            seterr(err, errlen, "%s: %s: name must be 1 to %zu characters",
                   where, k->key, sizeof g->name - 1);
            return MODEL_EVALUE;
        }
        for (const char *p = val; *p; p++)
            if (*p == ',' || *p == '"') { /* the name is a CSV field in every row */
                seterr(err, errlen, "%s: %s: a name may not hold ',' or '\"' (it goes into CSV rows)",
                       where, k->key);
                return MODEL_EVALUE;
            }
        for (const char *p = val; *p; p++)
            if (!isprint((unsigned char)*p)) {
                seterr(err, errlen, "%s: %s: name holds a non-printable character",
                       where, k->key);
                return MODEL_EVALUE;
            }
        snprintf(base, sizeof g->name, "%s", val);
        return MODEL_OK;
    case K_LIST: {
        int n = 0, prev = -1;
        char buf[MAX_LINE];
        snprintf(buf, sizeof buf, "%s", val);
        char *save = NULL;
        for (char *tok = strtok_r(buf, ",", &save); tok;
             tok = strtok_r(NULL, ",", &save)) {
            tok = trim(tok);
            if (parse_num(tok, &v) || v != floor(v) || v < k->lo || v > k->hi) {
                seterr(err, errlen, "%s: %s: '%s' is not a whole number of KB in [%g, %g]",
                       where, k->key, tok, k->lo, k->hi);
                return MODEL_EVALUE;
            }
            if ((int)v <= prev) {
                seterr(err, errlen, "%s: %s: carve-outs must be ascending", where, k->key);
                return MODEL_EVALUE;
            }
            if (n >= MODEL_MAX_CARVEOUTS) {
                seterr(err, errlen, "%s: %s: more than %d carve-outs", where, k->key,
                       MODEL_MAX_CARVEOUTS);
                return MODEL_EVALUE;
            }
            g->carveouts_kb[n++] = prev = (int)v;
        }
        if (n == 0) {
            seterr(err, errlen, "%s: %s: empty list", where, k->key);
            return MODEL_EVALUE;
        }
        g->n_carveouts = n;
        return MODEL_OK;
    }
    case K_INT:
    case K_DBL:
        if (parse_num(val, &v)) {
            seterr(err, errlen, "%s: %s: '%s' is not a finite number", where, k->key, val);
            return MODEL_EVALUE;
        }
        if (k->type == K_INT && v != floor(v)) {
            seterr(err, errlen, "%s: %s: '%s' is not a whole number", where, k->key, val);
            return MODEL_EVALUE;
        }
        if (v < k->lo || v > k->hi) {
            seterr(err, errlen, "%s: %s: %s is outside [%g, %g]", where, k->key, val,
                   k->lo, k->hi);
            return MODEL_EVALUE;
        }
        if (k->type == K_INT) *(int *)base = (int)v;
        else *(double *)base = v;
        return MODEL_OK;
    }
    return MODEL_EVALUE;
}

int model_ini_line(const char *line, char *section, size_t slen, char *key, size_t klen)
{
    char buf[MAX_LINE + 2];
    snprintf(buf, sizeof buf, "%s", line);
    size_t n = strlen(buf);
    for (size_t i = 0; i < n; i++) /* comments as the reader strips them */
        if ((buf[i] == ';' || buf[i] == '#') && (i == 0 || isspace((unsigned char)buf[i - 1]))) {
            buf[i] = 0;
            break;
        }
    char *s = trim(buf);
    if (*s == '[') {
        char *e = strchr(s, ']');
        if (!e) return 0;
        *e = 0;
        snprintf(section, slen, "%s", trim(s + 1));
        return 1;
    }
    char *eq = strchr(s, '=');
    if (!*s || !eq) return 0;
    *eq = 0;
    snprintf(key, klen, "%s", trim(s));
    return 2;
}

int model_gpu_parse(const char *text, size_t len, const char *fname,
                    model_gpu *g, char *err, size_t errlen)
{
    unsigned char seen[NKEYS];
    memset(seen, 0, sizeof seen);
    char section[64] = "";
    size_t pos = 0;
    int lineno = 0;
    char where[512];

    if (len == 0) {
        seterr(err, errlen, "%s: empty file", fname);
        return MODEL_EPARSE;
    }
    while (pos < len) {
        char line[MAX_LINE + 2];
        size_t n = 0;
        lineno++;
        while (pos < len && text[pos] != '\n') {
            if (text[pos] == '\0') {
                seterr(err, errlen, "%s:%d: binary data (NUL byte)", fname, lineno);
                return MODEL_EPARSE;
            }
            if (n >= MAX_LINE) {
                seterr(err, errlen, "%s:%d: line longer than %d characters", fname,
                       lineno, MAX_LINE);
                return MODEL_EPARSE;
            }
            line[n++] = text[pos++];
        }
        pos++; /* newline */
        line[n] = 0;
        snprintf(where, sizeof where, "%s:%d", fname, lineno);
        /* strip comments: ';' or '#' starting a line or after whitespace */
        for (size_t i = 0; i < n; i++)
            if ((line[i] == ';' || line[i] == '#') &&
                (i == 0 || isspace((unsigned char)line[i - 1]))) {
                line[i] = 0;
                break;
            }
        char *s = trim(line);
        if (!*s) continue;
        if (*s == '[') {
            char *e = strchr(s, ']');
            if (!e || e[1]) {
                seterr(err, errlen, "%s: malformed section header '%s'", where, s);
                return MODEL_EPARSE;
            }
            *e = 0;
            char *name = trim(s + 1);
            int known = 0;
            for (size_t i = 0; i < NKEYS; i++)
                if (strcmp(KEYS[i].section, name) == 0) known = 1;
            if (!known) {
                seterr(err, errlen, "%s: [%s]: unknown section (valid: gpu, sm, memory)",
                       where, name);
                return MODEL_EKEY;
            }
            snprintf(section, sizeof section, "%s", name);
            continue;
        }
        char *eq = strchr(s, '=');
        if (!eq) {
            seterr(err, errlen, "%s: expected 'key = value', got '%.40s'", where, s);
            return MODEL_EPARSE;
        }
        *eq = 0;
        char *key = trim(s), *val = trim(eq + 1);
        if (!*section) {
            seterr(err, errlen, "%s: %s: key outside any section", where, key);
            return MODEL_EKEY;
        }
        int sk;
        const keydef *k = find_key(section, key, &sk);
        if (!k) {
            seterr(err, errlen, "%s: %s: unknown key in [%s]", where, key, section);
            return MODEL_EKEY;
        }
        size_t idx = (size_t)(k - KEYS);
        if (seen[idx]) {
            seterr(err, errlen, "%s: %s: duplicate key", where, key);
            return MODEL_EKEY;
        }
        seen[idx] = 1;
        int st = assign(g, k, val, where, err, errlen);
        if (st) return st;
    }
    for (size_t i = 0; i < NKEYS; i++)
        if (KEYS[i].required && !seen[i]) {
            seterr(err, errlen, "%s: %s: missing required key in [%s]", fname,
                   KEYS[i].key, KEYS[i].section);
            return MODEL_EKEY;
        }
    return model_gpu_check(g, fname, err, errlen);
}

int model_gpu_check(const model_gpu *g, const char *fname, char *err, size_t errlen)
{
    if (g->max_threads_per_sm != g->max_warps_per_sm * g->warp_size) {
        seterr(err, errlen, "%s: max_threads_per_sm: must equal max_warps_per_sm * 32", fname);
        return MODEL_EINVAL;
    }
    if (g->regs_per_sm % g->sub_partitions) {
        seterr(err, errlen, "%s: sub_partitions: must divide regs_per_sm", fname);
        return MODEL_EINVAL;
    }
    if (g->row_bytes && (g->row_bytes % g->line_bytes)) {
        seterr(err, errlen, "%s: row_bytes: must be a multiple of line_bytes", fname);
        return MODEL_EINVAL;
    }
    if (g->latency_spread_ns >= g->latency_ns) {
        seterr(err, errlen, "%s: latency_spread_ns: must be below latency_ns", fname);
        return MODEL_EINVAL;
    }
    if (g->write_granule_bytes &&
        (g->write_granule_bytes % g->sector_bytes || g->line_bytes % g->write_granule_bytes)) {
        seterr(err, errlen, "%s: write_granule_bytes: must be whole sectors and divide line_bytes", fname);
        return MODEL_EINVAL;
    }
    if (g->line_bytes % g->sector_bytes) {
        seterr(err, errlen, "%s: sector_bytes: must divide line_bytes", fname);
        return MODEL_EINVAL;
    }
    if (g->line_bytes / g->sector_bytes > 32) {
        seterr(err, errlen, "%s: sector_bytes: a line holds at most 32 sectors", fname);
        return MODEL_EINVAL;
    }
    if (g->l2_set_lines > 1 && (g->l2_set_lines & (g->l2_set_lines - 1))) {
        seterr(err, errlen, "%s: l2_set_lines: %d is not a power of two", fname, g->l2_set_lines);
        return MODEL_EVALUE;
    }
    if (g->l2_fetch_bytes != 32 && g->l2_fetch_bytes != 64 && g->l2_fetch_bytes != 128) {
        seterr(err, errlen, "%s: l2_fetch_bytes: %d is not 32, 64 or 128", fname, g->l2_fetch_bytes);
        return MODEL_EVALUE;
    }
    if (g->n_carveouts > 0 &&
        g->carveouts_kb[g->n_carveouts - 1] * 1024 < g->smem_per_sm_bytes) {
        seterr(err, errlen, "%s: smem_carveouts_kb: largest carve-out below smem_per_sm_bytes",
               fname);
        return MODEL_EINVAL;
    }
    return MODEL_OK;
}

int model_gpu_set(model_gpu *g, const char *assignment, char *err, size_t errlen)
{
    char buf[MAX_LINE];
    if (strlen(assignment) >= sizeof buf) {
        seterr(err, errlen, "--set: assignment too long");
        return MODEL_EVALUE;
    }
    snprintf(buf, sizeof buf, "%s", assignment);
    char *eq = strchr(buf, '='), *dot = strchr(buf, '.');
    if (!eq || !dot || dot > eq) {
        seterr(err, errlen, "--set %s: expected SECTION.KEY=VALUE (e.g. memory.latency_ns=600)",
               assignment);
        return MODEL_EPARSE;
    }
    *eq = 0;
    *dot = 0;
    char *sec = trim(buf), *key = trim(dot + 1), *val = trim(eq + 1);
    int sk;
    const keydef *k = find_key(sec, key, &sk);
    if (!k) {
        /* name what would have been valid: the section's keys, or the sections */
        char list[1024] = "";
        size_t u = 0;
        for (size_t i = 0; i < NKEYS && u + 40 < sizeof list; i++) {
            if (sk && strcmp(KEYS[i].section, sec)) continue;
            if (!sk) {
                int seen = 0;
                for (size_t j = 0; j < i; j++) seen |= !strcmp(KEYS[j].section, KEYS[i].section);
                if (seen) continue;
            }
            u += (size_t)snprintf(list + u, sizeof list - u, "%s%s", u ? ", " : "",
                                  sk ? KEYS[i].key : KEYS[i].section);
        }
        seterr(err, errlen, "--set: %s.%s: unknown %s (valid %s: %s)", sec, key,
               sk ? "key" : "section", sk ? "keys" : "sections", list);
        return MODEL_EKEY;
    }
    int st = assign(g, k, val, "--set", err, errlen);
    if (st) return st;
    return model_gpu_check(g, "--set", err, errlen);
}

int model_gpu_load(const char *path, model_gpu *g, char *err, size_t errlen)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        seterr(err, errlen, "%s: %s", path, strerror(errno));
        return MODEL_EIO;
    }
    if (!S_ISREG(sb.st_mode)) {
        seterr(err, errlen, "%s: not a regular file", path);
        return MODEL_EIO;
    }
    if (sb.st_size > MAX_FILE) {
        seterr(err, errlen, "%s: larger than %d bytes", path, MAX_FILE);
        return MODEL_EIO;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        seterr(err, errlen, "%s: %s", path, strerror(errno));
        return MODEL_EIO;
    }
    char *buf = malloc((size_t)sb.st_size + 1);
    if (!buf) {
        fclose(f);
        seterr(err, errlen, "%s: out of memory", path);
        return MODEL_EIO;
    }
    size_t n = fread(buf, 1, (size_t)sb.st_size, f);
    fclose(f);
    /* CRLF tolerated: turn CR before LF into spaces (trimmed later) */
    for (size_t i = 0; i + 1 < n; i++)
        if (buf[i] == '\r' && buf[i + 1] == '\n') buf[i] = ' ';
    *g = model_gpu_default();
    int st = model_gpu_parse(buf, n, path, g, err, errlen);
    free(buf);
    return st;
}

/* Preset directories, in order: $LHSIM_PRESET_DIR, the source tree's
 * model/gpus (compiled in), the install prefix's share/lhsim/gpus, and
 * ../share/lhsim/gpus next to the executable. */
static int try_dir(const char *dir, const char *name, char *path, size_t len)
{
    if (!dir || !*dir) return 0;
    snprintf(path, len, "%s/%s.ini", dir, name);
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISREG(sb.st_mode);
}

static int exe_share_dir(char *out, size_t len)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return 0;
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash) return 0;
    *slash = 0;
    char raw[4200];
    snprintf(raw, sizeof raw, "%s/../share/lhsim/gpus", exe);
    char *real = realpath(raw, NULL);
    if (!real) return 0;
    snprintf(out, len, "%s", real);
    free(real);
    return 1;
}

static int valid_name(const char *s)
{
    if (!*s || strlen(s) > 63) return 0;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '-' && *s != '_') return 0;
    return 1;
}

int model_gpu_find(const char *name, char *path, size_t len, char *err, size_t errlen)
{
    size_t nl = strlen(name);
    if (strchr(name, '/') || (nl > 4 && strcmp(name + nl - 4, ".ini") == 0)) {
        snprintf(path, len, "%s", name);
        return MODEL_OK;
    }
    if (!valid_name(name)) {
        seterr(err, errlen, "--gpu '%.60s': not a preset name or a path to an .ini file", name);
        return MODEL_ENOTFOUND;
    }
    /* $LHSIM_PRESET_DIR, next to the executable (installed), the source
     * tree (build tree), the configured install prefix */
    char share[4200];
    const char *dirs[4] = {getenv("LHSIM_PRESET_DIR"), NULL, LHSIM_PRESET_DIR,
                           LHSIM_INSTALL_PRESET_DIR};
    if (exe_share_dir(share, sizeof share)) dirs[1] = share;
    for (int i = 0; i < 4; i++)
        if (try_dir(dirs[i], name, path, len)) return MODEL_OK;
    char list[512];
    model_gpu_list(list, sizeof list);
    seterr(err, errlen, "--gpu %s: unknown GPU preset (known: %s)", name, list);
    return MODEL_ENOTFOUND;
}

#include <dirent.h>
void model_gpu_list(char *buf, size_t len)
{
    buf[0] = 0;
    char share[4200];
    const char *dirs[4] = {getenv("LHSIM_PRESET_DIR"), NULL, LHSIM_PRESET_DIR,
                           LHSIM_INSTALL_PRESET_DIR};
    if (exe_share_dir(share, sizeof share)) dirs[1] = share;
    for (int i = 0; i < 4; i++) {
        if (!dirs[i] || !*dirs[i]) continue;
        DIR *d = opendir(dirs[i]);
        if (!d) continue;
        /* collect and sort for stable output */
        char names[64][64];
        int n = 0;
        struct dirent *e;
        while ((e = readdir(d)) && n < 64) {
            size_t l = strlen(e->d_name);
            if (l > 4 && l < 64 && strcmp(e->d_name + l - 4, ".ini") == 0) {
                memcpy(names[n], e->d_name, l - 4);
                names[n][l - 4] = 0;
                n++;
            }
        }
        closedir(d);
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (strcmp(names[a], names[b]) > 0) {
                    char t[64];
                    memcpy(t, names[a], 64);
                    memcpy(names[a], names[b], 64);
                    memcpy(names[b], t, 64);
                }
        for (int a = 0; a < n; a++) {
            size_t used = strlen(buf);
            snprintf(buf + used, len - used, "%s%s", used ? " " : "", names[a]);
        }
        if (n) return;
    }
}
