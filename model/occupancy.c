/* occupancy.c -- blocks per SM, the way the CUDA runtime computes them.
 *
 * Derived from the public rules in CUDA's cuda_occupancy.h (compute
 * capability >= 7, partitioned global caching off):
 *  - warps: floor(max_warps / ceil(threads/32));
 *  - registers: per warp = roundup(regs*32, 256); warps fit per
 *    sub-partition = floor((regs_per_sm / 4) / per warp); blocks =
 *    floor(4 * that / warps per block); zero if the block's registers,
 *    with its warps rounded up to a multiple of 4, exceed regs_per_block;
 *  - shared memory: per block = roundup(static + dynamic + 1 KB reserved,
 *    128); the SM's carve-out is the preference (default: the largest)
 *    rounded up to a supported size, or, if one block does not fit it, the
 *    smallest supported size that holds one block; zero if the block
 *    exceeds the per-block limit (opt-in limit + reserved when the kernel
 *    raised its dynamic limit above the default);
 *  - blocks: max_blocks_per_sm.
 * The measured H200 table in validate/results/h200/occupancy.csv tests it.
 */
#include "model.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

static int div_up(int a, int b) { return (a + b - 1) / b; }
static int round_up(int a, int b) { return div_up(a, b) * b; }
static int imin(int a, int b) { return a < b ? a : b; }

/* smallest supported carve-out >= bytes; -1 if none */
int model_carveout_bytes(const model_gpu *g, int bytes)
{
    if (bytes == 0) return 0;
    for (int i = 0; i < g->n_carveouts; i++)
        if (g->carveouts_kb[i] * 1024 >= bytes && g->carveouts_kb[i] > 0)
            return g->carveouts_kb[i] * 1024;
    return -1;
}

int model_occupancy(const model_gpu *g, const model_occ_in *in, model_occ_out *o)
{
    memset(o, 0, sizeof *o);
    if (in->threads <= 0 || in->regs < 0 || in->smem_static < 0 ||
        in->smem_dynamic < 0 || in->carveout < -1 || in->carveout > 100)
        return MODEL_EVALUE;

    int wpb = div_up(in->threads, g->warp_size);
    o->warps_per_block = wpb;

    /* warps */
    if (in->threads > g->max_threads_per_block) {
        o->limit_warps = 0;
        o->invalid = 1;
        snprintf(o->why, sizeof o->why, "%d threads per block exceed the limit of %d",
                 in->threads, g->max_threads_per_block);
    } else {
        o->limit_warps = (g->max_threads_per_sm / g->warp_size) / wpb;
    }

    /* blocks */
    o->limit_blocks = g->max_blocks_per_sm;

    /* registers */
    int regs_warp = round_up(in->regs * g->warp_size, g->reg_alloc_unit);
    o->regs_per_warp_alloc = regs_warp;
    int regs_cta = regs_warp * wpb;
    int regs_assumed = regs_warp * round_up(wpb, g->sub_partitions);
    if (in->regs > g->max_regs_per_thread || regs_assumed > g->regs_per_block ||
        regs_cta > g->regs_per_block) {
        o->limit_registers = 0;
        o->invalid = 1;
        if (!o->why[0])
            snprintf(o->why, sizeof o->why,
                     in->regs > g->max_regs_per_thread
                         ? "%d registers per thread exceed the limit of %d"
                         : "%d registers x %d threads exceed the per-block register file",
                     in->regs, in->regs > g->max_regs_per_thread ? g->max_regs_per_thread
                                                                 : in->threads);
    } else if (regs_warp > 0) {
        o->warps_per_subpartition = (g->regs_per_sm / g->sub_partitions) / regs_warp;
        o->limit_registers = o->warps_per_subpartition * g->sub_partitions / wpb;
    } else {
        o->limit_registers = INT_MAX;
    }

    /* shared memory */
    int static_sz = in->smem_static + g->smem_reserved_per_block_bytes;
    int total = static_sz + in->smem_dynamic;
    int alloc = round_up(total, g->smem_alloc_unit_bytes);
    o->smem_per_block_alloc = alloc;
    int maxdyn = in->max_dynamic_smem;
    if (maxdyn < 0) maxdyn = g->smem_per_block_optin_bytes - in->smem_static;
    if (maxdyn < 0) maxdyn = 0;
    int max_usage = static_sz + maxdyn;
    int limit_cta = (max_usage > g->smem_per_block_bytes) ? g->smem_per_block_optin_bytes
                                                           : g->smem_per_block_bytes;
    limit_cta += g->smem_reserved_per_block_bytes;
    o->smem_limit_per_block = limit_cta;
    int pref = in->carveout < 0 ? g->smem_per_sm_bytes
                                : (int)((long long)in->carveout * g->smem_per_sm_bytes / 100);
    pref = model_carveout_bytes(g, pref);
    if (in->smem_dynamic > maxdyn || alloc > limit_cta || pref < 0) {
        o->limit_shared_mem = 0;
        o->invalid = 1;
        if (!o->why[0])
            snprintf(o->why, sizeof o->why,
                     "%d B of shared memory per block (with 1 KB reserved) exceed the "
                     "per-block limit of %d B",
                     alloc, limit_cta);
    } else {
        int per_sm = pref;
        if (pref < alloc) per_sm = model_carveout_bytes(g, alloc);
        o->smem_per_sm_config = per_sm;
        o->limit_shared_mem = alloc > 0 && per_sm >= 0 ? per_sm / alloc : INT_MAX;
    }

    int lim = imin(o->limit_registers,
                   imin(o->limit_shared_mem, imin(o->limit_warps, o->limit_blocks)));
    o->blocks_per_sm = lim;
    if (lim == o->limit_warps) o->limiters |= MODEL_LIM_WARPS;
    if (lim == o->limit_registers) o->limiters |= MODEL_LIM_REGISTERS;
    if (lim == o->limit_shared_mem) o->limiters |= MODEL_LIM_SHARED_MEM;
    if (lim == o->limit_blocks) o->limiters |= MODEL_LIM_BLOCKS;
    o->warps_per_sm = lim * wpb;
    o->occupancy = (double)o->warps_per_sm / g->max_warps_per_sm;
    return MODEL_OK;
}

const char *model_limiter_name(unsigned lim, char *buf, size_t len)
{
    static const struct { unsigned bit; const char *name; } names[] = {
        {MODEL_LIM_WARPS, "warps"},
        {MODEL_LIM_REGISTERS, "registers"},
        {MODEL_LIM_SHARED_MEM, "shared_mem"},
        {MODEL_LIM_BLOCKS, "blocks"},
    };
    buf[0] = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (lim & names[i].bit) {
            size_t u = strlen(buf);
            snprintf(buf + u, len - u, "%s%s", u ? "+" : "", names[i].name);
        }
    if (!buf[0]) snprintf(buf, len, "none");
    return buf;
}
