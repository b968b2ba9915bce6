/* util.c -- lists, rows, atomic files, errors. */
#define _XOPEN_SOURCE 700
#include "util.h"

#include <ctype.h>
#include <getopt.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- temporary files: one registry, cleaned on error and signal ------- */
#define MAX_TEMPS 16
static char temps[MAX_TEMPS][4300];
static volatile sig_atomic_t ntemps;
static FILE *tfiles[MAX_TEMPS];

static int in_place[MAX_TEMPS]; /* a device or FIFO written directly: never removed */

static void cleanup_temps(void)
{
    for (int i = 0; i < ntemps; i++)
        if (temps[i][0] && !in_place[i]) unlink(temps[i]);
}

static void on_signal(int sig)
{
    cleanup_temps();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_handlers(void)
{
    static int done;
    if (done) return;
    done = 1;
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    for (int i = 0; i < 3; i++) /* a signal ignored by the parent (nohup) stays ignored */
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &sa, NULL);
}

void cli_fail(const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fputs("lhsim: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    cleanup_temps();
    exit(2);
}

/* Output files.  A regular file (or a new name) is written to a unique
 * temporary beside it and renamed over it on commit, so readers see the old
 * file or the whole new one.  A symbolic link is followed: its target is
 * replaced that way, and the link stays.  A device or FIFO is written in
 * place (renaming over it would replace the node).  A directory is refused. */
static char targets[MAX_TEMPS][4200];

FILE *afile_open(const char *path)
{
    install_handlers();
    if (path && !strcmp(path, "-")) return stdout; /* -o -: standard output */
    if (!path || !*path) cli_fail("-o: empty file name");
    if (strlen(path) > 4000) cli_fail("-o: path too long");
    int slot = -1;
    for (int i = 0; i < MAX_TEMPS; i++)
        if (!temps[i][0]) {
            slot = i;
            break;
        }
    if (slot < 0) cli_fail("too many output files open");
    char target[4200];
    snprintf(target, sizeof target, "%s", path);
    struct stat lsb, sb;
    if (lstat(path, &lsb) == 0 && S_ISLNK(lsb.st_mode)) {
        char *real = realpath(path, NULL);
        if (real) {
            snprintf(target, sizeof target, "%s", real);
            free(real);
        } else { /* a link to a name not yet there: create that name, as '>' would */
            char to[4096];
            ssize_t n = readlink(path, to, sizeof to - 1);
            if (n <= 0) cli_fail("%s: cannot follow the link: %s", path, strerror(errno));
            to[n] = 0;
            const char *slash = strrchr(path, '/');
            if (to[0] == '/' || !slash) snprintf(target, sizeof target, "%s", to);
            else snprintf(target, sizeof target, "%.*s/%s", (int)(slash - path), path, to);
        }
    }
    if (stat(target, &sb) == 0 && !S_ISREG(sb.st_mode)) {
        if (S_ISDIR(sb.st_mode)) cli_fail("%s: is a directory", path);
        FILE *f = fopen(target, "w"); /* a device or FIFO: in place */
        if (!f) cli_fail("%s: cannot write: %s", path, strerror(errno));
        snprintf(temps[slot], sizeof temps[slot], "%s", target);
        in_place[slot] = 1;
        if (slot >= ntemps) ntemps = slot + 1;
        tfiles[slot] = f;
        return f;
    }
    char tmp[4300];
    snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", target);
    int fd = mkstemp(tmp);
    if (fd < 0) cli_fail("%s: cannot create: %s", path, strerror(errno));
    mode_t um = umask(0);
    umask(um);
    if (fchmod(fd, 0666 & ~um) != 0) { /* keep 0600 */ }
    snprintf(temps[slot], sizeof temps[slot], "%s", tmp);
    snprintf(targets[slot], sizeof targets[slot], "%s", target);
    in_place[slot] = 0;
    if (slot >= ntemps) ntemps = slot + 1;
    FILE *f = fdopen(fd, "w");
    if (!f) {
        unlink(tmp);
        temps[slot][0] = 0;
        cli_fail("%s: %s", path, strerror(errno));
    }
    tfiles[slot] = f;
    return f;
}

static int slot_of(FILE *f)
{
    for (int i = 0; i < ntemps; i++)
        if (temps[i][0] && tfiles[i] == f) return i;
    return -1;
}

void afile_commit(FILE *f, const char *path)
{
    if (f == stdout) {
        if (fflush(stdout) != 0 || ferror(stdout)) cli_fail("stdout: write failed");
        return;
    }
    int slot = slot_of(f);
    int bad = ferror(f);
    if (fflush(f) != 0) bad = 1;
    if (slot >= 0 && !in_place[slot] && fsync(fileno(f)) != 0 && errno != EINVAL) bad = 1;
    if (fclose(f) != 0) bad = 1;
    if (slot < 0) cli_fail("%s: internal error (no temporary)", path);
    if (in_place[slot]) {
        temps[slot][0] = 0; /* nothing to remove */
        if (bad) cli_fail("%s: write failed", path);
        return;
    }
    if (bad) cli_fail("%s: write failed", path);
    if (rename(temps[slot], targets[slot]) != 0)
        cli_fail("%s: cannot rename: %s", path, strerror(errno));
    temps[slot][0] = 0;
}

void afile_abort(FILE *f)
{
    if (f == stdout) return;
    int slot = slot_of(f);
    fclose(f);
    if (slot >= 0) {
        if (!in_place[slot]) unlink(temps[slot]);
        temps[slot][0] = 0;
    }
}

/* ---- numbers and lists (lists.c), failing the program on error ------ */
double cli_number(const char *opt, const char *s, double lo, double hi, int integer)
{
    double v;
    char err[512];
    if (cli_parse_number(opt, s, lo, hi, integer, &v, err, sizeof err)) cli_fail("%s", err);
    return v;
}

int cli_list(const char *opt, const char *s, double lo, double hi, int integer, double **out)
{
    char err[512];
    int n = cli_parse_list(opt, s, lo, hi, integer, out, err, sizeof err);
    if (n < 0) cli_fail("%s", err);
    return n;
}

/* ---- rows --------------------------------------------------------------- */
tbl *tbl_alloc(const char *const *cols, int ncol)
{
    tbl *t = calloc(1, sizeof *t);
    if (!t) cli_fail("out of memory");
    t->ncol = ncol;
    t->cols = calloc((size_t)ncol, sizeof *t->cols);
    if (!t->cols) cli_fail("out of memory");
    for (int i = 0; i < ncol; i++) t->cols[i] = strdup(cols[i]);
    return t;
}

void tbl_free(tbl *t)
{
    if (!t) return;
    for (int i = 0; i < t->ncol; i++) free(t->cols[i]);
    for (long i = 0; i < (long)t->nrow * t->ncol; i++) free(t->cells[i]);
    free(t->cols);
    free(t->cells);
    free(t);
}

void tbl_cell(tbl *t, const char *fmt, ...)
{
    if (t->cur == 0) {
        if (t->nrow == t->cap) {
            t->cap = t->cap ? 2 * t->cap : 16;
            t->cells = realloc(t->cells, sizeof *t->cells * (size_t)t->cap * (size_t)t->ncol);
            if (!t->cells) cli_fail("out of memory");
        }
        t->nrow++;
    }
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    t->cells[(long)(t->nrow - 1) * t->ncol + t->cur] = strdup(buf);
    if (++t->cur == t->ncol) t->cur = 0;
}

void tbl_num(tbl *t, double v)
{
    if (!isfinite(v)) cli_fail("internal error: non-finite result in column %s",
                               t->cols[t->cur]);
    if (v == floor(v) && fabs(v) < 1e15) tbl_cell(t, "%.0f", v);
    else tbl_cell(t, "%.6g", v);
}

void tbl_write_csv(const tbl *t, FILE *f)
{
    for (int c = 0; c < t->ncol; c++) fprintf(f, "%s%s", c ? "," : "", t->cols[c]);
    fputc('\n', f);
    for (int r = 0; r < t->nrow; r++) {
        for (int c = 0; c < t->ncol; c++)
            fprintf(f, "%s%s", c ? "," : "", t->cells[(long)r * t->ncol + c]);
        fputc('\n', f);
    }
}

void tbl_write_table(const tbl *t, FILE *f)
{
    int *w = calloc((size_t)t->ncol, sizeof *w);
    if (!w) cli_fail("out of memory");
    for (int c = 0; c < t->ncol; c++) {
        w[c] = (int)strlen(t->cols[c]);
        for (int r = 0; r < t->nrow; r++) {
            int l = (int)strlen(t->cells[(long)r * t->ncol + c]);
            if (l > w[c]) w[c] = l;
        }
    }
    for (int c = 0; c < t->ncol; c++) fprintf(f, "%s%*s", c ? "  " : "", w[c], t->cols[c]);
    fputc('\n', f);
    for (int r = 0; r < t->nrow; r++) {
        for (int c = 0; c < t->ncol; c++)
            fprintf(f, "%s%*s", c ? "  " : "", w[c], t->cells[(long)r * t->ncol + c]);
        fputc('\n', f);
    }
    free(w);
}

int cli_format(const char *s)
{
    if (strcmp(s, "table") == 0) return FMT_TABLE;
    if (strcmp(s, "csv") == 0) return FMT_CSV;
    cli_fail("--format %s: unknown format (valid: table, csv)", s);
}

void tbl_emit(const tbl *t, int format, const char *path)
{
    if (path && !strcmp(path, "-")) path = NULL; /* -o -: standard output */
    if (path) {
        FILE *f = afile_open(path);
        if (format == FMT_CSV) tbl_write_csv(t, f);
        else tbl_write_table(t, f);
        afile_commit(f, path);
    } else {
        if (format == FMT_CSV) tbl_write_csv(t, stdout);
        else tbl_write_table(t, stdout);
        if (fflush(stdout) != 0) cli_fail("stdout: write failed");
    }
}

void cli_load_gpu(const char *name, char **sets, int nsets, model_gpu *g)
{
    char path[4096], err[1024];
    if (model_gpu_find(name, path, sizeof path, err, sizeof err)) cli_fail("%s", err);
    if (model_gpu_load(path, g, err, sizeof err)) cli_fail("%s", err);
    for (int i = 0; i < nsets; i++)
        if (model_gpu_set(g, sets[i], err, sizeof err)) cli_fail("%s", err);
}

int cli_same_file(const char *a, const char *b)
{
    if (!strcmp(a, b)) return 1;
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

int cli_exe_dir(char *out, size_t len)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return 0;
    exe[n] = 0;
    char *s = strrchr(exe, '/');
    if (!s) return 0;
    *s = 0;
    snprintf(out, len, "%s", exe);
    return 1;
}

static void no_second_stdin(const char *opt, const char **list, int n, const char *f)
{
    if (strcmp(f, "-")) return;
    for (int i = 0; i < n; i++)
        if (!strcmp(list[i], "-")) cli_fail("%s: standard input ('-') can be read only once", opt);
}

void cli_take_files(const char *opt, int argc, char **argv, const char **list, int *n, int max)
{
    if (*n == max) cli_fail("%s: at most %d files", opt, max);
    no_second_stdin(opt, list, *n, optarg);
    list[(*n)++] = optarg;
    while (optind < argc && (argv[optind][0] != '-' || !strcmp(argv[optind], "-"))) {
        if (*n == max) cli_fail("%s: at most %d files", opt, max);
        no_second_stdin(opt, list, *n, argv[optind]);
        list[(*n)++] = argv[optind++];
    }
}

char *cli_read_stdin(const char *what, size_t limit, size_t *len)
{
    static int used;
    if (used++) cli_fail("%s: standard input ('-') can be read only once", what);
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    if (!buf) cli_fail("out of memory");
    for (;;) {
        if (n == cap) {
            if (cap >= limit) cli_fail("%s: standard input larger than %zu bytes", what, limit);
            cap *= 2;
            char *nb = realloc(buf, cap + 1);
            if (!nb) cli_fail("out of memory");
            buf = nb;
        }
        size_t k = fread(buf + n, 1, cap - n, stdin);
        n += k;
        if (k == 0) break;
    }
    if (ferror(stdin)) cli_fail("%s: cannot read standard input", what);
    buf[n] = 0;
    *len = n;
    return buf;
}

void tbl_emit_cols(const tbl *t, int format, const char *path, const char *spec,
                   const char *const *compact, int ncompact)
{
    int sel[256], ns = 0;
    if ((spec && !strcmp(spec, "all")) || (!spec && (format == FMT_CSV || !compact))) {
        tbl_emit(t, format, path);
        return;
    }
    if (!spec) {
        for (int k = 0; k < ncompact; k++)
            for (int i = 0; i < t->ncol && ns < 256; i++)
                if (!strcmp(t->cols[i], compact[k])) sel[ns++] = i;
    } else {
        char buf[1024];
        snprintf(buf, sizeof buf, "%s", spec);
        char *save = NULL;
        for (char *c = strtok_r(buf, ",", &save); c; c = strtok_r(NULL, ",", &save)) {
            int f = -1;
            for (int i = 0; i < t->ncol; i++)
                if (!strcmp(t->cols[i], c)) f = i;
            if (f < 0) {
                char all[2048] = "";
                size_t u = 0;
                for (int i = 0; i < t->ncol && u + 40 < sizeof all; i++)
                    u += (size_t)snprintf(all + u, sizeof all - u, "%s%s", i ? "," : "", t->cols[i]);
                cli_fail("--columns: no column '%s' (columns: %s, or all)", c, all);
            }
            if (ns == 256) cli_fail("--columns: too many");
            sel[ns++] = f;
        }
        if (!ns) cli_fail("--columns: give column names, or all");
    }
    const char *names[256];
    for (int k = 0; k < ns; k++) names[k] = t->cols[sel[k]];
    tbl *u = tbl_alloc(names, ns);
    for (int r = 0; r < t->nrow; r++)
        for (int k = 0; k < ns; k++) tbl_cell(u, "%s", t->cells[(long)r * t->ncol + sel[k]]);
    tbl_emit(u, format, path);
    tbl_free(u);
}
