/* test_wakes.c -- the first load in line (lsu_in_order) is not woken by a
 * release that leaves it short of what kept it out (sim/lsu.c,
 * head_blocked).  Built against the simulator compiled with
 * LHSIM_CHECK_WAKES: every release that does not wake it works out, there
 * and then, whether its try would have got in, and aborts if it would have.
 * The workloads cover what can keep it out: full L1 sets (streams), L1
 * lines and MSHRs (random gathers, small L1), stores sharing the MSHRs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "sim.h"
#include "workload.h"

extern uint64_t lhsim_wakes_skipped;

static model_gpu load(const char *name)
{
    char path[4096], err[1024];
    model_gpu g = model_gpu_default();
    if (model_gpu_find(name, path, sizeof path, err, sizeof err) || model_gpu_load(path, &g, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        exit(1);
    }
    return g;
}

static void run(const model_gpu *g, const char *name, const char *text, int warps, int ilp)
{
    sim_workload w;
    char err[512];
    int rc = text ? sim_workload_parse(text, strlen(text), name, &w, err, sizeof err)
                  : sim_workload_builtin(name, ilp, 16, 8, &w, err, sizeof err);
    CHECK(rc == 0);
    if (rc) {
        fprintf(stderr, "%s\n", err);
        return;
    }
    sim_params p = sim_default_params();
    p.warps_per_sm = warps;
    p.sim_sms = 4;
    sim_result r;
    uint64_t before = lhsim_wakes_skipped;
    CHECK(sim_run(g, &w, &p, &r, err, sizeof err) == 0);
    printf("%-8s W=%-2d ILP=%-2d %8.1f GB/s, %llu releases left the first in line asleep\n", name, warps, ilp,
           r.useful_gbps, (unsigned long long)(lhsim_wakes_skipped - before));
    sim_result_fini(&r);
}

int main(void)
{
    model_gpu g = load("h200");
    uint64_t start = lhsim_wakes_skipped;
    run(&g, "stream", NULL, 64, 8); /* full L1 sets */
    run(&g, "stream", NULL, 16, 16);
    run(&g, "gather", "ld r0 a width=4 pattern=random\nalu r1 r0\n", 32, 1);
    run(&g, "copy", "ld r0 a width=16\nst b r0 width=16\nld r1 a width=16 offset=512\nst b r1 width=16 offset=512\n",
        64, 1);
    /* few MSHRs and a small L1: what runs short first changes */
    model_gpu small = g;
    small.mshr_per_sm = 96;
    run(&small, "stream", NULL, 64, 8);
    run(&small, "gather", "ld r0 a width=4 pattern=random\nalu r1 r0\n", 32, 1);
    CHECK(lhsim_wakes_skipped > start); /* the check ran */
    return check_report("test_wakes");
}
