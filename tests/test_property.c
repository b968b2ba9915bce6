/* test_property.c -- for random valid presets and workloads within the
 * documented ranges, sim_run() ends within its event budget, never
 * deadlocks, never reports more DRAM bandwidth than the preset has, and
 * its memory stays within the up-front estimate (which the CLI refuses
 * above 2 GB).  A fixed seed: the same cases on every run; the seed and
 * case number print with any failure so it can be replayed. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "check.h"
#include "sim.h"

static uint64_t st = 0x5eed1234abcdULL;
static uint64_t rnd(void)
{
    st ^= st << 13, st ^= st >> 7, st ^= st << 17;
    return st;
}
static int pick(int lo, int hi) { return lo + (int)(rnd() % (uint64_t)(hi - lo + 1)); }
static double pickd(double lo, double hi) { return lo + (hi - lo) * (double)(rnd() >> 11) / 9007199254740992.0; }

static model_gpu random_gpu(const model_gpu *base)
{
    model_gpu g = *base;
    static const int lines[] = {32, 64, 128, 256};
    g.sm_count = pick(1, 8);
    g.sm_clock_mhz = pickd(500, 2000);
    g.warp_schedulers = pick(1, 4);
    g.lsu_lines_per_cycle = pickd(0.25, 4);
    g.max_loads_per_warp = pick(1, 16);
    g.mshr_per_sm = pick(0, 3) == 0 ? pick(1, 8) : pick(8, 4096);
    g.latency_ns = pickd(50, 1000);
    g.latency_spread_ns = pickd(0, 0.4) * g.latency_ns;
    g.bandwidth_gbps = pickd(10, 1000);
    g.channels = pick(1, 16);
    g.banks = pick(1, 16);
    g.bank_busy_ns = pick(0, 1) ? pickd(0, 100) : 0;
    g.line_bytes = lines[pick(0, 3)];
    g.sector_bytes = 32;
    g.row_bytes = pick(0, 1) ? g.line_bytes * pick(1, 16) : 0;
    g.write_rows_only = pick(0, 1);
    g.return_cycles_per_load = pickd(0, 50);
    g.issue_cycles_per_load = pickd(0, 4);
    return g;
}

/* a random loop; registers are read only after something writes them */
static void random_workload(char *txt, size_t len)
{
    static const int widths[] = {1, 2, 4, 8, 16};
    static const int strides[] = {0, 4, 8, 16, 32, 64, 128, 512, 4096};
    int n = pick(1, 10), u = 0, nwr = 0, wr[8];
    for (int i = 0; i < n && u + 120 < (int)len; i++) {
        int kind = nwr ? pick(0, 2) : 0, r = pick(0, 7), a = nwr ? wr[pick(0, nwr - 1)] : 0;
        int w = widths[pick(0, 4)], s = strides[pick(0, 8)];
        if (s && s < w) s = w;
        if (kind == 0)
            u += snprintf(txt + u, len - (size_t)u, "ld r%d s%d width=%d stride=%d offset=%d%s%s\n",
                          r, pick(0, 2), w, s, 4 * pick(0, 64), pick(0, 4) ? "" : " pattern=random",
                          pick(0, 5) ? "" : " addr=r0");
        else if (kind == 1)
            u += snprintf(txt + u, len - (size_t)u, "st s%d r%d width=%d stride=%d\n", pick(0, 2), a,
                          w, s);
        else
            u += snprintf(txt + u, len - (size_t)u, "alu r%d r%d lat=%d flops=%d\n", r, a,
                          pick(1, 40), pick(0, 4));
        if (kind != 1 && nwr < 8) wr[nwr++] = r;
    }
}

int main(void)
{
    model_gpu toy = model_gpu_default();
    char path[4096], err[1024];
    if (model_gpu_find("toy", path, sizeof path, err, sizeof err) ||
        model_gpu_load(path, &toy, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    int ran = 0, refused = 0, budget = 0, parsed = 0;
    double worst_over = 0, most_mem = 0;
    for (int c = 0; c < 400; c++) {
        model_gpu g = random_gpu(&toy);
        if (model_gpu_check(&g, "random", err, sizeof err)) continue;
        char txt[2048];
        random_workload(txt, sizeof txt);
        sim_workload w;
        if (sim_workload_parse(txt, strlen(txt), "random.wl", &w, err, sizeof err)) continue;
        parsed++;
        sim_params p = sim_default_params();
        p.warps_per_sm = pick(1, g.max_warps_per_sm);
        p.max_events = 300000;
        p.max_batches = 12;
        double est = sim_memory_estimate(&g, &w, &p);
        if (est > most_mem) most_mem = est;
        struct rusage r0, r1;
        getrusage(RUSAGE_SELF, &r0);
        sim_result r;
        int rc = sim_run(&g, &w, &p, &r, err, sizeof err);
        getrusage(RUSAGE_SELF, &r1);
        if (rc == SIM_EINVAL) { /* refused up front with a message, as sim_check says */
            CHECK(err[0] != 0);
            CHECK(sim_check(&g, &w, &p, err, sizeof err) == SIM_EINVAL);
            refused++;
            continue;
        }
        if (rc != SIM_OK && rc != SIM_EBUDGET) {
            fprintf(stderr, "case %d: rc %d: %s\nworkload:\n%s", c, rc, err, txt);
            CHECK(rc == SIM_OK || rc == SIM_EBUDGET);
            continue;
        }
        /* the resident set grew by no more than the estimate (and 16 MB of slack) */
        double grew = (double)(r1.ru_maxrss - r0.ru_maxrss) * 1024.0;
        if (!(grew <= est + 16e6)) {
            fprintf(stderr, "case %d: grew %.0f B, estimate %.0f B\n", c, grew, est);
            CHECK(grew <= est + 16e6);
        }
        if (rc == SIM_EBUDGET) {
            budget++;
            continue;
        }
        ran++;
        CHECK(r.events <= p.max_events);
        double over = r.bandwidth_gbps / g.bandwidth_gbps;
        if (over > worst_over) worst_over = over;
        if (!(r.bandwidth_gbps >= 0 && over <= 1.02)) {
            fprintf(stderr, "case %d: %.2f GB/s from a %.2f GB/s memory\nworkload:\n%s", c,
                    r.bandwidth_gbps, g.bandwidth_gbps, txt);
            CHECK(over <= 1.02);
        }
        sim_result_fini(&r);
    }
    printf("property: %d workloads parsed; %d ran, %d refused up front, %d over the event budget; "
           "highest bandwidth %.4f of the preset's; largest estimate %.1f MB\n",
           parsed, ran, refused, budget, worst_over, most_mem / 1e6);
    CHECK(ran > 100); /* the generator reaches the simulator, not only the refusals */
    return check_report("test_property");
}
