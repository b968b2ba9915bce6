/* sim.c -- the driver: checks, set-up, the event loop that hands each
 * event to its component (simint.h), and the result. */
#include "simint.h"

#include <limits.h>
#include <stdarg.h>

static const char *STATE_NAMES[SIM_ST_N] = {"selected", "not_selected", "long_scoreboard",
                                            "lg_throttle", "mshr_full", "wait", "idle",
                                            "math_pipe_throttle", "barrier"};

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
    p.smem_per_sm = -1;
    return p;
}

/* ---- run ---------------------------------------------------------------- */
/* the most lines one ld/st of the workload touches with this GPU's lines */
static int lines_needed(const model_gpu *g, const sim_workload *wl)
{
    int need = 0;
    for (int i = 0; i < wl->n; i++)
        if (wl->ins[i].op != OP_ALU) {
            int l = lsu_lines_of(&wl->ins[i], g->line_bytes, g->sector_bytes);
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

double sim_l1_bytes(const model_gpu *g, const sim_params *p)
{
    if (!(g->l1_shared_bytes > 0) || p->smem_per_sm < 0) return g->l1_bytes;
    int carve = model_carveout_bytes(g, p->smem_per_sm);
    if (carve < 0) carve = p->smem_per_sm; /* no carve-out holds it: exactly what the blocks hold */
    double l1 = g->l1_shared_bytes - carve;
    return l1 > 0 ? l1 : 0;
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
    double per_sm = map_slots(cap) * sizeof(map_slot) + cap * (sizeof(entry_t) + sizeof(waiter_t)) +
                    p->warps_per_sm * (sizeof(int) + (double)g->max_loads_per_warp * sizeof(slot_t) +
                                       (double)lines_needed(g, w) * sizeof(req_t));
    /* the calendar's buckets (each with room for four events) and its events */
    double heap = SIM_CAL_BUCKETS * (sizeof(sim_bucket) + 4 * sizeof(sim_hent)) +
                  (warps * 4 + 1024) * 2 * sizeof(sim_hent);
    double trace = p->trace ? 200000.0 * sizeof(sim_trace_ev) : 0;
    if (p->series) /* warm-up: at most 4000 batches; the series keeps at most SIM_SERIES_MAX */
        trace += fmin((double)p->max_batches + 4000, SIM_SERIES_MAX) * sizeof(sim_series_ev);
    double frac = (double)nsm / g->sm_count;
    double caches = (g->l2_bandwidth_gbps > 0 ? cache_bytes(g->l2_bytes * frac, g->line_bytes) : 0) +
                    nsm * cache_bytes(sim_l1_bytes(g, p), g->line_bytes);
    return warps * sizeof(warp_t) + nsm * per_sm + heap + trace + caches +
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
    sim_cal_fini(&s->heap);
    free(s->sched_free);
    free(s->sched_wait);
    free(s->sched_ev);
    free(s->wb_free);
    free(s->st_free);
    free(s->ch_free);
    free(s->ch_row);
    free(s->act_row);
    free(s->bank_free);
    free(s->warps);
    free(s->wreq);
    if (s->sms)
        for (int i = 0; i < s->nsm; i++) {
            free(s->sms[i].map);
            free(s->sms[i].set_held);
            free(s->sms[i].mwait);
        }
    free(s->sms);
    free(s->slots);
    free(s->ents);
    free(s->wts);
    if (s->l1)
        for (int i = 0; i < s->nsm; i++) cache_fini(&s->l1[i]);
    free(s->l1);
    cache_fini(&s->l2[0]);
    cache_fini(&s->l2[1]);
    free(s->sl_free);
    free(s->ch_dir);
    free(s->chq);
    free(s->wq_n);
    free(s->wq_h);
    free(s->wq_fin);
    free(s->probe_issued);
    free(s->probe_hist);
    free(s->pipe_free);
}

/* the first and last line of its warp's chunk a coalesced or strided access touches */
static void chunk_lines(const sim_instr *in, long lb, long *lo, long *hi)
{
    *lo = in->offset / lb;
    *hi = ((long)in->offset + 31L * in->stride + in->width - 1) / lb;
}

static int once_of(const model_gpu *g, const sim_workload *wl, int stores_ok)
{
    const long lb = g->line_bytes;
    if (lb <= 0) return 0;
    /* a chunk holds every access's span (workload.c), so whole lines of it
     * keep each (iteration, warp)'s lines its own */
    for (int k = 0; k < wl->nstreams; k++)
        if (wl->footprint[k] > 0 || wl->chunk_bytes[k] % lb) return 0;
    for (int i = 0; i < wl->n; i++) {
        const sim_instr *a = &wl->ins[i];
        if (a->op == OP_ALU || (stores_ok && a->op == OP_ST)) continue;
        if (a->op != OP_LD || a->local || a->pattern == PAT_RANDOM || a->addr_src >= 0 || a->offset < 0 ||
            a->stride < 0 || a->width < 1)
            return 0;
        long lo, hi;
        chunk_lines(a, lb, &lo, &hi);
        /* the lines of two loads of one stream do not meet */
        for (int j = 0; j < i; j++) {
            const sim_instr *b = &wl->ins[j];
            if (b->op != OP_LD || b->stream != a->stream) continue;
            long blo, bhi;
            chunk_lines(b, lb, &blo, &bhi);
            if (lo <= bhi && blo <= hi) return 0;
        }
    }
    return 1;
}

int sim_lines_once(const model_gpu *g, const sim_workload *wl) { return once_of(g, wl, 0); }
int sim_loads_once(const model_gpu *g, const sim_workload *wl) { return once_of(g, wl, 1); }

static int g_lines_once = 1;
void sim_set_lines_once(int on) { g_lines_once = on; }

/* the hierarchy's scalars from the GPU and the workload (no allocation):
 * footprints, L2 slices and rates, L1 latency, DRAM direction, ALU pipes */
static void derive_hierarchy(sim_t *s, double frac)
{
    const model_gpu *g = s->g;
    const sim_workload *wl = s->w;
    s->line_mask = g->line_bytes / g->sector_bytes >= 32
                       ? 0xffffffffu : (1u << (g->line_bytes / g->sector_bytes)) - 1;
    int fetch = g->l2_fetch_bytes < g->line_bytes ? g->l2_fetch_bytes : g->line_bytes;
    s->fetch_sectors = fetch / g->sector_bytes > 0 ? fetch / g->sector_bytes : 1;
    s->fetch_grp = s->fetch_sectors >= 32 ? 0xffffffffu : (1u << s->fetch_sectors) - 1;
    for (int i = 0; i < 32; i++) s->fetch_lo[i] = (uint8_t)(i / s->fetch_sectors * s->fetch_sectors);
    /* footprints: the SMs simulated own their share of each stream */
    for (int k = 0; k < wl->nstreams; k++) {
        double f = wl->footprint[k];
        s->fp_bytes[k] = 0;
        if (f <= 0) continue;
        uint64_t unit = (uint64_t)(wl->chunk_bytes[k] > g->line_bytes ? wl->chunk_bytes[k] : g->line_bytes);
        uint64_t span = (uint64_t)(f * frac) / unit * unit;
        s->fp_bytes[k] = span > unit ? span : unit;
        s->bounded = 1;
        uint64_t full = (uint64_t)f / unit * unit;
        s->fp_full[k] = full > s->fp_bytes[k] ? full : s->fp_bytes[k];
        s->fold[k] = s->fp_bytes[k] / (uint64_t)g->line_bytes;
    }
    s->l2_on = g->l2_bytes > 0 && g->l2_bandwidth_gbps > 0;
    for (int i = 0; i < wl->n; i++) {
        s->has_stores |= wl->ins[i].op == OP_ST;
        s->has_loads |= wl->ins[i].op == OP_LD;
    }
    if (s->l2_on) {
        s->nparts = g->l2_partitions == 2 ? 2 : 1;
        s->nsl = (int)llround(g->l2_slices * frac);
        if (s->nsl < s->nparts) s->nsl = s->nparts;
        s->nsl -= s->nsl % s->nparts; /* each partition its slices */
        s->sl_per = (uint32_t)(s->nsl / s->nparts);
        s->sl_mod = mod_magic(s->sl_per);
        s->sl_base = 0; /* run 0, placed as l2_slice() would */
        s->sl_off = mod_by(hash_line(0), s->sl_mod, (uint32_t)(s->nsl / s->nparts));
        s->sl_blk = 0;
        s->sl_blkmask = bal_mask(0);
        s->l2_ps_per_byte = 1000.0 * s->nsl / (g->l2_bandwidth_gbps * frac);
        for (int b = 0; b <= SIM_L2_SVC_MAX; b++) s->l2_svc[b] = (sim_time)llround(b * s->l2_ps_per_byte);
        s->l2_req_ps = g->l2_requests_per_ns > 0
                           ? (sim_time)llround(1000.0 * s->nsl / (g->l2_requests_per_ns * frac)) : 0;
        s->l2_st_ps = g->l2_store_requests_per_ns > 0
                          ? (sim_time)llround(1000.0 * s->nsl / (g->l2_store_requests_per_ns * frac))
                          : s->l2_req_ps;
        s->l2_pst_ps = g->l2_partial_stores_per_ns > 0
                           ? (sim_time)llround(1000.0 * s->nsl / (g->l2_partial_stores_per_ns * frac))
                           : s->l2_st_ps;
        s->in_ps_per_byte = g->l2_request_gbps > 0 ? 1000.0 * s->nsl / (g->l2_request_gbps * frac) : 0;
        s->in_hdr = (int)llround(g->l2_request_header_bytes);
        s->fill_port = g->l2_fills_cross_port && s->in_ps_per_byte > 0;
        for (int b = 0; b <= SIM_L2_SVC_MAX; b++) s->in_svc[b] = (sim_time)llround((b + s->in_hdr) * s->in_ps_per_byte);
        /* l2_latency_ns is a whole round trip, as a chase measures it: the
         * line's service and the load's return cost (return_cycles_per_load,
         * warp.c) are part of it, the rest is fixed */
        double svc = g->line_bytes * s->l2_ps_per_byte;
        double ret = g->return_cycles_per_load * 1e6 / g->sm_clock_mhz;
        double fixed = (g->l2_latency_ns > 0 ? g->l2_latency_ns : g->latency_ns / 2) * 1000.0 - svc - ret;
        s->l2_half = (sim_time)llround((fixed > 0 ? fixed : 0) / 2);
    }
    /* each (iteration, warp) reads its own chunk of a stream: nothing comes
     * back to L1 or L2 (a launch's mode is left alone) */
    s->lines_once = g_lines_once && !s->p.launch_iters && sim_lines_once(g, wl);
    s->loads_once = g_lines_once && !s->p.launch_iters && sim_loads_once(g, wl);
    s->l1_on = sim_l1_bytes(g, &s->p) >= g->line_bytes * 4.0;
    if (s->l1_on) s->l1_lat = (sim_time)llround(g->l1_latency_ns * 1000.0);
    s->turnaround = (sim_time)llround(g->rw_turnaround_ns * 1000.0);
    /* a pipe of L lanes per SM, shared by the schedulers, takes 32 x schedulers / L
     * cycles per warp instruction on each scheduler */
    int lanes[UNIT_N] = {g->fp32_lanes, g->int_lanes, g->sfu_lanes, g->fp64_lanes};
    for (int u = 0; u < UNIT_N; u++)
        s->pipe_cost[u] = lanes[u] > 0
                              ? (sim_time)llround(32.0 * g->warp_schedulers / lanes[u] * (double)s->cycle)
                              : 0;
}

/* the caches, the L2 slices, DRAM direction and ALU pipes (derive_hierarchy first) */
static int setup_hierarchy(sim_t *s, double frac)
{
    const model_gpu *g = s->g;
    if (s->l2_on) {
        for (int k = 0; k < s->nparts; k++) {
            if (cache_init(&s->l2[k], g->l2_bytes * frac / s->nparts, g->line_bytes, g->l2_ways,
                           g->l2_random_replacement) ||
                cache_set_dirty_ways(&s->l2[k], (uint32_t)g->l2_dirty_ways))
                return -1;
            s->l2[k].set_shift = s->l2_set_shift;
            s->l2[k].balanced = s->bal_homes;
            s->l2[k].clean_victims = g->l2_clean_victims;
            s->l2[k].plain = g->l2_plain_sets;
        }
        if (!(s->sl_free = calloc(2 * (size_t)s->nsl, sizeof *s->sl_free))) return -1; /* slices, then their request ports */
    }
    if (s->l1_on) {
        double l1 = sim_l1_bytes(g, &s->p);
        if (!(s->l1 = calloc((size_t)s->nsm, sizeof *s->l1))) return -1;
        int l1_ways = g->l1_ways > 0 ? g->l1_ways : 4;
        if (g->l1_sets > 0) { /* ways from the sets: the carve-out changes the ways, not the sets */
            double lines = floor(l1 / g->line_bytes);
            l1_ways = lines > g->l1_sets ? (int)(lines / g->l1_sets) : 1;
        }
        for (int i = 0; i < s->nsm; i++) {
            if (cache_init(&s->l1[i], l1, g->line_bytes, l1_ways, 0)) return -1;
            s->l1[i].plain = g->l1_plain_sets;
        }
        if (g->l1_sets_bound_loads && s->l1[0].sets > 0) {
            s->l1_set_ways = (int)s->l1[0].ways;
            for (int i = 0; i < s->nsm; i++)
                if (!(s->sms[i].set_held = calloc(s->l1[0].sets, sizeof *s->sms[i].set_held))) return -1;
        }
    }
    if (!(s->ch_dir = calloc((size_t)s->nch, sizeof *s->ch_dir))) return -1;
    if (s->wq && (!(s->wq_n = calloc((size_t)s->nch, sizeof *s->wq_n)) ||
                  !(s->wq_h = calloc((size_t)s->nch, sizeof *s->wq_h)) ||
                  !(s->wq_fin = calloc((size_t)s->nch * (size_t)s->wq, sizeof *s->wq_fin))))
        return -1;
    if (s->dq || s->wq) {
        if (!(s->chq = malloc(sizeof *s->chq * (size_t)s->nch))) return -1;
        for (int c = 0; c < s->nch; c++) s->chq[c] = (chq_t){-1, -1, 0};
    }
    if (!(s->pipe_free = calloc((size_t)s->nsm * g->warp_schedulers * UNIT_N, sizeof *s->pipe_free)))
        return -1;
    return 0;
}

void sim_result_fini(sim_result *r)
{
    free(r->trace);
    r->trace = NULL;
    r->ntrace = 0;
    free(r->series);
    r->series = NULL;
    r->nseries = 0;
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
    if (p->block_warps < 0 || (p->block_warps > 0 && p->warps_per_sm % p->block_warps)) {
        fail(err, errlen, "blocks of %d warps: %d warps per SM are not whole blocks of them",
             p->block_warps, p->warps_per_sm);
        return SIM_EINVAL;
    }
    if (p->probe && p->launch_iters) {
        fail(err, errlen, "a probe measures a steady state's latency: not with a launch (launch_iters)");
        return SIM_EINVAL;
    }
    if (wl->bars_per_iter && p->warps_per_sm > 64) {
        fail(err, errlen, "bar: at most 64 warps per SM (%d asked)", p->warps_per_sm);
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

/* every scalar the run derives from the GPU, the workload and the
 * parameters (no allocation, no state): set once at the start, and again
 * when a warm state runs on with other timings (sim_run_warm) */
static void derive(sim_t *s)
{
    const model_gpu *g = s->g;
    const sim_workload *wl = s->w;
    const sim_params *p = &s->p;
    s->nsm = p->sim_sms > 0 && p->sim_sms < g->sm_count ? p->sim_sms : g->sm_count;
    s->nw = s->nsm * p->warps_per_sm;
    double frac = (double)s->nsm / g->sm_count;
    s->nch = (int)llround(g->channels * frac);
    if (s->nch < 1) s->nch = 1;
    s->ch_mod = mod_magic((uint32_t)s->nch);
    double bw = g->bandwidth_gbps * frac;              /* GB/s = bytes/ns */
    s->ps_per_byte = 1000.0 * s->nch / bw;             /* per channel */
    s->cycle = (sim_time)llround(1e6 / g->sm_clock_mhz);
    if (s->cycle < 1) s->cycle = 1;
    s->lsu_per_line = (sim_time)llround((double)s->cycle / g->lsu_lines_per_cycle);
    s->wb_cost = (sim_time)llround(g->return_cycles_per_load * (double)s->cycle);
    s->st_ps_per_byte = g->store_bytes_per_cycle > 0 ? (double)s->cycle / g->store_bytes_per_cycle : 0;
    s->so_ps_per_byte = g->store_out_bytes_per_cycle > 0 ? (double)s->cycle / g->store_out_bytes_per_cycle : 0;
    s->st_lat = (sim_time)llround(g->store_read_cycles * (double)s->cycle);
    s->issue_alu = (sim_time)llround(1.0 * (double)s->cycle);
    s->branch_ps = (sim_time)llround(g->branch_cycles * (double)s->cycle);
    s->barrier_ps = (sim_time)llround(g->barrier_cycles * (double)s->cycle);
    s->bar_unit_ps = (sim_time)llround(g->barrier_warp_cycles * (double)s->cycle);
    s->bar_warps = p->block_warps > 0 ? p->block_warps : p->warps_per_sm;
    s->issue_ld = (sim_time)llround((1.0 + g->issue_cycles_per_load) * (double)s->cycle);
    for (int k = 0; k <= 32; k++)
        s->svc_sector[k] = (sim_time)llround((double)(k * g->sector_bytes) * s->ps_per_byte);
    s->lsu_queue = (sim_time)SIM_LSU_QUEUE_CYCLES * s->cycle;
    /* unloaded latency L = fixed + service of one line (LSU time is part of
     * the queueing it models, not of L) */
    double svc_line = g->line_bytes * s->ps_per_byte;
    s->spread_ps = g->latency_spread_ns * 1000.0;
    s->l2_jit_ps = g->l2_jitter_ns * 1000.0;
    s->lines_per_row = g->row_bytes > 0 ? (uint64_t)(g->row_bytes / g->line_bytes) : 1;
    /* an activation row: activation_row_bytes of every channel simulated
     * (with fewer SMs, fewer channels: a footprint scaled with the SMs keeps
     * as many rows a bank as the whole GPU's) */
    s->act_lines = g->activation_row_bytes >= g->line_bytes
                       ? (uint64_t)(g->activation_row_bytes / g->line_bytes) * (uint64_t)s->nch
                       : 0;
    s->l2_set_shift = g->l2_set_lines > 1 ? __builtin_ctz((unsigned)g->l2_set_lines) : 0;
    s->bal_homes = g->l2_balanced_homes && g->l2_partitions == 2;
    s->miss_busy = (sim_time)llround(g->row_miss_busy_ns * 1000.0);
    s->dq = g->dram_queue;
    s->wq = g->dram_queue ? 0 : g->dram_write_queue;
    s->ch_min = g->dram_accesses_per_ns > 0 ? (sim_time)llround(1000.0 * s->nch / (g->dram_accesses_per_ns * frac)) : 0;
    s->nbanks = g->banks > 0 ? g->banks : 1;
    s->bank_busy = (sim_time)llround(g->bank_busy_ns * 1000.0);
    s->bank_busy_wr = g->bank_busy_write_ns > 0 ? (sim_time)llround(g->bank_busy_write_ns * 1000.0)
                                                : s->bank_busy;
    s->bank_busy_whole = g->bank_busy_write_whole_ns > 0 ? (sim_time)llround(g->bank_busy_write_whole_ns * 1000.0)
                                                         : s->bank_busy_wr;
    s->gran_lo = 0;
    s->gran_sec = g->write_granule_bytes > 0 ? g->write_granule_bytes / g->sector_bytes : 0;
    for (int k = 0; s->gran_sec > 0 && k < g->line_bytes / g->sector_bytes; k += s->gran_sec) s->gran_lo |= 1u << k;
    s->rmw_each = g->write_rmw_each && s->gran_lo;
    /* latency_ns is the mean over lines near and far (half of them, with
     * two partitions): the far ones' crossing is taken out of the fixed part */
    s->cross = g->l2_bytes > 0 && g->l2_bandwidth_gbps > 0 && g->l2_partitions == 2
                   ? (sim_time)llround(g->l2_cross_ns * 1000.0) : 0; /* (derive_hierarchy's l2_on, nparts) */
    double fixed = g->latency_ns * 1000.0 - svc_line - s->spread_ps - 0.5 * (double)s->cross;
    if (fixed < 0) fixed = 0;
    s->half_fixed = (sim_time)llround(fixed / 2);
    s->l2_lat = (sim_time)llround((g->l2_latency_ns > 0 ? g->l2_latency_ns : g->latency_ns) * 1000);
    s->mshr_cap = g->mshr_per_sm;
    /* an SM's load lines in flight each hold an L1 line: at most its lines,
     * and never fewer than one instruction needs (none without an L1: fewer
     * than 4 lines is none, as in derive_hierarchy) */
    s->ld_cap = INT_MAX;
    double l1_lines = floor(sim_l1_bytes(g, p) / g->line_bytes);
    if (g->l1_lines_bound_loads && l1_lines >= 4) {
        int need = lines_needed(g, wl);
        s->ld_cap = l1_lines < need ? need : l1_lines < INT_MAX ? (int)l1_lines : INT_MAX;
    }
    s->warp_cap = g->max_loads_per_warp;
    s->in_order = g->lsu_in_order;
    s->hold_per_load = g->l1_lines_held_per_load;
    s->lines_total = (1ULL << 34) / (uint64_t)g->line_bytes; /* 16 GiB buffer */
    s->wreq_max = lines_needed(g, wl) > 0 ? lines_needed(g, wl) : 1;
    /* the waiters' queue stands in for their retries exactly while their
     * age offsets (below 64 ps) stay within one issue slot */
    s->sched_queue = g->oldest_first && !p->retry_events && p->warps_per_sm <= 64 && s->issue_alu > 64 &&
                     s->issue_ld > 64;
    derive_hierarchy(s, frac);
}

/* every warp at the top of its loop, none waiting: they start at t0,
 * staggered by one cycle per scheduler slot.  A launch after an untimed
 * one goes on from the iteration that one reached, as a benchmark's
 * launches over more data than the caches hold leave the caches with the
 * data it ends with, not the data the next one starts with */
static void start_warps(sim_t *s, sim_time t0)
{
    int nsched = s->g->warp_schedulers, wps = s->p.warps_per_sm;
    for (int i = 0; i < s->nsm; i++) s->sms[i].bar_in = 0; /* a drained launch left none waiting */
    for (int i = 0; i < s->nw; i++) {
        warp_t *w = &s->warps[i];
        SIM_ASSERT(w->outstanding == 0 && w->nreq == 0);
        int64_t iter = w->iter;
        memset(w, 0, sizeof *w);
        w->iter = iter;
        w->sm = i / wps;
        w->sched = (i % wps) % nsched;
        w->state = SIM_ST_IDLE;
        w->waiting = WAIT_EVENT;
        w->since = t0;
        push(s, t0 + (sim_time)((i % wps) / nsched) * s->cycle, EV_ISSUE, i);
    }
}

/* A loop over streams that never wrap has no start of its own: in a steady
 * state the SMs are spread over many of its iterations, not lined up as a
 * launch starts them.  Lined up, a loaded machine takes hundreds of
 * latencies to spread them, and meanwhile its rate swings the same way on
 * every seed (over 12 seeds, the first five measured batches of the stream
 * at 12 warps x 16 loads +2.7% from its steady rate, at 12 x 8 -3.3%;
 * validate/results/h200/fit-families/start46/).  So each SM's warps start
 * together at a random iteration of the first SIM_START_ITERS (together: an
 * SM's warps stay near each other, and a misaligned store's neighbouring
 * warps share its edge sectors), drawn apart from the run's other random
 * numbers, so that the random lines a seed gives stay the same.  A launch
 * (launch_iters) and a loop over a footprint start lined up, as a kernel
 * does */
static void spread_starts(sim_t *s)
{
    if (s->p.launch_iters || s->bounded) return;
    rng_t r;
    rng_seed(&r, s->p.seed ^ 0x5ca77e2ed57a27ULL);
    int wps = s->p.warps_per_sm;
    int64_t it = 0;
    for (int i = 0; i < s->nw; i++) {
        if (i % wps == 0) it = (int64_t)(rng_next(&r) % SIM_START_ITERS);
        s->warps[i].iter = it;
    }
}

/* a fresh run's state: derived, allocated, every warp's first issue queued */
static int setup(sim_t *s, const model_gpu *g, const sim_workload *wl, const sim_params *p, char *err,
                 size_t errlen)
{
    memset(s, 0, sizeof *s);
    s->g = g;
    s->w = wl;
    s->p = *p;
    derive(s);
    double frac = (double)s->nsm / g->sm_count;
    rng_seed(&s->rng, p->seed);
    int nsched = g->warp_schedulers;
    if (sim_cal_init(&s->heap) ||
        !(s->sched_free = calloc((size_t)s->nsm * nsched, sizeof *s->sched_free)) ||
        !(s->sched_wait = calloc((size_t)s->nsm * nsched, sizeof *s->sched_wait)) ||
        !(s->sched_ev = malloc(sizeof *s->sched_ev * (size_t)s->nsm * (size_t)nsched)) ||
        !(s->wb_free = calloc((size_t)s->nsm * nsched, sizeof *s->wb_free)) ||
        !(s->st_free = calloc((size_t)s->nsm * nsched, sizeof *s->st_free)) ||
        !(s->ch_free = calloc((size_t)s->nch, sizeof *s->ch_free)) ||
        !(s->ch_row = malloc(sizeof *s->ch_row * (size_t)s->nch * (size_t)s->nbanks)) ||
        !(s->act_row = malloc(sizeof *s->act_row * (size_t)s->nch * (size_t)s->nbanks)) ||
        !(s->bank_free = calloc((size_t)s->nch * (size_t)s->nbanks, sizeof *s->bank_free)) ||
        !(s->warps = calloc((size_t)s->nw, sizeof *s->warps)) ||
        !(s->wreq = malloc(sizeof *s->wreq * (size_t)s->nw * (size_t)s->wreq_max)) ||
        !(s->sms = calloc((size_t)s->nsm, sizeof *s->sms)) || setup_hierarchy(s, frac)) {
        free_all(s);
        fail(err, errlen, "out of memory");
        return SIM_ENOMEM;
    }
    s->slot_free = s->ent_free = s->wt_free = -1;
    for (int i = 0; i < s->nch * s->nbanks; i++) s->ch_row[i] = s->act_row[i] = -1;
    for (int i = 0; i < s->nsm * nsched; i++) s->sched_ev[i] = -1;
    /* the map holds every distinct line in flight: never full, so probing ends */
    /* (load lines only, so never more than L1 lets be in flight: a smaller
     * map is fewer host cache misses; its size changes no result) */
    double mapcap = inflight_cap(g, wl, p->warps_per_sm);
    if (s->ld_cap < mapcap) mapcap = s->ld_cap;
    uint32_t mapsz = map_slots(mapcap);
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
        for (uint32_t k = 0; k < mapsz; k++) m->map[k].line = 0, m->map[k].e = -1;
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
    if (p->series) {
        s->sercap = 256;
        s->ser = malloc(sizeof *s->ser * (size_t)s->sercap);
        if (!s->ser) {
            free(s->tr);
            free_all(s);
            fail(err, errlen, "out of memory");
            return SIM_ENOMEM;
        }
    }
    if (p->probe) {
        /* the probes' region: 1 GiB of the whole GPU's, scaled as footprints are */
        double lines = (double)(1ULL << 30) * frac / g->line_bytes;
        s->probe_lines = lines > 1024 ? (uint64_t)lines : 1024;
        if (!(s->probe_issued = calloc((size_t)s->nsm, sizeof *s->probe_issued)) ||
            !(s->probe_hist = calloc(SIM_PROBE_BINS, sizeof *s->probe_hist))) {
            free(s->tr);
            free(s->ser);
            free_all(s);
            fail(err, errlen, "out of memory");
            return SIM_ENOMEM;
        }
    }
    spread_starts(s);
    start_warps(s, 0);
    if (p->probe)
        for (int i = 0; i < s->nsm; i++) lsu_probe(s, i, 0);
    return SIM_OK;
}

/* the event loop: each event to its component; batches close as time
 * passes.  until_measuring: stop where the measurement would start (the
 * event in hand left in s->pend, has_pend set: sim_warm_up queues it first) */
static int loop(sim_t *s, batch_t *bt, sim_result *r, int until_measuring)
{
    const sim_params *p = &s->p;
    int rc = SIM_OK;
    sim_event ev = {0};
    for (;;) {
        if (s->has_next) {
            s->has_next = 0;
            ev.t = s->next_t;
            ev.type = EV_ISSUE;
            ev.id = (uint32_t)s->next_wi;
        } else {
            int got = sim_cal_pop(&s->heap, &ev);
            if (got <= 0) {
                if (got == 0 && s->launch_end && s->warmup_launch) {
                    /* the untimed launch has drained: the timed one starts, the
                     * caches as it left them */
                    s->warmup_launch = 0;
                    s->launch_end = 0;
                    s->ndone = 0;
                    s->measuring = 1;
                    s->t0 = ev.t;
                    s->launch_goal += p->launch_iters;
                    if (s->tr) s->tr_end = ev.t + (sim_time)(p->trace_ns * 1000);
                    start_warps(s, ev.t);
                    continue;
                }
                if (got == 0 && s->launch_end) break; /* a launch whose warps have all finished */
                /* warps loop forever: an empty queue is a lost wake-up */
                rc = got < 0 ? SIM_ENOMEM : SIM_EDEADLOCK;
                break;
            }
        }
        if (p->launch_iters) {
            /* what is still in flight outlives the timed launch's warps (the
             * untimed one's drains first) */
            if (s->launch_end && !s->warmup_launch) break;
        } else if (ev.t >= bt->bend) { /* batches close (only here does measuring start) */
            stats_advance(s, bt, ev.t, r);
            if (bt->done) break;
            if (until_measuring && s->measuring) {
                s->pend = ev;
                s->has_pend = 1;
                break;
            }
        }
        s->events++;
        if (s->events > p->max_events) {
            rc = SIM_EBUDGET;
            break;
        }
        switch (ev.type) {
        case EV_ISSUE: warp_issue(s, (int)ev.id, ev.t); break;
        case EV_ARRIVE: dram_arrive(s, (int)ev.id, ev.t); break;
        case EV_RETURN: lsu_return(s, (int)ev.id, ev.t); break;
        case EV_SCHED: warp_sched(s, (int)ev.id, ev.t); break;
        case EV_CHAN: dram_chan(s, (int)ev.id, ev.t); break;
        default: SIM_ASSERT(0);
        }
        if (s->oom) {
            rc = SIM_ENOMEM;
            break;
        }
    }
    s->last_t = ev.t;
    return rc;
}

/* the error's message, or the result; frees the state either way */
static int finish(sim_t *s, batch_t *bt, sim_result *r, int rc, char *err, size_t errlen)
{
    const sim_params *p = &s->p;
    if (rc == SIM_OK && p->launch_iters) { /* the launch is the one batch */
        bt->bstart = s->launch_end;
        bt->btime = (double)(s->launch_end - s->t0);
        bt->bbytes = s->bytes;
        bt->nb = 1;
        r->converged = 1;
        r->rel_halfwidth = 0;
    }
    if (rc == SIM_OK && bt->nb == 0) rc = SIM_EBUDGET;
    if (rc != SIM_OK) {
        if (rc == SIM_ENOMEM)
            fail(err, errlen, "out of memory");
        else if (rc == SIM_EDEADLOCK)
            fail(err, errlen, "internal error: deadlock at %.1f ns (no event pending, warps waiting);"
                 " please report it with the command", (double)s->last_t / 1000.0);
        else if (p->launch_iters)
            fail(err, errlen, "event budget (%llu) spent before the launch's warps finished; "
                 "raise --max-events or lower --launch-iters", (unsigned long long)p->max_events);
        else if (bt->b < bt->warm)
            fail(err, errlen, "event budget (%llu) spent in warm-up, after %d batches (%.1f us simulated): %s "
                 "(warm-up ends by batch 4000); raise --max-events or lower the warps/ILP",
                 (unsigned long long)p->max_events, bt->b, (double)bt->bstart / 1e6,
                 bt->warm_why == 1   ? "the caches were still taking new lines"
                 : bt->warm_why == 2 ? "the loads' or stores' times were still moving"
                                     : "its first batches had not ended");
        else
            fail(err, errlen, "event budget (%llu) spent before the measurement settled; raise --max-events "
                 "or lower the warps/ILP", (unsigned long long)p->max_events);
        free(s->tr);
        free(s->ser);
        free_all(s);
        return rc;
    }
    stats_result(s, bt, r);
    if (p->launch_iters) stats_launch_ends(s, r);
    r->trace = s->tr;
    r->ntrace = s->ntr;
    r->series = s->ser;
    r->nseries = s->nser;
    free_all(s);
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
    if ((rc = setup(s, g, wl, p, err, errlen))) return rc;
    batch_t bt;
    stats_init(s, &bt);
    s->launch_goal = p->launch_iters;
    if (p->launch_iters && p->launch_warm) { /* an untimed launch first (the loop starts the timed one) */
        s->warmup_launch = 1;
    } else if (p->launch_iters) { /* one launch: measured from its start to its last warp's end */
        s->measuring = 1;
        s->t0 = 0;
        if (s->tr) s->tr_end = (sim_time)(p->trace_ns * 1000);
    }
    rc = loop(s, &bt, r, 0);
    return finish(s, &bt, r, rc, err, errlen);
}

/* ---- a warm state, run on with other timings ---------------------------- */
struct sim_warm {
    sim_t s;          /* stopped where its measurement would start, without its queue: */
    sim_event *ev;    /* the events it had queued, in the order they pop (pushed again in
                       * that order, they pop in it: sequence numbers only order equal times) */
    uint32_t nev;
    batch_t bt;
    model_gpu g;      /* its own copies of what s points to */
    sim_workload wl;
    /* the pools of requests in flight (s.ents) and of load slots (s.slots)
     * without their free elements' bodies (whoever takes one sets all it
     * reads: new_entry clears it, lsu_send fills a slot): the live ones in
     * order, each free one's link, a bit an element (set: free); the
     * pool's array is then NULL (pack_pools) */
    struct warm_pool {
        void *live;
        int32_t *links;
        uint64_t *freebits;
        int nlive;
    } pe, ps;
};

static int g_warm_packed = 1;
void sim_warm_set_packed(int on) { g_warm_packed = on; }

/* pool arr (n elements of size bytes, free list from head through the int
 * at link_off) into wp; 0, or -1 when out of memory (left whole) */
static int pack_pool(struct warm_pool *wp, void *arr, int n, int head, size_t size, size_t link_off)
{
    if (!arr || n <= 0) return -1;
    uint64_t *bits = calloc(((size_t)n + 63) / 64, sizeof *bits);
    if (!bits) return -1;
    int nfree = 0;
    for (int k = head; k >= 0; nfree++) {
        bits[k >> 6] |= 1ULL << (k & 63);
        memcpy(&k, (char *)arr + (size_t)k * size + link_off, sizeof k);
    }
    int nlive = n - nfree;
    char *live = malloc(nlive > 0 ? (size_t)nlive * size : 1);
    int32_t *links = malloc(nfree > 0 ? (size_t)nfree * sizeof *links : 1);
    if (!live || !links) {
        free(bits);
        free(live);
        free(links);
        return -1;
    }
    for (int k = 0, i = 0, j = 0; k < n; k++) {
        const char *e = (const char *)arr + (size_t)k * size;
        if (bits[k >> 6] >> (k & 63) & 1) memcpy(&links[j++], e + link_off, sizeof *links);
        else memcpy(live + (size_t)i++ * size, e, size);
    }
    wp->live = live;
    wp->links = links;
    wp->freebits = bits;
    wp->nlive = nlive;
    return 0;
}

/* a packed pool of n elements as an array again (free ones cleared but for
 * their link); NULL when out of memory */
static void *unpack_pool(const struct warm_pool *wp, int n, size_t size, size_t link_off)
{
    char *a = malloc((size_t)n * size);
    if (!a) return NULL;
    for (int k = 0, i = 0, j = 0; k < n; k++) {
        char *e = a + (size_t)k * size;
        if (wp->freebits[k >> 6] >> (k & 63) & 1) {
            memset(e, 0, size);
            memcpy(e + link_off, &wp->links[j++], sizeof *wp->links);
        } else {
            memcpy(e, (const char *)wp->live + (size_t)i++ * size, size);
        }
    }
    return a;
}

static double pool_bytes(const struct warm_pool *wp, int n, size_t size)
{
    return (double)wp->nlive * size + (double)(n - wp->nlive) * sizeof *wp->links +
           (double)(((size_t)n + 63) / 64) * sizeof *wp->freebits;
}

static void free_pool(struct warm_pool *wp)
{
    free(wp->live);
    free(wp->links);
    free(wp->freebits);
    memset(wp, 0, sizeof *wp);
}

static void pack_pools(sim_warm *w)
{
    sim_t *s = &w->s;
    if (!pack_pool(&w->pe, s->ents, s->nents, s->ent_free, sizeof *s->ents, offsetof(entry_t, next_free))) {
        free(s->ents);
        s->ents = NULL;
    }
    if (!pack_pool(&w->ps, s->slots, s->nslots, s->slot_free, sizeof *s->slots, offsetof(slot_t, next_free))) {
        free(s->slots);
        s->slots = NULL;
    }
}

void sim_warm_free(sim_warm *w)
{
    if (!w) return;
    free_all(&w->s);
    free_pool(&w->pe);
    free_pool(&w->ps);
    free(w->ev);
    free(w);
}

int sim_warm_up(const model_gpu *g, const sim_workload *wl, const sim_params *p, sim_warm **out, char *err,
                size_t errlen)
{
    *out = NULL;
    int rc = sim_check(g, wl, p, err, errlen);
    if (rc) return rc;
    if (p->launch_iters || p->trace || p->series || p->probe) {
        fail(err, errlen, "a warm state is a steady state's, without a trace, a series or a probe");
        return SIM_EINVAL;
    }
    sim_warm *w = calloc(1, sizeof *w);
    if (!w) {
        fail(err, errlen, "out of memory");
        return SIM_ENOMEM;
    }
    w->g = *g;
    w->wl = *wl;
    if ((rc = setup(&w->s, &w->g, &w->wl, p, err, errlen))) {
        free(w);
        return rc;
    }
    stats_init(&w->s, &w->bt);
    sim_result r;
    memset(&r, 0, sizeof r);
    rc = loop(&w->s, &w->bt, &r, 1);
    if (rc == SIM_OK && !w->s.has_pend) rc = SIM_EBUDGET; /* ended before measuring (cannot: no batch done) */
    if (rc != SIM_OK) {
        batch_t bt = w->bt;
        finish(&w->s, &bt, &r, rc, err, errlen); /* the message; frees the state */
        free(w);
        return rc;
    }
    /* its queue as a list (a calendar's buckets are most of a small state):
     * the event in hand first, then the calendar's in the order they pop */
    sim_cal *q = &w->s.heap;
    if (!(w->ev = malloc(sizeof *w->ev * (q->n + 1)))) {
        sim_warm_free(w);
        fail(err, errlen, "out of memory");
        return SIM_ENOMEM;
    }
    sim_event e;
    w->ev[w->nev++] = w->s.pend;
    w->s.has_pend = 0;
    while (sim_cal_pop(q, &e) > 0) w->ev[w->nev++] = e;
    sim_cal_fini(q);
    for (int i = 0; g_warm_packed && w->s.l1 && i < w->s.nsm; i++) cache_shrink(&w->s.l1[i]);
    if (g_warm_packed) {
        cache_shrink(&w->s.l2[0]);
        cache_shrink(&w->s.l2[1]);
        pack_pools(w);
    }
    *out = w;
    return SIM_OK;
}

/* a copy of n elements (NULL for NULL); *bad set when out of memory */
static void *dup_n(const void *a, size_t n, size_t size, int *bad)
{
    if (!a || *bad) return NULL;
    void *d = malloc(n > 0 ? n * size : 1);
    if (!d) {
        *bad = 1;
        return NULL;
    }
    memcpy(d, a, n * size);
    return d;
}

/* a pool's copy: unpacked if the warm state packed it (pack_pool), else
 * duplicated; NULL with *bad set when out of memory (NULL once *bad) */
static void *copy_pool(const struct warm_pool *wp, const void *arr, int n, size_t size, size_t link_off, int *bad)
{
    if (!wp->freebits) return dup_n(arr, (size_t)n, size, bad);
    if (*bad) return NULL;
    void *a = unpack_pool(wp, n, size, link_off);
    if (!a) *bad = 1;
    return a;
}

/* c: a deep copy of the warm state ws (its own arrays); -1 when out of memory (c freed) */
static int clone_state(sim_t *c, const sim_warm *ws)
{
    const sim_t *w = &ws->s;
    *c = *w;
    /* nothing of w's may be freed through c: every pointer is replaced, or cleared first */
    memset(&c->heap, 0, sizeof c->heap);
    c->l1 = NULL;
    memset(c->l2, 0, sizeof c->l2);
    c->sms = NULL;
    int bad = 0;
    size_t nsc = (size_t)w->nsm * (size_t)w->g->warp_schedulers, nb = (size_t)w->nch * (size_t)w->nbanks;
    c->sched_free = dup_n(w->sched_free, nsc, sizeof *w->sched_free, &bad);
    c->sched_wait = dup_n(w->sched_wait, nsc, sizeof *w->sched_wait, &bad);
    c->sched_ev = dup_n(w->sched_ev, nsc, sizeof *w->sched_ev, &bad);
    c->wb_free = dup_n(w->wb_free, nsc, sizeof *w->wb_free, &bad);
    c->st_free = dup_n(w->st_free, nsc, sizeof *w->st_free, &bad);
    c->ch_free = dup_n(w->ch_free, (size_t)w->nch, sizeof *w->ch_free, &bad);
    c->ch_row = dup_n(w->ch_row, nb, sizeof *w->ch_row, &bad);
    c->act_row = dup_n(w->act_row, nb, sizeof *w->act_row, &bad);
    c->bank_free = dup_n(w->bank_free, nb, sizeof *w->bank_free, &bad);
    c->warps = dup_n(w->warps, (size_t)w->nw, sizeof *w->warps, &bad);
    c->wreq = dup_n(w->wreq, (size_t)w->nw * (size_t)w->wreq_max, sizeof *w->wreq, &bad);
    c->slots = copy_pool(&ws->ps, w->slots, w->nslots, sizeof *w->slots, offsetof(slot_t, next_free), &bad);
    c->ents = copy_pool(&ws->pe, w->ents, w->nents, sizeof *w->ents, offsetof(entry_t, next_free), &bad);
    c->wts = dup_n(w->wts, (size_t)w->nwts, sizeof *w->wts, &bad);
    c->sl_free = dup_n(w->sl_free, 2 * (size_t)w->nsl, sizeof *w->sl_free, &bad);
    c->ch_dir = dup_n(w->ch_dir, (size_t)w->nch, sizeof *w->ch_dir, &bad);
    c->chq = w->chq ? dup_n(w->chq, (size_t)w->nch, sizeof *w->chq, &bad) : NULL;
    c->wq_n = w->wq ? dup_n(w->wq_n, (size_t)w->nch, sizeof *w->wq_n, &bad) : NULL;
    c->wq_h = w->wq ? dup_n(w->wq_h, (size_t)w->nch, sizeof *w->wq_h, &bad) : NULL;
    c->wq_fin = w->wq ? dup_n(w->wq_fin, (size_t)w->nch * (size_t)w->wq, sizeof *w->wq_fin, &bad) : NULL;
    c->pipe_free = dup_n(w->pipe_free, nsc * UNIT_N, sizeof *w->pipe_free, &bad);
    c->tr = NULL;
    if (!bad && (c->sms = calloc((size_t)w->nsm, sizeof *c->sms))) {
        for (int i = 0; i < w->nsm; i++) {
            const sm_t *m = &w->sms[i];
            c->sms[i] = *m;
            c->sms[i].map = dup_n(m->map, (size_t)m->mask + 1, sizeof *m->map, &bad);
            c->sms[i].mwait = dup_n(m->mwait, (size_t)m->mw_cap, sizeof *m->mwait, &bad);
            c->sms[i].set_held =
                m->set_held ? dup_n(m->set_held, w->l1[0].sets, sizeof *m->set_held, &bad) : NULL;
        }
    } else {
        bad = 1;
    }
    if (!bad && w->l1 && (c->l1 = calloc((size_t)w->nsm, sizeof *c->l1)))
        for (int i = 0; !bad && i < w->nsm; i++) bad = cache_clone(&c->l1[i], &w->l1[i]) != 0;
    else if (w->l1)
        bad = 1;
    for (int k = 0; !bad && k < 2; k++) bad = cache_clone(&c->l2[k], &w->l2[k]) != 0;
    if (!bad) bad = sim_cal_init(&c->heap) != 0;
    for (uint32_t k = 0; !bad && k < ws->nev; k++) bad = sim_cal_push(&c->heap, ws->ev[k].t, ws->ev[k].type, ws->ev[k].id) != 0;
    if (bad) {
        free_all(c);
        return -1;
    }
    return 0;
}

uint64_t sim_warm_events(const sim_warm *w) { return w->s.events; }

double sim_warm_bytes(const sim_warm *w)
{
    const sim_t *s = &w->s;
    double nsc = (double)s->nsm * s->g->warp_schedulers, nb = (double)s->nch * s->nbanks;
    double b = sizeof *w;
    b += nsc * (3 * sizeof(sim_time) + sizeof(uint64_t) + 2 * sizeof(sim_time) + UNIT_N * sizeof(sim_time));
    b += s->nch * (sizeof(sim_time) + sizeof(int) + (s->chq ? sizeof(chq_t) : 0)) + nb * (sizeof(int64_t) + sizeof(sim_time));
    if (s->wq) b += s->nch * (2 * sizeof(int) + (double)s->wq * sizeof(sim_time));
    b += (double)s->nw * (sizeof(warp_t) + (double)s->wreq_max * sizeof(req_t));
    b += w->ps.freebits ? pool_bytes(&w->ps, s->nslots, sizeof(slot_t)) : (double)s->nslots * sizeof(slot_t);
    b += w->pe.freebits ? pool_bytes(&w->pe, s->nents, sizeof(entry_t)) : (double)s->nents * sizeof(entry_t);
    b += (double)s->nwts * sizeof(waiter_t);
    b += (double)s->nsl * sizeof(sim_time);
    for (int i = 0; i < s->nsm; i++) {
        const sm_t *m = &s->sms[i];
        b += sizeof *m + ((double)m->mask + 1) * sizeof *m->map + (double)m->mw_cap * sizeof(int);
        if (m->set_held) b += (double)s->l1[0].sets * sizeof *m->set_held;
        if (s->l1) b += sizeof(cache_t) + cache_held_bytes(&s->l1[i]);
    }
    b += cache_held_bytes(&s->l2[0]) + cache_held_bytes(&s->l2[1]);
    return b + (double)w->nev * sizeof *w->ev;
}

int sim_run_warm(const sim_warm *w, const model_gpu *g, int settle_batches, sim_result *r, char *err,
                 size_t errlen)
{
    memset(r, 0, sizeof *r);
    int rc = sim_check(g, &w->wl, &w->s.p, err, errlen);
    if (rc) return rc;
    sim_t S, *c = &S;
    if (clone_state(c, w)) {
        fail(err, errlen, "out of memory");
        return SIM_ENOMEM;
    }
    /* the new timings; the state's shape must be the warm one's */
    c->g = g;
    derive(c);
    const sim_t *o = &w->s;
    if (c->nsm != o->nsm || c->nw != o->nw || c->nch != o->nch || c->nbanks != o->nbanks ||
        c->nsl != o->nsl || c->nparts != o->nparts || c->l1_on != o->l1_on || c->l2_on != o->l2_on ||
        c->wreq_max != o->wreq_max || c->mshr_cap != o->mshr_cap || c->ld_cap != o->ld_cap ||
        c->warp_cap != o->warp_cap || c->in_order != o->in_order || c->hold_per_load != o->hold_per_load ||
        c->sched_queue != o->sched_queue || c->dq != o->dq || c->wq != o->wq || c->lines_per_row != o->lines_per_row || c->act_lines != o->act_lines ||
        c->fetch_sectors != o->fetch_sectors || c->line_mask != o->line_mask ||
        g->warp_schedulers != o->g->warp_schedulers || g->l2_bytes != o->g->l2_bytes ||
        g->l2_ways != o->g->l2_ways || g->l2_dirty_ways != o->g->l2_dirty_ways || c->l2_set_shift != o->l2_set_shift ||
        g->l2_clean_victims != o->g->l2_clean_victims || g->l2_plain_sets != o->g->l2_plain_sets ||
        c->bal_homes != o->bal_homes ||
        g->l2_random_replacement != o->g->l2_random_replacement || g->line_bytes != o->g->line_bytes ||
        g->sector_bytes != o->g->sector_bytes || g->l1_sets != o->g->l1_sets || g->l1_ways != o->g->l1_ways ||
        sim_l1_bytes(g, &c->p) != sim_l1_bytes(o->g, &o->p)) {
        free_all(c);
        fail(err, errlen, "a warm state runs on with other timings only: %s differs from it in shape", g->name);
        return SIM_EINVAL;
    }
    /* settle: the queues forget the old timings over a few more warm-up
     * batches, at least one (longer while the loaded latency still moves,
     * stats.c); the measurement starts as the last closes */
    batch_t bt = w->bt;
    bt.warm = bt.b + (settle_batches > 1 ? settle_batches : 1);
    c->measuring = 0;
    c->events = 0; /* the result counts this run's events; the budget is its own */
    rc = loop(c, &bt, r, 0);
    return finish(c, &bt, r, rc, err, errlen);
}
