/* lists.c -- numbers and comma lists from the command line, without exiting
 * (the CLI wraps these; the fuzzer calls them directly). */
#define _POSIX_C_SOURCE 200809L
#include "lists.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(char *err, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (err && len) vsnprintf(err, len, fmt, ap);
    va_end(ap);
    return -1;
}

int cli_strict_double(const char *s, double *v)
{
    char *end;
    while (isspace((unsigned char)*s)) s++;
    if (!*s) return -1;
    errno = 0;
    double x = strtod(s, &end);
    if (end == s || errno == ERANGE) return -1;
    /* sizes: 48K, 1M, 2G (binary multiples) */
    if ((*end == 'K' || *end == 'k' || *end == 'M' || *end == 'G') && !isalnum((unsigned char)end[1])) {
        x *= *end == 'G' ? 1073741824.0 : *end == 'M' ? 1048576.0 : 1024.0;
        end++;
    }
    while (isspace((unsigned char)*end)) end++;
    if (*end) return -1;
    if (!isfinite(x)) return -1;
    *v = x;
    return 0;
}

int cli_parse_number(const char *opt, const char *s, double lo, double hi, int integer,
                     double *v, char *err, size_t errlen)
{
    if (cli_strict_double(s, v)) return fail(err, errlen, "%s '%.40s': not a finite number", opt, s);
    if (integer && *v != floor(*v)) return fail(err, errlen, "%s '%.40s': not a whole number", opt, s);
    if (*v < lo || *v > hi) return fail(err, errlen, "%s %.40s: out of range [%g, %g]", opt, s, lo, hi);
    return 0;
}

int cli_parse_list(const char *opt, const char *s, double lo, double hi, int integer,
                   double **out, char *err, size_t errlen)
{
    *out = NULL;
    size_t len = strlen(s);
    if (len == 0) return fail(err, errlen, "%s: empty list", opt);
    if (len > 65536) return fail(err, errlen, "%s: list too long", opt);
    double *v = malloc(sizeof *v * CLI_MAX_LIST);
    if (!v) return fail(err, errlen, "out of memory");
    int n = 0;
    const char *p = s;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t il = comma ? (size_t)(comma - p) : strlen(p);
        char item[128];
        if (il >= sizeof item) {
            free(v);
            return fail(err, errlen, "%s: item too long", opt);
        }
        memcpy(item, p, il);
        item[il] = 0;
        char *it = item;
        while (isspace((unsigned char)*it)) it++;
        if (!*it) {
            free(v);
            return fail(err, errlen, "%s '%.60s': empty item in list", opt, s);
        }
        char *dash = strchr(it + 1, '-'), *colon = strchr(it, ':');
        if (colon) {
            /* A:B:xK geometric, A:B:+S arithmetic (whole numbers where integer) */
            char *c2 = strchr(colon + 1, ':');
            if (!c2 || (c2[1] != 'x' && c2[1] != '+')) {
                free(v);
                return fail(err, errlen, "%s '%.60s': expected A:B:xK (geometric) or A:B:+S "
                            "(arithmetic)%s", opt, s, integer ? " or A-B" : "");
            }
            int geo = c2[1] == 'x';
            *colon = 0;
            *c2 = 0;
            double a, b, k;
            if (cli_strict_double(it, &a) || cli_strict_double(colon + 1, &b) ||
                (integer && (a != floor(a) || b != floor(b)))) {
                free(v);
                return fail(err, errlen, "%s '%.60s': bad range", opt, s);
            }
            if (cli_parse_number(opt, c2 + 2, geo ? 1.000001 : 1e-300, 1e300, integer, &k, err, errlen)) {
                free(v);
                return -1;
            }
            if (b < a) {
                free(v);
                return fail(err, errlen, "%s '%.60s': range is reversed", opt, s);
            }
            if (a < lo || b > hi) {
                free(v);
                return fail(err, errlen, "%s '%.60s': out of range [%g, %g]", opt, s, lo, hi);
            }
            if (geo && a <= 0) {
                free(v);
                return fail(err, errlen, "%s '%.60s': a geometric series starts above 0", opt, s);
            }
            for (long i = 0;; i++) {
                double x = geo ? a * pow(k, (double)i) : a + (double)i * k;
                if (x > b * (1 + 1e-12) + (b == 0 ? 1e-300 : 0)) break;
                if (x > b) x = b;
                if (n >= CLI_MAX_LIST) {
                    free(v);
                    return fail(err, errlen, "%s: more than %d values", opt, CLI_MAX_LIST);
                }
                v[n++] = integer ? floor(x + 0.5) : x;
            }
        } else if (integer && dash) {
            double a, b;
            *dash = 0;
            char *rest = dash + 1;
            if (cli_strict_double(it, &a) || cli_strict_double(rest, &b) || a != floor(a) ||
                b != floor(b)) {
                free(v);
                return fail(err, errlen, "%s '%.60s': bad range", opt, s);
            }
            if (b < a) {
                free(v);
                return fail(err, errlen, "%s '%.60s': range is reversed", opt, s);
            }
            if (a < lo || b > hi) {
                free(v);
                return fail(err, errlen, "%s '%.60s': out of range [%g, %g]", opt, s, lo, hi);
            }
            for (double x = a; x <= b; x = x + 1) {
                if (n >= CLI_MAX_LIST) {
                    free(v);
                    return fail(err, errlen, "%s: more than %d values", opt, CLI_MAX_LIST);
                }
                v[n++] = x;
            }
        } else {
            double x;
            if (n >= CLI_MAX_LIST) {
                free(v);
                return fail(err, errlen, "%s: more than %d values", opt, CLI_MAX_LIST);
            }
            if (cli_strict_double(it, &x)) {
                free(v);
                return fail(err, errlen, "%s '%.60s': '%.30s' is not a finite number", opt, s, it);
            }
            if (integer && x != floor(x)) {
                free(v);
                return fail(err, errlen, "%s '%.60s': '%.30s' is not a whole number", opt, s, it);
            }
            if (x < lo || x > hi) {
                free(v);
                return fail(err, errlen, "%s: %.30s is out of range [%g, %g]", opt, it, lo, hi);
            }
            v[n++] = x;
        }
        if (!comma) break;
        p = comma + 1;
    }
    *out = v;
    return n;
}
