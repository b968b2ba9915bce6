/* launch_cmd.c -- lhsim sim --grid: the time of whole launches (sim/launch.h),
 * one row per (grid, iterations); the steady-state points the launches share
 * are simulated once. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "launch.h"
#include "sweep.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    int sms, warps;
    sim_result r;
} memo_t;

typedef struct {
    memo_t m[256];
    int n;
    uint64_t seed;
} memo_ctx;

static int memo_point(void *vctx, const model_gpu *g, const sim_workload *w, const sim_params *p,
                      sim_result *r, char *err, size_t errlen)
{
    memo_ctx *c = vctx;
    for (int i = 0; i < c->n; i++)
        if (c->m[i].sms == g->sm_count && c->m[i].warps == p->warps_per_sm) {
            *r = c->m[i].r;
            return SIM_OK;
        }
    sim_params q = *p;
    q.seed = sweep_point_seed(c->seed, (long)g->sm_count * 1000 + p->warps_per_sm);
    int rc = sim_run(g, w, &q, r, err, errlen);
    r->trace = NULL;
    if (rc) return rc;
    if (c->n < 256) {
        c->m[c->n].sms = g->sm_count;
        c->m[c->n].warps = p->warps_per_sm;
        c->m[c->n].r = *r;
        c->n++;
    }
    return SIM_OK;
}

static const char *const LAUNCH_COLS[] = {
    "workload", "gpu", "grid", "block", "regs", "blocks_per_sm", "iterations", "waves",
    "full_waves", "tail_blocks", "time_us", "launch_us", "full_us", "tail_us", "drain_us",
    "achieved_gbps", "useful_bytes", "warps_full", "warps_tail", "tail_sms", "tpi_full_ns",
    "tpi_tail_ns"};

void launch_run(const sweep_opts *o)
{
    char err[1024];
    static sim_workload wl;
    if (o->is_file) wl = o->file_wl;
    else if (sim_workload_builtin(o->workload, (int)o->I[0], (int)o->B[0], o->flops, &wl, err, sizeof err))
        cli_fail("%s", err);
    if (o->footprint > 0) sim_workload_set_footprint(&wl, o->footprint);
    double *G = NULL, *X = NULL;
    int ng = cli_list("--grid", o->grid, 1, 2147483647.0, 1, &G);
    int nx;
    if (o->elements) nx = cli_list("--elements", o->elements, 1, 1e15, 1, &X);
    else nx = cli_list("--iterations", o->iterations ? o->iterations : "1", 1e-6, 1e9, 0, &X);
    int ncol = (int)(sizeof LAUNCH_COLS / sizeof LAUNCH_COLS[0]);
    tbl *t = tbl_alloc(LAUNCH_COLS, ncol);
    static memo_ctx memo;
    memset(&memo, 0, sizeof memo);
    memo.seed = o->params.seed;
    int done = 0, total = ng * nx;
    for (int a = 0; a < ng; a++)
        for (int b = 0; b < nx; b++) {
            sim_launch_in in = {(long)G[a], o->block, o->regs, o->smem_dynamic,
                                o->elements ? X[b] / (G[a] * o->block) : X[b]};
            sim_launch_out out;
            int rc = sim_launch(&o->g, &wl, &o->params, &in, memo_point, &memo, &out, err, sizeof err);
            if (rc) cli_fail("--grid %.0f --block %d: %s", G[a], o->block, err);
            tbl_cell(t, "%s", wl.name);
            tbl_cell(t, "%s", o->g.name);
            tbl_cell(t, "%ld", in.grid);
            tbl_cell(t, "%d", in.block);
            tbl_cell(t, "%d", in.regs);
            tbl_cell(t, "%d", out.blocks_per_sm);
            tbl_num(t, in.iterations);
            tbl_cell(t, "%.4f", out.waves);
            tbl_cell(t, "%ld", out.full_waves);
            tbl_cell(t, "%ld", out.tail_blocks);
            tbl_cell(t, "%.3f", out.time_us);
            tbl_cell(t, "%.3f", out.launch_us);
            tbl_cell(t, "%.3f", out.full_us);
            tbl_cell(t, "%.3f", out.tail_us);
            tbl_cell(t, "%.3f", out.drain_us);
            tbl_cell(t, "%.1f", out.achieved_gbps);
            tbl_cell(t, "%.0f", out.useful_bytes);
            tbl_cell(t, "%d", out.warps_full);
            tbl_cell(t, "%d", out.warps_tail);
            tbl_cell(t, "%d", out.tail_sms);
            tbl_cell(t, "%.2f", out.tpi_full_ns);
            tbl_cell(t, "%.2f", out.tpi_tail_ns);
            done++;
            if (!o->quiet && total > 1 && isatty(2))
                fprintf(stderr, "\rlhsim: launch %d of %d (%d steady states simulated)", done, total, memo.n);
        }
    if (!o->quiet && total > 1 && isatty(2)) fprintf(stderr, "\n");
    static const char *const compact[] = {"workload", "gpu", "grid", "block", "regs", "blocks_per_sm",
                                          "iterations", "waves", "tail_blocks", "time_us",
                                          "achieved_gbps"};
    tbl_emit_cols(t, o->fmt, o->out, o->columns, compact, (int)(sizeof compact / sizeof compact[0]));
    tbl_free(t);
    free(G);
    free(X);
}
