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
    sim_workload *w = malloc(sizeof *w);
    if (!w) cli_fail("out of memory");
    for (int i = 0; i < n; i++) {
        char err[256];
        int useful;
        sim_params p = val_point_params(&m[i], g, sp);
        if (val_point_workload(&m[i], w, &useful, err, sizeof err) || sim_check(g, w, &p, err, sizeof err))
            cli_fail("validate: %s W=%d K=%d: %s", m[i].experiment, m[i].warps, m[i].ilp, err);
        double mem = sim_memory_estimate(g, w, &p);
        if (mem > worst) worst = mem;
    }
    free(w);
    if (jobs < 1) jobs = 1;
    if (worst * (jobs < n ? jobs : n) > SWEEP_POINT_BYTES)
        cli_fail("validate: the points would need about %.0f MB at once (limit %.0f MB); lower "
                 "--sim-sms or -j", worst * (jobs < n ? jobs : n) / 1e6, SWEEP_POINT_BYTES / 1e6);
}

/* a note on stderr naming the points flagged (the first 40) */
static void note_points(const val_point *m, int n, const int *flag, const char *what)
{
    int nf = 0;
    for (int i = 0; i < n; i++) nf += flag[i] != 0;
    if (!nf) return;
    fprintf(stderr, "lhsim: note: %d simulated point(s) %s:", nf, what);
    for (int i = 0, k = 0; i < n; i++)
        if (flag[i] && k++ < 40) fprintf(stderr, "%s %s W=%d %s", k > 1 ? "," : "", m[i].experiment, m[i].warps, m[i].param);
    fprintf(stderr, "%s\n", nf > 40 ? ", ..." : "");
}

/* the simulator's and the closed form's bandwidth for every point (useful
 * bandwidth for a family row, DRAM bandwidth for chase and stream) */
static void predict(const model_gpu *g, const val_point *m, int n, const sim_params *sp, int jobs,
                    double *ps, double *pm)
{
    int *rc = calloc((size_t)n, sizeof *rc), *drift = calloc((size_t)n, sizeof *drift),
        *unconv = calloc((size_t)n, sizeof *unconv);
    char(*errs)[256] = calloc((size_t)n, sizeof *errs);
    if (!rc || !drift || !unconv || !errs) cli_fail("out of memory");
#pragma omp parallel for schedule(dynamic, 1) num_threads(jobs > 0 ? jobs : 1)
    for (int i = 0; i < n; i++) {
        sim_workload *w = malloc(sizeof *w);
        int useful = 0;
        if (!w) {
            rc[i] = 1;
            snprintf(errs[i], sizeof errs[i], "out of memory");
            continue;
        }
        if (val_point_workload(&m[i], w, &useful, errs[i], sizeof errs[i])) {
            rc[i] = 1;
            free(w);
            continue;
        }
        sim_params p = val_point_params(&m[i], g, sp);
        p.seed = sweep_point_seed(sp->seed, i);
        sim_result r;
        rc[i] = sim_run(g, w, &p, &r, errs[i], sizeof errs[i]);
        if (!rc[i]) {
            ps[i] = val_sim_gbps(&r, useful);
            drift[i] = r.drifting;
            unconv[i] = !r.converged;
            sim_result_fini(&r);
        }
        model_bw_out mb;
        pm[i] = 0;
        if (!useful) {
            if (!model_bandwidth(g, m[i].warps, w->max_loads_in_flight, w->bytes_per_load,
                                 w->lines_per_load, &mb))
                pm[i] = mb.bandwidth_gbps;
        } else if (!sweep_closed_form(g, w, m[i].warps, &mb) && w->dram_bytes_per_iter > 0) {
            /* the closed form's DRAM rate seen as the iteration's useful bytes */
            pm[i] = sweep_closed_form_useful(w, mb.bandwidth_gbps);
        }
        free(w);
    }
    for (int i = 0; i < n; i++)
        if (rc[i]) cli_fail("validate: %s W=%d %s: %s", m[i].experiment, m[i].warps, m[i].param, errs[i]);
    /* points that stopped at the batch limit, and points whose simulated rate
     * still moves: either way their error depends on the run's length */
    note_points(m, n, unconv, "stopped at the batch limit before reaching --tolerance (their "
                              "confidence interval is wider than asked; lhsim sim --max-batches runs one longer)");
    note_points(m, n, drift, "still drifting (their batches' rate moved by more than twice the "
                             "tolerance over the run; lhsim sim --explain says more)");
    free(rc);
    free(drift);
    free(unconv);
    free(errs);
}

/* the families in the rows, in order of first appearance */
static int families(const val_point *m, int n, const char **out)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < k && !seen; j++) seen = !strcmp(out[j], m[i].experiment);
        if (!seen) out[k++] = m[i].experiment;
    }
    return k;
}

/* every name of a family LIST (or "all") is a family of the rows */
static void check_families(const char *opt, const char *list, const val_point *m, int n)
{
    if (!strcmp(list, "all")) return;
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ',');
        size_t k = e ? (size_t)(e - p) : strlen(p);
        int found = 0;
        for (int i = 0; i < n && !found; i++) found = strlen(m[i].experiment) == k && !strncmp(m[i].experiment, p, k);
        if (!found) cli_fail("%s: no family '%.*s' in --data", opt, (int)k, p);
        if (!e) break;
        p = e + 1;
    }
}

/* one summary line: "|error|" of bandwidth or, with as_time, of time per
 * iteration (which scales as 1/bandwidth) */
static void summary_line(const char *fam, const char *src, const double *pred, const double *meas,
                         int k, val_summary *s)
{
    val_summarise(pred, meas, k, s);
    fprintf(stderr, "%-8s %-6s %4d %8.1f%% %8.1f%% %8.1f%% %9.1f %7.3f %6.3f %5d %5d\n", fam, src,
            k, 100 * s->med, 100 * s->p90, 100 * s->max, s->mae, s->nrmse, s->r, s->over, s->under);
}

static int run_fit(model_gpu *g, const val_point *pts, int nt, const char *const *names, int np,
                   sim_params sp, int maxit, int jacobian, int verbose, val_fit_result *fr);
static int parse_jacobian(const char *s);
static int in_list(const char *list, const char *name);
static int parse_params(const char *params, model_gpu *g, char *pbuf, size_t plen, const char **names);

static const char FIT_HELP[] =
    "usage: lhsim validate fit --gpu BASE --data CSV... -o PRESET.ini\n"
    "                          [--params LIST] [--train-experiment LIST|all]\n"
    "                          [--train-warps LIST] [--max-iter N] [--sim-sms N]\n"
    "                          [--jacobian broyden|warm|forward|central] [--warm-mb M]\n"
    "                          [--seed N]\n"
    "\n"
    "Fits the simulator's parameters to measured rows (lhsim-bench CSVs and family\n"
    "points files, as validate compare reads them) by nonlinear least\n"
    "squares on relative bandwidth error (GSL gsl_multifit_nlinear, parameters as\n"
    "p0*exp(x), common random numbers).  Only the training subset is used: rows of\n"
    "--train-experiment whose warps per SM are in --train-warps; the rest is\n"
    "held out for 'lhsim validate compare'.  Prints each iteration (the time left,\n"
    "and how long the next Gauss-Newton step is in standard errors); stops once\n"
    "no parameter moved by more than a tenth of its standard error or the trials\n"
    "shrank within a tenth of every one (a smaller change is noise: the objective\n"
    "is a simulation); with --jacobian broyden once the step a Jacobian by\n"
    "differences asks for is under one standard error or its trials shrank\n"
    "within half of every one (the values then move by less than their\n"
    "uncertainty); prints the parameters' correlations and which family pins\n"
    "which parameter; writes the base preset with the fitted values, their\n"
    "standard errors and the provenance.\n"
    "\n"
    "  --params LIST  [memory.latency_ns,memory.latency_spread_ns,memory.bandwidth_gbps,\n"
    "                  memory.bank_busy_ns,sm.return_cycles_per_load]\n"
    "  --train-experiment LIST    families to train on (chase,stream,copyk,...) [all]\n"
    "  --train-warps LIST         [1,4,16,64]\n"
    "  --jacobian broyden|warm|forward|central  how each point is run and the\n"
    "                  Jacobian taken [broyden]: broyden runs every point on from\n"
    "                  one state warmed up at the start (caches full, queues\n"
    "                  steady), settled at each trial's timings, and keeps the\n"
    "                  states whose warm-up costs most (within --warm-mb); it takes\n"
    "                  the Jacobian by forward differences at the start (p+1 runs\n"
    "                  of every point, p parameters), updates it along each step\n"
    "                  (Broyden's secant update: about one run an iteration), and\n"
    "                  takes it again where an updated one stops making progress and\n"
    "                  at the end (the standard errors come from differences).  warm\n"
    "                  runs points so too with differences every iteration (p+1\n"
    "                  runs); forward runs every point from cold p+1 times an\n"
    "                  iteration, central 2p+1 (unbiased to second order).  The\n"
    "                  H200's ten-family fit on 2 cores: broyden 110-125 s, warm\n"
    "                  393 s, the values within 0.6 of their standard errors.\n"
    "  --warm-mb M     the warm states kept, at most M MiB [320]: the others warm\n"
    "                  up again at every run, to the same state, so more memory is\n"
    "                  faster and fits the same values (the H200's ten-family fit on\n"
    "                  2 cores: all 166 states in 296 MB, 110-125 s, peak 400 MB;\n"
    "                  76 in 160 MiB, 130 s)\n"
    "  --seed N        base seed; each point gets its own from (seed, index) [1]:\n"
    "                  fits with other seeds show how much of chi2 and of a\n"
    "                  fitted value is the simulation's own noise\n"
    "\n"
    "example:\n"
    "  lhsim validate fit --gpu h200 --data validate/results/h200/chase.csv \\\n"
    "        --train-experiment chase --train-warps 1,4,16,64 -o h200-fit.ini\n";

typedef struct { struct timespec t0; int maxit, broyden; double prev, first; } fit_clock;

static double since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) * 1e-9;
}

/* each iteration: chi2, the parameters, the time so far and at most how much is left */
static void progress(int iter, double chi2, const val_fit_result *cur, void *ctx)
{
    fit_clock *fc = ctx;
    double el = since(&fc->t0), per = iter > 0 ? el / (iter + 1) : el;
    int rest = fc->maxit - iter - 1 > 0 ? fc->maxit - iter - 1 : 0;
    fprintf(stderr, "  iter %2d  chi2 %.6f ", iter, chi2);
    for (int j = 0; j < cur->nparams; j++)
        fprintf(stderr, " %s=%.4g", strchr(cur->names[j], '.') + 1, cur->value[j]);
    fprintf(stderr, "  next step %.2f se", cur->step_se);
    if (fc->broyden) {
        /* the start took the warm-up and a Jacobian by differences, each step
         * since about one run of every point, and the end takes the
         * differences again: a restart can add one */
        if (iter == 0) fc->first = el;
        double step = iter > 0 ? el - fc->prev : 0.15 * el;
        fc->prev = el;
        fprintf(stderr, "   %.0f s, about %.0f s left\n", el, step * (rest + 1) + 0.8 * fc->first);
        return;
    }
    fprintf(stderr, "   %.0f s, at most %.0f s left\n", el, per * rest);
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
    "                              [--max-events N (per point; default 2e9)] [--launch-iters N]\n"
    "                              [--leave-one-family-out [--leave-out LIST] [--params LIST]\n"
    "                               [--train-experiment LIST] [--max-iter N]\n"
    "                               [--jacobian broyden|warm|forward|central] [--warm-mb M]]\n"
    "                              [--seed N] [--format table|csv] [-o FILE]\n"
    "\n"
    "For every measured point, the simulator's and the closed form's bandwidth side\n"
    "by side, their relative errors, then a summary per kind of kernel (family) on\n"
    "stderr: median, 90th percentile and max |relative error|, MAE (GB/s), NRMSE,\n"
    "Pearson r, counts over and under, and the error of time per iteration.\n"
    "--data takes lhsim-bench rows (chase, stream: DRAM bandwidth) and family points\n"
    "files (validate/points.sh: a kernel family's rows with the workload file that\n"
    "describes each kernel; useful bandwidth, the bytes the kernel asks for).\n"
    "Each simulated row is a long launch's (lhsim-bench times launches): the\n"
    "steady state's over its launch_factor (lhsim sim --help).\n"
    "Exit status 1 when --max-median-error F is given (a fraction: 0.05 is 5%) and\n"
    "the simulator's median error exceeds it in any family or over all rows.\n"
    "--train-warps marks rows with those warps per SM as the fit's training set\n"
    "and summarises the held-out rest (column 'set').\n"
    "--launch-iters N simulates each row as one launch in which every warp runs N\n"
    "iterations from a common start, timed to the last warp, after an untimed\n"
    "launch like it, as lhsim-bench times its kernels (lhsim sim --launch-iters N\n"
    "--launch-warm), instead of the steady state of warps that loop for ever.\n"
    "--leave-one-family-out: for each family, fits --params (as validate fit does)\n"
    "on the rows of all the other families (those with --train-warps, if given),\n"
    "predicts the family left out with that fit, and reports its errors: the\n"
    "claim 'how far to trust it' for a kind of kernel the fit never saw.  Costs\n"
    "one fit per family; progress on stderr.  --leave-out LIST leaves out only those\n"
    "families, in turn; --train-experiment LIST trains only on those families\n"
    "(default all).  --jacobian and --warm-mb as validate fit takes them.\n"
    "--seed N: the base seed (each point its own from it and its index) [1].\n"
    "\n"
    "examples:\n"
    "  lhsim validate compare --gpu h200 --data validate/results/h200/chase.csv \\\n"
    "        validate/results/h200/stream.csv --format csv -o compare.csv\n"
    "  lhsim validate compare --gpu h200 --data validate/results/h200/families-points.csv\n";

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
        {"train-warps", 1, 0, 'w'}, {"leave-one-family-out", 0, 0, 'L'}, {"params", 1, 0, 'p'},
        {"max-iter", 1, 0, 'M'}, {"leave-out", 1, 0, 'O'}, {"train-experiment", 1, 0, 'E'},
        {"max-events", 1, 0, 'X'}, {"launch-iters", 1, 0, 'I'}, {"jacobian", 1, 0, 'J'},
        {"warm-mb", 1, 0, 'W'}, {"seed", 1, 0, 's'},  {"help", 0, 0, 'h'},  {0, 0, 0, 0}};
    const char *gpu = "h200", *out = NULL, *train = NULL, *params = NULL, *leave = NULL,
               *texp = "all";
    const char *data[MAX_DATA];
    char *sets[64];
    int nd = 0, nsets = 0, fmt = FMT_TABLE, jobs = 0, c, lofo = 0, maxit = 20, jacobian = VAL_JAC_BROYDEN,
        jac_given = 0, warm_given = 0;
    double maxmed = -1;
    sim_params sp = sim_default_params();
    /* a long inner loop at many warps settles slowly (an FMA loop of 48 trips
     * at 64 warps spends more than lhsim sim's 2e8 events): a measured point
     * must not fail on the budget */
    sp.max_events = 2000000000ULL;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:j:h", lo, NULL)) != -1) {
        switch (c) {
        case 'g': gpu = optarg; break;
        case 'd': cli_take_files("--data", argc, argv, data, &nd, MAX_DATA); break;
        case 'm': maxmed = cli_number("--max-median-error", optarg, 0, 10, 0); break;
        case 'n': sp.sim_sms = (int)cli_number("--sim-sms", optarg, 1, 100000, 1); break;
        case 'T': sp.tolerance = cli_number("--tolerance", optarg, 1e-4, 0.5, 0); break;
        case 'X': sp.max_events = (uint64_t)cli_number("--max-events", optarg, 1000, 2e11, 1); break;
        case 'I':
            sp.launch_iters = (uint64_t)cli_number("--launch-iters", optarg, 1, 1e9, 1);
            sp.launch_warm = 1; /* lhsim-bench times a launch after an untimed one */
            break;
        case 'j': jobs = (int)cli_number("--jobs", optarg, 1, 1024, 1); break;
        case 'f': fmt = cli_format(optarg); break;
        case 'o': out = optarg; break;
        case 'S':
            if (nsets == 64) cli_fail("--set: at most 64");
            sets[nsets++] = optarg;
            break;
        case 'w': train = optarg; break;
        case 'L': lofo = 1; break;
        case 'O': leave = optarg; lofo = 1; break;
        case 'E': texp = optarg; break;
        case 'p': params = optarg; break;
        case 'M': maxit = (int)cli_number("--max-iter", optarg, 1, 1000, 1); break;
        case 'J': jacobian = parse_jacobian(optarg), jac_given = 1; break;
        case 'W': val_set_warm_mb(cli_number("--warm-mb", optarg, 0, 1e6, 0)), warm_given = 1; break;
        case 's': sp.seed = (uint64_t)cli_number("--seed", optarg, 0, 9e15, 1); break;
        case 'h': fputs(VAL_HELP, stdout); return 0;
        default: cli_usage_fail("validate compare", argv);
        }
    }
    if (optind < argc) cli_fail("validate compare: unexpected argument '%s'", argv[optind]);
    if (nd == 0) cli_fail("validate compare: --data CSV is required");
    if (params && !lofo) cli_fail("validate compare: --params goes with --leave-one-family-out");
    if (jac_given && !lofo) cli_fail("validate compare: --jacobian goes with --leave-one-family-out");
    if (warm_given && !lofo) cli_fail("validate compare: --warm-mb goes with --leave-one-family-out");
    double *TW = NULL;
    int ntw = train ? cli_list("--train-warps", train, 1, 1024, 1, &TW) : 0;
    model_gpu g;
    cli_load_gpu(gpu, sets, nsets, &g);
    int n = 0;
    mrow *m = read_all(data, nd, &n);
    if (n == 0) cli_fail("validate compare: no verified rows in --data");
#ifdef _OPENMP
    if (jobs <= 0) jobs = omp_get_num_procs();
#endif
    check_memory(&g, m, n, &sp, jobs > 0 ? jobs : 1);
    const char **fams = malloc(sizeof *fams * (size_t)n);
    double *ps = calloc((size_t)n, sizeof *ps), *pm = calloc((size_t)n, sizeof *pm);
    char *held = calloc((size_t)n, 1);
    if (!fams || !ps || !pm || !held) cli_fail("out of memory");
    int nf = families(m, n, fams);
    for (int i = 0; i < n; i++) {
        held[i] = 1;
        for (int k = 0; k < ntw; k++)
            if ((int)TW[k] == m[i].warps) held[i] = 0;
    }
    /* leave one family out: each family predicted by a fit to the others */
    if (lofo) {
        if (nf < 2) cli_fail("validate compare: --leave-one-family-out needs rows of two families or more");
        if (leave) check_families("--leave-out", leave, m, n);
        check_families("--train-experiment", texp, m, n);
        char pbuf[1024];
        const char *names[VAL_MAX_PARAMS];
        int np = parse_params(params, &g, pbuf, sizeof pbuf, names);
#ifndef LHSIM_HAVE_GSL
        cli_fail("validate compare: --leave-one-family-out fits, and lhsim was built without GSL "
                 "(apt-get install libgsl-dev, then build again)");
#endif
        val_point *tr = malloc(sizeof *tr * (size_t)n), *lo_ = malloc(sizeof *lo_ * (size_t)n);
        int *idx = malloc(sizeof *idx * (size_t)n);
        double *ts = malloc(sizeof *ts * (size_t)n), *tm = malloc(sizeof *tm * (size_t)n);
        if (!tr || !lo_ || !idx || !ts || !tm) cli_fail("out of memory");
        struct timespec t0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (int f = 0; f < nf; f++) {
            if (leave && !in_list(leave, fams[f])) continue;
            int nt = 0, nl = 0;
            for (int i = 0; i < n; i++) {
                if (!strcmp(m[i].experiment, fams[f])) {
                    idx[nl] = i;
                    lo_[nl++] = m[i];
                } else if ((!ntw || !held[i]) && in_list(texp, m[i].experiment)) {
                    tr[nt++] = m[i];
                }
            }
            if (nt < np) cli_fail("validate compare: %d training rows without %s for %d parameters", nt, fams[f], np);
            model_gpu gf = g;
            fprintf(stderr, "left out %s (%d rows): fitting on %d rows of the others ...\n", fams[f], nl, nt);
            val_fit_result fr;
            if (run_fit(&gf, tr, nt, names, np, sp, maxit, jacobian, 0, &fr))
                cli_fail("validate compare: the fit without %s: %s", fams[f], fr.message);
            free(fr.jac);
            fprintf(stderr, "  %s;", fr.message);
            for (int j = 0; j < np; j++) fprintf(stderr, " %s=%.4g+-%.2g", strchr(names[j], '.') + 1, fr.value[j], fr.stderr_[j]);
            predict(&gf, lo_, nl, &sp, jobs, ts, tm);
            for (int k = 0; k < nl; k++) ps[idx[k]] = ts[k], pm[idx[k]] = tm[k];
            double el = since(&t0);
            fprintf(stderr, "\n  %.0f s so far, about %.0f s left\n", el, el / (f + 1) * (nf - f - 1));
        }
        free(tr);
        free(lo_);
        free(idx);
        free(ts);
        free(tm);
        /* every row of a family left out was predicted without it; the others are not summarised */
        for (int i = 0; i < n; i++) held[i] = !leave || in_list(leave, m[i].experiment);
    } else {
        predict(&g, m, n, &sp, jobs, ps, pm);
    }
    static const char *cols[] = {"experiment", "warps_per_sm", "ilp", "width", "measured_gbps",
                                 "sim_gbps", "model_gbps", "sim_err", "model_err",
                                 "measured_ns_per_step", "sim_ns_per_step", "set", "param"};
    tbl *t = tbl_alloc(cols, 13);
    for (int i = 0; i < n; i++) {
        tbl_cell(t, "%s", m[i].experiment);
        tbl_num(t, m[i].warps);
        tbl_num(t, m[i].ilp);
        tbl_num(t, m[i].width);
        tbl_cell(t, "%.2f", m[i].gbps);
        tbl_cell(t, "%.2f", ps[i]);
        tbl_cell(t, "%.2f", pm[i]);
        tbl_cell(t, "%.4f", (ps[i] - m[i].gbps) / m[i].gbps);
        tbl_cell(t, "%.4f", pm[i] > 0 ? (pm[i] - m[i].gbps) / m[i].gbps : 0.0);
        int ch = !strcmp(m[i].experiment, "chase") && !m[i].wl;
        tbl_cell(t, "%.1f", ch ? m[i].ns_step : 0.0);
        /* a chase step: every chain of the GPU moves one 128 B line */
        tbl_cell(t, "%.1f", ch && ps[i] > 0 ? m[i].warps * m[i].ilp * 128.0 * g.sm_count / ps[i] : 0.0);
        tbl_cell(t, "%s", lofo ? (held[i] ? "leftout" : "-") : !train ? "all" : held[i] ? "heldout" : "train");
        tbl_cell(t, "%s", m[i].param[0] ? m[i].param : "-");
    }
    tbl_emit(t, fmt, out);
    tbl_free(t);
    /* summaries: per family and over all rows; time per iteration is bytes
     * per iteration over bandwidth, so its error is meas/pred - 1 */
    int fail = 0;
    if (lofo) fprintf(stderr, "each family predicted by a fit that never saw it (--leave-one-family-out)\n");
    else if (train) fprintf(stderr, "held-out rows only (warps per SM not in --train-warps %s)\n", train);
    fprintf(stderr, "%-8s %-6s %4s %9s %9s %9s %9s %7s %6s %5s %5s\n", "exp", "source", "n",
            "median", "p90", "max", "MAE_GBps", "NRMSE", "r", "over", "under");
    double *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)n),
           *mm = malloc(sizeof *mm * (size_t)n), *ta = malloc(sizeof *ta * (size_t)n),
           *tm1 = malloc(sizeof *tm1 * (size_t)n);
    if (!a || !b || !mm || !ta || !tm1) cli_fail("out of memory");
    char(*tline)[160] = calloc((size_t)nf + 1, sizeof *tline);
    for (int e = 0; e <= nf; e++) {
        const char *name = e < nf ? fams[e] : "all";
        int k = 0, kt = 0;
        for (int i = 0; i < n; i++)
            if ((e == nf || !strcmp(m[i].experiment, name)) && held[i]) {
                a[k] = ps[i];
                b[k] = pm[i] > 0 ? pm[i] : 1e-9;
                mm[k] = m[i].gbps;
                k++;
                if (ps[i] > 0) { /* time per iteration, relative to the measured 1 */
                    ta[kt] = m[i].gbps / ps[i];
                    tm1[kt++] = 1;
                }
            }
        if (!k) continue;
        val_summary s1, s2, s3;
        summary_line(name, "sim", a, mm, k, &s1);
        summary_line(name, "model", b, mm, k, &s2);
        if (kt) {
            val_summarise(ta, tm1, kt, &s3);
            snprintf(tline[e], sizeof tline[e], "%-8s time per iteration: n=%d median %.1f%% p90 %.1f%% max %.1f%%",
                     name, kt, 100 * s3.med, 100 * s3.p90, 100 * s3.max);
        }
        if (maxmed >= 0 && s1.med > maxmed) fail = 1; /* any family, or all */
    }
    for (int e = 0; e <= nf; e++)
        if (tline[e][0]) fprintf(stderr, "%s\n", tline[e]);
    free(tline);
    /* chase step time: measured ns per step against the simulated one (W K 128 B
     * SMs / bandwidth); both come from the same counts as the bandwidth, so
     * the error is the bandwidth error seen as time */
    int k = 0;
    for (int i = 0; i < n; i++)
        if (!strcmp(m[i].experiment, "chase") && !m[i].wl && m[i].ns_step > 0 && held[i] && ps[i] > 0) {
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
    free(ta);
    free(tm1);
    free(held);
    free(TW);
    free(ps);
    free(pm);
    free(fams);
    free(m);
    if (fail) {
        fprintf(stderr, "lhsim: simulator median error above --max-median-error\n");
        return 1;
    }
    return 0;
}

/* ---- fit ---------------------------------------------------------------- */
/* "all", or name in a comma-separated list */
static int in_list(const char *list, const char *name)
{
    if (!strcmp(list, "all")) return 1;
    size_t l = strlen(name);
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ',');
        size_t k = e ? (size_t)(e - p) : strlen(p);
        if (k == l && !strncmp(p, name, l)) return 1;
        if (!e) break;
        p = e + 1;
    }
    return 0;
}

/* --params LIST (NULL: the default five) into names (pointing into pbuf) */
static int parse_params(const char *params, model_gpu *g, char *pbuf, size_t plen, const char **names)
{
    if (!params)
        params = "memory.latency_ns,memory.latency_spread_ns,memory.bandwidth_gbps,"
                 "memory.bank_busy_ns,sm.return_cycles_per_load";
    snprintf(pbuf, plen, "%s", params);
    int np = 0;
    for (char *s = strtok(pbuf, ","); s; s = strtok(NULL, ",")) {
        if (np == VAL_MAX_PARAMS) cli_fail("--params: at most %d", VAL_MAX_PARAMS);
        if (!val_param_ptr(g, s))
            cli_fail("--params %s: not fittable (%s)", s, val_param_names());
        if (!(*val_param_ptr(g, s) > 0))
            cli_fail("validate: %s: starting value must be positive (it is %g)", s, *val_param_ptr(g, s));
        for (int j = 0; j < np; j++)
            if (!strcmp(names[j], s)) cli_fail("--params: %s given twice", s);
        names[np++] = s;
    }
    if (!np) cli_fail("--params: empty");
    return np;
}

/* the fit as validate fit runs it: fixed-length runs per point (common random
 * numbers: a smooth objective), progress with time left when verbose */
static int parse_jacobian(const char *s)
{
    if (!strcmp(s, "forward")) return VAL_JAC_FORWARD;
    if (!strcmp(s, "central")) return VAL_JAC_CENTRAL;
    if (!strcmp(s, "warm")) return VAL_JAC_WARM;
    if (!strcmp(s, "broyden")) return VAL_JAC_BROYDEN;
    cli_fail("--jacobian %s: broyden, warm, forward or central", s);
    return VAL_JAC_FORWARD;
}

static int run_fit(model_gpu *g, const val_point *pts, int nt, const char *const *names, int np,
                   sim_params sp, int maxit, int jacobian, int verbose, val_fit_result *fr)
{
    sp.min_batches = sp.max_batches = 8;
    sp.tolerance = 0.5;
    fit_clock fc;
    clock_gettime(CLOCK_MONOTONIC, &fc.t0);
    fc.maxit = maxit;
    fc.broyden = jacobian == VAL_JAC_BROYDEN;
    fc.prev = fc.first = 0;
    if (verbose && fc.broyden)
        fprintf(stderr, "lhsim validate fit: a Jacobian by forward differences at the start and at the end "
                        "(%d and %d runs of each of the %d points), and between them each iteration about one run "
                        "of every point (the Jacobian updated by the step, Broyden's secant update), each run going "
                        "on from the point's state warmed up at the start; at most %d iterations\n",
                np + 1, np, nt, maxit);
    else if (verbose)
        fprintf(stderr, "lhsim validate fit: each iteration simulates the %d points about %d times "
                        "(the residual and a %s-difference Jacobian)%s; at most %d iterations\n",
                nt, jacobian == VAL_JAC_CENTRAL ? 2 * np + 1 : np + 1,
                jacobian == VAL_JAC_CENTRAL ? "central" : "forward",
                jacobian == VAL_JAC_WARM ? ", each run going on from the point's state warmed up at the start" : "",
                maxit);
    return val_fit(g, pts, nt, names, np, &sp, maxit, jacobian, verbose ? progress : NULL, &fc, fr);
}

/* which family pins which parameter: each family's share of the information
 * the fit has on a parameter (the sum of its rows' squared Jacobian entries) */
static void print_pinning(const val_fit_result *fr, const val_point *pts, int n)
{
    if (!fr->jac) return;
    const char **fams = malloc(sizeof *fams * (size_t)n);
    if (!fams) return;
    int nf = families(pts, n, fams);
    double tot[VAL_MAX_PARAMS] = {0};
    for (int i = 0; i < n; i++)
        for (int j = 0; j < fr->nparams; j++) tot[j] += fr->jac[i * fr->nparams + j] * fr->jac[i * fr->nparams + j];
    fprintf(stderr, "which family pins which parameter (share of sum J^2 at the solution):\n%-10s", "");
    for (int j = 0; j < fr->nparams; j++) fprintf(stderr, " %7.7s", strchr(fr->names[j], '.') + 1);
    fprintf(stderr, "\n");
    for (int f = 0; f < nf; f++) {
        fprintf(stderr, "  %-8s", fams[f]);
        for (int j = 0; j < fr->nparams; j++) {
            double a = 0;
            for (int i = 0; i < n; i++)
                if (!strcmp(pts[i].experiment, fams[f])) a += fr->jac[i * fr->nparams + j] * fr->jac[i * fr->nparams + j];
            fprintf(stderr, " %6.0f%%", tot[j] > 0 ? 100 * a / tot[j] : 0.0);
        }
        fprintf(stderr, "\n");
    }
    free(fams);
}

/* the fitted parameters' correlation matrix: which ones the data cannot tell apart */
static void print_correlation(const val_fit_result *fr)
{
    fprintf(stderr, "parameter correlations:\n%28s", "");
    for (int j = 0; j < fr->nparams; j++) fprintf(stderr, " %7.7s", strchr(fr->names[j], '.') + 1);
    fprintf(stderr, "\n");
    for (int i = 0; i < fr->nparams; i++) {
        fprintf(stderr, "  %-26s", fr->names[i]);
        for (int j = 0; j < fr->nparams; j++) fprintf(stderr, " %+7.2f", fr->corr[i][j]);
        fprintf(stderr, "\n");
    }
}

static int cmd_validate_fit(int argc, char **argv)
{
    static const struct option lo[] = {
        {"gpu", 1, 0, 'g'},          {"data", 1, 0, 'd'},        {"params", 1, 0, 'p'},
        {"train-experiment", 1, 0, 'e'}, {"train-warps", 1, 0, 'w'}, {"max-iter", 1, 0, 'm'},
        {"sim-sms", 1, 0, 'n'},      {"output", 1, 0, 'o'},      {"jacobian", 1, 0, 'J'},
        {"warm-mb", 1, 0, 'W'},      {"seed", 1, 0, 's'},         {"help", 0, 0, 'h'},
        {0, 0, 0, 0}};
    const char *gpu = "h200", *out = NULL,
               *params = "memory.latency_ns,memory.latency_spread_ns,memory.bandwidth_gbps,"
                         "memory.bank_busy_ns,sm.return_cycles_per_load";
    const char *exper = "all", *twarps = "1,4,16,64";
    const char *data[MAX_DATA];
    int nd = 0, maxit = 20, c, jacobian = VAL_JAC_BROYDEN;
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
        case 'J': jacobian = parse_jacobian(optarg); break;
        case 'W': val_set_warm_mb(cli_number("--warm-mb", optarg, 0, 1e6, 0)); break;
        case 's': sp.seed = (uint64_t)cli_number("--seed", optarg, 0, 9e15, 1); break;
        case 'h': fputs(FIT_HELP, stdout); return 0;
        default: cli_usage_fail("validate fit", argv);
        }
    }
    if (optind < argc) cli_fail("validate fit: unexpected argument '%s'", argv[optind]);
    if (!nd) cli_fail("validate fit: --data CSV is required");
    if (!out) cli_fail("validate fit: -o PRESET.ini is required");
    double *TW;
    int ntw = cli_list("--train-warps", twarps, 1, 1024, 1, &TW);
    char gpath[4096], err[1024];
    if (model_gpu_find(gpu, gpath, sizeof gpath, err, sizeof err)) cli_fail("%s", err);
    model_gpu g;
    cli_load_gpu(gpu, NULL, 0, &g);
    /* parameters */
    char pbuf[1024];
    const char *names[VAL_MAX_PARAMS];
    int np = parse_params(params, &g, pbuf, sizeof pbuf, names);
    /* training points: the rows of the --train-experiment families whose
     * warps per SM are in --train-warps */
    int n = 0;
    mrow *m = read_all(data, nd, &n);
    check_families("--train-experiment", exper, m, n);
    val_point *pts = calloc((size_t)n + 1, sizeof *pts);
    if (!pts) cli_fail("out of memory");
    int nt = 0;
    for (int i = 0; i < n; i++) {
        int inw = 0;
        for (int k = 0; k < ntw; k++)
            if ((int)TW[k] == m[i].warps) inw = 1;
        if (!inw || !in_list(exper, m[i].experiment)) continue;
        pts[nt++] = m[i];
    }
    if (nt < np)
        cli_fail("validate fit: %d training rows (of %d verified rows) for %d "
                 "parameters; check --train-warps and --train-experiment", nt, n, np);
#ifdef _OPENMP
    check_memory(&g, pts, nt, &sp, omp_get_num_procs());
#else
    check_memory(&g, pts, nt, &sp, 1);
#endif
#ifndef LHSIM_HAVE_GSL
    cli_fail("validate fit: lhsim was built without GSL (apt-get install libgsl-dev, then build again)");
#endif
    fprintf(stderr, "lhsim validate fit: %d training points of %d, %d parameters\n", nt, n, np);
    val_fit_result fr;
    if (run_fit(&g, pts, nt, names, np, sp, maxit, jacobian, 1, &fr)) cli_fail("validate fit: %s", fr.message);
    fprintf(stderr, "lhsim validate fit: %s; rms relative error %.2f%% (start %.2f%%)\n",
            fr.message, 100 * fr.rms_rel_error, 100 * sqrt(fr.chi2_initial / nt));
    print_correlation(&fr);
    print_pinning(&fr, pts, nt);
    free(fr.jac);
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
