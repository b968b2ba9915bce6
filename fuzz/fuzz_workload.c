/* libFuzzer harness: the workload text format, and a short simulation of
 * anything that parses (the toy GPU, one point, a small event budget). */
#include <stdint.h>
#include <string.h>

#include "sim.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sim_workload w;
    char err[512];
    if (sim_workload_parse((const char *)data, size, "fuzz.wl", &w, err, sizeof err)) {
        if (!err[0]) __builtin_trap();
        return 0;
    }
    static model_gpu g;
    static int loaded;
    if (!loaded) {
        g = model_gpu_default();
        static const char toy[] =
            "[gpu]\nname=toy\ncompute_capability=9\nsm_count=2\nsm_clock_mhz=1000\n"
            "peak_fp32_gflops=100\n[sm]\nmax_warps_per_sm=8\nmax_threads_per_sm=256\n"
            "max_blocks_per_sm=8\nmax_threads_per_block=256\nregs_per_sm=16384\n"
            "regs_per_block=16384\nmax_regs_per_thread=255\nreg_alloc_unit=256\nsub_partitions=4\n"
            "smem_per_sm_bytes=65536\nsmem_per_block_bytes=49152\nsmem_per_block_optin_bytes=64512\n"
            "smem_reserved_per_block_bytes=1024\nsmem_alloc_unit_bytes=128\nsmem_carveouts_kb=0,64\n"
            "warp_schedulers=2\nlsu_lines_per_cycle=1\nmax_loads_per_warp=8\nmshr_per_sm=64\n"
            "[memory]\nlatency_ns=100\nlatency_spread_ns=20\nbandwidth_gbps=100\nchannels=2\n"
            "row_bytes=1024\nbanks=4\nbank_busy_ns=10\n";
        if (model_gpu_parse(toy, sizeof toy - 1, "toy", &g, err, sizeof err)) __builtin_trap();
        loaded = 1;
    }
    sim_params p = sim_default_params();
    p.warps_per_sm = 2;
    p.max_events = 20000;
    p.max_batches = 6;
    sim_result r;
    int rc = sim_run(&g, &w, &p, &r, err, sizeof err);
    /* a lost wake-up (no event pending, warps waiting) is a bug, not a budget */
    if (rc == SIM_EDEADLOCK) __builtin_trap();
    /* DRAM never serves more than the preset's bandwidth.  Bytes count when a
     * channel accepts them into its FIFO, so a window this short (a few
     * batches) can read up to a queue's worth high: 5% (a store-only loop
     * read 2.0% high here: fuzz/corpus/workload/regression-short-window) */
    if (rc == SIM_OK && !(r.bandwidth_gbps >= 0 && r.bandwidth_gbps <= g.bandwidth_gbps * 1.05))
        __builtin_trap();
    if (rc == SIM_OK) sim_result_fini(&r);
    return 0;
}
