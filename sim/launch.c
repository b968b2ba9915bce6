/* launch.c -- one launch's time from the steady state of its waves (launch.h). */
#include "launch.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int lfail(char *err, size_t len, const char *fmt, ...)
{
    if (err && len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, len, fmt, ap);
        va_end(ap);
    }
    return SIM_EINVAL;
}

static int run_point(sim_launch_point_fn point, void *ctx, const model_gpu *g, const sim_workload *w,
                     const sim_params *p, sim_result *r, char *err, size_t errlen)
{
    if (point) return point(ctx, g, w, p, r, err, errlen);
    int rc = sim_run(g, w, p, r, err, errlen);
    sim_result_fini(r);
    return rc;
}

int sim_launch(const model_gpu *g, const sim_workload *w, const sim_params *p,
               const sim_launch_in *in, sim_launch_point_fn point, void *ctx,
               sim_launch_out *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (in->grid < 1) return lfail(err, errlen, "a launch needs at least one block");
    if (!(in->iterations > 0) || !isfinite(in->iterations))
        return lfail(err, errlen, "a launch needs iterations per thread above 0");
    model_occ_in oi = {in->block, in->regs, 0, in->smem_dynamic, -1, -1};
    model_occ_out oc;
    model_occupancy(g, &oi, &oc);
    if (oc.invalid || oc.blocks_per_sm < 1)
        return lfail(err, errlen, "blocks of %d threads with %d registers and %d B of shared memory "
                     "cannot launch on %s (%s)", in->block, in->regs, in->smem_dynamic, g->name,
                     oc.why[0] ? oc.why : "zero blocks per SM");
    int wpb = (in->block + 31) / 32, bar = w->bars_per_iter > 0;
    long wave = (long)g->sm_count * oc.blocks_per_sm;
    out->blocks_per_sm = oc.blocks_per_sm;
    out->warps_per_block = wpb;
    out->waves = (double)in->grid / (double)wave;
    out->full_waves = in->grid / wave;
    out->tail_blocks = in->grid % wave;
    double lat_ns = 0;
    if (out->full_waves > 0) {
        sim_params q = *p;
        q.warps_per_sm = oc.blocks_per_sm * wpb;
        q.block_warps = bar ? wpb : 0; /* a bar waits for its block */
        q.trace = 0;
        sim_result r;
        int rc = run_point(point, ctx, g, w, &q, &r, err, errlen);
        if (rc) return rc;
        out->warps_full = q.warps_per_sm;
        out->tpi_full_ns = r.time_per_iter_ns;
        out->full_us = (double)out->full_waves * in->iterations * r.time_per_iter_ns * 1e-3;
    }
    if (out->tail_blocks > 0) {
        model_gpu gt = *g;
        long r_blocks = out->tail_blocks;
        gt.sm_count = (int)(r_blocks < g->sm_count ? r_blocks : g->sm_count);
        /* the mean warps per SM the tail brings (whole warps, at least a block's;
         * whole blocks when a bar needs them) */
        int wt = (int)((r_blocks * wpb + gt.sm_count - 1) / gt.sm_count);
        if (bar) wt = (wt + wpb - 1) / wpb * wpb;
        if (wt < wpb) wt = wpb;
        if (wt > oc.blocks_per_sm * wpb) wt = oc.blocks_per_sm * wpb;
        sim_params q = *p;
        q.warps_per_sm = wt;
        q.block_warps = bar ? wpb : 0;
        q.trace = 0;
        if (q.sim_sms <= 0 || q.sim_sms > gt.sm_count) q.sim_sms = gt.sm_count;
        sim_result r;
        int rc = run_point(point, ctx, &gt, w, &q, &r, err, errlen);
        if (rc) return rc;
        out->tail_sms = gt.sm_count;
        out->warps_tail = wt;
        out->tpi_tail_ns = r.time_per_iter_ns;
        out->tail_us = in->iterations * r.time_per_iter_ns * 1e-3;
    }
    /* the last stores are done when the memory has them: one unloaded latency */
    int stores = 0;
    for (int i = 0; i < w->n; i++) stores |= w->ins[i].op == OP_ST;
    lat_ns = stores ? g->latency_ns : 0;
    out->drain_us = lat_ns * 1e-3;
    out->launch_us = g->launch_overhead_us;
    out->time_us = out->launch_us + out->full_us + out->tail_us + out->drain_us;
    out->useful_bytes = (double)in->grid * in->block * in->iterations * w->useful_bytes_per_iter / 32.0;
    out->achieved_gbps = out->useful_bytes / (out->time_us * 1e-6) / 1e9;
    return SIM_OK;
}
