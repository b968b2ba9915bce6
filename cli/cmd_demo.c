/* cmd_demo.c -- lhsim demo and lhsim plot: sweeps, figures, index.html. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "plots.h"
#include "sweep.h"

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifndef LHSIM_RESULTS_DIR
#define LHSIM_RESULTS_DIR ""
#endif

static const char *WARPS = "1,2,4,6,8,12,16,24,32,48,64";

static tbl *sweep(const char *gpu, const char *workload, const char *warps, const char *ilp,
                  const char *cmd)
{
    char *av[] = {(char *)cmd, "--gpu", (char *)gpu, "--workload", (char *)workload, "--warps",
                  (char *)warps, "--ilp", (char *)ilp, "--width", "16", NULL};
    sweep_opts o;
    sweep_parse(11, av, cmd, &o);
    o.quiet = 1;
    tbl *t = sweep_run(&o);
    sweep_opts_free(&o);
    return t;
}

static void write_csv(const char *dir, const char *name, const tbl *t)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s.csv", dir, name);
    FILE *f = afile_open(path);
    tbl_write_csv(t, f);
    afile_commit(f, path);
}

/* append b's rows to a (same columns) */
static void tbl_append(tbl *a, const tbl *b)
{
    for (int r = 0; r < b->nrow; r++)
        for (int c = 0; c < b->ncol; c++) tbl_cell(a, "%s", b->cells[(long)r * b->ncol + c]);
}

static int col(const tbl *t, const char *name)
{
    for (int c = 0; c < t->ncol; c++)
        if (!strcmp(t->cols[c], name)) return c;
    cli_fail("internal: no column %s", name);
}
static double val(const tbl *t, int r, const char *name)
{
    return atof(t->cells[(long)r * t->ncol + col(t, name)]);
}

static int copy_file(const char *from, const char *to)
{
    FILE *a = fopen(from, "rb");
    if (!a) return -1;
    FILE *b = afile_open(to);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, a)) > 0) fwrite(buf, 1, n, b);
    fclose(a);
    afile_commit(b, to);
    return 0;
}

static void results_path(const char *file, char *out, size_t len)
{
    const char *env = getenv("LHSIM_RESULTS_DIR");
    snprintf(out, len, "%s/h200/%s", env && *env ? env : LHSIM_RESULTS_DIR, file);
    if (access(out, R_OK) != 0) {
        char exe[4096];
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (n > 0) {
            exe[n] = 0;
            char *s = strrchr(exe, '/');
            if (s) *s = 0;
            snprintf(out, len, "%s/../share/lhsim/results/h200/%s", exe, file);
        }
    }
}

typedef struct {
    const char *name, *title, *text;
} fig;

static const fig FIGS[] = {
    {"bandwidth-vs-warps", "Bandwidth against warps per SM",
     "Chase bandwidth on the H200 as resident warps per SM grow, one line per ILP "
     "(independent chains per warp): simulator solid, closed form dashed, H200 measurements "
     "as points, the bandwidth ceiling dotted. Occupancy and per-warp independence multiply "
     "(seed 000: C_total = W x C_per_warp); the simulator's knee is softer than the closed "
     "form's corner because latency rises with queueing."},
    {"littles-law", "Little's law: bandwidth against bytes in flight",
     "Every (warps, ILP) point of the chase and stream sweeps, placed by the bytes it keeps in "
     "flight per SM: they fall on one curve. The line is Little's law, bandwidth = SMs x "
     "bytes in flight / latency, until the ceiling (seed 000: C = B L / S)."},
    {"latency-vs-load", "Loaded latency against achieved bandwidth",
     "Mean request latency against achieved bandwidth: flat while the memory is lightly "
     "loaded, then the queueing knee as the bandwidth nears its ceiling. Adding warps past "
     "the knee buys no bandwidth, only latency (seed 002: more warps do not make a load "
     "faster)."},
    {"stalls", "Where the warps' time goes",
     "Stall breakdown of chase with one chain per warp, against warps per SM, named as Nsight "
     "Compute names them: almost all long scoreboard (waiting for a load) -- the "
     "signal that concurrency, not bandwidth, is the limit until the ceiling is reached "
     "(seed 000, 'Measuring whether concurrency is the limit')."},
    {"roofline", "Roofline of seed 003's device",
     "Attainable GFLOP/s against arithmetic intensity for 8 GB/s and 32 GFLOPS: computation A "
     "(2 FLOP/byte) is memory bound at 16 GFLOP/s, B (8 FLOP/byte) compute bound at 32; the "
     "ridge is at 4 FLOP/byte. Fused bias+ReLU (3 accesses per element) sits right of the "
     "unfused pair (5 accesses), both far left of the ridge (seed 003)."},
    {"validation", "Predicted against measured (H200)",
     "Each measured H200 chase and stream point against the simulator's (blue) and the "
     "closed form's (orange) prediction, with y = x and a +-10% band. The stream points the "
     "simulator under-predicts are kernels the compiler unrolled: their SASS has more loads "
     "in flight than K (validate/results/h200/sass_check.csv)."},
};

static void render(const char *dir, const char *name, int *noplot)
{
    int rc = plot_render(dir, name);
    if (rc == PLOT_ENOGNUPLOT) *noplot = 1;
    else if (rc) cli_fail("gnuplot failed on %s/%s.gp", dir, name);
}

static void figure_scripts(const char *dir, const model_gpu *g, int *noplot)
{
    char body[8192];
    /* 1 */
    snprintf(body, sizeof body,
             "set xlabel 'resident warps per SM'\nset ylabel 'DRAM bandwidth (GB/s)'\n"
             "set logscale x 2\nset xrange [0.9:70]\nset yrange [0:%.0f]\n"
             "ceil = %.1f\n"
             "plot for [i=1:4] 'bandwidth-vs-warps.csv' using 4:((strcol(1) eq 'sim' && $5 == "
             "2**(i-1)) ? $7 : NaN) with linespoints lt i title sprintf('sim, ILP %%d', "
             "2**(i-1)), \\\n"
             "     for [i=1:4] 'bandwidth-vs-warps.csv' using 4:((strcol(1) eq 'model' && $5 == "
             "2**(i-1)) ? $7 : NaN) with lines lt i dt 2 lw 1.5 title sprintf('closed form, ILP "
             "%%d', 2**(i-1)), \\\n"
             "     for [i=1:4] 'bandwidth-vs-warps-measured.csv' using 4:(($5 == 2**(i-1)) ? $12 "
             ": NaN) with points lt i pt 7 ps 1.2 title sprintf('H200 measured, ILP %%d', "
             "2**(i-1)), \\\n"
             "     ceil with lines lt 8 dt 3 title 'bandwidth ceiling'\n",
             g->bandwidth_gbps * 1.15, g->bandwidth_gbps);
    plot_write_script(dir, "bandwidth-vs-warps", FIGS[0].title, body, 1100, 650);
    render(dir, "bandwidth-vs-warps", noplot);
    /* 2 */
    snprintf(body, sizeof body,
             "set xlabel 'bytes in flight per SM'\nset ylabel 'DRAM bandwidth (GB/s)'\n"
             "set logscale x 2\nset yrange [0:%.0f]\nsms = %d; lat = %.1f; ceil = %.1f\n"
             "little(x) = (sms * x / lat < ceil) ? sms * x / lat : ceil\nset samples 400\n"
             "set xrange [100:400000]\n"
             "plot little(x) with lines lt 8 dt 2 title 'Little''s law, min(SMs x bytes / L, B)', "
             "\\\n"
             "     'littles-law.csv' using 9:((strcol(2) eq 'chase') ? $7 : NaN) with points lt 1 "
             "pt 7 title 'chase (sim)', \\\n"
             "     'littles-law.csv' using 9:((strcol(2) eq 'stream') ? $7 : NaN) with points lt 2 "
             "pt 5 title 'stream (sim)'\n",
             g->bandwidth_gbps * 1.15, g->sm_count, g->latency_ns, g->bandwidth_gbps);
    plot_write_script(dir, "littles-law", FIGS[1].title, body, 1100, 650);
    render(dir, "littles-law", noplot);
    /* 3 */
    snprintf(body, sizeof body,
             "set xlabel 'achieved DRAM bandwidth (GB/s)'\nset ylabel 'mean loaded latency (ns)'\n"
             "set logscale y\nset xrange [0:%.0f]\n"
             "plot 'latency-vs-load.csv' using 7:((strcol(2) eq 'chase') ? $8 : NaN) with points "
             "lt 1 pt 7 title 'chase (sim)', \\\n"
             "     'latency-vs-load.csv' using 7:((strcol(2) eq 'stream') ? $8 : NaN) with points "
             "lt 2 pt 5 title 'stream (sim)'\n",
             g->bandwidth_gbps * 1.05);
    plot_write_script(dir, "latency-vs-load", FIGS[2].title, body, 1100, 650);
    render(dir, "latency-vs-load", noplot);
    /* 4 */
    snprintf(body, sizeof body,
             "set xlabel 'resident warps per SM (chase, ILP 1)'\nset ylabel 'fraction of warp "
             "time'\nset style data histograms\nset style histogram rowstacked\n"
             "set style fill solid 0.9 border -1\nset boxwidth 0.8\nset yrange [0:1]\n"
             "plot 'stalls.csv' using 15:xtic(4) lt 1 title 'long scoreboard', '' using 13 lt 3 "
             "title 'selected', '' using 14 lt 2 title 'not selected', '' using 16 lt 4 title "
             "'lg throttle', '' using 17 lt 5 title 'mshr full', '' using 18 lt 6 title 'wait', '' "
             "using 19 lt 8 title 'idle'\n");
    plot_write_script(dir, "stalls", FIGS[3].title, body, 1100, 650);
    render(dir, "stalls", noplot);
    /* 5 */
    snprintf(body, sizeof body,
             "set xlabel 'arithmetic intensity (FLOP/byte)'\nset ylabel 'attainable GFLOP/s'\n"
             "set logscale xy 2\nset xrange [0.0625:64]\nset yrange [0.25:64]\nset samples 400\n"
             "B = 8; P = 32\nroof(x) = (B * x < P) ? B * x : P\n"
             "plot roof(x) with lines lt 8 lw 2.5 title 'min(B x I, P): 8 GB/s, 32 GFLOPS', \\\n"
             "     'roofline.csv' using 1:4:(strcol(7)) with labels point pt 7 ps 1.5 lc rgb "
             "'#D55E00' offset char 1,-1 left notitle\n");
    plot_write_script(dir, "roofline", FIGS[4].title, body, 1100, 650);
    render(dir, "roofline", noplot);
    /* 6 */
    snprintf(body, sizeof body,
             "set xlabel 'measured bandwidth (GB/s)'\nset ylabel 'predicted bandwidth (GB/s)'\n"
             "set logscale xy\nset xrange [20:6000]\nset yrange [20:6000]\nset samples 200\n"
             "set key left top\n"
             "plot x with lines lt 8 title 'y = x', 1.1*x with lines lt 8 dt 3 title '+-10%%', "
             "0.9*x with lines lt 8 dt 3 notitle, \\\n"
             "     'validation.csv' using 5:6 with points lt 1 pt 7 title 'simulator', \\\n"
             "     'validation.csv' using 5:7 with points lt 2 pt 5 title 'closed form'\n");
    plot_write_script(dir, "validation", FIGS[5].title, body, 900, 800);
    render(dir, "validation", noplot);
}

static void html_escape(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '>') fputs("&gt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else if (*s == '"') fputs("&quot;", f);
        else fputc(*s, f);
    }
}

static const char DEMO_HELP[] =
    "usage: lhsim demo [-o DIR] [--gpu NAME|PATH]\n"
    "\n"
    "The first command to run.  Sweeps the chase and stream workloads on the\n"
    "built-in H200 preset with the simulator and the closed form, draws every\n"
    "teaching figure (CSV + editable gnuplot script + PNG) and writes DIR/index.html:\n"
    "each figure with what it shows, and a table of what it takes on the GPU to\n"
    "reach 50/80/90/95%% of its bandwidth.  Without gnuplot the CSV and .gp files\n"
    "are still written (apt-get install gnuplot-nox, then run each .gp).\n"
    "\n"
    "example:\n"
    "  lhsim demo -o lhsim-demo && xdg-open lhsim-demo/index.html\n";

int cmd_demo(int argc, char **argv)
{
    static const struct option lo[] = {
        {"output", 1, 0, 'o'}, {"gpu", 1, 0, 'g'}, {"help", 0, 0, 'h'}, {0, 0, 0, 0}};
    const char *dir = "lhsim-demo", *gpu = "h200";
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'o': dir = optarg; break;
        case 'g': gpu = optarg; break;
        case 'h': printf(DEMO_HELP); return 0;
        default: cli_usage_fail("demo", argv);
        }
    }
    if (optind < argc) cli_fail("demo: unexpected argument '%s'", argv[optind]);
    if (!*dir) cli_fail("demo: -o: empty directory name");
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) cli_fail("demo: %s: %s", dir, strerror(errno));
    struct stat sb;
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) cli_fail("demo: %s: not a directory", dir);
    model_gpu g;
    cli_load_gpu(gpu, NULL, 0, &g);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    fprintf(stderr, "lhsim demo: simulating chase and stream on %s ...\n", g.name);

    /* ILP-outer order, so each ILP's rows are contiguous and gnuplot joins them */
    tbl *chase = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    tbl *chase_m = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    const char *ilp_s[4] = {"1", "2", "4", "8"};
    for (int k = 0; k < 4; k++) {
        tbl *a = sweep(gpu, "chase", WARPS, ilp_s[k], "sim");
        tbl *b = sweep(gpu, "chase", WARPS, ilp_s[k], "model");
        tbl_append(chase, a);
        tbl_append(chase_m, b);
        tbl_free(a);
        tbl_free(b);
    }
    tbl *stream = sweep(gpu, "stream", WARPS, "1,2,4,8", "sim");
    tbl *all = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    tbl_append(all, chase);
    tbl_append(all, chase_m);
    write_csv(dir, "bandwidth-vs-warps", all);
    tbl_free(all);
    all = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    tbl_append(all, chase);
    tbl_append(all, stream);
    write_csv(dir, "littles-law", all);
    write_csv(dir, "latency-vs-load", all);
    tbl_free(all);
    tbl *st = sweep(gpu, "chase", WARPS, "1", "sim");
    write_csv(dir, "stalls", st);
    tbl_free(st);
    /* roofline points */
    {
        static const char *cols[] = {"intensity_flop_per_byte", "bandwidth_gbps", "peak_gflops",
                                     "attainable_gflops", "ridge_flop_per_byte", "bound", "label"};
        tbl *r = tbl_alloc(cols, 7);
        struct { double i; const char *l; } pts[] = {
            {2, "A (2 FLOP/B)"}, {8, "B (8 FLOP/B)"}, {2.0 / 12, "bias+ReLU fused"},
            {2.0 / 20, "bias+ReLU unfused"}};
        for (int k = 0; k < 4; k++) {
            model_roof_out o;
            model_roofline(8, 32, pts[k].i, &o);
            tbl_num(r, pts[k].i);
            tbl_num(r, 8);
            tbl_num(r, 32);
            tbl_num(r, o.attainable_gflops);
            tbl_num(r, o.ridge_intensity);
            tbl_cell(r, "%s", o.memory_bound ? "memory" : "compute");
            tbl_cell(r, "%s", pts[k].l);
        }
        write_csv(dir, "roofline", r);
        tbl_free(r);
    }
    /* measured data */
    char src[4300], dst[4300];
    results_path("chase.csv", src, sizeof src);
    snprintf(dst, sizeof dst, "%s/bandwidth-vs-warps-measured.csv", dir);
    int have_meas = copy_file(src, dst) == 0;
    results_path("compare.csv", src, sizeof src);
    snprintf(dst, sizeof dst, "%s/validation.csv", dir);
    int have_val = copy_file(src, dst) == 0;
    if (!have_meas) {
        FILE *f = afile_open(dst);
        fputs("experiment\n", f);
        afile_commit(f, dst);
    }
    int noplot = 0;
    figure_scripts(dir, &g, &noplot);

    /* what it takes: smallest warps per SM for each fraction, per ILP */
    char path[4200];
    snprintf(path, sizeof path, "%s/index.html", dir);
    FILE *f = afile_open(path);
    fprintf(f, "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
               "<title>lhsim demo: ");
    html_escape(f, g.name);
    fprintf(f, "</title>\n<style>body{font-family:'DejaVu Sans',sans-serif;max-width:1150px;"
               "margin:2em auto;line-height:1.45}img{max-width:100%%;border:1px solid #ccc}"
               "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:4px 10px;"
               "text-align:right}</style></head><body>\n<h1>Latency hiding on the ");
    html_escape(f, g.name);
    fprintf(f, "</h1>\n<p>lhsim %s, preset <code>", LHSIM_VERSION);
    html_escape(f, gpu);
    fprintf(f, "</code>: %d SMs, %.0f GB/s, %.0f ns unloaded latency. Each figure's data "
               "(.csv) and gnuplot script (.gp) sit beside it.</p>\n",
            g.sm_count, g.bandwidth_gbps, g.latency_ns);
    fprintf(f, "<h2>What it takes on the %s (chase, simulated)</h2>\n<table><tr><th>share of "
               "%.0f GB/s</th>",
            g.name, g.bandwidth_gbps);
    const int ilps[4] = {1, 2, 4, 8};
    for (int k = 0; k < 4; k++) fprintf(f, "<th>ILP %d: warps/SM</th>", ilps[k]);
    fprintf(f, "<th>bytes in flight per SM</th></tr>\n");
    const double fr[4] = {0.5, 0.8, 0.9, 0.95};
    for (int q = 0; q < 4; q++) {
        fprintf(f, "<tr><td>%.0f%%</td>", 100 * fr[q]);
        double bif = -1;
        for (int k = 0; k < 4; k++) {
            int best = -1;
            for (int r = 0; r < chase->nrow; r++)
                if ((int)val(chase, r, "ilp") == ilps[k] &&
                    val(chase, r, "bandwidth_gbps") >= fr[q] * g.bandwidth_gbps) {
                    int w = (int)val(chase, r, "warps_per_sm");
                    if (best < 0 || w < best) {
                        best = w;
                        if (k == 0 || bif < 0) bif = val(chase, r, "bytes_in_flight_per_sm");
                    }
                }
            if (best < 0) fprintf(f, "<td>not reached</td>");
            else fprintf(f, "<td>%d</td>", best);
        }
        if (bif < 0) fprintf(f, "<td>-</td></tr>\n");
        else fprintf(f, "<td>%.0f B</td></tr>\n", bif);
    }
    fprintf(f, "</table>\n<p>Little's law with these numbers: %.0f GB/s x %.0f ns = %.0f KB in "
               "flight device-wide, %.0f B per SM.</p>\n",
            g.bandwidth_gbps, g.latency_ns, g.bandwidth_gbps * g.latency_ns / 1000,
            g.bandwidth_gbps * g.latency_ns / g.sm_count);
    for (size_t k = 0; k < sizeof FIGS / sizeof FIGS[0]; k++) {
        if (k == 5 && !have_val) continue;
        fprintf(f, "<h2>");
        html_escape(f, FIGS[k].title);
        fprintf(f, "</h2>\n<p>");
        html_escape(f, FIGS[k].text);
        fprintf(f, "</p>\n<p><img src=\"%s.png\" alt=\"", FIGS[k].name);
        html_escape(f, FIGS[k].title);
        fprintf(f, "\"> <br><a href=\"%s.csv\">data</a> &middot; <a href=\"%s.gp\">gnuplot "
                   "script</a></p>\n",
                FIGS[k].name, FIGS[k].name);
    }
    fprintf(f, "</body></html>\n");
    afile_commit(f, path);
    tbl_free(chase);
    tbl_free(chase_m);
    tbl_free(stream);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double el = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
    if (noplot)
        fprintf(stderr, "lhsim demo: gnuplot not found: wrote the .csv and .gp files only "
                        "(apt-get install gnuplot-nox, then run 'gnuplot NAME.gp' in %s)\n",
                dir);
    printf("lhsim demo: %zu figures and index.html in %s/ (%.1f s)\n  open %s/index.html\n",
           sizeof FIGS / sizeof FIGS[0], dir, el, dir);
    if (!have_meas) fprintf(stderr, "lhsim demo: note: committed H200 measurements not found\n");
    return 0;
}
