/* measured.c -- reading lhsim-bench rows: columns found by name (any order,
 * extra columns ignored), CRLF accepted, only verified chase/stream rows. */
#define _POSIX_C_SOURCE 200809L
#include "validate.h"

#include "bench_host.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int fail(char *err, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (err && len) vsnprintf(err, len, fmt, ap);
    va_end(ap);
    return VAL_EINVAL;
}

static int num(const char *s, double lo, double hi, double *v)
{
    char *end;
    if (!*s) return -1;
    errno = 0;
    double x = strtod(s, &end);
    if (end == s || *end || errno || !isfinite(x) || x < lo || x > hi) return -1;
    *v = x;
    return 0;
}

#define MAXF 256
#define MAXL 4096

/* splits one CSV line in place (RFC 4180: a field may be quoted, "" inside
 * quotes is one quote); returns the number of fields, -1 for an unterminated
 * quote, -2 for more than max fields */
static int split_csv(char *line, char **fld, int max)
{
    int nf = 0;
    char *r = line, *w = line;
    for (;;) {
        if (nf == max) return -2;
        fld[nf++] = w;
        if (*r == '"') {
            r++;
            for (;;) {
                if (!*r) return -1;
                if (*r == '"' && r[1] == '"') *w++ = '"', r += 2;
                else if (*r == '"') { r++; break; }
                else *w++ = *r++;
            }
            if (*r && *r != ',') return -1; /* text after the closing quote */
        } else {
            while (*r && *r != ',') *w++ = *r++;
        }
        if (!*r) {
            *w = 0;
            return nf;
        }
        *w++ = 0; /* the comma */
        r++;
    }
}

/* room for row n (zeroed) in *rows; on failure *rows is freed and err set */
static int add_row(val_point **rows, int n, int *cap, const char *fname, char *err, size_t errlen)
{
    if (n == *cap) {
        int nc = *cap ? 2 * *cap : 64;
        if (nc > 1000000) return free(*rows), *rows = NULL, fail(err, errlen, "%s: more than 1000000 rows", fname);
        val_point *nr = realloc(*rows, sizeof *nr * (size_t)nc);
        if (!nr) return free(*rows), *rows = NULL, fail(err, errlen, "%s: out of memory", fname);
        *rows = nr;
        *cap = nc;
    }
    memset(&(*rows)[n], 0, sizeof (*rows)[n]);
    return 0;
}

/* the next line of text into line (CR stripped): 1, 0 at the end, -1 (err
 * set) on a NUL byte or a line too long */
static int next_line(const char *text, size_t len, size_t *pos, char *line, int *lineno,
                     const char *fname, char *err, size_t errlen)
{
    if (*pos >= len) return 0;
    size_t l = 0;
    ++*lineno;
    while (*pos < len && text[*pos] != '\n') {
        if (text[*pos] == 0) return fail(err, errlen, "%s:%d: binary data (NUL byte)", fname, *lineno), -1;
        if (l == MAXL)
            return fail(err, errlen, "%s:%d: line longer than %d characters", fname, *lineno, MAXL), -1;
        line[l++] = text[(*pos)++];
    }
    ++*pos;
    if (l && line[l - 1] == '\r') l--;
    line[l] = 0;
    return 1;
}

/* a family points file: its header names a 'family' column */
static int is_points(const char *text, size_t len)
{
    size_t e = 0;
    while (e < len && text[e] != '\n') e++;
    for (size_t i = 0; i + 6 <= e; i++)
        if (!strncmp(text + i, "family", 6) && (i == 0 || text[i - 1] == ',') &&
            (i + 6 == e || text[i + 6] == ',' || text[i + 6] == '\r'))
            return 1;
    return 0;
}

/* the workload files family rows name, each loaded once for the process */
#define MAX_WL 256
static struct { char path[8192]; sim_workload *w; } wl_cache[MAX_WL];
static int n_wl;

static const sim_workload *load_workload(const char *path, char *err, size_t errlen)
{
    for (int i = 0; i < n_wl; i++)
        if (!strcmp(wl_cache[i].path, path)) return wl_cache[i].w;
    if (n_wl == MAX_WL) return fail(err, errlen, "more than %d workload files", MAX_WL), NULL;
    sim_workload *w = malloc(sizeof *w);
    if (!w) return fail(err, errlen, "out of memory"), NULL;
    if (sim_workload_load(path, w, err, errlen)) {
        free(w);
        return NULL;
    }
    snprintf(wl_cache[n_wl].path, sizeof wl_cache[n_wl].path, "%s", path);
    wl_cache[n_wl++].w = w;
    return w;
}

static int parse_points(const char *text, size_t len, const char *fname, val_point **out,
                        int *nout, char *err, size_t errlen)
{
    static const char *need[] = {"family", "warps_per_sm", "param", "measured_gbps", "workload",
                                 "footprint_bytes"};
    enum { NNEED = 6 };
    int col[NNEED], smcol = -1, bwcol = -1; /* smem_per_sm, block_warps: optional */
    for (int k = 0; k < NNEED; k++) col[k] = -1;
    /* workload paths are relative to the file's folder */
    char dir[4096] = "";
    const char *slash = strrchr(fname, '/');
    if (strcmp(fname, "stdin") && slash) snprintf(dir, sizeof dir, "%.*s/", (int)(slash - fname), fname);
    size_t pos = 0;
    int lineno = 0, n = 0, cap = 0, got;
    val_point *rows = NULL;
    char line[MAXL + 1];
    while ((got = next_line(text, len, &pos, line, &lineno, fname, err, errlen)) > 0) {
        if (!line[0]) continue;
        char *fld[MAXF];
        int nf = split_csv(line, fld, MAXF);
        if (nf < 0)
            return free(rows), fail(err, errlen, nf == -1 ? "%s:%d: unterminated or misplaced quote"
                                                          : "%s:%d: more than %d fields", fname, lineno, MAXF);
        if (lineno == 1) {
            for (int c = 0; c < nf; c++)
                if (!strcmp(fld[c], "smem_per_sm")) smcol = c;
                else if (!strcmp(fld[c], "block_warps")) bwcol = c;
            for (int c = 0; c < nf; c++)
                for (int k = 0; k < NNEED; k++)
                    if (!strcmp(fld[c], need[k])) {
                        if (col[k] >= 0) return free(rows), fail(err, errlen, "%s:1: column '%s' appears twice", fname, need[k]);
                        col[k] = c;
                    }
            for (int k = 0; k < NNEED; k++)
                if (col[k] < 0)
                    return free(rows), fail(err, errlen, "%s:1: missing column '%s' (a family points "
                                                         "file, as validate/points.sh writes)", fname, need[k]);
            continue;
        }
        for (int k = 0; k < NNEED; k++)
            if (col[k] >= nf)
                return free(rows), fail(err, errlen, "%s:%d: %d fields, column '%s' is field %d", fname,
                                        lineno, nf, need[k], col[k] + 1);
        const char *fam = fld[col[0]];
        if (!fam[0] || strlen(fam) >= sizeof rows->experiment || strchr(fam, ' ') || !strcmp(fam, "all"))
            return free(rows), fail(err, errlen, "%s:%d: family '%.20s': 1-15 characters, no spaces, "
                                    "not 'all'", fname, lineno, fam);
        double w, bw, fp;
        if (num(fld[col[1]], 1, 1024, &w) || w != floor(w))
            return free(rows), fail(err, errlen, "%s:%d: warps_per_sm '%.20s': not 1..1024", fname, lineno, fld[col[1]]);
        if (num(fld[col[3]], 1e-6, 1e7, &bw))
            return free(rows), fail(err, errlen, "%s:%d: measured_gbps '%.20s': not a positive number", fname, lineno, fld[col[3]]);
        if (num(fld[col[5]], 0, 1e15, &fp))
            return free(rows), fail(err, errlen, "%s:%d: footprint_bytes '%.20s': not 0 or a size in bytes", fname, lineno, fld[col[5]]);
        char path[8192];
        const char *wp = fld[col[4]];
        snprintf(path, sizeof path, "%s%s", wp[0] == '/' ? "" : dir, wp);
        char werr[512];
        const sim_workload *wl = load_workload(path, werr, sizeof werr);
        if (!wl) return free(rows), fail(err, errlen, "%s:%d: workload %s", fname, lineno, werr);
        if (add_row(&rows, n, &cap, fname, err, errlen)) return VAL_EINVAL;
        snprintf(rows[n].experiment, sizeof rows[n].experiment, "%s", fam);
        snprintf(rows[n].param, sizeof rows[n].param, "%.23s", fld[col[2]]);
        rows[n].warps = (int)w;
        rows[n].ilp = 1;
        rows[n].gbps = bw;
        rows[n].wl = wl;
        rows[n].footprint = fp;
        rows[n].smem_per_sm = -1;
        if (smcol >= 0 && smcol < nf && fld[smcol][0]) {
            double b;
            if (num(fld[smcol], 0, 1 << 24, &b) || b != floor(b))
                return free(rows), fail(err, errlen, "%s:%d: smem_per_sm '%.20s': not 0..16777216 bytes",
                                        fname, lineno, fld[smcol]);
            rows[n].smem_per_sm = (int)b;
        }
        rows[n].block_warps = 0;
        if (bwcol >= 0 && bwcol < nf && fld[bwcol][0]) {
            double b;
            if (num(fld[bwcol], 1, 64, &b) || b != floor(b) || (int)w % (int)b)
                return free(rows), fail(err, errlen, "%s:%d: block_warps '%.20s': not 1..64 warps that "
                                        "warps_per_sm (%d) is whole blocks of", fname, lineno, fld[bwcol], (int)w);
            rows[n].block_warps = (int)b;
        }
        n++;
    }
    if (got < 0) return free(rows), VAL_EINVAL;
    *out = rows;
    *nout = n;
    return VAL_OK;
}

int val_parse_measured(const char *text, size_t len, const char *fname, val_point **out, int *nout,
                       char *err, size_t errlen)
{
    static const char *need[] = {"experiment", "warps_per_sm", "ilp", "width", "bandwidth_gbps",
                                 "verified"};
    enum { NNEED = 6 };
    int col[NNEED], nscol = -1;
    for (int k = 0; k < NNEED; k++) col[k] = -1;
    *out = NULL;
    *nout = 0;
    size_t pos = 0;
    int lineno = 0, n = 0, cap = 0;
    val_point *rows = NULL;
    char line[MAXL + 1];
    if (is_points(text, len)) return parse_points(text, len, fname, out, nout, err, errlen);
    for (;;) {
        int got = next_line(text, len, &pos, line, &lineno, fname, err, errlen);
        if (got < 0) return free(rows), VAL_EINVAL;
        if (got == 0) break;
        size_t l = strlen(line);
        if (!l) continue;
        char *fld[MAXF];
        int nf = split_csv(line, fld, MAXF);
        if (nf < 0) {
            free(rows);
            return fail(err, errlen, nf == -1 ? "%s:%d: unterminated or misplaced quote"
                                              : "%s:%d: more than %d fields", fname, lineno, MAXF);
        }
        if (col[0] < 0 && lineno == 1) {
            for (int c = 0; c < nf; c++)
                if (!strcmp(fld[c], "ns_per_step")) nscol = c;
            for (int c = 0; c < nf; c++)
                for (int k = 0; k < NNEED; k++)
                    if (!strcmp(fld[c], need[k])) {
                        if (col[k] >= 0) {
                            free(rows);
                            return fail(err, errlen, "%s:1: column '%s' appears twice", fname, need[k]);
                        }
                        col[k] = c;
                    }
            for (int k = 0; k < NNEED; k++)
                if (col[k] < 0) {
                    free(rows);
                    return fail(err, errlen, "%s:1: missing column '%s' (lhsim-bench CSV: "
                                             "bandwidth in GB/s as bandwidth_gbps)", fname, need[k]);
                }
            continue;
        }
        if (col[0] < 0) {
            free(rows);
            return fail(err, errlen, "%s:1: no header line", fname);
        }
        for (int k = 0; k < NNEED; k++)
            if (col[k] >= nf) {
                free(rows);
                return fail(err, errlen, "%s:%d: %d fields, column '%s' is field %d", fname, lineno,
                            nf, need[k], col[k] + 1);
            }
        const char *ex = fld[col[0]];
        if (strcmp(ex, "chase") && strcmp(ex, "stream")) continue;
        if (strcmp(fld[col[5]], "1")) continue;
        double w, k, wd, bw;
        if (num(fld[col[1]], 1, 1024, &w) || w != floor(w))
            return free(rows), fail(err, errlen, "%s:%d: warps_per_sm '%.20s': not 1..1024", fname, lineno, fld[col[1]]);
        if (num(fld[col[2]], 1, 32, &k) || k != floor(k)) /* the built-ins' range */
            return free(rows), fail(err, errlen, "%s:%d: ilp '%.20s': not 1..32", fname, lineno, fld[col[2]]);
        if (num(fld[col[3]], 1, 16, &wd) || (wd != 4 && wd != 8 && wd != 16))
            return free(rows), fail(err, errlen, "%s:%d: width '%.20s': not 4, 8 or 16", fname, lineno, fld[col[3]]);
        if (num(fld[col[4]], 1e-6, 1e7, &bw))
            return free(rows), fail(err, errlen, "%s:%d: bandwidth_gbps '%.20s': not a positive number", fname, lineno, fld[col[4]]);
        if (add_row(&rows, n, &cap, fname, err, errlen)) return VAL_EINVAL;
        snprintf(rows[n].experiment, sizeof rows[n].experiment, "%s", ex);
        rows[n].warps = (int)w;
        rows[n].ilp = (int)k;
        rows[n].width = (int)wd;
        rows[n].gbps = bw;
        rows[n].smem_per_sm = -1;
        rows[n].bench_wpb = strcmp(ex, "chase") ? 4 : 32; /* cuda/bench.cu: chase_point, stream_point */
        double ns;
        if (nscol >= 0 && nscol < nf && !num(fld[nscol], 0, 1e12, &ns)) rows[n].ns_step = ns;
        n++;
    }
    if (col[0] < 0) return free(rows), fail(err, errlen, "%s: empty file", fname);
    *out = rows;
    *nout = n;
    return VAL_OK;
}

int val_read_measured(const char *path, val_point **out, int *n, char *err, size_t errlen)
{
    struct stat sb;
    if (stat(path, &sb) != 0) return fail(err, errlen, "%s: %s", path, strerror(errno));
    if (!S_ISREG(sb.st_mode)) return fail(err, errlen, "%s: not a regular file", path);
    if (sb.st_size > (64 << 20)) return fail(err, errlen, "%s: larger than 64 MiB", path);
    FILE *f = fopen(path, "rb");
    if (!f) return fail(err, errlen, "%s: %s", path, strerror(errno));
    char *buf = malloc((size_t)sb.st_size + 1);
    if (!buf) {
        fclose(f);
        return fail(err, errlen, "%s: out of memory", path);
    }
    size_t got = fread(buf, 1, (size_t)sb.st_size, f);
    fclose(f);
    int rc = val_parse_measured(buf, got, path, out, n, err, errlen);
    free(buf);
    return rc;
}

int val_point_smem(const val_point *p, const model_gpu *g)
{
    if (p->smem_per_sm >= 0) return p->smem_per_sm;
    if (p->bench_wpb <= 0 || p->warps < 1) return -1;
    int blocks, wpb;
    bh_layout(p->warps, p->bench_wpb, &blocks, &wpb);
    int reserved = g->smem_reserved_per_block_bytes;
    int s = bh_fill_smem(blocks, g->smem_per_sm_bytes, reserved, g->smem_per_block_optin_bytes);
    if (s < 0) return -1;
    int unit = g->smem_alloc_unit_bytes > 0 ? g->smem_alloc_unit_bytes : 1;
    return blocks * ((s + reserved + unit - 1) / unit * unit);
}

double val_sim_gbps(const sim_result *r, int useful)
{
    double f = r->launch_factor > 0 ? r->launch_factor : 1;
    return (useful ? r->useful_gbps : r->bandwidth_gbps) / f;
}

sim_params val_point_params(const val_point *p, const model_gpu *g, const sim_params *base)
{
    sim_params sp = *base;
    sp.warps_per_sm = p->warps;
    sp.smem_per_sm = val_point_smem(p, g);
    sp.block_warps = p->block_warps;
    return sp;
}
