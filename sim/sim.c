/* sim.c -- warps, scoreboards, SMs with MSHRs and an LSU, channels. */
#include "sim.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Broken invariants abort, in every build. */
#define SIM_ASSERT(c)                                                                  \
    do {                                                                               \
        if (!(c)) {                                                                    \
            fprintf(stderr, "lhsim: internal error: %s (%s:%d)\n", #c, __FILE__, __LINE__); \
            abort();                                                                   \
        }                                                                              \
    } while (0)

enum { EV_ISSUE, EV_ARRIVE, EV_RETURN };
enum { WAIT_NONE, WAIT_REG, WAIT_CAP, WAIT_MSHR, WAIT_EVENT };

static const char *STATE_NAMES[SIM_ST_N] = {"selected", "not_selected", "long_scoreboard",
                                            "lg_throttle", "mshr_full", "wait", "idle"};

const char *sim_state_name(int s) { return s >= 0 && s < SIM_ST_N ? STATE_NAMES[s] : "?"; }

sim_params sim_default_params(void)
{
    sim_params p;
    memset(&p, 0, sizeof p);
    p.warps_per_sm = 1;
    p.sim_sms = 16;
    p.seed = 1;
    p.tolerance = 0.01;
    p.max_events = 200000000ULL;
    p.min_batches = 5;
    p.max_batches = 200;
    p.trace_ns = 5000;
    return p;
}

/* ---- rng: xoshiro256** seeded by splitmix64 ----------------------------- */
typedef struct { uint64_t s[4]; } rng_t;
static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static void rng_seed(rng_t *r, uint64_t seed)
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

static inline uint32_t hash_line(uint64_t line)
{
    line ^= line >> 33;
    line *= 0xff51afd7ed558ccdULL;
    line ^= line >> 33;
    return (uint32_t)line;
}

/* ---- state -------------------------------------------------------------- */
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
} warp_t;

typedef struct { int warp, dst, remaining; sim_time issued; int next_free; } slot_t;
typedef struct { int slot, next; } waiter_t;

typedef struct {
    uint64_t line;
    int sm, bytes, channel, waiters, next_free;
    sim_time depart;
    sim_time extra;           /* this request's share of the latency spread */
    int is_store;             /* a store: holds an MSHR (write buffer) until served */
} entry_t;

typedef struct {
    sim_time lsu_free;
    int mshr_used;
    /* open-addressed line -> entry map, linear probing */
    uint32_t mask, map_n;     /* slots - 1; lines held */
    int *map;                 /* entry index or -1 */
    int *mwait;               /* ring of warps waiting for MSHRs */
    int mw_head, mw_n, mw_cap;
} sm_t;

typedef struct {
    const model_gpu *g;
    const sim_workload *w;
    sim_params p;
    sim_heap heap;
    int has_next;                 /* an issue to run next, without the heap */
    int next_wi;
    sim_time next_t;
    rng_t rng;
    int nsm, nw, nch, mshr_cap, warp_cap;
    sim_time cycle, half_fixed, l2_lat, lsu_per_line, lsu_queue;
    double spread_ps;             /* mean of the exponential latency part */
    sim_time issue_alu, issue_ld;  /* scheduler time per instruction */
    sim_time svc_sector[33];      /* channel time for 1..32 sectors */
    double ps_per_byte;           /* per channel */
    sim_time *sched_free;         /* nsm * schedulers */
    sim_time *wb_free;            /* write-back port per scheduler */
    sim_time wb_cost;
    sim_time *ch_free;
    int64_t *ch_row;              /* open row per bank (channel x banks), -1 none */
    sim_time *bank_free;
    int nbanks;
    sim_time bank_busy;
    uint64_t lines_per_row;
    sim_time miss_busy;
    warp_t *warps;
    sm_t *sms;
    slot_t *slots;
    int nslots, slot_free;
    entry_t *ents;
    int nents, ent_free;
    waiter_t *wts;
    int nwts, wt_free;
    uint64_t lines_total;         /* random buffer, in lines */
    /* measurement */
    int measuring;
    sim_time t0;
    double bytes, lat_sum, lat_n, lbytes_lat, load_lat_sum, load_lat_n, flops;
    double st[SIM_ST_N];
    uint64_t requests, events;
    int oom;
    /* trace */
    sim_trace_ev *tr;
    int ntr, trcap;
    sim_time tr_end;
} sim_t;

static void tr_add(sim_t *s, sim_time t, int warp, int kind, int arg)
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

static void set_state(sim_t *s, int wi, int st, sim_time at)
{
    warp_t *w = &s->warps[wi];
    if (w->state == st) return;
    if (s->measuring && at > w->since) s->st[w->state] += (double)(at - w->since);
    if (at > w->since) w->since = at;
    w->state = st;
    tr_add(s, at, wi, SIM_TR_STATE, st);
}

static void push(sim_t *s, sim_time t, int type, int id)
{
    if (sim_heap_push(&s->heap, t, (uint32_t)type, (uint32_t)id)) s->oom = 1;
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

static int slot_get(sim_t *s)
{
    POOL_GET(slots, nslots, slot_free, slot_t);
    int i = s->slot_free;
    s->slot_free = s->slots[i].next_free;
    return i;
}
static void slot_put(sim_t *s, int i)
{
    s->slots[i].next_free = s->slot_free;
    s->slot_free = i;
}
static int ent_get(sim_t *s)
{
    POOL_GET(ents, nents, ent_free, entry_t);
    int i = s->ent_free;
    s->ent_free = s->ents[i].next_free;
    return i;
}
static void ent_put(sim_t *s, int i)
{
    s->ents[i].next_free = s->ent_free;
    s->ent_free = i;
}
/* waiter nodes use 'next' as both the list link and the free link */
static int wt_get(sim_t *s)
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

/* ---- MSHR map ------------------------------------------------------------ */
static int map_find(const sim_t *s, const sm_t *m, uint64_t line)
{
    uint32_t i = hash_line(line) & m->mask;
    for (;;) {
        int e = m->map[i];
        if (e < 0) return -1;
        if (s->ents[e].line == line) return e;
        i = (i + 1) & m->mask;
    }
}
static void map_insert(const sim_t *s, sm_t *m, uint64_t line, int e)
{
    (void)s;
    SIM_ASSERT(m->map_n < m->mask); /* sized for every line in flight: never full */
    m->map_n++;
    uint32_t i = hash_line(line) & m->mask;
    while (m->map[i] >= 0) i = (i + 1) & m->mask;
    m->map[i] = e;
}
static void map_erase(const sim_t *s, sm_t *m, uint64_t line)
{
    uint32_t i = hash_line(line) & m->mask;
    while (s->ents[m->map[i]].line != line) i = (i + 1) & m->mask;
    /* backward-shift deletion */
    uint32_t j = i;
    for (;;) {
        j = (j + 1) & m->mask;
        int e = m->map[j];
        if (e < 0) break;
        uint32_t home = hash_line(s->ents[e].line) & m->mask;
        /* can e move to i?  yes if home is cyclically outside (i, j] */
        int move = (i <= j) ? (home <= i || home > j) : (home <= i && home > j);
        if (move) {
            m->map[i] = e;
            i = j;
        }
    }
    m->map[i] = -1;
    m->map_n--;
}

/* ---- addresses ---------------------------------------------------------- */
typedef struct { uint64_t line; int bytes; } req_t;
#define SIM_MAX_REQS 64 /* 32 lanes x at most 2 lines each (width <= 16 B, lines >= 32 B) */

/* the lines (and whole sectors in each) that 32 lanes starting at base
 * touch, walking lanes in address order (stride >= 0, so monotone) */
static int walk_lanes(uint64_t base, const sim_instr *in, int lb, int sb, req_t *out)
{
    int n = 0;
    uint64_t last_sector = UINT64_MAX;
    for (int l = 0; l < 32; l++) {
        uint64_t a = base + (uint64_t)l * (uint64_t)in->stride;
        for (uint64_t b = a; b < a + (uint64_t)in->width; b = (b / sb + 1) * sb) {
            uint64_t sec = b / sb;
            if (sec == last_sector) continue;
            last_sector = sec;
            uint64_t line = b / lb;
            if (n > 0 && out[n - 1].line == line) out[n - 1].bytes += sb;
            else {
                SIM_ASSERT(n < SIM_MAX_REQS);
                out[n].line = line;
                out[n].bytes = sb;
                n++;
            }
        }
    }
    return n;
}

/* lines and bytes (whole sectors) one warp-wide access touches */
static int gen_requests(sim_t *s, int wi, const sim_instr *in, req_t *out)
{
    const warp_t *w = &s->warps[wi];
    const int lb = s->g->line_bytes, sb = s->g->sector_bytes;
    if (in->pattern == PAT_RANDOM) {
        int n = 0;
        for (int l = 0; l < 32; l++) {
            out[n].line = rng_next(&s->rng) % s->lines_total;
            out[n].bytes = ((in->width + sb - 1) / sb) * sb;
            n++;
        }
        return n;
    }
    uint64_t base;
    if (in->addr_src >= 0) {
        base = (rng_next(&s->rng) % s->lines_total) * (uint64_t)lb;
    } else {
        uint64_t gw = (uint64_t)w->sm * (uint64_t)s->p.warps_per_sm +
                      (uint64_t)(wi % s->p.warps_per_sm);
        uint64_t chunk = (uint64_t)s->w->chunk_bytes[in->stream];
        base = ((uint64_t)in->stream << 44) +
               ((uint64_t)w->iter * (uint64_t)s->nw + gw) * chunk + (uint64_t)in->offset;
    }
    return walk_lanes(base, in, lb, sb, out);
}

/* the most lines one execution of an ld/st can touch with this GPU's line
 * and sector sizes: chunks are 128 B multiples and a dependent load's block
 * starts on a line, so the start lies at offset + k x 128 modulo the line */
static int max_lines_of(const sim_instr *in, int lb, int sb)
{
    req_t tmp[SIM_MAX_REQS];
    if (in->pattern == PAT_RANDOM) return 32;
    int most = 0, tries = lb > 128 ? lb / 128 : 1;
    for (int k = 0; k < tries; k++) {
        uint64_t base = in->addr_src >= 0 ? 0 : (uint64_t)in->offset + 128u * (uint64_t)k;
        int n = walk_lanes(base, in, lb, sb, tmp);
        if (n > most) most = n;
    }
    return most;
}

/* ---- issue -------------------------------------------------------------- */
static void plan_next(sim_t *s, int wi, sim_time t);

static void issue(sim_t *s, int wi, sim_time t)
{
    warp_t *w = &s->warps[wi];
    const sim_instr *in = &s->w->ins[w->pc];
    /* operands: load results (scoreboard), ALU results (fixed latency) */
    uint64_t need = 0, load_wait = 0;
    sim_time ready = t;
    for (int k = 0; k < in->nsrc; k++) {
        int r = in->src[k];
        need |= 1ULL << r;
        if (w->reg_ready[r] > ready) ready = w->reg_ready[r];
        if (w->reg_ready[r] > t) load_wait |= w->from_load & (1ULL << r);
    }
    if (in->dst >= 0) {
        need |= 1ULL << in->dst;
        if (w->reg_ready[in->dst] > ready) ready = w->reg_ready[in->dst];
        if (w->reg_ready[in->dst] > t) load_wait |= w->from_load & (1ULL << in->dst);
    }
    if (w->pending & need) {
        w->waiting = WAIT_REG;
        w->wait_mask = w->pending & need;
        set_state(s, wi, SIM_ST_LONG_SCOREBOARD, t);
        return;
    }
    if (ready > t) {
        /* still writing a load's data back: the load, as Nsight counts it */
        set_state(s, wi, load_wait ? SIM_ST_LONG_SCOREBOARD : SIM_ST_WAIT, t);
        w->waiting = WAIT_EVENT;
        push(s, ready, EV_ISSUE, wi);
        return;
    }
    sim_time *sf = &s->sched_free[w->sm * s->g->warp_schedulers + w->sched];
    if (*sf > t) {
        set_state(s, wi, SIM_ST_NOT_SELECTED, t);
        w->waiting = WAIT_EVENT;
        push(s, *sf, EV_ISSUE, wi);
        return;
    }
    sm_t *m = &s->sms[w->sm];
    req_t reqs[SIM_MAX_REQS];
    int nreq = 0;
    if (in->op != OP_ALU) {
        if (in->op == OP_LD && w->outstanding >= s->warp_cap) {
            w->waiting = WAIT_CAP;
            set_state(s, wi, SIM_ST_LG_THROTTLE, t);
            return;
        }
        if (m->lsu_free > t + s->lsu_queue) {
            set_state(s, wi, SIM_ST_LG_THROTTLE, t);
            w->waiting = WAIT_EVENT;
            push(s, m->lsu_free - s->lsu_queue, EV_ISSUE, wi);
            return;
        }
        nreq = gen_requests(s, wi, in, reqs);
        {
            /* loads merge with lines in flight; a store takes an entry per
             * line (the write buffer), so stores are throttled too */
            int fresh = 0;
            for (int k = 0; k < nreq; k++)
                if (in->op == OP_ST || map_find(s, m, reqs[k].line) < 0) fresh++;
            if (m->mshr_used + fresh > s->mshr_cap) {
                SIM_ASSERT(fresh <= s->mshr_cap);
                w->waiting = WAIT_MSHR;
                set_state(s, wi, SIM_ST_MSHR_FULL, t);
                SIM_ASSERT(m->mw_n < m->mw_cap);
                m->mwait[(m->mw_head + m->mw_n++) % m->mw_cap] = wi;
                return;
            }
        }
    }
    /* issue */
    *sf = t + (in->op == OP_LD ? s->issue_ld : s->issue_alu);
    w->waiting = WAIT_NONE;
    set_state(s, wi, SIM_ST_SELECTED, t);
    if (in->op == OP_ALU) {
        tr_add(s, t, wi, SIM_TR_ISSUE_ALU, w->pc);
        w->reg_ready[in->dst] = t + (sim_time)in->latency * s->cycle;
        w->from_load &= ~(1ULL << in->dst);
        if (s->measuring) s->flops += 32.0 * in->flops;
    } else if (in->op == OP_ST) {
        tr_add(s, t, wi, SIM_TR_ISSUE_ST, w->pc);
        for (int k = 0; k < nreq; k++) {
            sim_time dep = m->lsu_free > t ? m->lsu_free : t;
            m->lsu_free = dep + s->lsu_per_line;
            int ch = (int)(hash_line(reqs[k].line / s->lines_per_row) % (uint32_t)s->nch);
            int e = ent_get(s);
            if (e < 0) return;
            entry_t *en = &s->ents[e];
            en->line = reqs[k].line;
            en->sm = w->sm;
            en->bytes = reqs[k].bytes;
            en->waiters = -1;
            en->extra = 0;
            en->is_store = 1;
            en->depart = dep;
            en->channel = ch;
            m->mshr_used++;
            push(s, dep + s->half_fixed, EV_ARRIVE, e);
            s->requests++;
        }
    } else {
        tr_add(s, t, wi, SIM_TR_ISSUE_LD, w->pc);
        int si = slot_get(s);
        if (si < 0) return;
        slot_t *sl = &s->slots[si];
        sl->warp = wi;
        sl->dst = in->dst;
        sl->remaining = nreq;
        sl->issued = t;
        w->pending |= 1ULL << in->dst;
        w->outstanding++;
        /* one draw of the latency spread per load instruction: its lines
         * travel and are served together */
        sim_time extra = 0;
        if (s->spread_ps > 0)
            extra = (sim_time)llround(-s->spread_ps * log(1.0 - rng_unit(&s->rng)));
        for (int k = 0; k < nreq; k++) {
            int e = map_find(s, m, reqs[k].line);
            int fresh = e < 0;
            if (fresh) {
                e = ent_get(s);
                if (e < 0) return;
                entry_t *en = &s->ents[e];
                en->line = reqs[k].line;
                en->sm = w->sm;
                en->bytes = reqs[k].bytes;
                en->waiters = -1;
                en->extra = extra;
                en->is_store = 0;
                map_insert(s, m, en->line, e);
                m->mshr_used++;
                sim_time dep = m->lsu_free > t ? m->lsu_free : t;
                m->lsu_free = dep + s->lsu_per_line;
                en->depart = dep;
                s->requests++;
                if (s->g->l2_hit_fraction > 0 && rng_unit(&s->rng) < s->g->l2_hit_fraction) {
                    en->channel = -1;
                    push(s, dep + s->l2_lat, EV_RETURN, e);
                } else {
                    en->channel = (int)(hash_line(en->line / s->lines_per_row) % (uint32_t)s->nch);
                    push(s, dep + s->half_fixed, EV_ARRIVE, e);
                }
            }
            int wn = wt_get(s);
            if (wn < 0) return;
            s->wts[wn].slot = si;
            s->wts[wn].next = s->ents[e].waiters;
            s->ents[e].waiters = wn;
        }
    }
    if (++w->pc == s->w->n) {
        w->pc = 0;
        w->iter++;
    }
    plan_next(s, wi, *sf > t + s->cycle ? *sf : t + s->cycle);
}

/* after issuing: decide without an event when the warp will certainly wait
 * on a load; else try again next cycle */
static void plan_next(sim_t *s, int wi, sim_time t)
{
    warp_t *w = &s->warps[wi];
    const sim_instr *in = &s->w->ins[w->pc];
    uint64_t need = 0;
    for (int k = 0; k < in->nsrc; k++) need |= 1ULL << in->src[k];
    if (in->dst >= 0) need |= 1ULL << in->dst;
    if (w->pending & need) {
        w->waiting = WAIT_REG;
        w->wait_mask = w->pending & need;
        set_state(s, wi, SIM_ST_LONG_SCOREBOARD, t);
        return;
    }
    w->waiting = WAIT_EVENT;
    set_state(s, wi, SIM_ST_NOT_SELECTED, t);
    /* fast path: when every queued event is later than t, this issue is
     * certainly the next event; run it without a push and a pop (the order
     * of events, and so every result, is the same as through the heap) */
    if (!s->has_next && (s->heap.n == 0 || s->heap.a[0].t > t)) {
        s->has_next = 1;
        s->next_wi = wi;
        s->next_t = t;
        return;
    }
    push(s, t, EV_ISSUE, wi);
}

static void wake(sim_t *s, int wi, sim_time t)
{
    s->warps[wi].waiting = WAIT_EVENT;
    push(s, t, EV_ISSUE, wi);
}

static void complete_load(sim_t *s, int si, sim_time t, sim_time ready);

/* an MSHR entry is done: free it and let the first warp waiting for one retry */
static void mshr_release(sim_t *s, sm_t *m, int e, sim_time t)
{
    m->mshr_used--;
    SIM_ASSERT(m->mshr_used >= 0);
    ent_put(s, e);
    if (m->mw_n > 0) {
        int wi = m->mwait[m->mw_head];
        m->mw_head = (m->mw_head + 1) % m->mw_cap;
        m->mw_n--;
        wake(s, wi, t);
    }
}

static void on_return(sim_t *s, int e, sim_time t)
{
    entry_t *en = &s->ents[e];
    sm_t *m = &s->sms[en->sm];
    if (en->is_store) { /* served: the write-buffer entry is free again */
        mshr_release(s, m, e, t);
        return;
    }
    if (s->measuring) {
        double lat = (double)(t - en->depart);
        s->lat_sum += lat;
        s->lat_n += 1;
        s->lbytes_lat += lat * en->bytes;
    }
    for (int wn = en->waiters; wn >= 0;) {
        int next = s->wts[wn].next;
        int si = s->wts[wn].slot;
        slot_t *sl = &s->slots[si];
        SIM_ASSERT(sl->remaining > 0);
        if (--sl->remaining == 0) {
            sim_time ready = t;
            if (s->wb_cost > 0) {
                /* the data is written back to the registers one load at a time;
                 * the register is ready then (reg_ready: no event needed unless
                 * the warp waits for it, and then only one) */
                const warp_t *ww = &s->warps[sl->warp];
                sim_time *wf = &s->wb_free[ww->sm * s->g->warp_schedulers + ww->sched];
                ready = (*wf > t ? *wf : t) + s->wb_cost;
                *wf = ready;
            }
            complete_load(s, si, t, ready);
        }
        s->wts[wn].next = s->wt_free;
        s->wt_free = wn;
        wn = next;
    }
    map_erase(s, m, en->line);
    mshr_release(s, m, e, t);
}

static void complete_load(sim_t *s, int si, sim_time t, sim_time ready)
{
    slot_t *sl = &s->slots[si];
    warp_t *w = &s->warps[sl->warp];
    w->pending &= ~(1ULL << sl->dst);
    w->reg_ready[sl->dst] = ready;
    w->from_load |= 1ULL << sl->dst;
    w->outstanding--;
    SIM_ASSERT(w->outstanding >= 0);
    if (s->measuring) {
        s->load_lat_sum += (double)(ready - sl->issued);
        s->load_lat_n += 1;
    }
    tr_add(s, ready, sl->warp, SIM_TR_RETURN, sl->dst);
    if ((w->waiting == WAIT_REG && !(w->pending & w->wait_mask)) || w->waiting == WAIT_CAP)
        wake(s, sl->warp, t); /* issue() waits out reg_ready itself */
    slot_put(s, si);
}

static void channel_serve(sim_t *s, int ch, int bytes, sim_time t, sim_time *finish)
{
    sim_time start = s->ch_free[ch] > t ? s->ch_free[ch] : t;
    int sec = bytes / s->g->sector_bytes;
    sim_time svc = sec <= 32 ? s->svc_sector[sec] : (sim_time)llround(bytes * s->ps_per_byte);
    s->ch_free[ch] = start + svc;
    *finish = start + svc;
    if (s->measuring) s->bytes += bytes;
}

/* ---- run ---------------------------------------------------------------- */
/* the most lines one ld/st of the workload touches with this GPU's lines */
static int lines_needed(const model_gpu *g, const sim_workload *wl)
{
    int need = 0;
    for (int i = 0; i < wl->n; i++)
        if (wl->ins[i].op != OP_ALU) {
            int l = max_lines_of(&wl->ins[i], g->line_bytes, g->sector_bytes);
            if (l > need) need = l;
        }
    return need;
}

/* lines an SM can have in flight at once: its MSHRs, or fewer when its warps
 * cannot ask for that many (warps x loads per warp x lines per load) */
static double inflight_cap(const model_gpu *g, const sim_workload *wl, int warps_per_sm)
{
    double ask = (double)warps_per_sm * g->max_loads_per_warp * lines_needed(g, wl);
    return ask < g->mshr_per_sm ? ask : g->mshr_per_sm;
}

/* hash-map slots for cap lines: a power of two at least twice cap */
static uint32_t map_slots(double cap)
{
    uint32_t n = 64;
    while (n < 2 * cap && n < (1u << 31)) n <<= 1;
    return n;
}

double sim_memory_estimate(const model_gpu *g, const sim_workload *w, const sim_params *p)
{
    int nsm = p->sim_sms > 0 && p->sim_sms < g->sm_count ? p->sim_sms : g->sm_count;
    double warps = (double)nsm * p->warps_per_sm;
    double cap = inflight_cap(g, w, p->warps_per_sm);
    double per_sm = map_slots(cap) * sizeof(int) + cap * (sizeof(entry_t) + sizeof(waiter_t)) +
                    p->warps_per_sm * (sizeof(int) + (double)g->max_loads_per_warp * sizeof(slot_t));
    double heap = (warps * 4 + 1024) * 2 * 16.0;
    double trace = p->trace ? 200000.0 * sizeof(sim_trace_ev) : 0;
    return warps * sizeof(warp_t) + nsm * per_sm + heap + trace +
           (double)g->channels * (g->banks > 0 ? g->banks : 1) * 16;
}

static void fail(char *err, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (err && len) vsnprintf(err, len, fmt, ap);
    va_end(ap);
}

static void free_all(sim_t *s)
{
    sim_heap_fini(&s->heap);
    free(s->sched_free);
    free(s->wb_free);
    free(s->ch_free);
    free(s->ch_row);
    free(s->bank_free);
    free(s->warps);
    if (s->sms)
        for (int i = 0; i < s->nsm; i++) {
            free(s->sms[i].map);
            free(s->sms[i].mwait);
        }
    free(s->sms);
    free(s->slots);
    free(s->ents);
    free(s->wts);
}

void sim_result_fini(sim_result *r)
{
    free(r->trace);
    r->trace = NULL;
    r->ntrace = 0;
}

int sim_check(const model_gpu *g, const sim_workload *wl, const sim_params *p, char *err,
              size_t errlen)
{
    if (p->warps_per_sm < 1 || p->warps_per_sm > g->max_warps_per_sm) {
        fail(err, errlen, "%d warps per SM: %s holds 1 to %d", p->warps_per_sm, g->name,
             g->max_warps_per_sm);
        return SIM_EINVAL;
    }
    if (!(g->bandwidth_gbps > 0) || !(g->latency_ns > 0) || !(g->sm_clock_mhz > 0)) {
        fail(err, errlen, "%s: bandwidth, latency and clock must be positive", g->name);
        return SIM_EINVAL;
    }
    if (!(p->tolerance > 0) || p->tolerance > 0.5 || p->min_batches < 2 ||
        p->max_batches < p->min_batches) {
        fail(err, errlen, "tolerance must be in (0, 0.5] and batches >= 2");
        return SIM_EINVAL;
    }
    if (wl->n < 1) {
        fail(err, errlen, "empty workload");
        return SIM_EINVAL;
    }
    int need = lines_needed(g, wl); /* with this GPU's lines, not the workload's 128 B view */
    if (need > g->mshr_per_sm) {
        /* a load or store takes an MSHR per line it touches, all at once */
        fail(err, errlen, "mshr_per_sm %d is below the %d lines one load or store instruction needs",
             g->mshr_per_sm, need);
        return SIM_EINVAL;
    }
    return SIM_OK;
}

int sim_run(const model_gpu *g, const sim_workload *wl, const sim_params *p, sim_result *r,
            char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    int rc = sim_check(g, wl, p, err, errlen);
    if (rc) return rc;
    sim_t S;
    sim_t *s = &S;
    memset(s, 0, sizeof *s);
    s->g = g;
    s->w = wl;
    s->p = *p;
    s->nsm = p->sim_sms > 0 && p->sim_sms < g->sm_count ? p->sim_sms : g->sm_count;
    s->nw = s->nsm * p->warps_per_sm;
    double frac = (double)s->nsm / g->sm_count;
    s->nch = (int)llround(g->channels * frac);
    if (s->nch < 1) s->nch = 1;
    double bw = g->bandwidth_gbps * frac;              /* GB/s = bytes/ns */
    s->ps_per_byte = 1000.0 * s->nch / bw;             /* per channel */
    s->cycle = (sim_time)llround(1e6 / g->sm_clock_mhz);
    if (s->cycle < 1) s->cycle = 1;
    s->lsu_per_line = (sim_time)llround((double)s->cycle / g->lsu_lines_per_cycle);
    s->wb_cost = (sim_time)llround(g->return_cycles_per_load * (double)s->cycle);
    s->issue_alu = (sim_time)llround(1.0 * (double)s->cycle);
    s->issue_ld = (sim_time)llround((1.0 + g->issue_cycles_per_load) * (double)s->cycle);
    for (int k = 0; k <= 32; k++)
        s->svc_sector[k] = (sim_time)llround((double)(k * g->sector_bytes) * s->ps_per_byte);
    s->lsu_queue = (sim_time)SIM_LSU_QUEUE_CYCLES * s->cycle;
    /* unloaded latency L = fixed + service of one line (LSU time is part of
     * the queueing it models, not of L) */
    double svc_line = g->line_bytes * s->ps_per_byte;
    s->spread_ps = g->latency_spread_ns * 1000.0;
    s->lines_per_row = g->row_bytes > 0 ? (uint64_t)(g->row_bytes / g->line_bytes) : 1;
    s->miss_busy = (sim_time)llround(g->row_miss_busy_ns * 1000.0);
    s->nbanks = g->banks > 0 ? g->banks : 1;
    s->bank_busy = (sim_time)llround(g->bank_busy_ns * 1000.0);
    double fixed = g->latency_ns * 1000.0 - svc_line - s->spread_ps;
    if (fixed < 0) fixed = 0;
    s->half_fixed = (sim_time)llround(fixed / 2);
    s->l2_lat = (sim_time)llround((g->l2_latency_ns > 0 ? g->l2_latency_ns : g->latency_ns) * 1000);
    s->mshr_cap = g->mshr_per_sm;
    s->warp_cap = g->max_loads_per_warp;
    s->lines_total = (1ULL << 34) / (uint64_t)g->line_bytes; /* 16 GiB buffer */
    rng_seed(&s->rng, p->seed);
    int nsched = g->warp_schedulers;
    if (sim_heap_init(&s->heap, (uint32_t)(s->nw * 4 + 1024)) ||
        !(s->sched_free = calloc((size_t)s->nsm * nsched, sizeof *s->sched_free)) ||
        !(s->wb_free = calloc((size_t)s->nsm * nsched, sizeof *s->wb_free)) ||
        !(s->ch_free = calloc((size_t)s->nch, sizeof *s->ch_free)) ||
        !(s->ch_row = malloc(sizeof *s->ch_row * (size_t)s->nch * (size_t)s->nbanks)) ||
        !(s->bank_free = calloc((size_t)s->nch * (size_t)s->nbanks, sizeof *s->bank_free)) ||
        !(s->warps = calloc((size_t)s->nw, sizeof *s->warps)) ||
        !(s->sms = calloc((size_t)s->nsm, sizeof *s->sms))) {
        free_all(s);
        fail(err, errlen, "out of memory");
        return SIM_ENOMEM;
    }
    s->slot_free = s->ent_free = s->wt_free = -1;
    for (int i = 0; i < s->nch * s->nbanks; i++) s->ch_row[i] = -1;
    /* the map holds every distinct line in flight: never full, so probing ends */
    uint32_t mapsz = map_slots(inflight_cap(g, wl, p->warps_per_sm));
    for (int i = 0; i < s->nsm; i++) {
        sm_t *m = &s->sms[i];
        m->mask = mapsz - 1;
        m->map = malloc(sizeof *m->map * mapsz);
        m->mw_cap = p->warps_per_sm;
        m->mwait = malloc(sizeof *m->mwait * (size_t)m->mw_cap);
        if (!m->map || !m->mwait) {
            free_all(s);
            fail(err, errlen, "out of memory");
            return SIM_ENOMEM;
        }
        memset(m->map, 0xff, sizeof *m->map * mapsz);
    }
    if (p->trace) {
        s->trcap = 200000;
        s->tr = malloc(sizeof *s->tr * (size_t)s->trcap);
        if (!s->tr) {
            free_all(s);
            fail(err, errlen, "out of memory");
            return SIM_ENOMEM;
        }
    }
    /* warps start staggered by one cycle per scheduler slot */
    for (int i = 0; i < s->nw; i++) {
        warp_t *w = &s->warps[i];
        w->sm = i / p->warps_per_sm;
        w->sched = (i % p->warps_per_sm) % nsched;
        w->state = SIM_ST_IDLE;
        w->waiting = WAIT_EVENT;
        push(s, (sim_time)((i % p->warps_per_sm) / nsched) * s->cycle, EV_ISSUE, i);
    }

    /* batches: each 4 loaded latencies long; 3 warm-up batches */
    const int warm = 3;
    double lat_est = g->latency_ns * 1000.0;
    sim_time bstart = 0, bend = (sim_time)(4 * lat_est);
    int b = 0;
    double bsum = 0, bsum2 = 0, btime = 0, bbytes = 0;
    int nb = 0, done = 0;
    double prev_bytes = 0, prev_lat_sum = 0, prev_lat_n = 0;
    sim_event ev = {0};
    for (;;) {
        if (done) break;
        if (s->has_next) {
            s->has_next = 0;
            ev.t = s->next_t;
            ev.type = EV_ISSUE;
            ev.id = (uint32_t)s->next_wi;
        } else if (!sim_heap_pop(&s->heap, &ev)) {
            rc = SIM_EDEADLOCK; /* warps loop forever: an empty queue is a lost wake-up */
            break;
        }
        while (ev.t >= bend) {
            /* close batch b */
            if (b == warm - 1) {
                s->measuring = 1;
                s->t0 = bend;
                for (int i = 0; i < s->nw; i++)
                    if (s->warps[i].since < bend) s->warps[i].since = bend;
                if (s->tr) s->tr_end = bend + (sim_time)(p->trace_ns * 1000);
                prev_bytes = s->bytes;
                prev_lat_sum = s->lat_sum;
                prev_lat_n = s->lat_n;
            } else if (b >= warm) {
                double db = s->bytes - prev_bytes, dt = (double)(bend - bstart);
                double bwb = db / dt; /* bytes/ps */
                bsum += bwb;
                bsum2 += bwb * bwb;
                btime += dt;
                bbytes += db;
                nb++;
                if (s->lat_n > prev_lat_n)
                    lat_est = (s->lat_sum - prev_lat_sum) / (s->lat_n - prev_lat_n);
                prev_bytes = s->bytes;
                prev_lat_sum = s->lat_sum;
                prev_lat_n = s->lat_n;
                if (nb >= p->min_batches) {
                    double mean = bsum / nb;
                    double var = (bsum2 - nb * mean * mean) / (nb - 1);
                    if (var < 0) var = 0;
                    double hw = 2.0 * sqrt(var / nb);
                    r->rel_halfwidth = mean > 0 ? hw / mean : 1.0;
                    if (r->rel_halfwidth <= p->tolerance) {
                        r->converged = 1;
                        done = 1;
                    } else if (nb >= p->max_batches) {
                        done = 1;
                    }
                }
            } else if (s->lat_n > 0) {
                lat_est = s->lat_sum / s->lat_n;
            }
            if (s->heap.n > r->max_queue) r->max_queue = s->heap.n;
            b++;
            bstart = bend;
            double len = 4 * (lat_est > g->latency_ns * 1000.0 ? lat_est : g->latency_ns * 1000.0);
            bend = bstart + (sim_time)len;
            if (done) break;
        }
        if (done) break;
        s->events++;
        if (s->events > p->max_events) {
            rc = SIM_EBUDGET;
            break;
        }
        switch (ev.type) {
        case EV_ISSUE: issue(s, (int)ev.id, ev.t); break;
        case EV_ARRIVE: {
            entry_t *en = &s->ents[ev.id];
            sim_time fin, extra = 0;
            /* a request to its bank's open row is a row hit: no activation (no
             * wait for the bank, no extra channel time); else it opens the row */
            int64_t row = (int64_t)(en->line / s->lines_per_row);
            int bk = en->channel * s->nbanks +
                     (s->nbanks > 1 ? (int)((hash_line((uint64_t)row * 0x9e3779b97f4a7c15ULL) >> 7) % (uint32_t)s->nbanks) : 0);
            int hit = s->g->row_bytes > 0 && s->ch_row[bk] == row;
            sim_time ready = ev.t;
            extra = en->extra;
            if (!hit) {
                s->ch_row[bk] = row;
                if (s->bank_busy > 0) {
                    /* the bank opens the row when it is free, and stays busy tRC */
                    if (s->bank_free[bk] > ready) ready = s->bank_free[bk];
                    s->bank_free[bk] = ready + s->bank_busy;
                }
                if (s->miss_busy > 0) {
                    sim_time st = s->ch_free[en->channel] > ready ? s->ch_free[en->channel] : ready;
                    s->ch_free[en->channel] = st + s->miss_busy;
                }
            }
            channel_serve(s, en->channel, en->bytes, ready, &fin);
            push(s, fin + s->half_fixed + extra, EV_RETURN, (int)ev.id);
            break;
        }
        case EV_RETURN: on_return(s, (int)ev.id, ev.t); break;
        default: SIM_ASSERT(0);
        }
        if (s->oom) {
            rc = SIM_ENOMEM;
            break;
        }
    }
    if (rc == SIM_OK && nb == 0) rc = SIM_EBUDGET;
    if (rc != SIM_OK) {
        if (rc == SIM_ENOMEM)
            fail(err, errlen, "out of memory");
        else if (rc == SIM_EDEADLOCK)
            fail(err, errlen, "internal error: deadlock at %.1f ns (no event pending, warps waiting);"
                 " please report it with the command", (double)ev.t / 1000.0);
        else
            fail(err, errlen, "event budget (%llu) spent before the measurement settled; raise "
                 "--max-events or lower the warps/ILP", (unsigned long long)p->max_events);
        free(s->tr);
        free_all(s);
        return rc;
    }
    sim_time tend = bstart;
    for (int i = 0; i < s->nw; i++) {
        warp_t *w = &s->warps[i];
        if (tend > w->since) s->st[w->state] += (double)(tend - w->since);
    }
    double window = btime; /* ps */
    double tot = 0;
    for (int k = 0; k < SIM_ST_N; k++) tot += s->st[k];
    for (int k = 0; k < SIM_ST_N; k++) r->stall[k] = tot > 0 ? s->st[k] / tot : 0;
    double scale = (double)g->sm_count / s->nsm;
    r->bandwidth_gbps = bbytes / window * 1000.0 * scale; /* bytes/ps -> GB/s */
    r->latency_ns = s->lat_n > 0 ? s->lat_sum / s->lat_n / 1000.0 : 0;
    r->load_latency_ns = s->load_lat_n > 0 ? s->load_lat_sum / s->load_lat_n / 1000.0 : 0;
    double win_all = (double)(tend - s->t0);
    r->bytes_in_flight_per_sm = win_all > 0 ? s->lbytes_lat / win_all / s->nsm : 0;
    r->loads_in_flight_per_warp = win_all > 0 ? s->load_lat_sum / win_all / s->nw : 0;
    r->gflops = win_all > 0 ? s->flops / win_all * 1000.0 * scale : 0;
    r->requests = s->requests;
    r->events = s->events;
    r->batches = nb;
    r->sim_time_ns = window / 1000.0;
    r->sim_sms = s->nsm;
    r->trace = s->tr;
    r->ntrace = s->ntr;
    free_all(s);
    return SIM_OK;
}
