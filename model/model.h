/*
 * model.h -- lhsim's closed forms and GPU description.
 *
 * Contract
 *  - model_gpu is a plain value struct: the caller owns it (stack or heap);
 *    nothing inside points to allocated memory, so it is copied with '='.
 *  - model_gpu_default() returns an all-zero description with the fixed
 *    constants (warp size, 128 B line, 32 B sector) filled in.
 *  - model_gpu_load() reads an INI preset over such a value.  On failure it
 *    returns a model_status other than MODEL_OK and writes one line into
 *    err: "FILE:LINE: KEY: what is wrong".  The output struct is left in an
 *    unspecified but valid state; nothing is allocated.
 *  - model_gpu_set() overrides one "section.key=value" (the CLI's --set).
 *  - Every other function is pure: no I/O, no globals, never prints.
 *
 * Dependencies: libc and libm only.  model/ knows nothing of sim/.
 */
#ifndef LHSIM_MODEL_H
#define LHSIM_MODEL_H

#include <stddef.h>
#include <stdint.h>

#define LHSIM_VERSION "0.1.0"

typedef enum {
    MODEL_OK = 0,
    MODEL_EIO,      /* file cannot be read */
    MODEL_EPARSE,   /* malformed line */
    MODEL_EKEY,     /* unknown section or key, duplicate key, missing key */
    MODEL_EVALUE,   /* value not a number or out of range */
    MODEL_EINVAL,   /* impossible configuration */
    MODEL_ENOTFOUND /* no such preset */
} model_status;

const char *model_strerror(int status);

#define MODEL_MAX_CARVEOUTS 16

typedef struct {
    char name[64];           /* [gpu] name */
    double compute_capability;
    int sm_count;
    double sm_clock_mhz;
    double peak_fp32_gflops;
    double l2_bytes;

    /* [sm] */
    int warp_size;
    int max_warps_per_sm;
    int max_threads_per_sm;
    int max_blocks_per_sm;
    int max_threads_per_block;
    int regs_per_sm;
    int regs_per_block;
    int max_regs_per_thread;
    int reg_alloc_unit;      /* registers per warp are rounded up to this */
    int sub_partitions;      /* register file is split among these */
    int smem_per_sm_bytes;   /* largest shared-memory carve-out */
    int smem_per_block_bytes;        /* default per-block limit */
    int smem_per_block_optin_bytes;  /* opt-in per-block limit */
    int smem_reserved_per_block_bytes;
    int smem_alloc_unit_bytes;
    int n_carveouts;
    int carveouts_kb[MODEL_MAX_CARVEOUTS]; /* ascending */
    int warp_schedulers;
    int oldest_first;        /* 1: a scheduler with several warps waiting for it issues the
                              * oldest (first launched) first; 0: the one that waited longest */
    int lsu_wait_by_age;     /* 1: warps that find no room at the SM (MSHRs, L1) wait in line by
                              * age, the oldest first (after the one first in line); 0: in the
                              * order they came */
    double lsu_lines_per_cycle;   /* line requests the LSU accepts per cycle */
    int max_loads_per_warp;       /* scoreboard cap on loads in flight */
    int mshr_per_sm;              /* outstanding line requests per SM */
    double issue_cycles_per_load; /* extra issue cost per load instruction */
    double return_cycles_per_load; /* a completed load holds its sub-partition's
                                      register write-back this long, serially */
    double store_bytes_per_cycle;  /* a store's data leaves the registers through
                                      its sub-partition at this rate, serially; until
                                      then its registers are held (0 = at once) */
    double store_read_cycles;      /* and the store's registers are free this much
                                      later (the read's pipeline, overlapping) */
    double store_out_bytes_per_cycle; /* an SM's stores leave it (toward L2) at most
                                         this fast, one line after another (0 = no
                                         limit) */

    /* [memory] */
    double latency_ns;       /* mean unloaded DRAM latency seen by a load */
    double latency_spread_ns;/* mean of an exponential part of it (DRAM row misses,
                                bank conflicts): latency varies per request */
    double bandwidth_gbps;   /* sustainable DRAM bandwidth, 1e9 B/s */
    int channels;            /* independent queues, address-interleaved by row */
    int row_bytes;           /* DRAM row: consecutive lines in one row share a
                                channel; 0 = interleave by line, no row model */
    int write_rows_only;     /* 1 (with row_bytes): only writes use rows -- a read
                                takes the bank of its own line, never hits and
                                leaves the bank's open row alone (a pair's two
                                reads go to two banks as with no rows) */
    double row_miss_busy_ns; /* extra channel time for a request that opens a row */
    int hits_skip_access_min;/* 1: dram_accesses_per_ns bounds the rows opened, not
                                the accesses -- a row hit takes its data time only */
    int activation_row_bytes;/* > 0: dram_accesses_per_ns binds activations of rows of
                                this many bytes of each channel (each bank keeps the
                                one it opened last; a read of it passes the floor, a
                                write of part of a granule never does); 0: every
                                access but a written pair's second pays it */
    int banks;               /* banks per channel, each with one open row; 0 = one
                                open row per channel and no bank timing */
    double bank_busy_ns;     /* a bank opening a row is busy this long (tRC) */
    double bank_busy_write_ns; /* the same for a write (write recovery: tWR); 0 = bank_busy_ns */
    int write_granule_bytes;  /* DRAM's smallest write without a read-modify-write: a write of
                               * whole granules holds its bank bank_busy_write_whole_ns, any
                               * other write bank_busy_write_ns; 0 = every write the latter */
    double bank_busy_write_whole_ns; /* (with write_granule_bytes) 0 = bank_busy_write_ns */
    int write_rmw_each;       /* (with write_granule_bytes) 1: a write holds its bank
                               * bank_busy_write_ns once for each granule it covers part of
                               * (each read, merged and written); 0: once */
    double dram_accesses_per_ns; /* accesses (of any size) the channels take, all together: an
                                  * access holds its channel at least channels / rate; 0 = off */
    double l2_hit_fraction;  /* override: this share of load lines hit L2 (no L2 model) */
    double l2_latency_ns;    /* unloaded round trip of a load that hits L2 (its line's service
                              * and its return cost, return_cycles_per_load, inside it) */
    double l2_jitter_ns;     /* a line's trip through L2 (hit or miss) varies around its mean,
                              * evenly over this width, each line its own draw: a load waits
                              * for its last line (0 = every trip the same) */
    double l2_cross_ns;      /* with l2_partitions 2: a load line served by the other half
                              * (a DRAM miss homed there, a hit the SM's half has no copy of)
                              * comes back this much later; latency_ns stays the mean over
                              * both halves (0 = no difference) */
    int line_bytes;
    int sector_bytes;
    /* the L2 model (on when l2_bytes > 0 and l2_bandwidth_gbps > 0) */
    double l2_bandwidth_gbps;/* bytes L2 hits can deliver, all slices together */
    int l2_slices;           /* independent L2 servers, address-interleaved by line */
    double l2_requests_per_ns; /* requests (load hits, stores) L2 can take, all slices
                                * together, whatever their size; 0 = only bytes limit */
    double l2_store_requests_per_ns;   /* stores of whole sectors L2 can take (0: as loads) */
    double l2_partial_stores_per_ns;   /* stores of part of a sector (0: as whole) */
    double l2_request_gbps;  /* the way from the SMs to L2, all slices together: every
                              * request crosses it with l2_request_header_bytes, a store
                              * with its data too (0 = not modelled) */
    double l2_request_header_bytes; /* what a request's address and command take on it */
    int l2_fills_cross_port; /* 1: a line DRAM reads into L2 crosses its slice's port too
                              * (its data, no header), as a store's data does */
    int l2_ways;             /* associativity */
    int l2_partitions;       /* 1 or 2: L2 in halves, each SM near one; a line lives in
                              * its home half, and an SM reading a line whose home is
                              * the other half keeps a copy in its own (0 = 1) */
    int l2_random_replacement; /* 1: a random way leaves a full set; 0: the LRU one */
    int l2_miss_holds_slice; /* 1: a load that misses L2 holds its slice one request's time
                              * (the tag look-up): in its SM's half, then at home, before
                              * going on to DRAM */
    int l2_fetch_bytes;      /* a miss reads this aligned block (32, 64 or 128 B) */
    int partial_write_fetch; /* 1: a store of part of a sector reads the sector first */
    int l2_dirty_ways;       /* an L2 set holds at most this many dirty lines: one more
                              * has the set's longest-dirty line written to DRAM (it stays,
                              * clean); 0 = no limit */
    int l2_set_lines;        /* an aligned run of this many lines shares an L2 set, slice and
                              * partition (0 = 1: every line placed by itself) */
    int l2_plain_sets;       /* 1: L2 sets by the line's (or pair's) low bits, consecutive
                              * ones in consecutive sets, not a hash */
    int l2_balanced_homes;   /* 1 (two L2 halves): of each aligned block of 8 lines (or runs of
                              * l2_set_lines) 4 live in each half, and each half's sets take
                              * them by their rank there (every set alike); 0: a half per
                              * run at random, sets by the run's hash */
    int l2_clean_victims;    /* 1: a line taking a way of a full set (random replacement)
                              * takes a clean one while the set has one: dirty lines leave
                              * by the dirty limit, oldest first */
    double rw_turnaround_ns; /* a channel switching between reads and writes idles this long */
    int dram_queue;          /* 0: a channel serves its requests in arrival order; N > 0: when
                              * it frees, it serves the one of its N oldest waiting requests
                              * that can start soonest (bank free, no turnaround), the oldest
                              * of those that tie */
    int dram_write_queue;    /* 0: a channel takes every write that reaches it; W > 0 (with
                              * dram_queue 0): a channel holds at most W writes booked and
                              * not yet through, the next wait in L2 in the order they came
                              * (their stores keep their MSHRs), and reads pass them */
    /* the L1 (per SM; on when l1_bytes > 0) */
    double l1_bytes;
    double l1_latency_ns;
    /* L1 and shared memory share l1_shared_bytes per SM (0: L1 is l1_bytes
     * whatever the kernel's shared memory): a kernel's blocks take the
     * smallest carve-out of smem_carveouts_kb that holds their shared
     * memory, L1 gets the rest */
    double l1_shared_bytes;
    int l1_lines_bound_loads; /* 1: an SM's load lines in flight each hold an L1 line */
    int l1_sets_bound_loads;  /* 1: ... a way of their L1 set: a load waits while a set one of its
                               * lines maps to has every way held by lines in flight */
    int l1_lines_held_per_load; /* 1: a load instruction's L1 lines (and ways) are freed together,
                                 * when its last line is back, not each as it comes */
    int l1_ways;              /* L1 associativity (0: 4) */
    int lsu_in_order;         /* 1: a ld/st that finds no room holds back the SM's later ones */
    int l1_sets;              /* or its sets (ways = its lines / sets); 0: by l1_ways */
    int l1_plain_sets;        /* 1: L1 sets by the line's low bits, not a hash */
    double branch_cycles;    /* a taken branch: the warp's next instruction waits this long */
    double barrier_cycles;   /* bar (__syncthreads): the SM has taken the last warp of a block's
                              * bar; the block's warps may issue again this long after */
    double barrier_warp_cycles; /* the SM takes one warp's bar at a time, each this long */
    double launch_overhead_us;  /* event before a launch to event after an empty kernel; 0: not counted */
    /* ALU pipes: lanes per SM (0 = as fast as issue) */
    int fp32_lanes, int_lanes, sfu_lanes, fp64_lanes;
} model_gpu;

model_gpu model_gpu_default(void);
int model_gpu_load(const char *path, model_gpu *gpu, char *err, size_t errlen);
int model_gpu_parse(const char *text, size_t len, const char *fname,
                    model_gpu *gpu, char *err, size_t errlen);
/* "section.key=value" */
/* One preset line as the reader sees it: 1 = a section header (its name in
 * section), 2 = a key line (its key in key), 0 = blank, comment or other. */
int model_ini_line(const char *line, char *section, size_t slen, char *key, size_t klen);
int model_gpu_set(model_gpu *gpu, const char *assignment, char *err,
                  size_t errlen);
/* After loading: checks cross-field consistency (positive bandwidth, ...). */
int model_gpu_check(const model_gpu *gpu, const char *fname, char *err,
                    size_t errlen);
/* Resolve NAME|PATH: a path if it contains '/' or ends in ".ini", else
 * look in the preset directories (see model_preset_dirs). */
int model_gpu_find(const char *name_or_path, char *path, size_t pathlen,
                   char *err, size_t errlen);
/* Lists the preset names, space separated. */
void model_gpu_list(char *buf, size_t len);

/* ---------- occupancy ---------------------------------------------------- */

typedef struct {
    int threads;          /* threads per block */
    int regs;             /* registers per thread */
    int smem_static;      /* bytes */
    int smem_dynamic;     /* bytes */
    int max_dynamic_smem; /* the kernel's cudaFuncAttributeMaxDynamicSharedMemorySize;
                             -1: opted in to the largest allowed */
    int carveout;         /* percent, -1 default */
} model_occ_in;

typedef struct {
    int blocks_per_sm;
    int warps_per_sm;
    double occupancy;        /* warps / max warps */
    int limit_registers;     /* blocks allowed by each limiter */
    int limit_shared_mem;
    int limit_warps;
    int limit_blocks;
    unsigned limiters;       /* bit set of MODEL_LIM_* that bind */
    /* the arithmetic, for --explain */
    int warps_per_block;
    int regs_per_warp_alloc;
    int warps_per_subpartition;
    int smem_per_block_alloc;
    int smem_per_sm_config;
    int smem_limit_per_block;
    int invalid;             /* 1: the launch itself is impossible */
    char why[160];
} model_occ_out;

enum {
    MODEL_LIM_WARPS = 1, MODEL_LIM_REGISTERS = 2, MODEL_LIM_SHARED_MEM = 4,
    MODEL_LIM_BLOCKS = 8
};

/* the smallest shared-memory carve-out of gpu->smem_carveouts_kb that holds
 * bytes (0 for 0); -1 if none does */
int model_carveout_bytes(const model_gpu *gpu, int bytes);

int model_occupancy(const model_gpu *gpu, const model_occ_in *in,
                    model_occ_out *out);
/* "warps|registers|shared_mem|blocks" joined by '+'; writes into buf */
const char *model_limiter_name(unsigned limiters, char *buf, size_t len);

/* ---------- Little's law and roofline ------------------------------------ */

typedef struct {
    double requests_in_flight;    /* device-wide, C = B*L/S */
    double requests_per_sm;
    double bytes_in_flight;       /* device-wide */
    double bytes_in_flight_per_sm;
    double requests_per_warp;     /* 0 when warps_per_sm not given */
} model_little_out;

/* bandwidth in GB/s (1e9), latency in ns, request in bytes */
int model_little(double bandwidth_gbps, double latency_ns, double request_bytes,
                 int sms, double warps_per_sm, model_little_out *out);

typedef struct {
    double attainable_gflops;
    double ridge_intensity;
    int memory_bound;
} model_roof_out;

int model_roofline(double bandwidth_gbps, double peak_gflops, double intensity,
                   model_roof_out *out);

/* Closed-form bandwidth for W warps per SM each with `loads` independent
 * loads of `bytes_per_load` in flight (Little's law capped by the per-warp
 * cap, the MSHRs and the bandwidth).  Returns GB/s; fills the bound that
 * binds ("latency", "bandwidth", "warp-cap", "mshr", "lsu"; the whole
 * iteration's closed form, cli/sweep.c, adds "accesses"). */
typedef struct {
    double bandwidth_gbps;       /* min of the bounds */
    double little_gbps;          /* concurrency / latency */
    double bytes_in_flight_per_sm;
    double lsu_gbps;             /* LSU issue bound */
    double access_gbps;          /* DRAM's access rate x DRAM bytes per line the iteration
                                  * touches (sweep_closed_form; 0: no such bound) */
    const char *bound;
} model_bw_out;

int model_bandwidth(const model_gpu *gpu, double warps_per_sm, double loads,
                    double bytes_per_load, double lines_per_load,
                    model_bw_out *out);

#endif
