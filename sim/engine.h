/*
 * engine.h -- the event queue: a 4-ary min-heap in one array, ordered by
 * (time, sequence).  Sequence numbers are assigned at push, so events at
 * the same time pop in the order they were pushed: runs are bit-for-bit
 * reproducible.  The array grows by doubling (amortised, never per event);
 * sim_heap_fini frees it.  Time is an integer (picoseconds).
 */
#ifndef LHSIM_ENGINE_H
#define LHSIM_ENGINE_H

#include <stdint.h>

typedef int64_t sim_time;

typedef struct {
    sim_time t;
    uint64_t seq;   /* push order */
    uint32_t type;
    uint32_t id;
} sim_event;

typedef struct {
    sim_event *a;
    uint32_t n, cap;
    uint64_t next_seq;
} sim_heap;

int sim_heap_init(sim_heap *h, uint32_t cap);
void sim_heap_fini(sim_heap *h);
int sim_heap_push(sim_heap *h, sim_time t, uint32_t type, uint32_t id);
/* returns 0 when empty */
int sim_heap_pop(sim_heap *h, sim_event *out);
static inline sim_time sim_heap_peek_time(const sim_heap *h) { return h->a[0].t; }

#endif
