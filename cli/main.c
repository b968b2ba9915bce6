/* main.c -- lhsim: one command, many subcommands. */
#include "cli.h"

#include <fcntl.h>
#include <getopt.h>
#include <unistd.h>
#include <malloc.h>
#include <stdlib.h>
#ifdef LHSIM_MPI
#include <mpi.h>
static void mpi_done(void) { MPI_Finalize(); }
#endif
#include <stdio.h>
#include <string.h>

typedef struct {
    const char *name;
    int (*fn)(int, char **);
    const char *what;
} subcmd;

static const subcmd CMDS[] = {
    {"demo", cmd_demo, "sweeps, every teaching figure and index.html (start here)"},
    {"sim", cmd_sim, "discrete-event simulation: bandwidth, latency, stalls per point"},
    {"model", cmd_model, "closed-form prediction for the same points as sim"},
    {"occupancy", cmd_occupancy, "blocks and warps per SM, exactly as the CUDA runtime"},
    {"little", cmd_little, "Little's law: requests and bytes in flight needed"},
    {"roofline", cmd_roofline, "attainable GFLOP/s for arithmetic intensities"},
    {"workloads", cmd_workloads, "list and describe the built-in workloads"},
    {"plot", cmd_plot, "write one figure (.csv, .gp, .png)"},
    {"validate", cmd_validate, "compare predictions with measured GPU rows"},
    {"target", cmd_target, "warps or ILP needed to reach a fraction of peak bandwidth"},
    {"import", cmd_import, "a compiled kernel's SASS to a workload file"},
    {"merge", cmd_merge, "join --shard outputs in point order"},
    {"bench", cmd_bench, "simulator speed benchmark"},
    {"presets", cmd_presets, "list the GPU presets"},
    {NULL, NULL, NULL},
};

static void usage(FILE *f)
{
    fprintf(f,
            "lhsim %s -- a Little's-law GPU memory simulator\n\n"
            "How many warps, how many independent loads per thread, how many bytes in\n"
            "flight does a kernel need to saturate memory on a GPU -- and why does it\n"
            "fall short?\n\n"
            "usage: lhsim SUBCOMMAND [options]      (lhsim SUBCOMMAND --help for more)\n\n",
            LHSIM_VERSION);
    for (const subcmd *c = CMDS; c->name; c++) fprintf(f, "  %-10s %s\n", c->name, c->what);
    fprintf(f, "\nexamples:\n"
               "  lhsim demo -o lhsim-demo\n"
               "  lhsim sim --gpu h200 --workload chase --warps 1,4,16,64 --ilp 1,4\n"
               "  lhsim occupancy --gpu h200 --threads 256 --regs 64 --explain\n"
               "  lhsim little --bandwidth-gbps 1000 --latency-ns 400 --request-bytes 128 --sms 80\n");
}

void cli_usage_fail(const char *cmd, char **argv)
{
    const char *bad = optind > 0 ? argv[optind - 1] : "?";
    if (optopt && bad[0] == '-' && bad[1] != '-')
        cli_fail("%s: option -%c: unknown or missing its value (see 'lhsim %s --help')", cmd,
                 optopt, cmd);
    cli_fail("%s: option '%.80s': unknown or missing its value (see 'lhsim %s --help')", cmd,
             bad, cmd);
}

/* fds 0-2 closed by the caller: hold them with /dev/null opened read-only,
 * so no output file takes fd 1 and writes to a closed stdout still fail */
static void hold_std_fds(void)
{
    for (int fd = 0; fd <= 2; fd++)
        if (fcntl(fd, F_GETFD) < 0) {
            int n = open("/dev/null", O_RDONLY);
            if (n >= 0 && n != fd) close(n);
        }
}

int main(int argc, char **argv)
{
    /* a sweep runs point after point in one process, each allocating its
     * caches, queues and pools afresh (megabytes): keep freed memory for the
     * next point instead of returning it to the kernel and faulting it in
     * again page by page (sim/PERFORMANCE.md, "Memory kept between points") */
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    hold_std_fds();
    for (int i = 1; i < argc; i++)
        for (const char *p = argv[i]; *p; p++)
            if ((unsigned char)*p < 32 && *p != '\t')
                cli_fail("argument %d ('%.*s...'): contains a control character (a newline?)", i,
                         (int)(p - argv[i]) < 40 ? (int)(p - argv[i]) : 40, argv[i]);
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
        printf("lhsim %s\n", LHSIM_VERSION);
#ifdef LHSIM_HAVE_GSL
        const char *gsl = "yes";
#else
        const char *gsl = "no (validate fit and --leave-one-family-out need libgsl-dev)";
#endif
#ifdef LHSIM_MPI
        const char *mpi = "yes";
#else
        const char *mpi = "no";
#endif
        printf("GSL fits: %s\nMPI sweeps: %s\n", gsl, mpi);
        return 0;
    }
    opterr = 0; /* our own one-line messages */
#ifdef LHSIM_MPI
    MPI_Init(&argc, &argv);
    atexit(mpi_done);
#endif
    for (const subcmd *c = CMDS; c->name; c++)
        if (!strcmp(argv[1], c->name)) {
            int rc = c->fn(argc - 1, argv + 1);
            /* output a command printed must have arrived (a full disk, a closed stdout) */
            if (fflush(stdout) != 0 || ferror(stdout)) cli_fail("stdout: write failed");
            return rc;
        }
    cli_fail("unknown subcommand '%s' (see 'lhsim --help')", argv[1]);
}
