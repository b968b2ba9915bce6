/* warp.c -- warps: in-order issue, the scoreboard (registers waiting for
 * loads), fixed-latency ALU results, schedulers and the register write-back
 * port.  Memory instructions go through the LSU (lsu.c). */
#include "simint.h"

static void plan_next(sim_t *s, int wi, sim_time t);

/*
 * When instruction in's operands are ready for warp w, from t on: its
 * sources' and destination's registers (an ALU result's fixed latency, a
 * load's write-back), a store's read barrier on the destination, the fetch
 * after a taken branch.  *need: the registers it names (a load still pending
 * on one of them is the scoreboard's, not a time); *load_wait: some of them
 * wait for a load's data (Nsight's long scoreboard) rather than a fixed
 * latency.  Only the warp's own issues change these times, so they are known
 * as soon as its previous instruction has issued.
 */
static inline sim_time operands_ready(const warp_t *w, const sim_instr *in, sim_time t, uint64_t *need,
                                      int *load_wait)
{
    uint64_t nd = 0, lw = 0;
    sim_time ready = t;
    for (int k = 0; k < in->nsrc; k++) {
        int r = in->src[k];
        nd |= 1ULL << r;
        if (w->reg_ready[r] > ready) ready = w->reg_ready[r];
        if (w->reg_ready[r] > t) lw |= w->from_load & (1ULL << r);
    }
    if (in->dst >= 0) {
        nd |= 1ULL << in->dst;
        if (w->reg_ready[in->dst] > ready) ready = w->reg_ready[in->dst];
        if (w->reg_ready[in->dst] > t) lw |= w->from_load & (1ULL << in->dst);
        /* a store issued earlier has not read this register yet (the read
         * barrier a store sets in SASS): the write waits for it */
        if ((w->held >> in->dst & 1) && w->held_until > ready) {
            ready = w->held_until;
            lw |= 1ULL << in->dst;
        }
    }
    if (w->fetch_at > ready) ready = w->fetch_at; /* after a taken branch */
    *need = nd;
    *load_wait = lw != 0;
    return ready;
}

/* the time warp w's scheduler's pipe for instruction in is next free, or
 * NULL when in takes no pipe with a cost (a load or store, a pipe of 32
 * lanes) */
static inline sim_time *pipe_slot(sim_t *s, const warp_t *w, const sim_instr *in)
{
    if (in->op != OP_ALU || in->unit >= UNIT_N || s->pipe_cost[in->unit] <= 0) return NULL;
    return &s->pipe_free[(w->sm * s->g->warp_schedulers + w->sched) * UNIT_N + in->unit];
}

/*
 * The warps waiting for a busy scheduler, oldest first.  Each would try
 * again at sched_free + its age (ps), and all but the first would find the
 * scheduler busy again and wait for its next slot: a storm of events, one
 * per waiting warp per issue slot, at 64 warps nearly all of a compute-bound
 * loop's events.  Instead the scheduler keeps its waiters (a bit per age) and
 * one EV_SCHED at the time the oldest would try: it tries, and the others
 * keep waiting.  The same warps issue at the same instants as with a retry
 * each (only the order against another event at the very same picosecond
 * can differ: the queue's event was pushed at another moment).
 */
static void sched_arm(sim_t *s, int k)
{
    sim_time at = s->sched_free[k] + (sim_time)__builtin_ctzll(s->sched_wait[k]);
    if (s->sched_ev[k] >= 0 && s->sched_ev[k] <= at) return; /* an earlier one rearms it */
    s->sched_ev[k] = at; /* a later one left queued is stale: its time no longer matches */
    push(s, at, EV_SCHED, k);
}

static void sched_join(sim_t *s, int k, int age)
{
    s->sched_wait[k] |= 1ULL << age;
    sched_arm(s, k);
}

/* scheduler k's event at t: its oldest waiter tries, if the scheduler is free */
void warp_sched(sim_t *s, int k, sim_time t)
{
    if (s->sched_ev[k] != t) return; /* stale: a younger arrival's event replaced it */
    s->sched_ev[k] = -1;
    uint64_t m = s->sched_wait[k];
    SIM_ASSERT(m);
    if (s->sched_free[k] > t) { /* a warp issued meanwhile: all wait for the next slot */
        sched_arm(s, k);
        return;
    }
    int age = __builtin_ctzll(m);
    SIM_ASSERT(s->sched_free[k] + age == t);
    s->sched_wait[k] = m & (m - 1);
    warp_issue(s, k / s->g->warp_schedulers * s->p.warps_per_sm + age, t);
    if (s->sched_wait[k] && s->sched_ev[k] < 0) sched_arm(s, k);
}

/*
 * bar: warp wi issued its block's bar at t.  The block is the SM's warps
 * age / bar_warps; the SM keeps a bit per warp that has come.  The SM takes
 * the bars one at a time, bar_unit_ps each, in the order issued (all blocks
 * share it), so the last to issue is the last taken.  All but the last wait
 * (-1); the last releases the block: every warp of it may issue again
 * barrier_ps after its bar is taken (returned).  A warp cannot come to the
 * next bar before the block has left this one: one bit per warp suffices.
 */
static sim_time bar_arrive(sim_t *s, int wi, sim_time t)
{
    warp_t *w = &s->warps[wi];
    sm_t *m = &s->sms[w->sm];
    int bw = s->bar_warps, age = wi % s->p.warps_per_sm, first = age / bw * bw;
    uint64_t block = (bw >= 64 ? ~0ULL : (1ULL << bw) - 1) << first;
    SIM_ASSERT(!(m->bar_in >> age & 1));
    m->bar_in |= 1ULL << age;
    m->bar_free = (m->bar_free > t ? m->bar_free : t) + s->bar_unit_ps;
    if ((m->bar_in & block) != block) {
        w->waiting = WAIT_BAR;
        set_state(s, wi, SIM_ST_BARRIER, t + s->cycle);
        return -1;
    }
    m->bar_in &= ~block;
    sim_time go = m->bar_free + s->barrier_ps;
    for (uint64_t b = block & ~(1ULL << age); b; b &= b - 1) {
        int wj = wi - age + __builtin_ctzll(b);
        SIM_ASSERT(s->warps[wj].waiting == WAIT_BAR || s->warps[wj].done);
        if (!s->warps[wj].done) warp_wake(s, wj, go);
    }
    return go;
}

/* the warp's next instruction at time t: issued, or the reason it waits */
void warp_issue(sim_t *s, int wi, sim_time t)
{
    warp_t *w = &s->warps[wi];
    SIM_ASSERT(!w->done); /* a launch's warp that has run its iterations waits for nothing */
    const sim_instr *in = &s->w->ins[w->pc];
    uint64_t need;
    int load_wait;
    sim_time ready = operands_ready(w, in, t, &need, &load_wait);
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
        /* the warps that wait for the scheduler try again when it is free; with
         * oldest_first the older go first (a picosecond per warp launched
         * before it: far below a cycle, it only orders them) */
        if (s->sched_queue)
            sched_join(s, w->sm * s->g->warp_schedulers + w->sched, wi % s->p.warps_per_sm);
        else
            push(s, *sf + (s->g->oldest_first ? (sim_time)(wi % s->p.warps_per_sm) : 0), EV_ISSUE, wi);
        return;
    }
    const req_t *reqs = NULL;
    int nreq = 0;
    if (in->op != OP_ALU && !lsu_admit(s, wi, in, t, &reqs, &nreq)) return;
    sim_time *pf = pipe_slot(s, w, in);
    if (pf) {
        /* its pipe takes a warp instruction every pipe_cost */
        if (*pf > t) {
            set_state(s, wi, SIM_ST_MATH_PIPE, t);
            w->waiting = WAIT_EVENT;
            push(s, *pf, EV_ISSUE, wi);
            return;
        }
        *pf = t + s->pipe_cost[in->unit];
    }
    /* issue */
    *sf = t + (in->op == OP_LD ? s->issue_ld : s->issue_alu);
    w->waiting = WAIT_NONE;
    set_state(s, wi, SIM_ST_SELECTED, t);
    if (in->op == OP_ALU) {
        tr_add(s, t, wi, SIM_TR_ISSUE_ALU, w->pc);
        if (in->dst >= 0) {
            w->reg_ready[in->dst] = t + (sim_time)in->latency * s->cycle;
            w->from_load &= ~(1ULL << in->dst);
        }
        if (in->taken) w->fetch_at = t + s->branch_ps;
        if (s->measuring) s->flops += 32.0 * in->flops;
    } else {
        tr_add(s, t, wi, in->op == OP_ST ? SIM_TR_ISSUE_ST : SIM_TR_ISSUE_LD, w->pc);
        lsu_send(s, wi, in, t, reqs, nreq);
    }
    sim_time next = *sf > t + s->cycle ? *sf : t + s->cycle;
    if (in->stall > 1) {
        /* the compiler's stall count: the warp's next instruction waits it
         * out (Nsight's "wait"), and a taken branch's cost after it; the
         * attempt goes straight to its end */
        w->fetch_at = t + (sim_time)in->stall * s->cycle + (in->taken ? s->branch_ps : 0);
        if (w->fetch_at > next) {
            set_state(s, wi, SIM_ST_WAIT, t + s->cycle);
            next = w->fetch_at;
        }
    }
    int held = 0;
    if (in->barrier) {
        sim_time go = bar_arrive(s, wi, t);
        if (go < 0) {
            held = 1;
        } else if (go > next) { /* the last of its block: it too waits for the release */
            set_state(s, wi, SIM_ST_BARRIER, t + s->cycle);
            next = go;
        }
    }
    if (++w->pc == s->w->n) {
        w->pc = 0;
        w->iter++;
        if (s->measuring) s->iters += 1;
        if (s->p.launch_iters && (uint64_t)w->iter >= s->launch_goal) { /* the launch's end, for this warp */
            w->done = 1;
            w->end_t = t;
            set_state(s, wi, SIM_ST_IDLE, t);
            if (++s->ndone == s->nw) s->launch_end = t;
            return;
        }
    }
    if (held) return;
    plan_next(s, wi, next);
}

/* after issuing: decide without an event when the warp will certainly wait
 * on a load; else try again next cycle */
static void plan_next(sim_t *s, int wi, sim_time t)
{
    warp_t *w = &s->warps[wi];
    const sim_instr *in = &s->w->ins[w->pc];
    uint64_t need;
    int load_wait;
    sim_time ready = operands_ready(w, in, t, &need, &load_wait), *pf;
    if (w->pending & need) {
        w->waiting = WAIT_REG;
        w->wait_mask = w->pending & need;
        set_state(s, wi, SIM_ST_LONG_SCOREBOARD, t);
        return;
    }
    w->waiting = WAIT_EVENT;
    if (ready > t) {
        /* its operands come later (a dependent ALU result, a write-back): the
         * attempt goes straight there, in the state warp_issue() would give
         * the wait at t, where it once tried at t and found them not ready
         * (one event less an instruction that waits on another) */
        set_state(s, wi, load_wait ? SIM_ST_LONG_SCOREBOARD : SIM_ST_WAIT, t);
        t = ready;
    } else if ((pf = pipe_slot(s, w, in)) && *pf > t) {
        /* its pipe is still taking an earlier instruction (a 16-lane pipe
         * takes a warp's in two cycles): straight to when it is free, as
         * warp_issue() would send it after trying at t (math pipe throttle) */
        set_state(s, wi, SIM_ST_MATH_PIPE, t);
        t = *pf;
    } else {
        set_state(s, wi, SIM_ST_NOT_SELECTED, t);
    }
    /* fast path: when every queued event is later than t, this issue is
     * certainly the next event; run it without a push and a pop (the order
     * of events, and so every result, is the same as through the heap) */
    if (!s->has_next && sim_cal_min(&s->heap) > t) {
        s->has_next = 1;
        s->next_wi = wi;
        s->next_t = t;
        return;
    }
    push(s, t, EV_ISSUE, wi);
}

/* warp wi may issue again at t (its load is back, its barrier released, a
 * slot free): straight to when its operands are ready, as plan_next() */
void warp_wake(sim_t *s, int wi, sim_time t)
{
    warp_t *w = &s->warps[wi];
    w->waiting = WAIT_EVENT;
    uint64_t need;
    int load_wait;
    sim_time ready = operands_ready(w, &s->w->ins[w->pc], t, &need, &load_wait);
    if (!(w->pending & need) && ready > t) {
        set_state(s, wi, load_wait ? SIM_ST_LONG_SCOREBOARD : SIM_ST_WAIT, t);
        t = ready;
    }
    push(s, t, EV_ISSUE, wi);
}


/* a load's last line is back at t: its register is written back through the
 * scheduler's write-back port, one load at a time (ready then: reg_ready
 * needs no event unless the warp waits for it, and then only one) */
void warp_complete_load(sim_t *s, int si, sim_time t)
{
    slot_t *sl = &s->slots[si];
    warp_t *w = &s->warps[sl->warp];
    sim_time ready = t;
    if (s->wb_cost > 0 && sl->filled) { /* L1 hits alone pay nothing */
        sim_time *wf = &s->wb_free[w->sm * s->g->warp_schedulers + w->sched];
        ready = (*wf > t ? *wf : t) + s->wb_cost;
        *wf = ready;
    }
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
        warp_wake(s, sl->warp, t); /* at reg_ready, its write-back done */
    slot_put(s, si);
}
