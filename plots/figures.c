/* figures.c -- every teaching figure: its data (the sweeps it runs), its
 * gnuplot script and its caption, and index.html with the explorer.
 * lhsim demo and lhsim plot (cli/cmd_demo.c) only parse options and call
 * fig_make() and fig_index(). */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "explorer.h"
#include "figures.h"
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

/* the figures' sweeps' notes, counted and printed once at the end (fig_notes),
 * with the figures whose points they concern */
static sweep_tally g_tally;
static char g_where[3][256]; /* per kind of note: the figures its points are in */

static void where_add(char *w, size_t len, const char *fig)
{
    if (strstr(w, fig)) return;
    size_t u = strlen(w);
    snprintf(w + u, len - u, "%s%s", u ? "; " : "", fig);
}

/* a sweep of the figures: its notes counted (fig_notes prints them), with where */
tbl *fig_sweep_run(sweep_opts *o, const char *where)
{
    sweep_tally t = {0, 0, 0};
    o->tally = &t;
    tbl *r = sweep_run(o);
    o->tally = NULL; /* t ends here */
    g_tally.unconverged += t.unconverged;
    g_tally.drifting += t.drifting;
    g_tally.lat_moving += t.lat_moving;
    if (t.unconverged) where_add(g_where[0], sizeof g_where[0], where);
    if (t.drifting) where_add(g_where[1], sizeof g_where[1], where);
    if (t.lat_moving) where_add(g_where[2], sizeof g_where[2], where);
    return r;
}

void fig_notes(const char *cmd)
{
    const char *const w[3] = {g_where[0], g_where[1], g_where[2]};
    sweep_tally_note(&g_tally, cmd, w);
    memset(&g_tally, 0, sizeof g_tally);
    memset(g_where, 0, sizeof g_where);
}

/* a figure's sweep over the warps of its list that the GPU can hold (a
 * small GPU draws fewer points, never a value the user did not ask for) */
static tbl *sweep(const char *gpu, const char *workload, const char *warps, const char *ilp,
                  const char *cmd, const char *where)
{
    model_gpu g;
    cli_load_gpu(gpu, NULL, 0, &g);
    double *W;
    int nw = cli_list("--warps", warps, 1, 1e6, 1, &W);
    char fit[512] = "";
    size_t u = 0;
    for (int i = 0; i < nw && u + 16 < sizeof fit; i++)
        if (W[i] <= g.max_warps_per_sm)
            u += (size_t)snprintf(fit + u, sizeof fit - u, "%s%d", u ? "," : "", (int)W[i]);
    free(W);
    if (!u) snprintf(fit, sizeof fit, "%d", g.max_warps_per_sm);
    char *av[] = {(char *)cmd, "--gpu", (char *)gpu, "--workload", (char *)workload, "--warps",
                  fit, "--ilp", (char *)ilp, "--width", "16", NULL};
    sweep_opts o;
    sweep_parse(11, av, cmd, &o);
    o.quiet = 1;
    tbl *t = fig_sweep_run(&o, where);
    sweep_opts_free(&o);
    return t;
}

/* DIR/NAME.gp, atomically (a unique temporary; a failed write is an error) */
static const char *g_gpu_name = ""; /* the GPU every figure's title names */

static void write_script(const char *dir, const char *name, const char *title, const char *body,
                         int width, int height)
{
    char path[4200], t[512];
    snprintf(path, sizeof path, "%s/%s.gp", dir, name);
    /* every title names the GPU (a multiplot's panels keep theirs; the
     * figure's own title goes on the multiplot) */
    if (title[0] && !strstr(title, g_gpu_name)) snprintf(t, sizeof t, "%s (%s)", title, g_gpu_name);
    else snprintf(t, sizeof t, "%s", title);
    FILE *f = afile_open(path);
    plot_script(f, name, t, body, width, height);
    afile_commit(f, path);
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

/* a CSV of its header line only: a figure's measured points where there are
 * none (another GPU's figure, or no data) */
static void write_header_only(const char *path, const char *header)
{
    FILE *f = afile_open(path);
    fprintf(f, "%s\n", header);
    afile_commit(f, path);
}

static void results_path(const char *file, char *out, size_t len)
{
    /* $LHSIM_RESULTS_DIR, next to the executable (installed), the source tree */
    const char *env = getenv("LHSIM_RESULTS_DIR");
    if (env && *env) {
        snprintf(out, len, "%s/h200/%s", env, file);
        return;
    }
    char exe[4096];
    if (cli_exe_dir(exe, sizeof exe)) {
        snprintf(out, len, "%s/../share/lhsim/results/h200/%s", exe, file);
        if (access(out, R_OK) == 0) return;
    }
    snprintf(out, len, "%s/h200/%s", LHSIM_RESULTS_DIR, file);
}

typedef struct {
    const char *name, *title, *text;
} fig;

static const fig FIGS[] = {
    {"bandwidth-vs-warps", "Bandwidth against warps per SM",
     "Chase bandwidth on the H200 as resident warps per SM grow, one line per ILP "
     "(independent chains per warp): simulator solid, closed form dashed, H200 measurements "
     "as points, the bandwidth ceiling dotted. Occupancy and per-warp independence multiply "
     "(C_total = W x C_per_warp); the simulator's knee is softer than the closed "
     "form's corner because latency rises with queueing."},
    {"littles-law", "Little's law: bandwidth against bytes in flight",
     "Every (warps, ILP) point of the chase and stream sweeps, placed by the bytes it keeps in "
     "flight per SM: they fall on one curve. The line is Little's law, bandwidth = SMs x "
     "bytes in flight / latency, until the ceiling (C = B L / S)."},
    {"latency-vs-load", "Loaded latency against achieved bandwidth",
     "Mean request latency against achieved bandwidth: flat while the memory is lightly "
     "loaded, then the queueing knee as the bandwidth nears its ceiling. Adding warps past "
     "the knee buys no bandwidth, only latency (more warps do not make a load "
     "faster). On the H200's figure, a probe warp's read (one dependent load at a time, "
     "measured inside the loading kernel) beside read, copy and write loops of 1-24 warps per SM, "
     "and lhsim's probe (lhsim sim --probe) beside the same loops: reads barely slow each other, "
     "copies slow them more, writes alone most; there lhsim's reads wait about twice the H200's "
     "(validate/results/h200/rwlat). Beside copies the bars span the probe's 10th to 90th "
     "percentile: on the H200 the fastest reads stay near the unloaded latency while the "
     "slowest wait longer, so a kernel that waits for the slowest of many loads (a block at a "
     "barrier) loses more than the mean says; lhsim's spread is narrower."},
    {"stalls", "Where the warps' time goes",
     "Stall breakdown, named as Nsight Compute names them, for kernels that wait on different "
     "things: a pointer chase waits on its loads (long scoreboard) whatever the occupancy; "
     "streaming with four loads in flight waits on loads that queue; FMA loops spend their "
     "time issuing (selected), waiting on dependent results (wait) and, with 64 warps each "
     "wanting the scheduler, waiting their turn to issue (not selected): the arithmetic, not "
     "the memory, is then the limit."},
    {"roofline", "Rooflines",
     "Left: the selected GPU's roofline (its DRAM bandwidth and FP32 peak), the ridge marked, "
     "with the bias+ReLU kernels on it. Right, the worked example: "
     "attainable GFLOP/s against arithmetic intensity for 8 GB/s and 32 GFLOPS: computation A "
     "(2 FLOP/byte) is memory bound at 16 GFLOP/s, B (8 FLOP/byte) compute bound at 32; the "
     "ridge is at 4 FLOP/byte. Fused bias+ReLU (3 accesses per element) sits right of the "
     "unfused pair (5 accesses), both far left of the ridge."},
    {"heatmap", "Bandwidth over warps per SM and ILP",
     "Simulated chase bandwidth for every (warps per SM, independent chains per warp) pair; "
     "each cell is labelled with the kilobytes it keeps in flight per SM. Cells with the same "
     "product W x ILP -- the same bytes in flight -- reach about the same bandwidth: the two "
     "factors substitute for each other (C_total = W x C_per_warp)."},
    {"occupancy", "Occupancy: warps per SM against each resource",
     "Resident warps per SM as registers per thread, shared memory per block and block size "
     "vary, the others held at the marked kernel's values (like the CUDA occupancy "
     "calculator's graphs). Computed as the CUDA runtime computes it; the calculator agrees "
     "with cudaOccupancyMaxActiveBlocksPerMultiprocessor on all 3552 measured H200 rows."},
    {"timeline", "Warp timelines from the simulator",
     "One SM's warps over time: thick bars are waiting on a load (long scoreboard), dots are "
     "instruction issues. Top: one warp running load-use (one load in flight) beside one "
     "running load4-use4 (four in flight, four times the latency hidden). Bottom: "
     "chase with 4 versus 16 warps per SM: more warps keep more loads in flight while each "
     "still waits the full latency."},
    {"latency-over-time", "Loaded latency over time under a saturating stream",
     "Left: the mean latency of the loads that came back in each batch of a run from an empty "
     "machine (lhsim sim --series), the stream at three points that saturate DRAM; the bandwidth "
     "is steady from the first batches, the latency is not: it falls for hundreds of "
     "microseconds, then wanders. The warps start together and load the memory channels "
     "evenly; lines land on channels by address, so the channels' queues drift apart, and a "
     "warp whose loads meet a short and a long queue holds fewer in flight at the same rate "
     "(Little's law: the same bandwidth with a shorter latency). The dot is where a default "
     "run stops and the latency it reports: the early part of the fall (its first 0.1-0.25 ms "
     "here); lhsim sim --tolerance 0.0001 --max-batches 400 runs on to the level. "
     "Right: the same fall measured on an H100 (a probe warp's reads inside a kernel that "
     "streams float4 loads, validate/results/h100/rwlatk-ts), against lhsim's h100-sxm preset "
     "over the same spans of time (dashed): at 16-31 warps x 8 loads the H100's falls by 41-54% "
     "over 1-2 ms, lhsim's by 27-51%."},
    {"validation", "Predicted against measured (H200)",
     "Left: each measured H200 chase and stream point against the simulator's (blue: filled, the "
     "points the fit used; open, held out) and the closed form's (orange) bandwidth, with y = x "
     "and a +-10% band; and every kernel family (chase, stream, re-reads, strided loads, "
     "partial stores, copies, FMA loops, BabelStream, read/write mixes, write-only loops) as "
     "predicted by a fit of the physical parameters to the other families, one marker each, "
     "beside the random gathers and scatters and the misaligned copies, which no fit trains on, "
     "as the shipped preset predicts them.  Right: the same points' errors.  Left out, a "
     "family's median miss is 1.1-6.1%.  The largest misses: the float4 re-reads (+10..+15% at "
     "8 warps over L2, where the H200's L2 slows under load before its bandwidth is reached and "
     "the simulator's does not; -17% at 16 warps over 1 MiB, where the H200's L1 serves part of "
     "them; -15..+20% over 64-128 MiB, just above L2's size, where the "
     "simulator's L2 has not settled when a run stops), "
     "the read-only mix at 64 warps (+21%), one write-only row (-15%) "
     "and scatters that spill out of L2 (+28..+54% over 64 MiB).  The closed form, which ignores "
     "queueing and the spread of latencies, overshoots wherever the memory is neither idle "
     "nor saturated."},
};

static const char *g_only; /* lhsim plot: the one figure wanted (fig_opts.only) */
static int want(const char *name) { return !g_only || !strcmp(g_only, name); }

static void render(const char *dir, const char *name, int *noplot)
{
    int rc = plot_render(dir, name);
    if (rc == PLOT_ENOGNUPLOT) *noplot = 1;
    else if (rc) cli_fail("gnuplot failed on %s/%s.gp", dir, name);
}

/* the validation figure's residual panel shows -30..+30%: which family rows
 * lie beyond it, from validation-families.csv ("none" when it has none) */
static void off_scale(const char *dir, char *out, size_t n)
{
    char path[4200], line[1024], fams[128] = "";
    snprintf(path, sizeof path, "%s/validation-families.csv", dir);
    FILE *f = fopen(path, "r");
    int k = 0;
    double lo = INFINITY, hi = -INFINITY;
    while (f && fgets(line, sizeof line, f)) {
        char *fld[9] = {0}, *save = NULL, *t = strtok_r(line, ",", &save);
        for (int i = 0; t && i < 9; i++, t = strtok_r(NULL, ",", &save)) fld[i] = t;
        char *end;
        double e = fld[7] ? 100 * strtod(fld[7], &end) : NAN;
        if (!fld[7] || end == fld[7] || !(fabs(e) > 30)) continue; /* the header, or on the scale */
        k++;
        lo = e < lo ? e : lo;
        hi = e > hi ? e : hi;
        char key[40];
        snprintf(key, sizeof key, ", %s,", fld[0]); /* a whole name: "store" is not in "storew" */
        char have[sizeof fams + 4];
        snprintf(have, sizeof have, ", %s,", fams);
        if (!strstr(have, key) && strlen(fams) + strlen(fld[0]) + 3 < sizeof fams)
            snprintf(fams + strlen(fams), sizeof fams - strlen(fams), "%s%s", *fams ? ", " : "", fld[0]);
    }
    if (f) fclose(f);
    if (!k) snprintf(out, n, "none off the scale");
    else snprintf(out, n, "off the scale: %d %s row%s, %+.0f..%+.0f%%", k, fams, k > 1 ? "s" : "", lo, hi);
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
    if (want("bandwidth-vs-warps")) write_script(dir, "bandwidth-vs-warps", FIGS[0].title, body, 1100, 650);
    if (want("bandwidth-vs-warps")) render(dir, "bandwidth-vs-warps", noplot);
    /* 2 */
    snprintf(body, sizeof body,
             "set xlabel 'bytes in flight per SM'\nset ylabel 'DRAM bandwidth (GB/s)'\n"
             "set logscale x 2\nset yrange [0:%.0f]\nsms = %d; lat = %.1f; ceil = %.1f\n"
             "little(x) = (sms * x / lat < ceil) ? sms * x / lat : ceil\nset samples 400\n"
             "set xrange [100:400000]\n"
             "set xtics ('128 B' 128, '512 B' 512, '2 KiB' 2048, '8 KiB' 8192, '32 KiB' 32768, "
             "'128 KiB' 131072)\n"
             "plot little(x) with lines lt 8 dt 2 title 'Little''s law, min(SMs x bytes / L, B)', "
             "\\\n"
             "     'littles-law.csv' using 9:((strcol(2) eq 'chase') ? $7 : NaN) with points lt 1 "
             "pt 7 title 'chase (sim)', \\\n"
             "     'littles-law.csv' using 9:((strcol(2) eq 'stream') ? $7 : NaN) with points lt 2 "
             "pt 5 title 'stream (sim)'\n",
             g->bandwidth_gbps * 1.15, g->sm_count, g->latency_ns, g->bandwidth_gbps);
    if (want("littles-law")) write_script(dir, "littles-law", FIGS[1].title, body, 1100, 650);
    if (want("littles-law")) render(dir, "littles-law", noplot);
    /* 3 */
    snprintf(body, sizeof body,
             "set xlabel 'achieved DRAM bandwidth (GB/s)'\nset ylabel 'mean loaded latency (ns)'\n"
             "set key inside left top box opaque\n"
             "set logscale y\nset xrange [0:%.0f]\nunloaded = %.1f\n"
             "set ytics (100, 200, 500, 1000, 2000, 5000, 10000)\n"
             "plot unloaded with lines lt 8 dt 2 lw 2 title sprintf('unloaded latency (preset): %%.0f ns', unloaded), \\\n"
             "     'latency-vs-load.csv' using 7:((strcol(2) eq 'chase') ? $8 : NaN) with points "
             "lt 1 pt 7 title 'chase (sim)', \\\n"
             "     'latency-vs-load.csv' using 7:((strcol(2) eq 'stream') ? $8 : NaN) with points "
             "lt 2 pt 5 title 'stream (sim)', \\\n"
             /* the H200's probe warp under its own read, copy and write loops,
              * and lhsim's probe under the same loops (results/h200/rwlat);
              * beside copies the spread too: the H200's fast reads stay fast */
             "     'latency-vs-load-h200.csv' using ((strcol(1) eq 'read') ? $4 : NaN):6 with points lc rgb '#1b9e77' pt 9 "
             "ps 1.3 title 'H200 probe: reads beside', \\\n"
             "     'latency-vs-load-h200.csv' using ((strcol(1) eq 'copy') ? $4 : NaN):6:9:13 with yerrorbars lc rgb '#e41a1c' pt 11 "
             "ps 1.3 title 'H200 probe: copies beside (bar: 10th-90th percentile)', \\\n"
             "     'latency-vs-load-h200.csv' using ((strcol(1) eq 'write') ? $4 : NaN):6 with points lc rgb '#7570b3' pt 13 "
             "ps 1.3 title 'H200 probe: writes beside', \\\n"
             "     'latency-vs-load-h200.csv' using ((strcol(1) eq 'read') ? $5 : NaN):7 with points lc rgb '#1b9e77' pt 8 "
             "ps 1.3 title 'lhsim probe: reads', \\\n"
             "     'latency-vs-load-h200.csv' using ((strcol(1) eq 'copy') ? $5 : NaN):7:10:14 with yerrorbars lc rgb '#f39c8f' pt 10 "
             "ps 1.3 title 'lhsim probe: copies (bar: 10th-90th percentile)', \\\n"
             "     'latency-vs-load-h200.csv' using ((strcol(1) eq 'write') ? $5 : NaN):7 with points lc rgb '#7570b3' pt 12 "
             "ps 1.3 title 'lhsim probe: writes'\n",
             g->bandwidth_gbps * 1.05, g->latency_ns);
    if (want("latency-vs-load")) write_script(dir, "latency-vs-load", FIGS[2].title, body, 1100, 650);
    if (want("latency-vs-load")) render(dir, "latency-vs-load", noplot);
    /* 4 */
    snprintf(body, sizeof body,
             "set ylabel 'fraction of warp time'\nset style data histograms\nset style histogram rowstacked\n"
             "set style fill solid 0.9 border -1\nset boxwidth 0.8\nset yrange [0:1]\n"
             "set xtics rotate by -25 left font ',9'\nset bmargin 7\n"
             "plot 'stalls.csv' using 'long_scoreboard':xtic(1) lt 1 title 'long scoreboard', "
             "'' using 'selected' lt 3 title 'selected', '' using 'not_selected' lt 2 title 'not "
             "selected', '' using 'lg_throttle' lt 4 title 'lg throttle', '' using 'mshr_full' lt 5 "
             "title 'mshr full', '' using 'math_pipe_throttle' lt 7 title 'math pipe', '' using "
             "'wait' lt 6 title 'wait', '' using 'idle' lt 8 title 'idle'\n");
    if (want("stalls")) write_script(dir, "stalls", FIGS[3].title, body, 1100, 650);
    if (want("stalls")) render(dir, "stalls", noplot);
    /* 5 */
    snprintf(body, sizeof body,
             "set multiplot layout 1,2 title 'Rooflines: the %s, and the worked example'\n"
             "set xlabel 'arithmetic intensity (FLOP/byte)'\nset ylabel 'attainable GFLOP/s'\n"
             "set logscale xy 10\nset samples 400\nset key bottom right\n"
             "G = %.6g; Q = %.6g; ridge = Q / G\ngroof(x) = (G * x < Q) ? G * x : Q\n"
             "set xrange [0.01:1000]\nset yrange [10:Q * 3]\n"
             "set title sprintf('%s: %%.0f GB/s, %%.0f GFLOP/s FP32', G, Q)\n"
             "set label 1 sprintf('ridge %%.1f FLOP/byte', ridge) at ridge, Q * 1.5 center\n"
             "set arrow 1 from ridge, 10 to ridge, Q nohead dt 3 lc rgb '#888888'\n"
             "plot groof(x) with lines lt 8 lw 2.5 title 'min(B x I, P)', \\\n"
             "     'roofline.csv' using ($0 >= 2 ? $1 : NaN):($1 * G < Q ? $1 * G : Q):(strcol(7)) with labels point pt 7 ps 1.5 lc rgb "
             "'#D55E00' offset char 1,-1 left notitle\n"
             "unset label 1\nunset arrow 1\n"
             "set logscale xy 2\nset xrange [0.0625:64]\nset yrange [0.25:64]\n"
             "B = 8; P = 32\nroof(x) = (B * x < P) ? B * x : P\n"
             "set title 'worked example: 8 GB/s, 32 GFLOPS (ridge 4 FLOP/byte)'\n"
             "plot roof(x) with lines lt 8 lw 2.5 title 'min(B x I, P)', \\\n"
             "     'roofline.csv' using 1:4:(strcol(7)) with labels point pt 7 ps 1.5 lc rgb "
             "'#D55E00' offset char 1,-1 left notitle\n"
             "unset multiplot\n",
             g_gpu_name, g->bandwidth_gbps, g->peak_fp32_gflops, g_gpu_name);
    if (want("roofline")) write_script(dir, "roofline", "", body, 1500, 650);
    if (want("roofline")) render(dir, "roofline", noplot);
    /* 6 */
    char offs[200];
    off_scale(dir, offs, sizeof offs);
    snprintf(body, sizeof body,
             "set multiplot layout 1,2 title 'Predicted against measured (%s)'\n"
             "set title 'bandwidth'\n"
             "set xlabel 'measured bandwidth (GB/s)'\nset ylabel 'predicted bandwidth (GB/s)'\n"
             "fams = 'chase stream reread strided store copyk fma babel mix storew gather scatter align'\n"
             "cols = '#1b9e77 #d95f02 #7570b3 #e7298a #66a61e #a6761d #666666 #e41a1c #17becf #b15928 #984ea3 #bcbd22 #000080'\n"
             "set logscale xy\nset xrange [20:20000]\nset yrange [20:20000]\nset samples 200\n"
             "set key inside left top box opaque\n"
             "set xtics ('20' 20, '50' 50, '100' 100, '200' 200, '500' 500, '1000' 1000, '2000' 2000, '5000' 5000, '10000' 10000, '20000' 20000)\n"
             "set ytics ('20' 20, '50' 50, '100' 100, '200' 200, '500' 500, '1000' 1000, '2000' 2000, '5000' 5000, '10000' 10000, '20000' 20000)\n"
             "plot x with lines lt 8 title 'y = x', 1.1*x with lines lt 8 dt 3 title '+-10%%', "
             "0.9*x with lines lt 8 dt 3 notitle, \\\n"
             "     'validation.csv' using (strcol(12) eq 'train' ? $5 : NaN):6 with points lt 1 pt 7 "
             "title 'simulator: points the fit used', \\\n"
             "     'validation.csv' using (strcol(12) eq 'train' ? NaN : $5):6 with points lt 1 pt 6 "
             "title 'simulator: held out', \\\n"
             "     'validation.csv' using 5:7 with points lt 2 pt 5 ps 0.7 title 'closed form', \\\n"
             "     for [i=1:13] 'validation-families.csv' using (strcol(1) eq word(fams, i) ? $5 : NaN):6 "
             "with points lc rgb word(cols, i) pt (4 + i %% 6) ps 0.9 title word(fams, i).' (left out of its fit)'\n"
             /* the residuals: where each family misses, and by how much */
             "set title 'the families: error of the prediction (%s)'\n"
             "unset logscale y\nset yrange [-30:30]\nset ytics 5\nset ylabel 'predicted / measured - 1 (%%)'\n"
             "set key inside left bottom box opaque\n"
             "plot 0 with lines lt 8 notitle, 5 with lines lt 8 dt 2 title '+-5%%', -5 with lines lt 8 dt 2 notitle, "
             "10 with lines lt 8 dt 3 title '+-10%%', -10 with lines lt 8 dt 3 notitle, \\\n"
             "     for [i=1:13] 'validation-families.csv' using (strcol(1) eq word(fams, i) ? $5 : NaN):(100 * $8) "
             "with points lc rgb word(cols, i) pt (4 + i %% 6) ps 0.9 notitle\n"
             "unset multiplot\n", g_gpu_name, offs);
    if (want("validation")) write_script(dir, "validation", "", body, 1700, 800);
    if (want("validation")) render(dir, "validation", noplot);
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



/* ---- the three figures built from the model and traces ---------------- */
static void fig_heatmap(const char *dir, const char *gpu, int *noplot)
{
    tbl *h = sweep(gpu, "chase", "1,2,4,8,16,32,64", "1,2,4,8,16", "sim", "heatmap");
    write_csv(dir, "heatmap", h);
    tbl_free(h);
    const char *body =
        "set xlabel 'resident warps per SM'\nset ylabel 'independent chains per warp (ILP)'\n"
        "set xrange [-0.5:6.5]\nset yrange [-0.5:4.5]\n"
        "set xtics ('1' 0, '2' 1, '4' 2, '8' 3, '16' 4, '32' 5, '64' 6)\n"
        "set ytics ('1' 0, '2' 1, '4' 2, '8' 3, '16' 4)\n"
        "set palette defined (0 '#fff7bc', 0.35 '#fec44f', 0.7 '#d95f0e', 1 '#662506')\n"
        "set cblabel 'DRAM bandwidth (GB/s)'\nset key off\nset style fill solid 1.0 noborder\n"
        "lg(x) = log(x)/log(2)\n"
        "plot 'heatmap.csv' using (lg($4)):(lg($5)):(0.5):(0.5):7 with boxxyerror fc palette, \\\n"
        "     'heatmap.csv' using (lg($4)):(lg($5)):(sprintf('%.1f KB', $9/1000)) with labels "
        "font ',9' tc rgb '#000000'\n";
    write_script(dir, "heatmap", "Bandwidth over warps per SM x ILP (labels: bytes in flight per SM)",
                      body, 1000, 650);
    render(dir, "heatmap", noplot);
}

/* one row of the occupancy figure: a panel, its x, the warps per SM and what limits them */
static void occ_row(tbl *t, const model_gpu *g, const char *panel, int x, model_occ_in in)
{
    model_occ_out o;
    char lim[64];
    model_occupancy(g, &in, &o);
    tbl_cell(t, "%s", panel);
    tbl_num(t, x);
    tbl_num(t, o.warps_per_sm);
    tbl_cell(t, "%s", model_limiter_name(o.limiters, lim, sizeof lim));
}

static void fig_occupancy(const char *dir, const model_gpu *g, int threads, int regs, int smem,
                          int *noplot)
{
    static const char *cols[] = {"panel", "x", "warps_per_sm", "limiter"};
    tbl *t = tbl_alloc(cols, 4);
    for (int r = 16; r <= 255; r += 1)
        occ_row(t, g, "regs", r, (model_occ_in){threads, r, smem, 0, -1, -1});
    for (int sm = 0; sm <= g->smem_per_block_optin_bytes; sm += 1024)
        occ_row(t, g, "smem", sm, (model_occ_in){threads, regs, sm, 0, -1, -1});
    for (int th = 32; th <= g->max_threads_per_block; th += 32)
        occ_row(t, g, "threads", th, (model_occ_in){th, regs, smem, 0, -1, -1});
    write_csv(dir, "occupancy", t);
    tbl_free(t);
    model_occ_in in = {threads, regs, smem, 0, -1, -1};
    model_occ_out o;
    model_occupancy(g, &in, &o);
    char body[4096];
    snprintf(body, sizeof body,
             "set multiplot layout 1,3 title 'Occupancy on the %s -- kernel: %d threads, %d registers, %d B shared "
             "memory -> %d warps per SM'\n"
             "set ylabel 'resident warps per SM'\nset yrange [0:%d]\nset key off\n"
             "set xlabel 'registers per thread'\nset xrange [0:256]\nset title 'registers'\n"
             "plot 'occupancy.csv' using 2:(strcol(1) eq 'regs' ? $3 : NaN) with steps lt 1, "
             "'+' using (%d):(%d) every ::0::0 with points lt 4 pt 7 ps 2\n"
             "set xlabel 'shared memory per block (KB)'\nset xrange [0:%d]\nset title 'shared "
             "memory'\n"
             "plot 'occupancy.csv' using ($2/1024):(strcol(1) eq 'smem' ? $3 : NaN) with steps lt 2, "
             "'+' using (%g):(%d) every ::0::0 with points lt 4 pt 7 ps 2\n"
             "set xlabel 'threads per block'\nset xrange [0:%d]\nset title 'block size'\n"
             "plot 'occupancy.csv' using 2:(strcol(1) eq 'threads' ? $3 : NaN) with steps lt 3, "
             "'+' using (%d):(%d) every ::0::0 with points lt 4 pt 7 ps 2\n"
             "unset multiplot\n",
             g_gpu_name, threads, regs, smem, o.warps_per_sm, g->max_warps_per_sm + 4, regs, o.warps_per_sm,
             g->smem_per_block_optin_bytes / 1024 + 4, smem / 1024.0, o.warps_per_sm,
             g->max_threads_per_block + 32, threads, o.warps_per_sm);
    write_script(dir, "occupancy", "", body, 1400, 520);
    render(dir, "occupancy", noplot);
}

/* trace -> one row per (case, warp) interval waiting on a load, and issue points */
static void trace_rows(tbl *t, const char *label, int lane_base, const sim_result *r, double tmax)
{
    double since[256], burst[256];
    int waiting[256], stack[256];
    for (int i = 0; i < 256; i++) since[i] = -1, waiting[i] = 0, burst[i] = -1e30, stack[i] = 0;
    for (int i = 0; i < r->ntrace; i++) {
        const sim_trace_ev *e = &r->trace[i];
        if (e->warp >= 256 || e->t_ns > tmax) continue;
        int lane = lane_base + e->warp;
        if (e->kind == SIM_TR_STATE) {
            int w = e->arg == SIM_ST_LONG_SCOREBOARD;
            if (w && !waiting[e->warp]) since[e->warp] = e->t_ns;
            if (!w && waiting[e->warp]) {
                tbl_cell(t, "%s", label);
                tbl_num(t, lane);
                tbl_cell(t, "%.2f", since[e->warp]);
                tbl_cell(t, "%.2f", e->t_ns);
                tbl_cell(t, "wait");
                tbl_num(t, 0);
            }
            waiting[e->warp] = w;
        } else if (e->kind == SIM_TR_ISSUE_LD || e->kind == SIM_TR_ISSUE_ALU) {
            /* issues a few ns apart would print on one spot: stack them */
            if (e->t_ns - burst[e->warp] > 20) burst[e->warp] = e->t_ns, stack[e->warp] = 0;
            else stack[e->warp]++;
            tbl_cell(t, "%s", label);
            tbl_num(t, lane);
            tbl_cell(t, "%.2f", e->t_ns);
            tbl_cell(t, "%.2f", e->t_ns);
            tbl_cell(t, "%s", e->kind == SIM_TR_ISSUE_LD ? "issue_ld" : "issue_alu");
            tbl_num(t, stack[e->warp] % 8);
        }
    }
    for (int w = 0; w < 256; w++)
        if (waiting[w]) {
            tbl_cell(t, "%s", label);
            tbl_num(t, lane_base + w);
            tbl_cell(t, "%.2f", since[w]);
            tbl_cell(t, "%.2f", tmax);
            tbl_cell(t, "wait");
            tbl_num(t, 0);
        }
}

static void fig_timeline(const char *dir, const model_gpu *g, int *noplot)
{
    static const char *cols[] = {"panel", "lane", "t0_ns", "t1_ns", "event", "stack"};
    tbl *t = tbl_alloc(cols, 6);
    double tmax = 4 * g->latency_ns;
    struct { const char *wl; int warps, ilp; const char *label; int panel, base; } cases[] = {
        {"load-use", 1, 4, "top", 0, 0},   {"load4-use4", 1, 4, "top", 0, 2},
        {"chase", 4, 1, "bottom", 1, 0},   {"chase", 16, 1, "bottom", 1, 6}};
    for (int c = 0; c < 4; c++) {
        sim_workload w;
        char err[256];
        if (sim_workload_builtin(cases[c].wl, cases[c].ilp, 4, 0, &w, err, sizeof err))
            cli_fail("%s", err);
        sim_params p = sim_default_params();
        p.warps_per_sm = cases[c].warps;
        p.trace = 1;
        p.trace_ns = tmax;
        sim_result r;
        if (sim_run(g, &w, &p, &r, err, sizeof err)) cli_fail("timeline: %s", err);
        trace_rows(t, cases[c].label, cases[c].base, &r, tmax);
        sim_result_fini(&r);
    }
    write_csv(dir, "timeline", t);
    tbl_free(t);
    char body[4096];
    snprintf(body, sizeof body,
             "set multiplot layout 2,1 title 'Warp timelines on the %s: the first %.0f ns of a run, from an empty machine'\n"
             "set xlabel 'time (ns)'\nset xrange [0:%g]\n"
             "set key outside right top\n"
             "set title 'one warp: load-use (bottom row) vs load4-use4 (top row); issues a few ns apart stacked upward'\n"
             "set yrange [-0.7:4.0]\nset ytics ('load-use' 0, 'load4-use4' 2)\n"
             "set label 1 'from an empty machine the first loads wait a whole latency: nothing was in flight' "
             "at graph 0.02, graph 0.93 font ',9'\n"
             "plot 'timeline.csv' using 3:(strcol(1) eq 'top' && strcol(5) eq 'wait' ? $2 : NaN):($4-$3):(0) "
             "with vectors nohead lw 12 lt 1 title 'waiting for a load', \\\n"
             "     'timeline.csv' using 3:(strcol(1) eq 'top' && strcol(5) eq 'issue_ld' ? $2 + 0.2 * $6 : NaN) with "
             "points pt 7 ps 0.8 lt 4 title 'load issued', \\\n"
             "     'timeline.csv' using 3:(strcol(1) eq 'top' && strcol(5) eq 'issue_alu' ? $2 + 0.2 * $6 : NaN) with "
             "points pt 5 ps 0.6 lt 3 title 'use issued'\n"
             "unset label 1\n"
             "set title 'chase: 4 warps per SM (rows 0-3) vs 16 warps per SM (rows 6-21)'\n"
             "set yrange [-1:23]\nset ytics auto\nset ylabel 'warp'\n"
             "plot 'timeline.csv' using 3:(strcol(1) eq 'bottom' && strcol(5) eq 'wait' ? $2 : NaN):($4-$3):(0) "
             "with vectors nohead lw 5 lt 1 title 'waiting for a load', \\\n"
             "     'timeline.csv' using 3:(strcol(1) eq 'bottom' && strcol(5) eq 'issue_ld' ? $2 + 0.12 * $6 : NaN) with "
             "points pt 7 ps 0.6 lt 4 title 'load issued'\n"
             "unset multiplot\n",
             g_gpu_name, tmax, tmax);
    write_script(dir, "timeline", "", body, 1200, 800);
    render(dir, "timeline", noplot);
}

/* the loaded latency's fall after a start: three saturating stream points on
 * this GPU, each batch of a 150-batch run from an empty machine and where a
 * default run stops; and the H100's measured fall beside lhsim's h100-sxm */
static void fig_settle(const char *dir, const model_gpu *g, int *noplot)
{
    enum { NPT = 3 };
    int warps[NPT] = {16, 32, 64}, ilp[NPT] = {16, 8, 4};
    char label[NPT][32];
    sim_result r[2 * NPT];
    int rc[2 * NPT];
    char err[2 * NPT][256];
    for (int k = 0; k < NPT; k++) {
        if (warps[k] > g->max_warps_per_sm) warps[k] = g->max_warps_per_sm;
        snprintf(label[k], sizeof label[k], "%d warps x %d loads", warps[k], ilp[k]);
    }
    /* a run of 150 batches and a default one at each point; a point's runs
     * are independent, so two at a time */
#pragma omp parallel for schedule(dynamic)
    for (int j = 0; j < 2 * NPT; j++) {
        int k = j / 2;
        sim_workload w;
        memset(&r[j], 0, sizeof r[j]);
        rc[j] = sim_workload_builtin("stream", ilp[k], 16, 0, &w, err[j], sizeof err[j]);
        if (rc[j]) continue;
        sim_params p = sim_default_params();
        p.warps_per_sm = warps[k];
        p.series = 1;
        if (j % 2 == 0) {
            p.tolerance = 1e-4;
            p.max_batches = 150;
        }
        rc[j] = sim_run(g, &w, &p, &r[j], err[j], sizeof err[j]);
    }
    for (int j = 0; j < 2 * NPT; j++)
        if (rc[j]) cli_fail("latency-over-time: %s", err[j]);
    static const char *cols[] = {"label", "kind", "t_us", "latency_ns"};
    tbl *t = tbl_alloc(cols, 4);
    for (int k = 0; k < NPT; k++) {
        const sim_result *a = &r[2 * k], *d = &r[2 * k + 1];
        for (int i = 0; i < a->nseries; i++) {
            if (isnan(a->series[i].latency_ns)) continue;
            tbl_cell(t, "%s", label[k]);
            tbl_cell(t, "batch");
            tbl_num(t, a->series[i].end_ns / 1000);
            tbl_num(t, a->series[i].latency_ns);
        }
        if (d->nseries > 0) { /* the default run: where it stopped and what it reports */
            tbl_cell(t, "%s", label[k]);
            tbl_cell(t, "default");
            tbl_num(t, d->series[d->nseries - 1].end_ns / 1000);
            tbl_num(t, d->latency_ns);
        }
    }
    for (int j = 0; j < 2 * NPT; j++) sim_result_fini(&r[j]);
    write_csv(dir, "latency-over-time", t);
    tbl_free(t);
    char src[4300], dst[4300];
    results_path("../h100/rwlatk-ts/compare.csv", src, sizeof src);
    snprintf(dst, sizeof dst, "%s/latency-over-time-h100.csv", dir);
    if (copy_file(src, dst) != 0) write_header_only(dst, "warps_per_sm");
    char body[6144];
    int u = snprintf(body, sizeof body,
                     "set multiplot layout 1,2 title 'Loaded latency over time under a saturating stream "
                     "(left: lhsim on the %s; right: an H100 measured)'\n"
                     "set logscale x\nset xlabel 'time from the start (us)'\nset ylabel 'mean load latency (ns)'\n"
                     "set key inside top right box opaque font ',9'\nset xrange [1:3000]\nset yrange [0:*]\n"
                     "set title \"lhsim: each batch from the start (dot: a default run's stop and answer)\" font ',10'\n"
                     "plot ",
                     g_gpu_name);
    for (int k = 0; k < NPT; k++)
        u += snprintf(body + u, sizeof body - u,
                      "'latency-over-time.csv' using 3:(strcol(1) eq '%s' && strcol(2) eq 'batch' ? $4 : NaN) "
                      "with lines lt %d lw 1.5 title '%s', \\\n"
                      "     'latency-over-time.csv' using 3:(strcol(1) eq '%s' && strcol(2) eq 'default' ? $4 : NaN) "
                      "with points lt %d pt 7 ps 2 notitle%s",
                      label[k], k + 1, label[k], label[k], k + 1, k + 1 < NPT ? ", \\\n     " : "\n");
    snprintf(body + u, sizeof body - u,
             "set title 'an H100: a probe read beside a float4 stream, and lhsim (h100-sxm)' font ',10'\n"
             "set key inside bottom left box opaque font ',9'\nset yrange [0:4500]\n"
             "mid(a, b) = a > 0 ? sqrt(a * b) : b / 2\n"
             "plot for [i=1:3] 'latency-over-time-h100.csv' using "
             "(($1 == word('16 24 31', i) + 0 && $2 == 8) ? mid($3, $4) : NaN):5 "
             "with linespoints lt i pt 7 lw 1.5 title sprintf('H100, %%s warps x 8 loads', word('16 24 31', i)), \\\n"
             "     for [i=1:3] 'latency-over-time-h100.csv' using "
             "(($1 == word('16 24 31', i) + 0 && $2 == 8) ? mid($3, $4) : NaN):6 "
             "with lines lt i dt 2 lw 1.5 title sprintf('lhsim, %%s x 8', word('16 24 31', i))\n"
             "unset multiplot\n");
    write_script(dir, "latency-over-time", "", body, 1300, 600);
    render(dir, "latency-over-time", noplot);
}

/* ---- demo / plot -------------------------------------------------------- */

void fig_make(const fig_opts *fo, model_gpu *g, int *have_val, int *noplot)
{
    g_gpu_name = g->name;
    g_only = fo->only;
    const char *dir = fo->dir, *gpu = fo->gpu;
    int need_chase = want("bandwidth-vs-warps") || want("littles-law") || want("latency-vs-load");
    tbl *chase = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    tbl *chase_m = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    /* the figures the shared sweeps serve (for their notes) */
    char chase_where[96] = "", stream_where[64] = "";
    static const char *const chase_figs[] = {"bandwidth-vs-warps", "littles-law", "latency-vs-load"};
    for (int k = 0; k < 3; k++) {
        if (!want(chase_figs[k])) continue;
        size_t u = strlen(chase_where);
        snprintf(chase_where + u, sizeof chase_where - u, "%s%s", u ? ", " : "", chase_figs[k]);
        if (k == 0) continue;
        u = strlen(stream_where);
        snprintf(stream_where + u, sizeof stream_where - u, "%s%s", u ? ", " : "", chase_figs[k]);
    }
    if (need_chase) {
        /* ILP-outer order, so each ILP's rows are contiguous and gnuplot joins them */
        const char *ilp_s[4] = {"1", "2", "4", "8"};
        for (int k = 0; k < 4; k++) {
            tbl *a = sweep(gpu, "chase", WARPS, ilp_s[k], "sim", chase_where);
            tbl *b = sweep(gpu, "chase", WARPS, ilp_s[k], "model", chase_where);
            tbl_append(chase, a);
            tbl_append(chase_m, b);
            tbl_free(a);
            tbl_free(b);
        }
    }
    if (want("bandwidth-vs-warps")) {
        tbl *all = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
        tbl_append(all, chase);
        tbl_append(all, chase_m);
        write_csv(dir, "bandwidth-vs-warps", all);
        tbl_free(all);
        char src[4300], dst[4300];
        if (fo->data) snprintf(src, sizeof src, "%s", fo->data);
        else results_path("chase.csv", src, sizeof src);
        snprintf(dst, sizeof dst, "%s/bandwidth-vs-warps-measured.csv", dir);
        /* the committed measurements are the H200's: drawn on its figures only */
        if ((!fo->data && strcmp(g->name, "H200")) || copy_file(src, dst) != 0) {
            if (fo->data) cli_fail("--data %s: cannot read", fo->data);
            write_header_only(dst, "experiment");
        }
    }
    if (want("littles-law") || want("latency-vs-load")) {
        tbl *stream = sweep(gpu, "stream", WARPS, "1,2,4,8", "sim", stream_where);
        tbl *all = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
        tbl_append(all, chase);
        tbl_append(all, stream);
        if (want("littles-law")) write_csv(dir, "littles-law", all);
        if (want("latency-vs-load")) {
            write_csv(dir, "latency-vs-load", all);
            /* the H200's probe warp beside read, copy and write loops and
             * lhsim's probe beside the same loops: the H200's figure only */
            char src[4300], dst[4300];
            results_path("rwlat/compare.csv", src, sizeof src);
            snprintf(dst, sizeof dst, "%s/latency-vs-load-h200.csv", dir);
            if (strcmp(g->name, "H200") || copy_file(src, dst) != 0) {
                write_header_only(dst, "mode");
            }
        }
        tbl_free(all);
        tbl_free(stream);
    }
    if (want("stalls")) {
        /* kernels whose warps wait for different things: the stall mix changes */
        static const struct { const char *label, *wl, *warps, *ilp, *flops; } cases[] = {
            {"chase ILP1", "chase", "4", "1", "8"},
            {"chase ILP1", "chase", "64", "1", "8"},
            {"chase ILP8", "chase", "64", "8", "8"},
            {"stream ILP4", "stream", "8", "4", "8"},
            {"FMA 64 FLOP/elem", "intensity", "16", "4", "64"},
            {"FMA 512 FLOP/elem", "intensity", "64", "1", "512"},
            {"axpy float4", "axpy4-float4", "64", "1", "8"}};
        static const char *cols[] = {"case", "long_scoreboard", "selected", "not_selected",
                                     "lg_throttle", "mshr_full", "math_pipe_throttle", "wait",
                                     "idle", "bandwidth_gbps"};
        tbl *st = tbl_alloc(cols, 10);
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            /* the case's warps, clipped to the GPU's */
            char wbuf[16];
            int wv = atoi(cases[k].warps);
            if (wv > g->max_warps_per_sm) wv = g->max_warps_per_sm;
            snprintf(wbuf, sizeof wbuf, "%d", wv);
            char *av[] = {"sim", "--gpu", (char *)gpu, "--workload", (char *)cases[k].wl, "--warps",
                          wbuf, "--ilp", (char *)cases[k].ilp, "--width", "16",
                          "--flops", (char *)cases[k].flops, NULL};
            sweep_opts so;
            sweep_parse(13, av, "sim", &so);
            so.quiet = 1;
            tbl *one = fig_sweep_run(&so, "stalls");
            tbl_cell(st, "%s: %d warps", cases[k].label, wv);
            for (int c = 1; c < 10; c++) tbl_cell(st, "%s", one->cells[col(one, cols[c])]);
            tbl_free(one);
            sweep_opts_free(&so);
        }
        write_csv(dir, "stalls", st);
        tbl_free(st);
    }
    if (want("roofline")) {
        static const char *cols[] = {"intensity_flop_per_byte", "bandwidth_gbps", "peak_gflops",
                                     "attainable_gflops", "ridge_flop_per_byte", "bound", "label"};
        tbl *r = tbl_alloc(cols, 7);
        /* bias+ReLU per element: 2 FLOPs; fused reads x, bias, writes y (12 B);
         * unfused also writes and re-reads u (20 B) */
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
    *have_val = 0;
    if (want("validation")) {
        char src[4300], dst[4300];
        if (fo->data && g_only) snprintf(src, sizeof src, "%s", fo->data);
        else results_path("compare.csv", src, sizeof src);
        snprintf(dst, sizeof dst, "%s/validation.csv", dir);
        /* the committed comparison is the H200's: not drawn for another GPU */
        *have_val = (fo->data && g_only) || !strcmp(g->name, "H200") ? copy_file(src, dst) == 0 : 0;
        /* every kernel family predicted by a fit that never saw it (validate
         * compare --leave-one-family-out), beside the fitted kernels */
        results_path("fit-families/lofo.csv", src, sizeof src);
        snprintf(dst, sizeof dst, "%s/validation-families.csv", dir);
        if (!*have_val || (fo->data && g_only) || copy_file(src, dst) != 0) {
            write_header_only(dst, "experiment");
        }
        if (!*have_val && g_only) cli_fail("validation: no rows (give --data compare.csv from 'lhsim validate compare --format csv')");
    }
    figure_scripts(dir, g, noplot);
    if (want("heatmap")) fig_heatmap(dir, gpu, noplot);
    if (want("occupancy")) fig_occupancy(dir, g, fo->threads, fo->regs, fo->smem, noplot);
    if (want("timeline")) fig_timeline(dir, g, noplot);
    if (want("latency-over-time")) fig_settle(dir, g, noplot);
    tbl_free(chase);
    tbl_free(chase_m);
}

void fig_index(const char *dir, const char *gpu, const model_gpu *g, int have_val)
{
    tbl *chase = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    const char *ilp_s[4] = {"1", "2", "4", "8"};
    for (int k = 0; k < 4; k++) {
        tbl *a = sweep(gpu, "chase", "1:64:x2,12,24,48", ilp_s[k], "sim", "index.html's table");
        tbl_append(chase, a);
        tbl_free(a);
    }
    char path[4200];
    snprintf(path, sizeof path, "%s/index.html", dir);
    FILE *f = afile_open(path);
    fprintf(f, "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
               "<title>lhsim demo: ");
    html_escape(f, g->name);
    fprintf(f, "</title>\n<style>body{font-family:'DejaVu Sans',sans-serif;max-width:1150px;"
               "margin:2em auto;line-height:1.45}img{max-width:100%%;border:1px solid #ccc}"
               "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:4px 10px;"
               "text-align:right}</style></head><body>\n<h1>Latency hiding on the ");
    html_escape(f, g->name);
    fprintf(f, "</h1>\n<p>lhsim %s, preset <code>", LHSIM_VERSION);
    html_escape(f, gpu);
    fprintf(f, "</code>: %d SMs, %.0f GB/s, %.0f ns unloaded latency. Each figure's data "
               "(.csv) and gnuplot script (.gp) sit beside it.</p>\n",
            g->sm_count, g->bandwidth_gbps, g->latency_ns);
    fprintf(f, "<h2>What it takes on the %s (chase: one 128-byte line per load, simulated)</h2>\n"
               "<table><tr><th>share of %.0f GB/s</th>",
            g->name, g->bandwidth_gbps);
    const int ilps[4] = {1, 2, 4, 8};
    for (int k = 0; k < 4; k++) fprintf(f, "<th>ILP %d: warps/SM (bytes in flight/SM)</th>", ilps[k]);
    fprintf(f, "</tr>\n");
    const double fr[4] = {0.5, 0.8, 0.9, 0.95};
    for (int q = 0; q < 4; q++) {
        fprintf(f, "<tr><td>%.0f%%</td>", 100 * fr[q]);
        for (int k = 0; k < 4; k++) {
            int best = -1;
            double bif = 0;
            for (int r = 0; r < chase->nrow; r++)
                if ((int)val(chase, r, "ilp") == ilps[k] &&
                    val(chase, r, "bandwidth_gbps") >= fr[q] * g->bandwidth_gbps) {
                    int w = (int)val(chase, r, "warps_per_sm");
                    if (best < 0 || w < best) {
                        best = w;
                        bif = val(chase, r, "bytes_in_flight_per_sm");
                    }
                }
            if (best < 0) fprintf(f, "<td>not reached with 64</td>");
            else fprintf(f, "<td>%d (%.0f KB)</td>", best, bif / 1000);
        }
        fprintf(f, "</tr>\n");
    }
    fprintf(f, "</table>\n<p>Little's law with the preset's numbers: %.0f GB/s x %.0f ns = %.0f "
               "KB in flight device-wide, %.1f KB per SM -- before queueing raises the latency.</p>\n",
            g->bandwidth_gbps, g->latency_ns, g->bandwidth_gbps * g->latency_ns / 1000,
            g->bandwidth_gbps * g->latency_ns / g->sm_count / 1000);
    explorer_write(f, gpu, g);
    for (size_t k = 0; k < sizeof FIGS / sizeof FIGS[0]; k++) {
        if (!strcmp(FIGS[k].name, "validation") && !have_val) continue;
        fprintf(f, "<h2>");
        html_escape(f, FIGS[k].title);
        fprintf(f, "</h2>\n<p>");
        html_escape(f, FIGS[k].text);
        fprintf(f, "</p>\n<p><img src=\"%s.%s\" alt=\"", FIGS[k].name, plot_ext());
        html_escape(f, FIGS[k].title);
        fprintf(f, "\"> <br><a href=\"%s.csv\">data</a> &middot; <a href=\"%s.gp\">gnuplot "
                   "script</a></p>\n",
                FIGS[k].name, FIGS[k].name);
    }
    fprintf(f, "</body></html>\n");
    afile_commit(f, path);
    tbl_free(chase);
}

int fig_count(void) { return (int)(sizeof FIGS / sizeof FIGS[0]); }

int fig_known(const char *name)
{
    for (size_t k = 0; k < sizeof FIGS / sizeof FIGS[0]; k++)
        if (!strcmp(FIGS[k].name, name)) return 1;
    return 0;
}
