/* engine.c -- 4-ary heap of (time, seq) events, 16-byte entries. */
#include "engine.h"

#include <stdlib.h>

static inline int before(const sim_hent *x, const sim_hent *y)
{
    return x->t < y->t || (x->t == y->t && x->key < y->key);
}

int sim_heap_init(sim_heap *h, uint32_t cap)
{
    if (cap < 16) cap = 16;
    h->a = malloc(sizeof *h->a * cap);
    h->n = 0;
    h->cap = h->a ? cap : 0;
    h->next_seq = 0;
    return h->a ? 0 : -1;
}

void sim_heap_fini(sim_heap *h)
{
    free(h->a);
    h->a = NULL;
    h->n = h->cap = 0;
}

int sim_heap_push(sim_heap *h, sim_time t, uint32_t type, uint32_t id)
{
    if (id > SIM_HEAP_MAX_ID || type >= (1u << SIM_HEAP_TYPE_BITS) || h->next_seq > SIM_HEAP_MAX_SEQ)
        return -1;
    if (h->n == h->cap) {
        if (h->cap > (UINT32_MAX >> 2)) return -1;
        sim_hent *na = realloc(h->a, sizeof *na * (size_t)h->cap * 2);
        if (!na) return -1;
        h->a = na;
        h->cap *= 2;
    }
    sim_hent e = {t, (h->next_seq++ << (SIM_HEAP_ID_BITS + SIM_HEAP_TYPE_BITS)) |
                         ((uint64_t)type << SIM_HEAP_ID_BITS) | id};
    uint32_t i = h->n++;
    while (i > 0) {
        uint32_t p = (i - 1) >> 2;
        if (!before(&e, &h->a[p])) break;
        h->a[i] = h->a[p];
        i = p;
    }
    h->a[i] = e;
    return 0;
}

int sim_heap_pop(sim_heap *h, sim_event *out)
{
    if (h->n == 0) return 0;
    out->t = h->a[0].t;
    out->type = (uint32_t)(h->a[0].key >> SIM_HEAP_ID_BITS) & ((1u << SIM_HEAP_TYPE_BITS) - 1);
    out->id = (uint32_t)(h->a[0].key & SIM_HEAP_MAX_ID);
    sim_hent last = h->a[--h->n];
    uint32_t n = h->n, i = 0;
    for (;;) {
        uint32_t c = 4 * i + 1;
        if (c >= n) break;
        uint32_t best = c;
        uint32_t end = c + 4 < n ? c + 4 : n;
        for (uint32_t k = c + 1; k < end; k++)
            if (before(&h->a[k], &h->a[best])) best = k;
        if (!before(&h->a[best], &last)) break;
        h->a[i] = h->a[best];
        i = best;
    }
    if (n) h->a[i] = last;
    return 1;
}
