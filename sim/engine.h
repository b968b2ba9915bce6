/*
 * engine.h -- the event queue: a 4-ary min-heap in one array, ordered by
 * (time, sequence).  Sequence numbers are assigned at push, so events at
 * the same time pop in the order they were pushed: runs are bit-for-bit
 * reproducible.  An entry is 16 bytes: the time, and one 64-bit key holding
 * the sequence number (high 38 bits), the type (3 bits) and the id (23
 * bits), so one integer comparison orders equal times.  The array grows by
 * doubling (amortised, never per event); sim_heap_fini frees it.  Time is
 * an integer (picoseconds).  Limits: 2^38 events per run, ids below 2^23.
 */
#ifndef LHSIM_ENGINE_H
#define LHSIM_ENGINE_H

#include <stdint.h>

typedef int64_t sim_time;

#define SIM_HEAP_ID_BITS 23
#define SIM_HEAP_TYPE_BITS 3
#define SIM_HEAP_MAX_ID ((1u << SIM_HEAP_ID_BITS) - 1)
#define SIM_HEAP_MAX_SEQ ((1ULL << (64 - SIM_HEAP_ID_BITS - SIM_HEAP_TYPE_BITS)) - 1)

typedef struct {
    sim_time t;
    uint64_t key; /* seq | type | id */
} sim_hent;

typedef struct {
    sim_time t;
    uint32_t type;
    uint32_t id;
} sim_event;

typedef struct {
    sim_hent *a;
    uint32_t n, cap;
    uint64_t next_seq;
} sim_heap;

int sim_heap_init(sim_heap *h, uint32_t cap);
/* the earliest event's time, or INT64_MAX when empty */
static inline sim_time sim_heap_min(const sim_heap *h) { return h->n ? h->a[0].t : INT64_MAX; }
void sim_heap_fini(sim_heap *h);
/* -1 on allocation failure, id or type out of range, or sequence exhausted */
int sim_heap_push(sim_heap *h, sim_time t, uint32_t type, uint32_t id);
/* returns 0 when empty */
int sim_heap_pop(sim_heap *h, sim_event *out);

/*
 * The simulator's event queue: a calendar of SIM_CAL_BUCKETS buckets, each
 * (1 << SIM_CAL_SHIFT) ps wide, covering the next microsecond; an event
 * further ahead waits in a coarse calendar (SIM_CAL_CBUCKETS buckets of
 * (1 << SIM_CAL_CSHIFT) fine buckets each: 65.5 ns wide, 67 us in all),
 * unsorted, until the fine one reaches its bucket and takes it whole; an
 * event further still waits in an overflow heap.  A fine bucket is an array
 * sorted by (time, sequence), and a bitmap of non-empty buckets (with a
 * summary bit per 64 of them) finds the next one, so push and pop cost O(1)
 * for the few events a bucket holds.  Buckets are narrower than a cycle:
 * schedulers drift to their own phase within the cycle, and an event put in
 * a bucket moves up the later ones it holds.  Events pop in exactly the order
 * the heap above gives them (same time, sequence, type and id): results are
 * bit-identical.  An event pushed before the current bucket (never done by
 * the simulator) still pops in order: it goes into the current bucket.
 */
#define SIM_CAL_SHIFT 8   /* 256 ps: half an SM cycle */
#define SIM_CAL_LOG2B 12  /* 4096 buckets: a 1.05 us window (4.2 us was slower: sim/PERFORMANCE.md) */
#define SIM_CAL_BUCKETS (1u << SIM_CAL_LOG2B)
#define SIM_CAL_CSHIFT 8  /* a coarse bucket: 256 fine ones */
#define SIM_CAL_LOG2C 10  /* 1024 coarse buckets */
#define SIM_CAL_CBUCKETS (1u << SIM_CAL_LOG2C)

typedef struct {
    sim_hent *a;          /* sorted; the events left are a[head..n) */
    uint32_t head, n, cap;
} sim_bucket;

typedef struct {
    sim_hent *a;          /* in the order they came */
    uint32_t n, cap;
} sim_cbucket;

typedef struct {
    sim_bucket *b;        /* SIM_CAL_BUCKETS buckets */
    uint64_t *bits;       /* non-empty buckets */
    uint64_t *sum;        /* non-empty words of bits */
    sim_hent *slab;       /* every bucket's first few events (a bucket that grows moves out) */
    int grown;            /* some bucket has moved out of the slab */
    int64_t cur;          /* absolute index (time >> shift) of the current bucket */
    int64_t lim;          /* fine buckets before this (a whole coarse bucket) hold their events */
    uint32_t n;           /* events queued, calendar and overflow */
    uint32_t ncal;        /* of them in the (fine) calendar */
    uint32_t ncoarse;     /* of them in the coarse calendar */
    uint64_t next_seq;
    sim_cbucket *cb;      /* SIM_CAL_CBUCKETS coarse buckets: absolute index (lim >> CSHIFT) on */
    uint64_t *cbits;      /* non-empty coarse buckets */
    sim_heap over;        /* events at or beyond coarse bucket (lim >> CSHIFT) + SIM_CAL_CBUCKETS */
} sim_cal;

int sim_cal_init(sim_cal *q);
void sim_cal_fini(sim_cal *q);
/* -1 on allocation failure, id or type out of range, or sequence exhausted */
int sim_cal_push(sim_cal *q, sim_time t, uint32_t type, uint32_t id);
/* returns 1 with the event, 0 when empty, -1 when out of memory */
int sim_cal_pop(sim_cal *q, sim_event *out);
/* the earliest event's time, or INT64_MAX when empty */
sim_time sim_cal_min(sim_cal *q);

#endif
