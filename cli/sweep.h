/* sweep.h -- a sweep of (warps, ILP, width) points run by sim or model,
 * in parallel with OpenMP (one seed per point from the base seed and the
 * point's index), rows in point order whatever the thread count. */
#ifndef LHSIM_SWEEP_H
#define LHSIM_SWEEP_H
#include "sim.h"
#include "util.h"

/* the notes a sweep would print at its end, counted instead (lhsim demo and
 * plot: one note for all their sweeps, sweep_tally_note) */
typedef struct {
    int unconverged, drifting, lat_moving;
} sweep_tally;

typedef struct {
    const char *gpu, *workload, *warps, *ilp, *width, *trace, *series, *out;
    char warps_buf[64];
    char *sets[64];
    int nsets, warps_given, flops, fmt, jobs, shard_i, shard_n, is_model, is_file;
    model_gpu g;
    sim_params params;
    sim_workload file_wl;
    double *W, *I, *B;
    int nwarps, nilp, nwidth;
    int quiet;
    double footprint; /* --footprint: every stream's, 0 = as the workload says
                       * (a list of them: an axis keyed SWEEP_FOOTPRINT_AXIS) */
    /* --set: every override is an axis of the sweep (one value or a list)
     * and a column of its rows */
    int naxes;
    char axis_key[16][64];       /* "memory.latency_ns" */
    char **axis_v[16];           /* its values as text */
    int axis_n[16];
    /* a whole launch (--grid): lhsim sim predicts its time instead of a sweep */
    const char *grid, *iterations, *elements;
    const char *columns;          /* --columns LIST|all; NULL: the format's default */
    int explain;                  /* --explain: the closed form's bound and the simulator's difference */
    int block, regs, smem_dynamic;
    sweep_tally *tally;           /* non-NULL: the end's notes counted here, not printed */
} sweep_opts;

/* the --set axis a --footprint list becomes (its column's name) */
#define SWEEP_FOOTPRINT_AXIS "footprint"

/* lhsim sim --grid: one row per launch (cli/launch_cmd.c) */
void launch_run(const sweep_opts *o);

/* columns of a sweep's rows: SWEEP_COLS, then one per --set key */
int sweep_ncols(const sweep_opts *o);
const char *sweep_col(const sweep_opts *o, int i);
/* returns 1 when --help was printed */
int sweep_parse(int argc, char **argv, const char *cmd, sweep_opts *o);
void sweep_opts_free(sweep_opts *o);
/* memory one point (and all points run at once) may take before the sweep refuses */
#define SWEEP_POINT_BYTES 2e9
/* each row, in point order, as formatted cells (SWEEP_COLS) */
typedef void (*sweep_emit_fn)(void *ctx, const char (*cells)[48], int n);
void sweep_stream(const sweep_opts *o, sweep_emit_fn emit, void *ctx);
/* the same rows collected in a table (small sweeps: figures, bench);
 * NULL on MPI ranks other than 0 */
tbl *sweep_run(const sweep_opts *o);
/* the tally's notes, one line each, as "CMD: note: ... (WHERE)" (nothing when all are 0);
 * where[0..2]: where the unconverged, drifting and latency-moving points lie */
void sweep_tally_note(const sweep_tally *t, const char *cmd, const char *const where[3]);
extern const char *const SWEEP_COLS[];
extern const int SWEEP_NCOLS;
#define SWEEP_MAX_COLS 56 /* >= SWEEP_NCOLS + 16 --set columns (checked at start) */
uint64_t sweep_point_seed(uint64_t base, long index);
/* the closed form for a whole iteration of w at this many warps per SM: its
 * loads' Little's-law bandwidth scaled to the iteration's DRAM bytes (stores,
 * sectors), then the LSU and DRAM bounds; -1 when the loop has no loads */
int sweep_closed_form(const model_gpu *g, const sim_workload *w, int warps, model_bw_out *m);
/* the closed form's DRAM rate (bandwidth_gbps from sweep_closed_form) as
 * the bytes the loop's loads and stores ask for: scaled by the iteration's
 * useful over its DRAM bytes (the DRAM rate itself when either is unknown) */
double sweep_closed_form_useful(const sim_workload *w, double dram_gbps);
uint64_t sweep_fingerprint(const sweep_opts *o, long total);
#endif
