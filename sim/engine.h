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
void sim_heap_fini(sim_heap *h);
/* -1 on allocation failure, id or type out of range, or sequence exhausted */
int sim_heap_push(sim_heap *h, sim_time t, uint32_t type, uint32_t id);
/* returns 0 when empty */
int sim_heap_pop(sim_heap *h, sim_event *out);

#endif
