/*
 * sim.h -- the discrete-event simulator of warps, scoreboards, SMs, MSHRs
 * and a queued memory.
 *
 * Contract
 *  - sim_run() simulates one point (a GPU, a workload, warps per SM) from
 *    an empty machine: warm-up, then measurement batches until the
 *    bandwidth's 95% confidence half-width is below params.tolerance of
 *    its mean (or the event budget is spent: result.converged = 0).
 *  - Deterministic: the same inputs and seed give bit-identical results on
 *    any machine and thread count (integer picosecond time, events ordered
 *    by (time, sequence), one xoshiro256** stream per run).
 *  - It allocates only inside the call and frees everything before
 *    returning, except result.trace (when params.trace is set), which the
 *    caller frees with sim_result_fini().
 *  - It never prints.  Errors (impossible configuration, over budget) come
 *    back as SIM_E* with a one-line message.
 *
 * Simplifications, stated (sim/README.md has the components): requests to
 * a line in flight merge by line; a store holds an MSHR (the write buffer)
 * until L2 has it, or, when taking its line evicted a dirty one, until DRAM
 * has written that (so stores cannot outrun DRAM); caches are looked up when
 * a request leaves the SM (their state then, not at arrival); L2 slices
 * serve hits and stores, while a miss is bounded by its DRAM channel; the
 * LSU queue holds SIM_LSU_QUEUE_CYCLES cycles of work before it throttles
 * issue; each memory channel is one FIFO server with optional banks and a
 * read/write turnaround (refresh is not modelled).  With the SMs simulated a
 * subset, bandwidths, channels, L2 capacity and slices and every footprint
 * are scaled to it; an L1 is per SM and not scaled.
 */
#ifndef LHSIM_SIM_H
#define LHSIM_SIM_H

#include <stdint.h>

#include "engine.h"
#include "model.h"
#include "workload.h"

#define SIM_LSU_QUEUE_CYCLES 32

/* SIM_EDEADLOCK: no event was pending while warps still waited -- an internal
 * error (warps loop forever, so the queue never empties), never a result */
enum { SIM_OK = 0, SIM_EINVAL = 1, SIM_EBUDGET = 2, SIM_ENOMEM = 3, SIM_EDEADLOCK = 4 };

typedef enum {
    SIM_ST_SELECTED,       /* issuing an instruction */
    SIM_ST_NOT_SELECTED,   /* ready, another warp of its scheduler issued */
    SIM_ST_LONG_SCOREBOARD,/* waiting for a load's data */
    SIM_ST_LG_THROTTLE,    /* per-warp load cap or LSU queue full */
    SIM_ST_MSHR_FULL,      /* SM's MSHRs all in use */
    SIM_ST_WAIT,           /* fixed-latency (ALU) dependency */
    SIM_ST_IDLE,
    SIM_ST_MATH_PIPE,      /* its ALU pipe is busy (math_pipe_throttle) */
    SIM_ST_BARRIER,        /* at a bar, waiting for the other warps of its block */
    SIM_ST_N
} sim_state;

const char *sim_state_name(int s);

typedef struct {
    int warps_per_sm;
    int sim_sms;           /* SMs simulated; bandwidth and channels scaled; 0 = all */
    uint64_t seed;
    double tolerance;      /* relative 95% half-width of bandwidth */
    uint64_t max_events;   /* budget; SIM_EBUDGET past it before any batch */
    int min_batches, max_batches;
    int trace;             /* record SM 0's events during the first batches */
    int series;            /* record each batch from the start (result.series): how the
                            * loaded latency settles, warm-up included */
    double trace_ns;       /* length of the trace window */
    int smem_per_sm;       /* shared memory the resident blocks hold, bytes (with the
                            * reserved 1 KB per block); -1: not known (L1 is l1_bytes) */
    uint64_t launch_iters; /* 0: the steady state of warps that loop for ever; N: one
                            * launch, every warp running N iterations from a common
                            * start (cold caches), timed to the last warp's end */
    int launch_warm;       /* with launch_iters: a launch like it runs first, untimed,
                            * and drains; the timed one finds the caches as that one
                            * left them (a benchmark's warm-up launch) */
    int block_warps;       /* warps of a block, for bar: the SM's warps in order form blocks
                            * of this many (warps_per_sm a multiple of it); 0 = all one block */
    int probe;             /* 1: each SM also runs a probe, a pointer chase of one lane
                            * through lines of a region of its own (1 GiB of the whole
                            * GPU's, scaled as footprints are), skipping L1, one load in
                            * flight at a time: its loads' latency under the workload's
                            * load is result.probe_latency_ns (a steady state only) */
    int retry_events;      /* 1: each warp waiting for a busy scheduler (oldest first)
                            * retries with an event of its own at every issue slot, as
                            * before the waiters' queue; the same issue order, slower
                            * (kept to check the queue against) */
} sim_params;

/* the L1 bytes an SM has for this launch: l1_shared_bytes less the carve-out
 * that holds p->smem_per_sm, or l1_bytes when either is not known */
double sim_l1_bytes(const model_gpu *g, const sim_params *p);

sim_params sim_default_params(void);

typedef struct {
    double t_ns;
    int warp;
    int kind;     /* SIM_TR_* */
    int arg;      /* instruction index, or state */
} sim_trace_ev;

enum { SIM_TR_ISSUE_LD, SIM_TR_ISSUE_ST, SIM_TR_ISSUE_ALU, SIM_TR_STATE, SIM_TR_RETURN };

/* one batch of a run from its start (params.series), at most SIM_SERIES_MAX */
typedef struct {
    int batch;          /* from 0, warm-up included */
    int measured;       /* 0: warm-up, 1: a batch the answer counts */
    double end_ns;      /* when it ended, from the start */
    double dram_gbps;   /* DRAM's bytes in it / its time, whole GPU (measured batches; NAN in warm-up) */
    double latency_ns;  /* the mean issue-to-data time of the loads that came back in it (NAN: none) */
    double probe_ns;    /* ... of the probes' loads (params.probe; NAN: none) */
    int probes;         /* how many probe loads came back in it */
} sim_series_ev;
#define SIM_SERIES_MAX 100000

/* a run's loaded latency is called still moving past this share (sim_result.latency_drift) */
#define SIM_LAT_DRIFT 0.05

typedef struct {
    double bandwidth_gbps;          /* DRAM bytes (read + written) / s / 1e9, whole GPU */
    double useful_gbps;             /* bytes the program's loads and stores asked for */
    double dram_write_gbps;         /* of bandwidth_gbps, written */
    double l2_gbps;                 /* bytes L2 served to hits and took from stores */
    double l2_port_busy;            /* L2's request ports: the share of the time they were busy
                                     * (memory.l2_request_gbps; 0 when off) */
    double l1_hit, l2_hit;          /* hit fractions of the lines that reached each (-1: off) */
    double time_per_iter_ns;        /* one warp's loop iteration */
    double launch_factor;           /* a long launch's time over the steady state's for the
                                     * same work: its warps at their measured rates by age
                                     * (stats.c, launch_factor); 1 when warps progress evenly */
    double launch_end[4];           /* a launch (launch_iters): its warps' ends from its start,
                                     * shares of the last one's: the first, 10th, 50th, 90th
                                     * percentile (0 for a steady state) */
    double launch_age[4];           /* ... the mean end by age on a scheduler: its warps ranked
                                     * oldest (lowest index) first, the oldest quarter of ranks
                                     * to the youngest (a quarter with no rank, as [1] and [3]
                                     * with 2 ranks a scheduler, stays 0) */
    double latency_ns;              /* request leaves the SM -> data back */
    double load_latency_ns;         /* load issued -> register ready */
    double probe_latency_ns;        /* params.probe: the probes' loads, issued -> data back
                                     * (0 without a probe) */
    uint64_t probe_samples;         /* ... how many were measured */
    double probe_pct_ns[3];         /* ... their 10th, 50th and 90th percentiles (1 ns bins,
                                     * linear within a bin; 0 without a probe) */
    double bytes_in_flight_per_sm;
    double loads_in_flight_per_warp;
    double gflops;
    double stall[SIM_ST_N];         /* fractions of warp time */
    uint64_t requests;              /* memory requests simulated (all) */
    uint64_t events;
    uint32_t max_queue;             /* largest event-queue length seen at batch ends */
    double rel_halfwidth;           /* achieved */
    double drift;                   /* the measured batches' rates: their fitted line's move
                                     * across the run, a share of their mean (sim_lrvar_trend) */
    int drifting;                   /* ... a move over twice the tolerance, 3 standard errors
                                     * from none: the run's answer depends on its length */
    double latency_drift;           /* the measured batches' mean load latencies: their fitted
                                     * line's move across the run, a share of their mean */
    int latency_drifting;           /* ... a move over SIM_LAT_DRIFT, 3 standard errors from
                                     * none: latency_ns depends on the run's length */
    int converged;
    int batches;
    double sim_time_ns;             /* measured window */
    int sim_sms;
    sim_trace_ev *trace;
    int ntrace;
    sim_series_ev *series;          /* params.series: the batches from the start */
    int nseries;
} sim_result;

/* the variance of a mean of n correlated values (batch rates), times n:
 * their variance plus their covariance at lags one and two with Bartlett's
 * weights (2/3, 1/3), never below a quarter of the plain variance; the plain
 * variance alone below SIM_LRVAR_MIN values.  Add values in order. */
#define SIM_LRVAR_MIN 15
typedef struct {
    int n;
    double sum, sum2, p1, p2; /* sums of the values, their squares, and the products at lags 1 and 2 */
    double six;               /* the values times their index (0 the first): the trend */
    double first[2], last[2]; /* the first two values; the last two (last[0] the latest) */
} sim_lrvar;
void sim_lrvar_add(sim_lrvar *v, double x);
double sim_lrvar_var(const sim_lrvar *v);
/* the least-squares line through the values against their index: how far it
 * moves from the first to the last, as a share of their mean (0 under 3
 * values), and *t that move over its standard error (the residuals' variance
 * raised by what sim_lrvar_var counts of their neighbours' covariance, never
 * lowered) */
double sim_lrvar_trend(const sim_lrvar *v, double *t);

int sim_run(const model_gpu *g, const sim_workload *w, const sim_params *p, sim_result *r,
            char *err, size_t errlen);
void sim_result_fini(sim_result *r);

/* A run stopped where its measurement would start (warmed up: caches full,
 * queues steady), kept to run on from with other timings.  sim_run_warm()
 * copies it, sets the copy's timings from g (latencies, bandwidths, busy
 * times, cycles: anything that changes no array's size; a g that changes
 * the shape is refused), lets it settle for settle_batches more warm-up
 * batches (at least one; longer while the loaded latency moves) and measures as sim_run()
 * does.  Every run from one warm state starts from the same state and random
 * numbers: what a parameter changes, not the warm-up's noise (the fit's
 * Jacobian).  Not for a launch (launch_iters) or a trace. */
typedef struct sim_warm sim_warm;
int sim_warm_up(const model_gpu *g, const sim_workload *w, const sim_params *p, sim_warm **out, char *err,
                size_t errlen);
int sim_run_warm(const sim_warm *w, const model_gpu *g, int settle_batches, sim_result *r, char *err,
                 size_t errlen);
void sim_warm_free(sim_warm *w);
/* bytes a warm state holds (its arrays), and so each run from it copies */
double sim_warm_bytes(const sim_warm *w);
/* events its warm-up simulated (a run from it counts its own) */
uint64_t sim_warm_events(const sim_warm *w);
/* warm states made from now on keep their caches' ways and their request
 * pools packed (on: the default) or whole; a run from either is the same,
 * to the bit (tests compare them) */
void sim_warm_set_packed(int on);

/* 1 when no line the workload loads is ever touched again in a run of the
 * steady state: loads only, each a coalesced or strided access to a stream
 * that never wraps (no footprint, not local memory), each stream's chunk
 * whole lines of g and its loads' lines apart.  L1 and L2 can then never hit
 * and never hold a dirty line, so the simulator skips their tags (the same
 * timings: tests/test_sim.c checks it).  sim_loads_once: the same for the
 * loads alone, stores allowed beside them (a copy): no load line is ever in
 * flight twice on an SM, so the SM's MSHR map, which merges loads to a line
 * in flight, is skipped.  sim_set_lines_once(0) turns both skips off, for
 * that test */
int sim_lines_once(const model_gpu *g, const sim_workload *wl);
int sim_loads_once(const model_gpu *g, const sim_workload *wl);
void sim_set_lines_once(int on);
/* the checks sim_run() makes before simulating (impossible configurations) */
int sim_check(const model_gpu *g, const sim_workload *w, const sim_params *p, char *err,
              size_t errlen);
/* bytes the run would allocate, for up-front refusal */
double sim_memory_estimate(const model_gpu *g, const sim_workload *w, const sim_params *p);
/* a self-check for the tests: the fast walks of a warp's lane addresses
 * (contiguous ranges, power-of-two sizes) against the plain lane-by-lane walk */
int sim_lsu_selftest(char *err, size_t errlen);

#endif
