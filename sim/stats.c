/* stats.c -- measurement: warm-up batches, then batches of four loaded
 * latencies each until the bandwidth's 95% confidence half-width is within
 * the tolerance (or the batch limit); the result's figures. */
#include "simint.h"

void stats_init(sim_t *s, batch_t *bt)
{
    memset(bt, 0, sizeof *bt);
    bt->warm = 3;
    bt->lat_est = s->g->latency_ns * 1000.0;
    bt->bend = (sim_time)(4 * bt->lat_est);
}

/* closes every batch that ends at or before t (the next event's time) */
/* lines the caches still have to take before they reach their steady state
 * (a stream that never re-reads fills them once; one that fits stops filling) */
static uint64_t filling(sim_t *s, uint64_t *cap)
{
    uint64_t a = 0, c = 0;
    if (s->l2_on)
        for (int k = 0; k < s->nparts; k++) a += s->l2[k].allocs, c += (uint64_t)s->l2[k].sets * s->l2[k].ways;
    if (s->l1_on)
        for (int i = 0; i < s->nsm; i++)
            a += s->l1[i].allocs, c += (uint64_t)s->l1[i].sets * s->l1[i].ways;
    *cap = c;
    return a;
}

void stats_advance(sim_t *s, batch_t *bt, sim_time t, sim_result *r)
{
    while (t >= bt->bend) {
        /* warm-up lasts while the caches are filling: until they have taken as
         * many lines as they hold, or a batch allocates none (what fits is in).
         * A cache's contents matter only to an access it serves, or to the
         * write-back of a line it evicts: a load-only workload whose streams
         * never wrap (no footprint) and that the caches have served at most
         * one access in a thousand so far (random lines in 16 GiB) needs no
         * full caches, only the minimum warm-up */
        if (bt->b == bt->warm - 1 && (s->l1_on || s->l2_on) && bt->warm < 4000 &&
            (s->has_stores || s->bounded || s->reused * 1000 > s->accessed)) {
            uint64_t cap, a = filling(s, &cap);
            /* with stores, the write-backs reach their steady share only once
             * the lines the caches started with are gone: with random
             * replacement e^-k of them survive k fills, so three fills */
            if (s->has_stores) cap *= 3;
            if (a < cap && a > bt->prev_allocs) {
                bt->prev_allocs = a;
                bt->warm++;
            }
        }
        /* ...and while the queues are still settling: the warps start
         * together, and a loaded machine takes many latencies to forget it.
         * Warm-up lasts until loads have come back in two batches running
         * and the second's mean latency is within 5% of the first's (at most
         * 4000 batches) */
        if (bt->b < bt->warm) {
            double l = s->wlat_n > bt->prev_wlat_n
                           ? (s->wlat_sum - bt->prev_wlat_sum) / (double)(s->wlat_n - bt->prev_wlat_n) : 0;
            if (bt->b == bt->warm - 1 && s->has_loads && bt->warm < 4000 &&
                (l <= 0 || bt->last_lat <= 0 || fabs(l - bt->last_lat) > 0.05 * bt->last_lat))
                bt->warm++;
            bt->last_lat = l;
            if (l > 0) bt->lat_est = l;
            bt->prev_wlat_sum = s->wlat_sum;
            bt->prev_wlat_n = s->wlat_n;
        }
        /* close batch b */
        if (bt->b == bt->warm - 1) {
            s->measuring = 1;
            s->t0 = bt->bend;
            for (int i = 0; i < s->nw; i++)
                if (s->warps[i].since < bt->bend) s->warps[i].since = bt->bend;
            if (s->tr) s->tr_end = bt->bend + (sim_time)(s->p.trace_ns * 1000);
            bt->prev_bytes = s->bytes;
            bt->prev_l2 = s->l2_bytes;
            bt->prev_lat_sum = s->lat_sum;
            bt->prev_lat_n = s->lat_n;
        } else if (bt->b >= bt->warm) {
            /* DRAM bytes give the bandwidth; the statistic that decides when to
             * stop also counts what L2 served (an L2-resident loop moves no DRAM bytes) */
            double db = s->bytes - bt->prev_bytes, dt = (double)(bt->bend - bt->bstart);
            double bwb = (db + s->l2_bytes - bt->prev_l2) / dt; /* bytes/ps */
            bt->prev_l2 = s->l2_bytes;
            bt->bsum += bwb;
            bt->bsum2 += bwb * bwb;
            bt->btime += dt;
            bt->bbytes += db;
            bt->nb++;
            if (s->lat_n > bt->prev_lat_n)
                bt->lat_est = (s->lat_sum - bt->prev_lat_sum) / (s->lat_n - bt->prev_lat_n);
            bt->prev_bytes = s->bytes;
            bt->prev_lat_sum = s->lat_sum;
            bt->prev_lat_n = s->lat_n;
            if (bt->nb >= s->p.min_batches) {
                double mean = bt->bsum / bt->nb;
                double var = (bt->bsum2 - bt->nb * mean * mean) / (bt->nb - 1);
                if (var < 0) var = 0;
                double hw = 2.0 * sqrt(var / bt->nb);
                r->rel_halfwidth = mean > 0 ? hw / mean : 1.0;
                if (r->rel_halfwidth <= s->p.tolerance) {
                    r->converged = 1;
                    bt->done = 1;
                } else if (bt->nb >= s->p.max_batches) {
                    bt->done = 1;
                }
            }
        } else if (s->lat_n > 0) {
            bt->lat_est = s->lat_sum / s->lat_n;
        }
        if (s->heap.n > r->max_queue) r->max_queue = s->heap.n;
        bt->b++;
        bt->bstart = bt->bend;
        double len = 4 * (bt->lat_est > s->g->latency_ns * 1000.0 ? bt->lat_est : s->g->latency_ns * 1000.0);
        bt->bend = bt->bstart + (sim_time)len;
        if (bt->done) break;
    }
}

void stats_result(sim_t *s, const batch_t *bt, sim_result *r)
{
    sim_time tend = bt->bstart;
    for (int i = 0; i < s->nw; i++) {
        warp_t *w = &s->warps[i];
        if (tend > w->since) s->st[w->state] += (double)(tend - w->since);
    }
    double window = bt->btime; /* ps */
    double tot = 0;
    for (int k = 0; k < SIM_ST_N; k++) tot += s->st[k];
    for (int k = 0; k < SIM_ST_N; k++) r->stall[k] = tot > 0 ? s->st[k] / tot : 0;
    double scale = (double)s->g->sm_count / s->nsm;
    r->bandwidth_gbps = bt->bbytes / window * 1000.0 * scale; /* bytes/ps -> GB/s */
    r->latency_ns = s->lat_n > 0 ? s->lat_sum / s->lat_n / 1000.0 : 0;
    r->load_latency_ns = s->load_lat_n > 0 ? s->load_lat_sum / s->load_lat_n / 1000.0 : 0;
    double win_all = (double)(tend - s->t0);
    r->bytes_in_flight_per_sm = win_all > 0 ? s->lbytes_lat / win_all / s->nsm : 0;
    r->loads_in_flight_per_warp = win_all > 0 ? s->load_lat_sum / win_all / s->nw : 0;
    r->gflops = win_all > 0 ? s->flops / win_all * 1000.0 * scale : 0;
    r->useful_gbps = win_all > 0 ? s->useful / win_all * 1000.0 * scale : 0;
    r->dram_write_gbps = win_all > 0 ? s->dram_wr / win_all * 1000.0 * scale : 0;
    r->l2_gbps = win_all > 0 ? s->l2_bytes / win_all * 1000.0 * scale : 0;
    r->l1_hit = s->l1_on ? (s->l1_acc ? (double)s->l1_hits / s->l1_acc : 0) : -1;
    r->l2_hit = s->l2_on ? (s->l2_acc ? (double)s->l2_hits / s->l2_acc : 0) : -1;
    /* a warp's iteration: from the bytes its loads and stores asked for when
     * it has some (each instruction runs once an iteration, so bytes count
     * iterations, a few dozen times more finely than its back edges: a long
     * unrolled iteration a window holds only a few of would be counted in
     * whole ones, and warps that move in step finish theirs together) */
    double per_iter = s->w->useful_bytes_per_iter;
    if (per_iter > 0 && s->useful > 0)
        r->time_per_iter_ns = win_all / 1000.0 * s->nw * per_iter / s->useful;
    else
        r->time_per_iter_ns = s->iters > 0 ? win_all / 1000.0 * s->nw / s->iters : 0;
    r->requests = s->requests;
    r->events = s->events;
    r->batches = bt->nb;
    r->sim_time_ns = window / 1000.0;
    r->sim_sms = s->nsm;
}
