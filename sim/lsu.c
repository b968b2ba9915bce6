/* lsu.c -- the load/store unit: coalescing a warp's access into line
 * requests, the LSU queue, the MSHR table (loads to a line in flight merge;
 * a store holds an entry, the write buffer, until served) and the return
 * path.  See simint.h for the flow of one load and one store. */
#include "simint.h"

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
int lsu_lines_of(const sim_instr *in, int lb, int sb)
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

/* Room for the instruction at the SM: the per-warp load cap, the LSU queue
 * and the MSHRs.  Returns 1 with its requests in reqs (admitted), or 0 when
 * the warp must wait (its state and wake-up are set here). */
int lsu_admit(sim_t *s, int wi, const sim_instr *in, sim_time t, req_t *reqs, int *nreq)
{
    warp_t *w = &s->warps[wi];
    sm_t *m = &s->sms[w->sm];
    if (in->op == OP_LD && w->outstanding >= s->warp_cap) {
        w->waiting = WAIT_CAP;
        set_state(s, wi, SIM_ST_LG_THROTTLE, t);
        return 0;
    }
    if (m->lsu_free > t + s->lsu_queue) {
        set_state(s, wi, SIM_ST_LG_THROTTLE, t);
        w->waiting = WAIT_EVENT;
        push(s, m->lsu_free - s->lsu_queue, EV_ISSUE, wi);
        return 0;
    }
    *nreq = gen_requests(s, wi, in, reqs);
    /* loads merge with lines in flight; a store takes an entry per
     * line (the write buffer), so stores are throttled too */
    int fresh = 0;
    for (int k = 0; k < *nreq; k++)
        if (in->op == OP_ST || map_find(s, m, reqs[k].line) < 0) fresh++;
    if (m->mshr_used + fresh > s->mshr_cap) {
        SIM_ASSERT(fresh <= s->mshr_cap);
        w->waiting = WAIT_MSHR;
        set_state(s, wi, SIM_ST_MSHR_FULL, t);
        SIM_ASSERT(m->mw_n < m->mw_cap);
        m->mwait[(m->mw_head + m->mw_n++) % m->mw_cap] = wi;
        return 0;
    }
    return 1;
}

/* an admitted ld/st leaves the SM: one request per line not already in flight */
void lsu_send(sim_t *s, int wi, const sim_instr *in, sim_time t, const req_t *reqs, int nreq)
{
    warp_t *w = &s->warps[wi];
    sm_t *m = &s->sms[w->sm];
    if (in->op == OP_ST) {
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
        return;
    }
    /* a load */
    {
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
}

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
        warp_wake(s, wi, t);
    }
}

/* a request is back at its SM (a store: served at its channel) */
void lsu_return(sim_t *s, int e, sim_time t)
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
        if (--sl->remaining == 0) warp_complete_load(s, si, t);
        s->wts[wn].next = s->wt_free;
        s->wt_free = wn;
        wn = next;
    }
    map_erase(s, m, en->line);
    mshr_release(s, m, e, t);
}
