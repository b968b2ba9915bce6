/* measured.c -- reading lhsim-bench rows: columns found by name (any order,
 * extra columns ignored), CRLF accepted, only verified chase/stream rows. */
#define _POSIX_C_SOURCE 200809L
#include "validate.h"

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
    while (pos < len) {
        size_t l = 0;
        lineno++;
        while (pos < len && text[pos] != '\n') {
            if (text[pos] == 0) {
                free(rows);
                return fail(err, errlen, "%s:%d: binary data (NUL byte)", fname, lineno);
            }
            if (l == MAXL) {
                free(rows);
                return fail(err, errlen, "%s:%d: line longer than %d characters", fname, lineno, MAXL);
            }
            line[l++] = text[pos++];
        }
        pos++;
        if (l && line[l - 1] == '\r') l--;
        line[l] = 0;
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
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            if (cap > 1000000) return free(rows), fail(err, errlen, "%s: more than 1000000 rows", fname);
            val_point *nr = realloc(rows, sizeof *nr * (size_t)cap);
            if (!nr) return free(rows), fail(err, errlen, "%s: out of memory", fname);
            rows = nr;
        }
        memset(&rows[n], 0, sizeof rows[n]);
        snprintf(rows[n].experiment, sizeof rows[n].experiment, "%s", ex);
        rows[n].warps = (int)w;
        rows[n].ilp = (int)k;
        rows[n].width = (int)wd;
        rows[n].gbps = bw;
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
