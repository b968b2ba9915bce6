/* cmd_bench.c -- lhsim bench: how fast the simulator runs, against a bare
 * heap measured in the same process. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "engine.h"
#include "sweep.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* push+pop pairs per second on a heap holding n events (steady state) */
static double heap_rate(uint32_t n, double seconds)
{
    sim_heap h;
    sim_heap_init(&h, n + 16);
    uint64_t x = 88172645463325252ULL;
    for (uint32_t i = 0; i < n; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        sim_heap_push(&h, (sim_time)(x % 1000000), 0, i);
    }
    double t0 = now_s(), el;
    uint64_t pairs = 0;
    sim_event e;
    do {
        for (int k = 0; k < 100000; k++) {
            sim_heap_pop(&h, &e);
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            sim_heap_push(&h, e.t + (sim_time)(x % 1000000), 0, e.id);
        }
        pairs += 100000;
        el = now_s() - t0;
    } while (el < seconds);
    sim_heap_fini(&h);
    return pairs / el;
}

static const char BENCH_HELP[] =
    "usage: lhsim bench [--gpu NAME|PATH] [--quick]\n"
    "\n"
    "Measures the simulator on this machine and prints:\n"
    "  - simulated memory requests and events per second on one thread, for chase\n"
    "    and stream at low (W=4, ILP=1) and saturating (W=64, ILP=8) load, a copy\n"
    "    (four 16 B loads and four stores per thread, W=16) and a re-read of an\n"
    "    8 MiB footprint that stays in L2 (W=16);\n"
    "  - push+pop pairs per second on a bare 4-ary heap as large as the simulator's\n"
    "    event queue, and the cost of one simulated request in heap pairs;\n"
    "  - the wall time of the reference sweep (chase and stream, W in\n"
    "    {1,2,4,8,12,16,24,32,48,64} x ILP in {1,2,4,8,16}: 100 points) on 1 and 2\n"
    "    threads at the default tolerance;\n"
    "  - the peak resident memory.\n"
    "Targets (2-core machine): >= 10 M requests/s/thread, a request <= 2 heap\n"
    "pairs, reference sweep < 2 s on 2 threads, peak memory < 200 MB.\n"
    "--quick measures each point for 0.2 s instead of 1 s.\n"
    "\n"
    "example:\n"
    "  lhsim bench --gpu h200\n";

int cmd_bench(int argc, char **argv)
{
    static const struct option lo[] = {
        {"gpu", 1, 0, 'g'}, {"quick", 0, 0, 'q'}, {"help", 0, 0, 'h'}, {0, 0, 0, 0}};
    const char *gpu = "h200";
    int quick = 0, c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "h", lo, NULL)) != -1) {
        switch (c) {
        case 'g': gpu = optarg; break;
        case 'q': quick = 1; break;
        case 'h': fputs(BENCH_HELP, stdout); return 0;
        default: cli_usage_fail("bench", argv);
        }
    }
    if (optind < argc) cli_fail("bench: unexpected argument '%s'", argv[optind]);
    model_gpu g;
    cli_load_gpu(gpu, NULL, 0, &g);
    double dur = quick ? 0.2 : 1.0;
    printf("lhsim bench on %s (one thread unless stated)\n\n", g.name);
    printf("%-9s %5s %4s %14s %14s %10s %12s %8s\n", "workload", "warps", "ilp", "requests/s",
           "events/s", "ev/request", "queue_len", "req/pair");
    /* the reference points: chase and stream at low and saturating
     * load, a copy (stores, write-backs) and an L2-resident re-read */
    static const char COPY[] = "name copy\nld r0 a width=16\nld r1 a width=16 offset=512\n"
                               "ld r2 a width=16 offset=1024\nld r3 a width=16 offset=1536\n"
                               "st b r0 width=16\nst b r1 width=16 offset=512\n"
                               "st b r2 width=16 offset=1024\nst b r3 width=16 offset=1536\n";
    static const char REREAD[] = "name l2-reread\nld r0 a width=16 footprint=8M\n"
                                 "ld r1 a width=16 offset=512\nalu r2 r1 r0\n";
    struct { const char *w, *text; int warps, ilp; } pts[] = {
        {"chase", NULL, 4, 1}, {"chase", NULL, 64, 8}, {"stream", NULL, 4, 1},
        {"stream", NULL, 64, 8}, {"copy", COPY, 16, 1}, {"l2-reread", REREAD, 16, 1}};
    const int npts = (int)(sizeof pts / sizeof pts[0]);
    double worst_ratio = 0, worst_rate = 1e300;
    for (int i = 0; i < npts; i++) {
        sim_workload w;
        char err[512];
        if (pts[i].text ? sim_workload_parse(pts[i].text, strlen(pts[i].text), pts[i].w, &w, err, sizeof err)
                        : sim_workload_builtin(pts[i].w, pts[i].ilp, 16, 8, &w, err, sizeof err))
            cli_fail("%s", err);
        sim_params p = sim_default_params();
        p.warps_per_sm = pts[i].warps;
        uint64_t req = 0, ev = 0;
        uint32_t q = 0;
        double t0 = now_s(), el;
        int runs = 0;
        do {
            p.seed = (uint64_t)runs + 1;
            sim_result r;
            if (sim_run(&g, &w, &p, &r, err, sizeof err)) cli_fail("bench: %s", err);
            req += r.requests;
            ev += r.events;
            if (r.max_queue > q) q = r.max_queue;
            runs++;
            el = now_s() - t0;
        } while (el < dur);
        double rate = req / el, erate = ev / el;
        double pairs = heap_rate(q > 16 ? q : 16, dur / 2);
        double ratio = pairs / rate; /* heap pairs per simulated request, in time */
        printf("%-9s %5d %4d %14.3e %14.3e %10.2f %12u %8.2f\n", pts[i].w, pts[i].warps,
               pts[i].ilp, rate, erate, (double)ev / req, q, ratio);
        if (ratio > worst_ratio) worst_ratio = ratio;
        if (rate < worst_rate) worst_rate = rate;
    }
    printf("\nworst: %.3e requests/s/thread (target >= 1e7); a request costs %.2f bare "
           "push+pop pairs (target <= 2)\n",
           worst_rate, worst_ratio);
    /* reference sweep */
    int threads[2] = {1, 2};
    for (int t = 0; t < 2; t++) {
        double t0 = now_s();
        const char *wls[2] = {"chase", "stream"};
        for (int k = 0; k < 2; k++) {
            char jobs[8];
            snprintf(jobs, sizeof jobs, "%d", threads[t]);
            char *av[] = {"sim", "--gpu", (char *)gpu, "--workload", (char *)wls[k], "--warps",
                          "1,2,4,8,12,16,24,32,48,64", "--ilp", "1,2,4,8,16", "-j", jobs, NULL};
            sweep_opts o;
            sweep_parse(11, av, "sim", &o);
            o.quiet = 1;
            sweep_tally notes = {0, 0, 0}; /* a timing: the points' notes are not its business */
            o.tally = &notes;
            tbl *tb = sweep_run(&o);
            tbl_free(tb);
            sweep_opts_free(&o);
        }
        printf("reference sweep (100 points) on %d thread%s: %.2f s%s\n", threads[t],
               threads[t] > 1 ? "s" : "", now_s() - t0, threads[t] > 1 ? " (target < 2)" : "");
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("peak resident memory: %.1f MB (target < 200)\n", ru.ru_maxrss / 1024.0);
    return 0;
}
