/*
 * simint.h -- the simulator's components and their shared state (internal:
 * included by the .c files of sim/ only, never installed).
 *
 * Contract
 *  - Time is an integer number of picoseconds (sim_time), read from the
 *    event that is being handled; no component keeps a clock of its own.
 *  - One event queue (engine.h) holds every pending event; each event's type
 *    names the component that handles it: EV_ISSUE (warp.c), EV_ARRIVE
 *    (dram.c: a request reaches its channel), EV_RETURN (lsu.c: data or a
 *    store's acknowledgement is back at the SM), EV_SCHED (warp.c: a busy
 *    scheduler's waiting warps try again, oldest first).
 *  - A load's life: warp_issue() checks the scoreboard and the scheduler,
 *    asks lsu_admit() for room (per-warp cap, LSU queue, MSHRs), then
 *    lsu_send() turns it into line requests (merging with lines in flight)
 *    that leave the SM through the LSU; dram_arrive() serves each at its
 *    channel (bank, row, queue); lsu_return() frees the MSHR and, when the
 *    load's last line is back, warp_complete_load() writes the register
 *    (write-back port) and wakes the warp.  A store takes the same path and
 *    holds its MSHR (write buffer) until its channel has served it; its data
 *    first leaves the registers through the scheduler's store data path
 *    (lsu_send), and until then a write to those registers waits (warp.c).
 *  - stats.c closes measurement batches as time passes and fills the result.
 *  - Components never print and never allocate per event except through
 *    the pools (lsu.c), which grow by doubling.
 */
#ifndef LHSIM_SIMINT_H
#define LHSIM_SIMINT_H

#include "cache.h"
#include "fastmod.h"
#include "sim.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIM_L2_SVC_MAX 256 /* bytes an L2 request's service time is tabled for */
#define SIM_SLAT_BACK 8    /* warm-up: the stores' times may not drift over this many batches (stats.c) */
#define SIM_PROBE_WIN 32   /* warm-up: the probes' loads judged in windows of this many (stats.c) */
#define SIM_START_ITERS 64 /* a loop over streams that never wrap: SMs start at random iterations below this (sim.c) */

/* Broken invariants abort, in every build. */
#define SIM_ASSERT(c)                                                                  \
    do {                                                                               \
        if (!(c)) {                                                                    \
            fprintf(stderr, "lhsim: internal error: %s (%s:%d)\n", #c, __FILE__, __LINE__); \
            abort();                                                                   \
        }                                                                              \
    } while (0)

enum { EV_ISSUE, EV_ARRIVE, EV_RETURN, EV_SCHED, EV_CHAN };
enum { WAIT_NONE, WAIT_REG, WAIT_CAP, WAIT_MSHR, WAIT_EVENT, WAIT_BAR };
enum { ENT_LOAD, ENT_STORE, ENT_WB, ENT_FILL, ENT_PROBE };
/* the probe's lines (params.probe): a region of their own, far above any stream's */
#define SIM_PROBE_LINE0 (1ULL << 44)
/* the probe's latencies for their percentiles: bins of 1 ns up to 32 us (the
 * last bin takes what is longer) */
#define SIM_PROBE_BIN_PS 1000
#define SIM_PROBE_BINS 32768

/* ---- rng: xoshiro256** seeded by splitmix64 ----------------------------- */
typedef struct { uint64_t s[4]; } rng_t;
static inline uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static inline void rng_seed(rng_t *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++) r->s[i] = splitmix(&seed);
}
static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static inline uint64_t rng_next(rng_t *r)
{
    uint64_t *s = r->s, res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return res;
}
static inline double rng_unit(rng_t *r) { return (rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

/* llround(x) for the simulator's times (|x| < 2^62): halves away from zero,
 * the same integer as the C library's, without its call.  x - trunc(x) is
 * exact in double arithmetic, so the comparisons with 0.5 are too */
static inline int64_t sim_round(double x)
{
    int64_t t = (int64_t)x;
    double d = x - (double)t;
    return t + (d >= 0.5) - (d <= -0.5);
}

/* bits set in x (a portable form: without -mpopcnt the builtin is a call) */
static inline uint32_t popcount32(uint32_t x)
{
#ifdef __POPCNT__
    return (uint32_t)__builtin_popcount(x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
#endif
}

static inline uint32_t hash_line(uint64_t line)
{
    line ^= line >> 33;
    line *= 0xff51afd7ed558ccdULL;
    line ^= line >> 33;
    return (uint32_t)line;
}

/* ---- state -------------------------------------------------------------- */
/* a line request; l1line: the line as the SM's L1 knows it (a wrapping
 * stream's line at the whole GPU's position; else line) */
typedef struct { uint64_t line, l1line; int bytes; uint32_t sectors, partial; } req_t;
#define SIM_MAX_REQS 64 /* 32 lanes x at most 2 lines each (width <= 16 B, lines >= 32 B) */

typedef struct {
    int sm, sched, pc, waiting;
    int outstanding;
    int state;
    sim_time since;
    int64_t iter;
    uint64_t pending;                 /* registers awaiting load data */
    uint64_t wait_mask;               /* registers it waits for */
    uint64_t from_load;               /* reg_ready set by a load's write-back */
    sim_time reg_ready[SIM_MAX_REGS]; /* ALU results */
    uint64_t held;                    /* registers stores have not read yet ... */
    sim_time held_until;              /* ... until then (one barrier for them all) */
    sim_time fetch_at;                /* not before: after a taken branch */
    int nreq;                         /* lines of the ld/st it waits to send (0: none yet) */
    int done;                          /* a launch of launch_iters: this warp has finished */
    sim_time end_t;                    /* ... and when */
    int64_t ins0;                      /* instructions issued when measuring began (iter x n + pc) */
} warp_t;

typedef struct {
    int warp, dst, remaining;
    sim_time issued;
    int next_free;
    int nheld;                      /* L1 lines it took (l1_lines_held_per_load) ... */
    uint16_t held_set[SIM_MAX_REQS]; /* ... and their sets (set_held), freed when it is done */
    int filled;                     /* a line of it came from beyond L1 (it pays the return cost) */
} slot_t;
typedef struct { int slot, next; } waiter_t;

typedef struct {
    uint64_t line;
    uint64_t l1line;          /* the line in L1 (see req_t) */
    int sm, bytes, channel, waiters, next_free;
    sim_time depart;
    sim_time extra;           /* this request's share of the latency spread */
    int kind;                 /* ENT_*: a load line; a store (holds an MSHR, the write
                                 buffer, until L2 or DRAM has it); a write-back or a
                                 partial-write fill (no MSHR, nobody waits) */
    int write;                /* at DRAM: a write */
    int l1set;                /* the L1 set whose way it holds (-1: none) */
    int l1hit;                /* a load line L1 served */
    uint32_t sectors;         /* a load: the sectors it brings; a write to DRAM: the
                                 sectors it writes (0: not known) */
    int qnext;                /* waiting at its channel (dram_queue): the next to have come */
    sim_time qt;              /* ... and when it came */
    int fill;                 /* a load for sectors of a line already in flight: not in the
                                 MSHR map, holds no L1 line or way of its own */
} entry_t;

/* a channel's waiting requests (dram_queue): entries linked by qnext in the
 * order they came, -1 for none; due: an EV_CHAN is queued for when it frees */
typedef struct { int head, tail, due; } chq_t;

/* an MSHR-map slot: the line (held here, not looked up in its entry) */
typedef struct { uint64_t line; int e; } map_slot;

typedef struct {
    sim_time lsu_free;
    sim_time so_free;                 /* the SM's way out for stores is next free */
    int mshr_used;
    int ld_used;              /* of them, loads' (held L1 lines: ld_cap) */
    uint16_t *set_held;       /* per L1 set: ways held by load lines in flight (l1_set_ways) */
    /* open-addressed line -> entry map, linear probing */
    uint32_t mask, map_n;     /* slots - 1; lines held */
    map_slot *map;            /* slots: the line and its entry, or entry -1 */
    int *mwait;               /* ring of warps waiting for MSHRs */
    int mw_head, mw_n, mw_cap;
    int head_woken;           /* in order: the first in line has been woken to retry */
    int head_need, head_ld;   /* in order, what kept the first in line out (lsu.c, head_blocked): */
    int head_set, head_thr;   /* MSHR entries, L1 lines, a full L1 set (-1: none) and its ways */
    uint64_t bar_in;          /* bar: the warps (a bit per age) that have issued their block's
                               * current bar and wait for the rest */
    sim_time bar_free;        /* bar: when the SM can take the next warp's bar */
} sm_t;

typedef struct {
    const model_gpu *g;
    const sim_workload *w;
    sim_params p;
    sim_cal heap;                 /* the event queue */
    int has_next;                 /* an issue to run next, without the heap */
    int has_pend;                 /* the loop stopped where measuring starts, before this event */
    sim_event pend;
    sim_time last_t;              /* the last event's time */
    int ndone;                    /* a launch: warps finished */
    sim_time launch_end;          /* a launch: when its last warp finished (0: not yet) */
    int warmup_launch;            /* a launch: the untimed one before it is running (launch_warm) */
    uint64_t launch_goal;         /* a launch: the iteration its warps finish at */
    int next_wi;
    sim_time next_t;
    rng_t rng;
    int nsm, nw, nch, mshr_cap, warp_cap, ld_cap;
    sim_time cycle, half_fixed, l2_lat, lsu_per_line, lsu_queue;
    double spread_ps;             /* mean of the exponential latency part */
    double l2_jit_ps;             /* width of a line's even spread through L2 (0: none) */
    sim_time cross;               /* a load line served by the SM's far L2 half: this much later */
    sim_time issue_alu, issue_ld;  /* scheduler time per instruction */
    sim_time branch_ps;            /* a taken branch: the warp's next instruction waits */
    sim_time barrier_ps;           /* bar: the last warp's bar taken to the block's next issue */
    sim_time bar_unit_ps;          /* bar: the SM's time to take one warp's */
    int bar_warps;                 /* warps per block (bar) */
    sim_time svc_sector[33];      /* channel time for 1..32 sectors */
    sim_time l2_svc[SIM_L2_SVC_MAX + 1]; /* an L2 slice's time for 0..SIM_L2_SVC_MAX bytes */
    sim_time in_svc[SIM_L2_SVC_MAX + 1]; /* its request port's for a header and 0..MAX bytes of data */
    uint64_t ch_mod;              /* 2^64 / nch rounded up: a hash's channel without a division */
    double ps_per_byte;           /* per channel */
    sim_time *sched_free;         /* nsm * schedulers */
    /* oldest first: the warps waiting for a busy scheduler, a bit per warp
     * of the SM (its age), all due to try again at sched_free + age ps; one
     * EV_SCHED per scheduler stands for them (sched_ev: its time, -1 none) */
    int sched_queue;              /* on: the waiters queue (else each retries with an EV_ISSUE) */
    uint64_t *sched_wait;
    sim_time *sched_ev;
    sim_time *wb_free;            /* write-back port per scheduler */
    sim_time wb_cost;
    sim_time *st_free;            /* store data path per scheduler */
    double st_ps_per_byte;        /* its time per byte of a store's data (0 = none) */
    double so_ps_per_byte;        /* an SM's way out for stores: time per byte (0 = none) */
    sim_time st_lat;              /* then the registers are free this much later */
    sim_time *ch_free;
    int64_t *ch_row;              /* open row per bank (channel x banks), -1 none */
    int64_t *act_row;             /* activation_row_bytes: the row each bank last activated */
    uint64_t act_lines;           /* lines an activation row spans (0: off) */
    sim_time *bank_free;
    int nbanks;
    sim_time bank_busy, bank_busy_wr; /* after a read, after a write */
    sim_time bank_busy_whole;     /* after a write of whole granules (write_granule_bytes) */
    uint32_t gran_lo;             /* sectors of a line that are first of their granule (0: off) */
    int gran_sec;                 /* sectors a granule */
    int rmw_each;                 /* a write's bank time once per granule it covers part of */
    uint64_t lines_per_row;
    int l2_set_shift;         /* an aligned run of 2^l2_set_shift lines shares an L2 set, slice, partition */
    int bal_homes;            /* memory.l2_balanced_homes with two halves: homes 4 of each 8 runs a half */
    sim_time miss_busy;
    sim_time ch_min;          /* an access holds its channel at least this long */
    int l1_set_ways;          /* > 0: a load line in flight holds a way of its L1 set */
    int in_order;             /* ld/st that find no room wait in order: none passes the first */
    int hold_per_load;        /* a load's L1 lines are freed when its last is back */
    warp_t *warps;
    sm_t *sms;
    slot_t *slots;
    int nslots, slot_free;
    entry_t *ents;
    int nents, ent_free;
    waiter_t *wts;
    int nwts, wt_free;
    uint64_t lines_total;         /* random buffer, in lines */
    uint64_t fp_bytes[SIM_MAX_STREAMS]; /* per stream: footprint scaled to the SMs simulated, 0 = unbounded */
    /* caches */
    int l1_on, l2_on;
    int lines_once;               /* no line is loaded twice (sim_lines_once): L1's and L2's tags are skipped */
    int loads_once;               /* no load line is in flight twice (sim_loads_once): the MSHR map is skipped */
    int fill_port;                /* memory.l2_fills_cross_port, with L2 and its ports on */
    int has_stores;      /* the workload stores: warm-up waits for steady write-backs */
    cache_t *l1;                  /* per SM */
    cache_t l2[2];                /* L2, or its two partitions (nparts) */
    int nparts;
    uint64_t fp_full[SIM_MAX_STREAMS]; /* per stream: the footprint unscaled (random lines; 0 = unbounded) */
    uint64_t fold[SIM_MAX_STREAMS];    /* per stream: lines L2 and DRAM see it as (0: no fold) */
    sim_time l1_lat, l2_half;     /* L1 hit latency; half the L2 hit latency (each way) */
    int nsl;                      /* L2 slices simulated */
    sim_time *sl_free;            /* nsl slices, then nsl request ports (the way from the SMs) */
    uint64_t sl_mod;              /* 2^64 / (slices a partition) rounded up */
    uint32_t sl_per;              /* slices a partition */
    uint64_t sl_base;             /* the last run of slices l2_slice placed: its first set group */
    uint32_t sl_off;              /* ... and where its hash starts it (a run is slices a partition long) */
    uint64_t sl_blk;              /* the last block of 8 pairs l2_slice ranked (balanced homes) ... */
    unsigned sl_blkmask;          /* ... and its bal_mask (a pure function of the block: any copy holds) */
    double in_ps_per_byte;        /* a request port's time a byte (0: no ports) */
    int in_hdr;                   /* bytes a request takes there besides a store's data */
    double l2_ps_per_byte;        /* per slice */
    sim_time l2_req_ps;           /* per slice: the least time one request takes (0: none) */
    sim_time l2_st_ps, l2_pst_ps; /* the same for a store of whole sectors, of part of one */
    int fetch_sectors;            /* sectors a miss reads, aligned */
    uint32_t fetch_grp;           /* a fetch_sectors-wide mask */
    uint8_t fetch_lo[32];         /* per sector: the first of its fetch group */
    uint32_t line_mask;           /* all sectors of a line */
    /* DRAM direction */
    int *ch_dir;                  /* per channel: 0 read, 1 write (last served) */
    sim_time turnaround;
    /* DRAM scheduling (dram_queue > 0): per channel its waiting requests in
     * the order they came (entries linked by qnext, -1 ends), and whether an
     * EV_CHAN is due when it frees */
    int dq;
    chq_t *chq;                   /* per channel */
    /* a channel's writes (dram_write_queue W > 0, dram_queue 0): the finish
     * times of those booked and not yet through, a ring of W a channel
     * (wq_fin, from wq_h, wq_n of them), in booking order (a channel books in
     * order: they finish in order); writes beyond W wait in chq */
    int wq;
    int *wq_n, *wq_h;
    sim_time *wq_fin;
    /* ALU pipes */
    sim_time *pipe_free;          /* nsm * schedulers * UNIT_N */
    sim_time pipe_cost[UNIT_N];   /* per warp instruction, 0 = issue only */
    /* counters over the measurement */
    double useful, l2_bytes, dram_rd, dram_wr, iters;
    double port_busy;             /* L2 request ports' booked time, all slices (ps) */
    uint64_t l1_hits, l1_acc, l2_hits, l2_acc;
    uint64_t reused, accessed; /* cache accesses, warm-up included, and those served a sector */
    int bounded;         /* a stream wraps at a footprint: its lines come back */
    int has_loads;       /* the workload loads: warm-up waits for a steady latency */
    double wlat_sum;     /* loaded latencies, warm-up included (ps), and their count */
    uint64_t wlat_n;
    double swlat_sum;    /* stores' times from leaving the SM to served, warm-up included (ps), */
    uint64_t swlat_n;    /* and their count: warm-up waits for them to settle too */
    double wprobe_sum;   /* the probes' loads (params.probe), warm-up included (ps), */
    uint64_t wprobe_n;   /* and their count: warm-up waits for them to settle too */
    /* measurement */
    int measuring;
    sim_time t0;
    double bytes, lat_sum, lat_n, lbytes_lat, load_lat_sum, load_lat_n, flops;
    double probe_sum;             /* the probes' loads: issue to data back (ps), measured, */
    uint64_t probe_n;             /* and how many */
    uint64_t probe_lines;         /* lines in the probes' region (params.probe) */
    sim_time *probe_issued;       /* per SM: when its probe's load in flight was issued */
    uint32_t *probe_hist;         /* the measured probe loads by latency, SIM_PROBE_BIN_PS a bin */
    double st[SIM_ST_N];
    uint64_t requests, events;
    int oom;
    /* trace */
    sim_trace_ev *tr;
    int ntr, trcap;
    /* series (params.series): the batches so far, and the loads' and probes'
     * sums at the last batch's end */
    sim_series_ev *ser;
    int nser, sercap;
    double ser_lat, ser_probe;
    uint64_t ser_latn, ser_proben;
    sim_time tr_end;
    /* the lines of the ld/st each warp is trying to send, kept while it
     * waits for room: its addresses are drawn once */
    req_t *wreq;
    int wreq_max;             /* lines per warp: the most one ld/st touches */
} sim_t;

static inline void tr_add(sim_t *s, sim_time t, int warp, int kind, int arg)
{
    if (!s->tr || t > s->tr_end || !s->measuring) return;
    if (s->warps[warp].sm != 0) return;
    if (s->ntr == s->trcap) return;
    sim_trace_ev *e = &s->tr[s->ntr++];
    e->t_ns = (double)(t - s->t0) / 1000.0;
    e->warp = warp;
    e->kind = kind;
    e->arg = arg;
}

static inline void set_state(sim_t *s, int wi, int st, sim_time at)
{
    warp_t *w = &s->warps[wi];
    if (w->state == st) return;
    if (s->measuring && at > w->since) s->st[w->state] += (double)(at - w->since);
    if (at > w->since) w->since = at;
    w->state = st;
    tr_add(s, at, wi, SIM_TR_STATE, st);
}

static inline void push(sim_t *s, sim_time t, int type, int id)
{
    if (sim_cal_push(&s->heap, t, (uint32_t)type, (uint32_t)id)) s->oom = 1;
}

/* the line L2 and DRAM see for an L1 line.  A random stream picks its lines
 * over the whole footprint, as every SM of the GPU does, so an SM's L1 sees
 * the true ratio of its size to the footprint; L2, scaled to the SMs
 * simulated, sees them folded onto the scaled footprint, so its ratio is
 * true as well */
/* the L2 partition a line lives in (0 with one) */
static inline int l2_home(const sim_t *s, uint64_t l2line)
{
    if (s->bal_homes) return bal_home(l2line >> s->l2_set_shift); /* 4 of each 8 units a half */
    return s->nparts > 1 ? (int)((hash_line((l2line >> s->l2_set_shift) * 0xd6e8feb86659fd93ULL) >> 11) & 1) : 0;
}

static inline uint64_t l2_line_of(const sim_t *s, uint64_t line)
{
    uint64_t lb = (uint64_t)s->g->line_bytes, k = (line * lb) >> 44;
    if (k >= SIM_MAX_STREAMS || !s->fold[k]) return line;
    uint64_t base = (k << 44) / lb;
    return base + (line - base) % s->fold[k];
}

/* ---- pools -------------------------------------------------------------- */
#define POOL_GET(arr, n, freeh, type)                                          \
    do {                                                                       \
        if (s->freeh < 0) {                                                    \
            int old = s->n, nn = old ? 2 * old : 256;                          \
            type *na = realloc(s->arr, sizeof *na * (size_t)nn);               \
            if (!na) {                                                         \
                s->oom = 1;                                                    \
                return -1;                                                     \
            }                                                                  \
            s->arr = na;                                                       \
            for (int k = old; k < nn; k++) s->arr[k].next_free = k + 1 < nn ? k + 1 : -1; \
            s->freeh = old;                                                    \
            s->n = nn;                                                         \
        }                                                                      \
    } while (0)

static inline int slot_get(sim_t *s)
{
    POOL_GET(slots, nslots, slot_free, slot_t);
    int i = s->slot_free;
    s->slot_free = s->slots[i].next_free;
    return i;
}
static inline void slot_put(sim_t *s, int i)
{
    s->slots[i].next_free = s->slot_free;
    s->slot_free = i;
}
static inline int ent_get(sim_t *s)
{
    POOL_GET(ents, nents, ent_free, entry_t);
    int i = s->ent_free;
    s->ent_free = s->ents[i].next_free;
    return i;
}
static inline void ent_put(sim_t *s, int i)
{
    s->ents[i].next_free = s->ent_free;
    s->ent_free = i;
}
/* waiter nodes use 'next' as both the list link and the free link */
static inline int wt_get(sim_t *s)
{
    if (s->wt_free < 0) {
        int old = s->nwts, nn = old ? 2 * old : 256;
        waiter_t *na = realloc(s->wts, sizeof *na * (size_t)nn);
        if (!na) {
            s->oom = 1;
            return -1;
        }
        s->wts = na;
        for (int k = old; k < nn; k++) s->wts[k].next = k + 1 < nn ? k + 1 : -1;
        s->wt_free = old;
        s->nwts = nn;
    }
    int i = s->wt_free;
    s->wt_free = s->wts[i].next;
    return i;
}

/* batch statistics (stats.c): measurement windows closed as time passes */
typedef struct {
    int warm, b, nb, done;
    int warm_why;                 /* what last made warm-up go on: 1 the caches still taking lines,
                                   * 2 the loads' or stores' times still moving (0: neither) */
    double lat_est;
    sim_time bstart, bend;
    double btime, bbytes;
    sim_lrvar rates;       /* the measured batches' rates (bytes/ps) */
    sim_lrvar lats;        /* ... and their loads' mean latencies (ps), where loads came back */
    double prev_bytes, prev_l2, prev_lat_sum, prev_lat_n;
    uint64_t prev_allocs[2]; /* lines L2 [0] and the L1s [1] had allocated by the end of the last warm-up batch */
    double prev_wlat_sum;  /* warm-up latencies by the end of the last batch */
    uint64_t prev_wlat_n;
    double prev_swlat_sum; /* the same for the stores' times */
    uint64_t prev_swlat_n;
    double slat_hist[SIM_SLAT_BACK]; /* the warm-up batches' mean store times (ps), a ring
                                      * by batch (0: none came back) */
    double prev_wprobe_sum; /* the probes' loads by the end of their last window */
    uint64_t prev_wprobe_n;
    double plat_hist[SIM_SLAT_BACK]; /* ... a ring of their windows' means (ps) */
    int pw;                /* ... and how many windows have closed */
    double last_lat;       /* the last warm-up batch's mean latency (ps), 0 = none came back */
} batch_t;

/* warp.c: issue, scoreboard, schedulers */
void warp_issue(sim_t *s, int wi, sim_time t);
void warp_wake(sim_t *s, int wi, sim_time t);
void warp_sched(sim_t *s, int k, sim_time t);
void warp_complete_load(sim_t *s, int si, sim_time t);

/* lsu.c: coalescing, LSU queue, MSHRs (merging, write buffer), pools */
int lsu_lines_of(const sim_instr *in, int line_bytes, int sector_bytes);
int lsu_admit(sim_t *s, int wi, const sim_instr *in, sim_time t, const req_t **reqs, int *nreq);
void lsu_send(sim_t *s, int wi, const sim_instr *in, sim_time t, const req_t *reqs, int nreq);
void lsu_probe(sim_t *s, int sm, sim_time t);
void lsu_return(sim_t *s, int e, sim_time t);
void l2_fill_port(sim_t *s, const entry_t *en, sim_time t); /* memory.l2_fills_cross_port (lsu.c) */

/* the DRAM row a line lies in (its channel and bank follow from the row) */
static inline uint64_t row_of(const sim_t *s, uint64_t line)
{
    return s->lines_per_row > 1 ? line / s->lines_per_row : line;
}

/* dram.c: channels, banks, rows */
void dram_arrive(sim_t *s, int e, sim_time t);
void dram_chan(sim_t *s, int ch, sim_time t);

/* stats.c */
void stats_init(sim_t *s, batch_t *bt);
void stats_advance(sim_t *s, batch_t *bt, sim_time t, sim_result *r);
void stats_result(sim_t *s, const batch_t *bt, sim_result *r);
void stats_launch_ends(const sim_t *s, sim_result *r);

#endif
