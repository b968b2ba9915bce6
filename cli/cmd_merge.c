/* cmd_merge.c -- lhsim merge: join --shard outputs in point order. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    long point;
    char *line;
} row_t;

static int cmp_row(const void *a, const void *b)
{
    long x = ((const row_t *)a)->point, y = ((const row_t *)b)->point;
    return x < y ? -1 : x > y;
}

static const char MERGE_HELP[] =
    "usage: lhsim merge SHARD.csv... [-o FILE]\n"
    "\n"
    "Joins the CSV outputs of 'lhsim sim|model ... --shard I/N --format csv' into\n"
    "the one file the unsharded run would have written, rows in point order.\n"
    "Refuses files from different sweeps (other options or preset: the 'sweep'\n"
    "column differs), repeated points, or a sweep with points missing.\n"
    "\n"
    "example:\n"
    "  for i in 0 1 2 3; do lhsim sim --warps 1:64:x2 --ilp 1,2,4,8 --shard $i/4 \\\n"
    "        --format csv -o part$i.csv; done\n"
    "  lhsim merge part0.csv part1.csv part2.csv part3.csv -o all.csv\n";

int cmd_merge(int argc, char **argv)
{
    static const struct option lo[] = {{"output", 1, 0, 'o'}, {"help", 0, 0, 'h'}, {0, 0, 0, 0}};
    const char *out = NULL;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'o': out = optarg; break;
        case 'h': fputs(MERGE_HELP, stdout); return 0;
        default: cli_usage_fail("merge", argv);
        }
    }
    if (optind >= argc) cli_fail("merge: give the shard CSV files");
    char *header = NULL, sweep[64] = "";
    int pcol = -1, scol = -1;
    row_t *rows = NULL;
    long n = 0, cap = 0;
    for (int i = optind; i < argc; i++) {
        struct stat sb;
        if (stat(argv[i], &sb) == 0 && S_ISDIR(sb.st_mode)) cli_fail("merge: %s: is a directory", argv[i]);
        static int stdin_used;
        if (!strcmp(argv[i], "-") && stdin_used++) cli_fail("merge: '-' (standard input) given twice");
        FILE *f = strcmp(argv[i], "-") ? fopen(argv[i], "r") : stdin;
        if (!f) cli_fail("merge: %s: cannot open: %s", argv[i], strerror(errno));
        char line[8192];
        if (!fgets(line, sizeof line, f)) cli_fail("merge: %s: empty file", argv[i]);
        if (!strchr(line, '\n')) cli_fail("merge: %s:1: line too long", argv[i]);
        if (!header) {
            header = strdup(line);
            char tmp[8192];
            snprintf(tmp, sizeof tmp, "%s", line);
            tmp[strcspn(tmp, "\r\n")] = 0;
            int k = 0;
            for (char *s = strtok(tmp, ","); s; s = strtok(NULL, ","), k++) {
                if (!strcmp(s, "point")) pcol = k;
                if (!strcmp(s, "sweep")) scol = k;
            }
            if (pcol < 0 || scol < 0)
                cli_fail("merge: %s: no 'point' and 'sweep' columns (is it 'lhsim sim --format csv' "
                         "output?)", argv[i]);
        } else if (strcmp(header, line)) {
            cli_fail("merge: %s: columns differ from %s", argv[i], argv[optind]);
        }
        int lineno = 1;
        while (fgets(line, sizeof line, f)) {
            lineno++;
            if (!strchr(line, '\n')) cli_fail("merge: %s:%d: line too long or unterminated", argv[i], lineno);
            if (line[0] == '\n') continue;
            char tmp[8192], *fld[128];
            snprintf(tmp, sizeof tmp, "%s", line);
            tmp[strcspn(tmp, "\r\n")] = 0;
            int nf = 0;
            for (char *s = tmp, *e; nf < 128; s = e + 1) {
                fld[nf++] = s;
                e = strchr(s, ',');
                if (!e) break;
                *e = 0;
            }
            if (nf <= pcol || nf <= scol) cli_fail("merge: %s:%d: too few fields", argv[i], lineno);
            if (!sweep[0]) snprintf(sweep, sizeof sweep, "%s", fld[scol]);
            else if (strcmp(sweep, fld[scol]))
                cli_fail("merge: %s:%d: from a different sweep (%s, not %s): other options or "
                         "preset", argv[i], lineno, fld[scol], sweep);
            char *end;
            long pt = strtol(fld[pcol], &end, 10);
            if (*end || pt < 0) cli_fail("merge: %s:%d: bad point '%s'", argv[i], lineno, fld[pcol]);
            if (n == cap) {
                cap = cap ? 2 * cap : 256;
                rows = realloc(rows, sizeof *rows * (size_t)cap);
                if (!rows) cli_fail("out of memory");
            }
            rows[n].point = pt;
            rows[n].line = strdup(line);
            n++;
        }
        if (f != stdin) fclose(f);
    }
    qsort(rows, (size_t)n, sizeof *rows, cmp_row);
    const char *dash = strrchr(sweep, '-');
    long total = dash ? strtol(dash + 1, NULL, 10) : -1;
    if (total < 0) cli_fail("merge: bad sweep id '%s'", sweep);
    for (long i = 0; i < n; i++) {
        if (i > 0 && rows[i].point == rows[i - 1].point)
            cli_fail("merge: point %ld appears twice (a shard given twice?)", rows[i].point);
        if (rows[i].point != i)
            cli_fail("merge: point %ld is missing (a shard not given?)", i);
    }
    if (n != total) cli_fail("merge: %ld of the sweep's %ld points present (a shard not given?)", n, total);
    FILE *f = out ? afile_open(out) : stdout;
    fputs(header, f);
    for (long i = 0; i < n; i++) fputs(rows[i].line, f);
    if (out) afile_commit(f, out);
    for (long i = 0; i < n; i++) free(rows[i].line);
    free(rows);
    free(header);
    return 0;
}
