/* sweep.h -- a sweep of (warps, ILP, width) points run by sim or model,
 * in parallel with OpenMP (one seed per point from the base seed and the
 * point's index), rows in point order whatever the thread count. */
#ifndef LHSIM_SWEEP_H
#define LHSIM_SWEEP_H
#include "sim.h"
#include "util.h"

typedef struct {
    const char *gpu, *workload, *warps, *ilp, *width, *trace, *out;
    char warps_buf[64];
    char *sets[64];
    int nsets, warps_given, flops, fmt, jobs, shard_i, shard_n, is_model, is_file;
    model_gpu g;
    sim_params params;
    sim_workload file_wl;
    double *W, *I, *B;
    int nwarps, nilp, nwidth;
    int quiet;
} sweep_opts;

/* returns 1 when --help was printed */
int sweep_parse(int argc, char **argv, const char *cmd, sweep_opts *o);
void sweep_opts_free(sweep_opts *o);
tbl *sweep_run(const sweep_opts *o);
extern const char *const SWEEP_COLS[];
extern const int SWEEP_NCOLS;
uint64_t sweep_point_seed(uint64_t base, long index);
uint64_t sweep_fingerprint(const sweep_opts *o, long total);
#endif
