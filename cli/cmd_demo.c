/* cmd_demo.c -- lhsim demo and lhsim plot: their options; the figures
 * themselves (data, scripts, captions, index.html) are plots/figures.c. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "figures.h"
#include "plots.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

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

static void make_dir(const char *dir, const char *cmd)
{
    if (!*dir) cli_fail("%s: -o: empty directory name", cmd);
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) cli_fail("%s: %s: %s", cmd, dir, strerror(errno));
    struct stat sb;
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) cli_fail("%s: %s: not a directory", cmd, dir);
}

int cmd_demo(int argc, char **argv)
{
    static const struct option lo[] = {
        {"output", 1, 0, 'o'}, {"gpu", 1, 0, 'g'}, {"help", 0, 0, 'h'}, {0, 0, 0, 0}};
    fig_opts fo = {"lhsim-demo", "h200", NULL, 256, 64, 0, NULL};
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'o': fo.dir = optarg; break;
        case 'g': fo.gpu = optarg; break;
        case 'h': printf(DEMO_HELP); return 0;
        default: cli_usage_fail("demo", argv);
        }
    }
    if (optind < argc) cli_fail("demo: unexpected argument '%s'", argv[optind]);
    make_dir(fo.dir, "demo");
    model_gpu g;
    cli_load_gpu(fo.gpu, NULL, 0, &g);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    fprintf(stderr, "lhsim demo: simulating on %s ...\n", g.name);
    int have_val = 0, noplot = 0;
    fig_make(&fo, &g, &have_val, &noplot);
    fig_index(fo.dir, fo.gpu, &g, have_val);
    fig_notes("lhsim demo");
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double el = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
    if (noplot)
        fprintf(stderr, "lhsim demo: gnuplot not found: wrote the .csv and .gp files only "
                        "(apt-get install gnuplot-nox, then run 'gnuplot NAME.gp' in %s)\n",
                fo.dir);
    printf("lhsim demo: %zu figures (.csv, .gp, .%s) and index.html in %s/ (%.1f s)\n  open %s/index.html\n",
           (size_t)fig_count(), plot_ext(), fo.dir, el, fo.dir);
    return 0;
}

static const char PLOT_HELP[] =
    "usage: lhsim plot FIGURE [-o DIR] [--gpu NAME|PATH] [--data CSV] [--svg|--pdf]\n"
    "                  [--threads N --regs N --smem-static B]   (occupancy figure)\n"
    "\n"
    "Writes one figure as DIR/FIGURE.csv (data), DIR/FIGURE.gp (an editable gnuplot\n"
    "script that reads the CSV) and the image.  Figures:\n"
    "  bandwidth-vs-warps  littles-law  latency-vs-load  stalls  roofline\n"
    "  heatmap  occupancy  timeline  latency-over-time  validation\n"
    "--data: measured chase rows (lhsim-bench CSV) for bandwidth-vs-warps, or\n"
    "'lhsim validate compare --format csv' rows for validation.\n"
    "\n"
    "example:\n"
    "  lhsim plot occupancy --gpu h200 --threads 256 --regs 80 -o figs\n";

int cmd_plot(int argc, char **argv)
{
    static const struct option lo[] = {
        {"output", 1, 0, 'o'}, {"gpu", 1, 0, 'g'}, {"data", 1, 0, 'd'}, {"svg", 0, 0, 's'},
        {"pdf", 0, 0, 'p'},    {"threads", 1, 0, 't'}, {"regs", 1, 0, 'r'},
        {"smem-static", 1, 0, 'm'}, {"help", 0, 0, 'h'}, {0, 0, 0, 0}};
    fig_opts fo = {".", "h200", NULL, 256, 64, 0, NULL};
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'o': fo.dir = optarg; break;
        case 'g': fo.gpu = optarg; break;
        case 'd': fo.data = optarg; break;
        case 's': plot_set_format(PLOT_SVG); break;
        case 'p': plot_set_format(PLOT_PDF); break;
        case 't': fo.threads = (int)cli_number("--threads", optarg, 1, 1024, 1); break;
        case 'r': fo.regs = (int)cli_number("--regs", optarg, 0, 255, 1); break;
        case 'm': fo.smem = (int)cli_number("--smem-static", optarg, 0, 1 << 20, 1); break;
        case 'h': fputs(PLOT_HELP, stdout); return 0;
        default: cli_usage_fail("plot", argv);
        }
    }
    if (optind >= argc) cli_fail("plot: which figure? (see 'lhsim plot --help')");
    const char *name = argv[optind];
    if (optind + 1 < argc) cli_fail("plot: unexpected argument '%s'", argv[optind + 1]);
    if (!fig_known(name))
        cli_fail("plot %s: unknown figure (bandwidth-vs-warps, littles-law, latency-vs-load, "
                 "stalls, roofline, heatmap, occupancy, timeline, latency-over-time, validation)", name);
    model_gpu g;
    cli_load_gpu(fo.gpu, NULL, 0, &g);
    if (!strcmp(name, "occupancy")) { /* a kernel that cannot launch has no figure */
        model_occ_in in = {fo.threads, fo.regs, fo.smem, 0, -1, -1};
        model_occ_out oc;
        model_occupancy(&g, &in, &oc);
        if (oc.warps_per_sm < 1)
            cli_fail("plot occupancy: %d threads, %d registers, %d B shared memory cannot launch on "
                     "%s (%s)", fo.threads, fo.regs, fo.smem, g.name,
                     oc.why[0] ? oc.why : "zero blocks per SM");
    }
    make_dir(fo.dir, "plot");
    fo.only = name;
    int have_val = 0, noplot = 0;
    fig_make(&fo, &g, &have_val, &noplot);
    fig_notes("lhsim plot");
    if (noplot)
        fprintf(stderr, "lhsim plot: gnuplot not found: wrote %s/%s.csv and .gp only (apt-get "
                        "install gnuplot-nox)\n", fo.dir, name);
    else
        printf("wrote %s/%s.csv, %s.gp, %s.%s\n", fo.dir, name, name, name, plot_ext());
    return 0;
}
