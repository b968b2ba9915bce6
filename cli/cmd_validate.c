/* cmd_validate.c -- lhsim validate compare: predictions against measured rows. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "sweep.h"
#include "validate.h"
#include <time.h>

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

typedef val_point mrow;
#define MAX_DATA 256 /* --data files */

static int read_measured(const char *path, mrow **out)
{
    char err[512];
    int n;
    if (!strcmp(path, "-")) {
        size_t len;
        char *buf = cli_read_stdin("--data -", (size_t)64 << 20, &len);
        int rc = val_parse_measured(buf, len, "stdin", out, &n, err, sizeof err);
        free(buf);
        if (rc) cli_fail("--data %s", err);
        return n;
    }
    if (val_read_measured(path, out, &n, err, sizeof err)) cli_fail("--data %s", err);
    return n;
}

/* every --data file's rows, one array */
static mrow *read_all(const char *const *data, int nd, int *nout)
{
    mrow *m = NULL;
    int n = 0;
    for (int i = 0; i < nd; i++) {
        mrow *part;
        int k = read_measured(data[i], &part);
        mrow *nm = realloc(m, sizeof *m * (size_t)(n + k + 1));
        if (!nm) cli_fail("out of memory");
        m = nm;
        if (k > 0) memcpy(m + n, part, sizeof *m * (size_t)k);
        n += k;
        free(part);
    }
    *nout = n;
    return m;
}

/* refuses, before any simulating, a set of points one of which (or the
 * points run at once) would need more memory than a sweep may take */
static void check_memory(const model_gpu *g, const val_point *m, int n, const sim_params *sp,
                         int jobs)
{
    double worst = 0;
    for (int i = 0; i < n; i++) {
        sim_workload w;
        char err[256];
        int width = !strcmp(m[i].experiment, "chase") ? 4 : m[i].width;
        if (sim_workload_builtin(m[i].experiment, m[i].ilp, width, 8, &w, err, sizeof err))
            cli_fail("validate: %s W=%d K=%d: %s", m[i].experiment, m[i].warps, m[i].ilp, err);
        sim_params p = *sp;
        p.warps_per_sm = m[i].warps;
        if (sim_check(g, &w, &p, err, sizeof err))
            cli_fail("validate: %s W=%d K=%d: %s", m[i].experiment, m[i].warps, m[i].ilp, err);
        double mem = sim_memory_estimate(g, &w, &p);
        if (mem > worst) worst = mem;
    }
    if (jobs < 1) jobs = 1;
    if (worst * (jobs < n ? jobs : n) > SWEEP_POINT_BYTES)
        cli_fail("validate: the points would need about %.0f MB at once (limit %.0f MB); lower "
                 "--sim-sms or -j", worst * (jobs < n ? jobs : n) / 1e6, SWEEP_POINT_BYTES / 1e6);
}

static const char FIT_HELP[] =
    "usage: lhsim validate fit --gpu BASE --data CSV... -o PRESET.ini\n"
    "                          [--params LIST] [--train-experiment chase|stream|all]\n"
    "                          [--train-warps LIST] [--max-iter N] [--sim-sms N]\n"
    "\n"
    "Fits the simulator's parameters to measured lhsim-bench rows by nonlinear least\n"
    "squares on relative bandwidth error (GSL gsl_multifit_nlinear, parameters as\n"
    "p0*exp(x), common random numbers).  Only the training subset is used: rows of\n"
    "--train-experiment whose warps per SM are in --train-warps; the rest is\n"
    "held out for 'lhsim validate compare'.  Prints each iteration; writes the base\n"
    "preset with the fitted values, their standard errors and the provenance.\n"
    "\n"
    "  --params LIST  [memory.latency_ns,memory.latency_spread_ns,memory.bandwidth_gbps,\n"
    "                  memory.bank_busy_ns,sm.return_cycles_per_load]\n"
    "  --train-experiment [all]   --train-warps [1,4,16,64]\n"
    "\n"
    "example:\n"
    "  lhsim validate fit --gpu h200 --data validate/results/h200/chase.csv \\\n"
    "        --train-experiment chase --train-warps 1,4,16,64 -o h200-fit.ini\n";

typedef struct { struct timespec t0; int maxit; } fit_clock;

static double since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) * 1e-9;
}

/* each iteration: chi2, the parameters, the time so far and at most how much is left */
static void progress(int iter, double chi2, const val_fit_result *cur, void *ctx)
{
    const fit_clock *fc = ctx;
    double el = since(&fc->t0), per = iter > 0 ? el / (iter + 1) : el;
    fprintf(stderr, "  iter %2d  chi2 %.6f ", iter, chi2);
    for (int j = 0; j < cur->nparams; j++)
        fprintf(stderr, " %s=%.4g", strchr(cur->names[j], '.') + 1, cur->value[j]);
    fprintf(stderr, "   %.0f s, at most %.0f s left\n", el, per * (fc->maxit - iter - 1 > 0 ? fc->maxit - iter - 1 : 0));
}

static int cmd_validate_fit(int argc, char **argv);
int cmd_validate_run(int argc, char **argv);

static const char VAL_TOP_HELP[] =
    "usage: lhsim validate run|fit|compare ...\n"
    "\n"
    "  run      measure the GPU here with lhsim-bench (lhsim validate run --help)\n"
    "  fit      fit the simulator's parameters to measured rows (validate fit --help)\n"
    "  compare  predictions against measured rows (validate compare --help)\n"
    "\n"
    "example:\n"
    "  lhsim validate compare --gpu h200 --data validate/results/h200/chase.csv\n";

static const char VAL_HELP[] =
    "usage: lhsim validate compare --gpu PRESET --data CSV... [--max-median-error F]\n"
    "                              [--train-warps LIST] [--sim-sms N] [--tolerance F] [-j N]\n"
    "                              [--format table|csv] [-o FILE]\n"
    "\n"
    "For every measured chase/stream point (lhsim-bench rows), the simulator's and\n"
    "the closed form's bandwidth side by side, their relative errors, then a summary\n"
    "per source and experiment on stderr: median, 90th percentile and max |relative\n"
    "error|, MAE (GB/s), NRMSE, Pearson r, counts over and under.  Exit status 1 when\n"
    "--max-median-error F is given (a fraction: 0.05 is 5%) and the simulator's\n"
    "median error exceeds it in any experiment or over all rows.\n"
    "--train-warps marks rows with those warps per SM as the fit's training set\n"
    "and summarises the held-out rest (column 'set').\n"
    "\n"
    "example:\n"
    "  lhsim validate compare --gpu h200 --data validate/results/h200/chase.csv \\\n"
    "        validate/results/h200/stream.csv --format csv -o compare.csv\n";

int cmd_validate(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        fputs(VAL_TOP_HELP, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (!strcmp(argv[1], "fit")) return cmd_validate_fit(argc - 1, argv + 1);
    if (!strcmp(argv[1], "run")) return cmd_validate_run(argc - 1, argv + 1);
    if (strcmp(argv[1], "compare"))
        cli_fail("validate %s: unknown (valid: run, fit, compare)",
                 argv[1]);
    argc--, argv++;
    static const struct option lo[] = {
        {"gpu", 1, 0, 'g'},   {"data", 1, 0, 'd'},   {"max-median-error", 1, 0, 'm'},
        {"sim-sms", 1, 0, 'n'}, {"tolerance", 1, 0, 'T'}, {"jobs", 1, 0, 'j'},
        {"format", 1, 0, 'f'}, {"output", 1, 0, 'o'}, {"set", 1, 0, 'S'},
        {"train-warps", 1, 0, 'w'}, {"help", 0, 0, 'h'},  {0, 0, 0, 0}};
    const char *gpu = "h200", *out = NULL, *train = NULL;
    const char *data[MAX_DATA];
    char *sets[64];
    int nd = 0, nsets = 0, fmt = FMT_TABLE, jobs = 0, c;
    double maxmed = -1;
    sim_params sp = sim_default_params();
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:j:h", lo, NULL)) != -1) {
        switch (c) {
        case 'g': gpu = optarg; break;
        case 'd': cli_take_files("--data", argc, argv, data, &nd, MAX_DATA); break;
        case 'm': maxmed = cli_number("--max-median-error", optarg, 0, 10, 0); break;
        case 'n': sp.sim_sms = (int)cli_number("--sim-sms", optarg, 1, 100000, 1); break;
        case 'T': sp.tolerance = cli_number("--tolerance", optarg, 1e-4, 0.5, 0); break;
        case 'j': jobs = (int)cli_number("--jobs", optarg, 1, 1024, 1); break;
        case 'f': fmt = cli_format(optarg); break;
        case 'o': out = optarg; break;
        case 'S':
            if (nsets == 64) cli_fail("--set: at most 64");
            sets[nsets++] = optarg;
            break;
        case 'w': train = optarg; break;
        case 'h': fputs(VAL_HELP, stdout); return 0;
        default: cli_usage_fail("validate compare", argv);
        }
    }
    if (optind < argc) cli_fail("validate compare: unexpected argument '%s'", argv[optind]);
    if (nd == 0) cli_fail("validate compare: --data CSV is required");
    double *TW = NULL;
    int ntw = train ? cli_list("--train-warps", train, 1, 1024, 1, &TW) : 0;
    model_gpu g;
    cli_load_gpu(gpu, sets, nsets, &g);
    int n = 0;
    mrow *m = read_all(data, nd, &n);
    if (n == 0) cli_fail("validate compare: no verified chase/stream rows in --data");
#ifdef _OPENMP
    check_memory(&g, m, n, &sp, jobs > 0 ? jobs : omp_get_num_procs());
#else
    check_memory(&g, m, n, &sp, 1);
#endif
    double *ps = calloc((size_t)n, sizeof *ps), *pm = calloc((size_t)n, sizeof *pm);
    double *ls = calloc((size_t)n, sizeof *ls);
    int *rc = calloc((size_t)n, sizeof *rc);
    char(*errs)[256] = calloc((size_t)n, sizeof *errs);
#ifdef _OPENMP
    if (jobs <= 0) jobs = omp_get_num_procs();
#endif
#pragma omp parallel for schedule(dynamic, 1) num_threads(jobs > 0 ? jobs : 1)
    for (int i = 0; i < n; i++) {
        sim_workload w;
        char err[256];
        int width = !strcmp(m[i].experiment, "chase") ? 4 : m[i].width;
        if (sim_workload_builtin(m[i].experiment, m[i].ilp, width, 8, &w, err, sizeof err)) {
            rc[i] = 1;
            snprintf(errs[i], sizeof errs[i], "%s", err);
            continue;
        }
        sim_params p = sp;
        p.warps_per_sm = m[i].warps;
        p.seed = sweep_point_seed(sp.seed, i);
        sim_result r;
        rc[i] = sim_run(&g, &w, &p, &r, errs[i], sizeof errs[i]);
        ps[i] = r.bandwidth_gbps;
        ls[i] = r.load_latency_ns;
        model_bw_out mb;
        model_bandwidth(&g, m[i].warps, w.max_loads_in_flight, w.bytes_per_load, w.lines_per_load,
                        &mb);
        pm[i] = mb.bandwidth_gbps;
        sim_result_fini(&r);
    }
    for (int i = 0; i < n; i++)
        if (rc[i]) cli_fail("validate: %s W=%d K=%d: %s", m[i].experiment, m[i].warps, m[i].ilp, errs[i]);
    static const char *cols[] = {"experiment", "warps_per_sm", "ilp", "width", "measured_gbps",
                                 "sim_gbps", "model_gbps", "sim_err", "model_err",
                                 "measured_ns_per_step", "sim_ns_per_step", "set"};
    tbl *t = tbl_alloc(cols, 12);
    char *held = calloc((size_t)n, 1);
    for (int i = 0; i < n; i++) {
        held[i] = 1;
        for (int k = 0; k < ntw; k++)
            if ((int)TW[k] == m[i].warps) held[i] = 0;
    }
    for (int i = 0; i < n; i++) {
        tbl_cell(t, "%s", m[i].experiment);
        tbl_num(t, m[i].warps);
        tbl_num(t, m[i].ilp);
        tbl_num(t, m[i].width);
        tbl_cell(t, "%.2f", m[i].gbps);
        tbl_cell(t, "%.2f", ps[i]);
        tbl_cell(t, "%.2f", pm[i]);
        tbl_cell(t, "%.4f", (ps[i] - m[i].gbps) / m[i].gbps);
        tbl_cell(t, "%.4f", (pm[i] - m[i].gbps) / m[i].gbps);
        int ch = !strcmp(m[i].experiment, "chase");
        tbl_cell(t, "%.1f", ch ? m[i].ns_step : 0.0);
        /* a chase step: every chain of the GPU moves one 128 B line */
        tbl_cell(t, "%.1f", ch && ps[i] > 0 ? m[i].warps * m[i].ilp * 128.0 * g.sm_count / ps[i] : 0.0);
        tbl_cell(t, "%s", !train ? "all" : held[i] ? "heldout" : "train");
    }
    tbl_emit(t, fmt, out);
    tbl_free(t);
    /* summaries */
    int fail = 0;
    const char *exps[] = {"chase", "stream", "all"};
    if (train) fprintf(stderr, "held-out rows only (warps per SM not in --train-warps %s)\n", train);
    fprintf(stderr, "%-7s %-6s %4s %9s %9s %9s %9s %7s %6s %5s %5s\n", "exp", "source", "n",
            "median", "p90", "max", "MAE_GBps", "NRMSE", "r", "over", "under");
    double *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)n),
           *mm = malloc(sizeof *mm * (size_t)n);
    for (int e = 0; e < 3; e++) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if ((e == 2 || !strcmp(m[i].experiment, exps[e])) && held[i]) {
                a[k] = ps[i];
                b[k] = pm[i];
                mm[k] = m[i].gbps;
                k++;
            }
        if (!k) continue;
        val_summary s1, s2;
        val_summarise(a, mm, k, &s1);
        val_summarise(b, mm, k, &s2);
        fprintf(stderr, "%-7s %-6s %4d %8.1f%% %8.1f%% %8.1f%% %9.1f %7.3f %6.3f %5d %5d\n",
                exps[e], "sim", k, 100 * s1.med, 100 * s1.p90, 100 * s1.max, s1.mae, s1.nrmse,
                s1.r, s1.over, s1.under);
        fprintf(stderr, "%-7s %-6s %4d %8.1f%% %8.1f%% %8.1f%% %9.1f %7.3f %6.3f %5d %5d\n",
                exps[e], "model", k, 100 * s2.med, 100 * s2.p90, 100 * s2.max, s2.mae, s2.nrmse,
                s2.r, s2.over, s2.under);
        if (maxmed >= 0 && s1.med > maxmed) fail = 1; /* any experiment, or all */
    }
    /* chase step time: measured ns per step against the simulated one (W K 128 B
     * SMs / bandwidth); both come from the same counts as the bandwidth, so
     * the error is the bandwidth error seen as time */
    int k = 0;
    for (int i = 0; i < n; i++)
        if (!strcmp(m[i].experiment, "chase") && m[i].ns_step > 0 && held[i] && ps[i] > 0) {
            a[k] = m[i].warps * m[i].ilp * 128.0 * g.sm_count / ps[i];
            mm[k] = m[i].ns_step;
            k++;
        }
    if (k) {
        val_summary s;
        val_summarise(a, mm, k, &s);
        fprintf(stderr, "chase step time (loaded latency per step): n=%d median %.1f%% p90 %.1f%% "
                        "max %.1f%%\n", k, 100 * s.med, 100 * s.p90, 100 * s.max);
    }
    free(a);
    free(b);
    free(mm);
    free(held);
    free(TW);
    free(ps);
    free(pm);
    free(ls);
    free(rc);
    free(errs);
    free(m);
    if (fail) {
        fprintf(stderr, "lhsim: simulator median error above --max-median-error\n");
        return 1;
    }
    return 0;
}

/* ---- fit ---------------------------------------------------------------- */
static int cmd_validate_fit(int argc, char **argv)
{
    static const struct option lo[] = {
        {"gpu", 1, 0, 'g'},          {"data", 1, 0, 'd'},        {"params", 1, 0, 'p'},
        {"train-experiment", 1, 0, 'e'}, {"train-warps", 1, 0, 'w'}, {"max-iter", 1, 0, 'm'},
        {"sim-sms", 1, 0, 'n'},      {"output", 1, 0, 'o'},      {"help", 0, 0, 'h'},
        {0, 0, 0, 0}};
    const char *gpu = "h200", *out = NULL,
               *params = "memory.latency_ns,memory.latency_spread_ns,memory.bandwidth_gbps,"
                         "memory.bank_busy_ns,sm.return_cycles_per_load";
    const char *exper = "all", *twarps = "1,4,16,64";
    const char *data[MAX_DATA];
    int nd = 0, maxit = 20, c;
    sim_params sp = sim_default_params();
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'g': gpu = optarg; break;
        case 'd': cli_take_files("--data", argc, argv, data, &nd, MAX_DATA); break;
        case 'p': params = optarg; break;
        case 'e': exper = optarg; break;
        case 'w': twarps = optarg; break;
        case 'm': maxit = (int)cli_number("--max-iter", optarg, 1, 1000, 1); break;
        case 'n': sp.sim_sms = (int)cli_number("--sim-sms", optarg, 1, 100000, 1); break;
        case 'o': out = optarg; break;
        case 'h': fputs(FIT_HELP, stdout); return 0;
        default: cli_usage_fail("validate fit", argv);
        }
    }
    if (optind < argc) cli_fail("validate fit: unexpected argument '%s'", argv[optind]);
    if (!nd) cli_fail("validate fit: --data CSV is required");
    if (!out) cli_fail("validate fit: -o PRESET.ini is required");
    if (strcmp(exper, "chase") && strcmp(exper, "stream") && strcmp(exper, "all"))
        cli_fail("--train-experiment %s: valid: chase, stream, all", exper);
    double *TW;
    int ntw = cli_list("--train-warps", twarps, 1, 1024, 1, &TW);
    char gpath[4096], err[1024];
    if (model_gpu_find(gpu, gpath, sizeof gpath, err, sizeof err)) cli_fail("%s", err);
    model_gpu g;
    cli_load_gpu(gpu, NULL, 0, &g);
    /* parameters */
    char pbuf[1024];
    snprintf(pbuf, sizeof pbuf, "%s", params);
    const char *names[VAL_MAX_PARAMS];
    int np = 0;
    for (char *s = strtok(pbuf, ","); s; s = strtok(NULL, ",")) {
        if (np == VAL_MAX_PARAMS) cli_fail("--params: at most %d", VAL_MAX_PARAMS);
        if (!val_param_ptr(&g, s))
            cli_fail("--params %s: not fittable (memory.latency_ns, memory.latency_spread_ns, "
                     "memory.bandwidth_gbps, memory.row_miss_busy_ns, memory.l2_latency_ns, "
                     "sm.lsu_lines_per_cycle, sm.issue_cycles_per_load)", s);
        if (!(*val_param_ptr(&g, s) > 0))
            cli_fail("validate fit: %s: starting value must be positive (it is %g in %s)", s,
                     *val_param_ptr(&g, s), gpath);
        for (int j = 0; j < np; j++)
            if (!strcmp(names[j], s)) cli_fail("--params: %s given twice", s);
        names[np++] = s;
    }
    /* training points */
    int n = 0;
    mrow *m = read_all(data, nd, &n);
    val_point *pts = calloc((size_t)n + 1, sizeof *pts);
    int nt = 0;
    for (int i = 0; i < n; i++) {
        int inw = 0;
        for (int k = 0; k < ntw; k++)
            if ((int)TW[k] == m[i].warps) inw = 1;
        if (!inw || (strcmp(exper, "all") && strcmp(exper, m[i].experiment))) continue;
        snprintf(pts[nt].experiment, sizeof pts[nt].experiment, "%s", m[i].experiment);
        pts[nt].warps = m[i].warps;
        pts[nt].ilp = m[i].ilp;
        pts[nt].width = m[i].width;
        pts[nt].gbps = m[i].gbps;
        nt++;
    }
    if (nt < np)
        cli_fail("validate fit: %d training rows (of %d verified chase/stream rows) for %d "
                 "parameters; check --train-warps and --train-experiment", nt, n, np);
#ifdef _OPENMP
    check_memory(&g, pts, nt, &sp, omp_get_num_procs());
#else
    check_memory(&g, pts, nt, &sp, 1);
#endif
    fprintf(stderr, "lhsim validate fit: %d training points of %d, %d parameters\n", nt, n, np);
    /* a fixed-length run per point: common random numbers, smooth objective */
    sp.min_batches = sp.max_batches = 8;
    sp.tolerance = 0.5;
    val_fit_result fr;
    fit_clock fc;
    clock_gettime(CLOCK_MONOTONIC, &fc.t0);
    fc.maxit = maxit;
    fprintf(stderr, "lhsim validate fit: each iteration simulates the %d points about %d times "
                    "(the residual and a central-difference Jacobian); at most %d iterations\n",
            nt, 2 * np + 1, maxit);
    int rc = val_fit(&g, pts, nt, names, np, &sp, maxit, progress, &fc, &fr);
    if (rc) cli_fail("validate fit: %s", fr.message);
    fprintf(stderr, "lhsim validate fit: %s; rms relative error %.2f%% (start %.2f%%)\n",
            fr.message, 100 * fr.rms_rel_error, 100 * sqrt(fr.chi2_initial / nt));
    /* the preset: the base text with the fitted keys replaced (read as the INI
     * reader reads it), provenance on top; checked by loading it before it is
     * written, so the file always loads and holds the fitted values */
    char *text = NULL;
    size_t tlen = 0;
    FILE *f = open_memstream(&text, &tlen);
    FILE *in = fopen(gpath, "r");
    if (!f || !in) cli_fail("%s: cannot read", gpath);
    time_t now = time(NULL);
    char date[32];
    strftime(date, sizeof date, "%Y-%m-%d", gmtime(&now));
    fprintf(f, "; Fitted by 'lhsim validate fit' on %s from base preset %s.\n", date, gpath);
    fprintf(f, "; Data:");
    for (int i = 0; i < nd; i++) fprintf(f, " %s", data[i]);
    fprintf(f, "\n; Training: %s rows with warps per SM in {%s}: %d points.\n", exper, twarps, nt);
    fprintf(f, "; %s; rms relative error %.2f%% (start %.2f%%).\n", fr.message,
            100 * fr.rms_rel_error, 100 * sqrt(fr.chi2_initial / nt));
    for (int j = 0; j < np; j++)
        fprintf(f, ";   %-28s %.6g +- %.3g (start %.6g)\n", names[j], fr.value[j], fr.stderr_[j],
                fr.initial[j]);
    char line[1200], section[64] = "", key[64];
    int written[VAL_MAX_PARAMS] = {0};
    while (fgets(line, sizeof line, in)) {
        int kind = model_ini_line(line, section, sizeof section, key, sizeof key);
        int done = 0;
        for (int j = 0; j < np && !done && kind == 2; j++) {
            char full[160];
            snprintf(full, sizeof full, "%s.%s", section, key);
            if (!strcmp(full, names[j])) {
                fprintf(f, "%s = %.6g ; [fit] +- %.3g (lhsim validate fit, %s)\n", key,
                        fr.value[j], fr.stderr_[j], date);
                written[j] = done = 1;
            }
        }
        if (!done) fputs(line, f);
    }
    fclose(in);
    for (int j = 0; j < np; j++) /* a fitted key the base file left at its default */
        if (!written[j]) {
            const char *dot = strchr(names[j], '.');
            fprintf(f, "\n[%.*s]\n%s = %.6g ; [fit] +- %.3g (lhsim validate fit, %s)\n",
                    (int)(dot - names[j]), names[j], dot + 1, fr.value[j], fr.stderr_[j], date);
        }
    if (fclose(f) != 0) cli_fail("out of memory");
    model_gpu chk = model_gpu_default();
    if (model_gpu_parse(text, tlen, out, &chk, err, sizeof err))
        cli_fail("validate fit: the fitted preset would not load (%s); nothing written", err);
    for (int j = 0; j < np; j++) {
        char v[64];
        snprintf(v, sizeof v, "%.6g", fr.value[j]);
        if (*val_param_ptr(&chk, names[j]) != strtod(v, NULL))
            cli_fail("validate fit: internal error: %s does not hold its fitted value", names[j]);
    }
    FILE *o = afile_open(out);
    fwrite(text, 1, tlen, o);
    afile_commit(o, out);
    free(text);
    printf("wrote %s\n", out);
    free(pts);
    free(m);
    free(TW);
    return 0;
}

/* ---- run: the GPU experiments, on a machine with a GPU ------------------ */
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int run_bench(const char *bench, char *const argv[])
{
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        execv(bench, argv);
        _exit(126);
    }
    int st;
    if (waitpid(pid, &st, 0) < 0) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static const char RUN_HELP[] =
    "usage: lhsim validate run [--out DIR] [--bench PATH] [--quick] [--commit SHA]\n"
    "\n"
    "On a machine with a GPU: runs lhsim-bench's experiments (props, occupancy,\n"
    "latency, copy, chase, stream) and writes their CSVs into DIR (each file\n"
    "atomically), ready for 'lhsim validate fit' and 'compare'.  lhsim-bench is\n"
    "looked for next to lhsim, then given by --bench (build it with\n"
    "'cmake -S . -B build -DLHSIM_BENCH_ONLY=ON && cmake --build build', or\n"
    "'nvcc -O3 -arch=sm_90 -o lhsim-bench cuda/bench.cu').  --quick runs a small\n"
    "sweep.  Exits 77 when there is no GPU.  The SASS check of the kernels is\n"
    "cuda/run_h200.sh's (it needs cuobjdump and python3).\n"
    "\n"
    "example:\n"
    "  lhsim validate run --out validate/results/my-gpu\n";

int cmd_validate_run(int argc, char **argv)
{
    static const struct option lo[] = {{"out", 1, 0, 'o'}, {"bench", 1, 0, 'b'},
                                       {"quick", 0, 0, 'q'}, {"commit", 1, 0, 'c'},
                                       {"help", 0, 0, 'h'}, {0, 0, 0, 0}};
    const char *out = "lhsim-measured", *bench = NULL, *commit = "unknown";
    int quick = 0, c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'o': out = optarg; break;
        case 'b': bench = optarg; break;
        case 'q': quick = 1; break;
        case 'c': commit = optarg; break;
        case 'h': fputs(RUN_HELP, stdout); return 0;
        default: cli_usage_fail("validate run", argv);
        }
    }
    if (optind < argc) cli_fail("validate run: unexpected argument '%s'", argv[optind]);
    struct stat osb;
    if (stat(out, &osb) == 0 && !S_ISDIR(osb.st_mode))
        cli_fail("validate run: --out %s: exists and is not a directory", out);
    char found[4200];
    if (!bench) {
        char exe[4096];
        if (cli_exe_dir(exe, sizeof exe)) {
            snprintf(found, sizeof found, "%s/lhsim-bench", exe);
            if (access(found, X_OK) == 0) bench = found;
        }
    }
    if (!bench || access(bench, X_OK) != 0)
        cli_fail("validate run: lhsim-bench not found (build it, or give --bench PATH)");
    if (mkdir(out, 0777) != 0 && errno != EEXIST) cli_fail("validate run: %s: %s", out, strerror(errno));
    struct {
        const char *exp, *file;
        const char *extra[8];
    } exps[] = {
        {"props", "props.csv", {NULL}},
        {"occupancy", "occupancy.csv", {NULL}},
        {"latency", "latency.csv", {NULL}},
        {"copy", "copy.csv", {NULL}},
        {"chase", "chase.csv",
         {"--warps", quick ? "1,8,64" : "1,2,4,8,12,16,24,32,48,64", "--ilp",
          quick ? "1,8" : "1,2,4,8,16,32", NULL}},
        {"stream", "stream.csv",
         {"--warps", quick ? "1,8,64" : "1,2,4,8,12,16,24,32,48,64", "--ilp",
          quick ? "1,8" : "1,2,4,8,16", "--width", quick ? "16" : "4,8,16", NULL}},
    };
    for (size_t i = 0; i < sizeof exps / sizeof exps[0]; i++) {
        char path[4300];
        snprintf(path, sizeof path, "%s/%s", out, exps[i].file);
        char *av[24];
        int k = 0;
        av[k++] = (char *)bench;
        av[k++] = "--experiment";
        av[k++] = (char *)exps[i].exp;
        av[k++] = "--commit";
        av[k++] = (char *)commit;
        av[k++] = "-o";
        av[k++] = path;
        for (int j = 0; exps[i].extra[j]; j++) av[k++] = (char *)exps[i].extra[j];
        av[k] = NULL;
        fprintf(stderr, "lhsim validate run: [%zu/%zu] %s -> %s\n", i + 1,
                sizeof exps / sizeof exps[0], exps[i].exp, path);
        int rc = run_bench(bench, av);
        if (rc == 77) {
            fprintf(stderr, "lhsim validate run: no CUDA device here\n");
            return 77;
        }
        if (rc != 0) cli_fail("validate run: lhsim-bench --experiment %s failed (status %d)", exps[i].exp, rc);
    }
    printf("measured CSVs in %s/; next: lhsim validate fit --data %s/chase.csv %s/stream.csv ...\n", out,
           out, out);
    return 0;
}
