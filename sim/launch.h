/*
 * launch.h -- one kernel launch's time: blocks dispatched to SMs as the
 * hardware does, waves and the tail of the last wave, and the launch
 * overhead, from steady-state simulations of each distinct wave.
 *
 * The model (sim/README.md, "A whole launch"):
 *   blocks per SM B from the occupancy calculator; a wave is sm_count x B
 *   blocks.  full = grid / wave full waves run at W = B x warps per block on
 *   every SM; the r = grid mod wave tail blocks run after them on
 *   min(r, sm_count) SMs with the whole memory system to themselves (at the
 *   mean warps per SM they bring).  Each phase takes iterations x the
 *   simulated time per loop iteration of one warp at its occupancy (blocks
 *   of the next wave take the place of finished ones, so full waves follow
 *   each other without a gap); the last stores drain in one unloaded
 *   latency; the launch costs gpu.launch_overhead_us.
 */
#ifndef LHSIM_LAUNCH_H
#define LHSIM_LAUNCH_H

#include "sim.h"

typedef struct {
    long grid;          /* blocks */
    int block;          /* threads per block */
    int regs;           /* registers per thread */
    int smem_dynamic;   /* bytes per block */
    double iterations;  /* loop iterations per thread (mean) */
} sim_launch_in;

typedef struct {
    int blocks_per_sm, warps_per_block;
    double waves;            /* grid / (sm_count x blocks_per_sm) */
    long full_waves, tail_blocks;
    int tail_sms, warps_full, warps_tail;
    double tpi_full_ns, tpi_tail_ns;  /* one warp's iteration in each phase */
    double launch_us, full_us, tail_us, drain_us, time_us;
    double useful_bytes, achieved_gbps;
} sim_launch_out;

/* a phase's steady state; the caller may memoise it (lhsim sim --grid lists) */
typedef int (*sim_launch_point_fn)(void *ctx, const model_gpu *g, const sim_workload *w,
                                   const sim_params *p, sim_result *r, char *err, size_t errlen);

int sim_launch(const model_gpu *g, const sim_workload *w, const sim_params *p,
               const sim_launch_in *in, sim_launch_point_fn point, void *ctx,
               sim_launch_out *out, char *err, size_t errlen);

#endif
