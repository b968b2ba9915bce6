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

/* how far a cache level has filled: the lines L2 (level 0) or the L1s
 * (level 1) have allocated so far, and how many they hold (*cap).  A stream
 * that never re-reads fills them once; one that fits stops filling */
static uint64_t filling(sim_t *s, int level, uint64_t *cap)
{
    uint64_t a = 0, c = 0;
    if (level == 0 && s->l2_on)
        for (int k = 0; k < s->nparts; k++) a += s->l2[k].allocs, c += (uint64_t)s->l2[k].sets * s->l2[k].ways;
    if (level == 1 && s->l1_on)
        for (int i = 0; i < s->nsm; i++)
            a += s->l1[i].allocs, c += (uint64_t)s->l1[i].sets * s->l1[i].ways;
    *cap = c;
    return a;
}

void sim_lrvar_add(sim_lrvar *v, double x)
{
    if (v->n >= 1) v->p1 += v->last[0] * x;
    if (v->n >= 2) v->p2 += v->last[1] * x;
    if (v->n < 2) v->first[v->n] = x;
    v->last[1] = v->last[0];
    v->last[0] = x;
    v->sum += x;
    v->sum2 += x * x;
    v->six += v->n * x;
    v->n++;
}

double sim_lrvar_trend(const sim_lrvar *v, double *t)
{
    *t = 0;
    int n = v->n;
    if (n < 3 || v->sum == 0) return 0;
    double m = v->sum / n, sxx = (double)n * ((double)n * n - 1) / 12.0;
    double sxy = v->six - 0.5 * (n - 1) * v->sum, syy = v->sum2 - n * m * m;
    double b = sxy / sxx, res = (syy - b * sxy) / (n - 2);
    double var = syy / (n - 1), lr = sim_lrvar_var(v);
    if (var > 0 && lr > var) res *= lr / var; /* neighbours alike: fewer independent values */
    if (res > 0) *t = b / sqrt(res / sxx);
    else if (b != 0) *t = b > 0 ? INFINITY : -INFINITY;
    return b * (n - 1) / m;
}

/* Batches of a few latencies are not independent: one that a burst of
 * returns fell into is followed by a lean one (the chase at 64 warps x 16:
 * lag-one correlation -0.30, so the plain variance overstates the mean's),
 * and a queue that drifts makes neighbours alike (then it understates it).
 * The covariances count from SIM_LRVAR_MIN values on: from 6, the reference
 * sweep's one-warp chase points stopped early often enough that 7 of its 50
 * points missed a tight reference by more than their half-width (3 with the
 * plain variance); from 15, 4 (sim/PERFORMANCE.md) */
double sim_lrvar_var(const sim_lrvar *v)
{
    int n = v->n;
    if (n < 2) return 0;
    double m = v->sum / n;
    double var = (v->sum2 - n * m * m) / (n - 1);
    if (!(var > 0)) return 0;
    if (n < SIM_LRVAR_MIN) return var;
    double S = v->sum;
    double c1 = (v->p1 - m * ((S - v->last[0]) + (S - v->first[0])) + (n - 1) * m * m) / n;
    double c2 = (v->p2 - m * ((S - v->last[0] - v->last[1]) + (S - v->first[0] - v->first[1])) + (n - 2) * m * m) / n;
    double lr = var + 2.0 * (2.0 / 3.0 * c1 + 1.0 / 3.0 * c2);
    return lr > var / 4 ? lr : var / 4;
}

/* the multiplier of a mean's 95% half-width from n batches: Student's t
 * for dof = n - 1, never under 2.  A bare 2 trusts a handful of batches'
 * spread: the stream at 12 warps x 8 loads alone (seed 1) stopped after its
 * first 5 batches, all on the low side of the queues' swing, at 4196 GB/s
 * (rel_halfwidth 0.97%) where 600 batches give 4337 */
static double t975(int dof)
{
    static const double t[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                               2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
                               2.080,  2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    if (dof < 1) dof = 1;
    if (dof <= 30) return t[dof - 1];
    /* Cornish-Fisher's first term past the table (30: 2.039 for 2.042) */
    double z = 1.959964, q = z + (z * z * z + z) / (4.0 * dof);
    return q > 2.0 ? q : 2.0;
}

/* the mean of the times added to (sum, n) since the last call (0 when none
 * came), which moves the marks (*psum, *pn) up to now */
static double since_last(double sum, uint64_t n, double *psum, uint64_t *pn)
{
    double m = n > *pn ? (sum - *psum) / (double)(n - *pn) : 0;
    *psum = sum;
    *pn = n;
    return m;
}

/* a warm-up batch's mean time is not yet steady: none came back in it or in
 * the one before, or it moved by more than 5% */
static int unsteady(double x, double last)
{
    return x <= 0 || last <= 0 || fabs(x - last) > 0.05 * last;
}

/* a ring of warm-up batches' means (SIM_SLAT_BACK, the newest at batch b):
 * its last half's mean moved by more than 5% from the half before, or the
 * ring is not yet full */
static int ring_drifts(const double *hist, int b)
{
    double recent = 0, before = 0;
    for (int k = 0; k < SIM_SLAT_BACK / 2; k++) {
        recent += hist[(b + SIM_SLAT_BACK - k) % SIM_SLAT_BACK];
        before += hist[(b + SIM_SLAT_BACK / 2 - k) % SIM_SLAT_BACK];
    }
    return unsteady(recent, before);
}

/* closes every batch that ends at or before t (the next event's time) */
/* params.series: batch b (its warm-up decided) from the start; the first
 * SIM_SERIES_MAX.  DRAM's bytes count only while measuring, so a warm-up
 * batch has no rate */
static void series_add(sim_t *s, const batch_t *bt)
{
    if (s->nser == SIM_SERIES_MAX) return;
    if (s->nser == s->sercap) {
        int cap = s->sercap * 2 < SIM_SERIES_MAX ? s->sercap * 2 : SIM_SERIES_MAX;
        sim_series_ev *m = realloc(s->ser, sizeof *m * (size_t)cap);
        if (!m) return; /* what it holds stays: a shorter series */
        s->ser = m;
        s->sercap = cap;
    }
    sim_series_ev *e = &s->ser[s->nser++];
    e->batch = bt->b;
    e->measured = bt->b >= bt->warm;
    e->end_ns = (double)bt->bend / 1000.0;
    double dt = (double)(bt->bend - bt->bstart);
    e->dram_gbps = e->measured && dt > 0
                       ? (s->bytes - bt->prev_bytes) / dt * 1000.0 * s->g->sm_count / s->nsm : NAN;
    int came = s->wlat_n > s->ser_latn; /* since_last gives 0 where none came */
    e->probes = (int)(s->wprobe_n - s->ser_proben);
    double l = since_last(s->wlat_sum, s->wlat_n, &s->ser_lat, &s->ser_latn);
    double pl = since_last(s->wprobe_sum, s->wprobe_n, &s->ser_probe, &s->ser_proben);
    e->latency_ns = came ? l / 1000.0 : NAN;
    e->probe_ns = e->probes ? pl / 1000.0 : NAN;
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
            /* each level on its own: L1s that churn through their lines
             * must not end an L2 still filling (random loads over 32 MiB at 32
             * warps, L1 hits 2%: counted together, warm-up ended with L2's
             * hits at 0.72-0.80 of their 0.99, and a run could stop there) */
            int more = 0;
            for (int lv = 0; lv < 2; lv++) {
                uint64_t cap, a = filling(s, lv, &cap);
                /* with stores, the write-backs reach their steady share only
                 * once the lines the caches started with are gone: with random
                 * replacement e^-k of them survive k fills, so three fills */
                if (s->has_stores) cap *= 3;
                if (a < cap && a > bt->prev_allocs[lv]) more = 1;
                bt->prev_allocs[lv] = a;
            }
            if (more) bt->warm++, bt->warm_why = 1;
        }
        /* ...and while the queues are still settling: the warps start
         * together, and a loaded machine takes many latencies to forget it.
         * Warm-up lasts until loads have come back in two batches running
         * and the second's mean latency is within 5% of the first's (at most
         * 4000 batches) */
        if (bt->b < bt->warm) {
            double l = since_last(s->wlat_sum, s->wlat_n, &bt->prev_wlat_sum, &bt->prev_wlat_n);
            /* ...and the stores' times from leaving the SM to served: where
             * the way to L2 takes stores slower than the warps send them, a
             * backlog grows for many batches at a steady rate (a store-only
             * loop over 8 MiB at 8 warps measured 5337 GB/s on that
             * transient, above the ports' 4695; 4696 with this rule) */
            double ls = since_last(s->swlat_sum, s->swlat_n, &bt->prev_swlat_sum, &bt->prev_swlat_n);
            /* ...nor drift by more than that over SIM_SLAT_BACK batches: a
             * backlog that grows slowly moves each batch less than 5% (the
             * aligned store pair over 8 MiB at 8 warps: 4956 GB/s, its
             * L2's ports busy 106%): the mean of the ring's last half against
             * the half before (a ring not yet full is unsteady: a store
             * workload warms up for at least SIM_SLAT_BACK batches) */
            int drift = 0;
            double last_ls = bt->slat_hist[(bt->b + SIM_SLAT_BACK - 1) % SIM_SLAT_BACK]; /* the batch before's */
            bt->slat_hist[bt->b % SIM_SLAT_BACK] = ls;
            if (s->has_stores) drift = ring_drifts(bt->slat_hist, bt->b);
            /* ...and the probes' loads (params.probe) likewise over eight
             * windows of SIM_PROBE_WIN loads each (a batch may see a handful
             * or none: one a SM every probe trip): under float4 writes alone
             * at 8 warps the probe read 3507 / 3842 / 3924 ns over 20 / 100 /
             * 400 batches while the stores' times had settled
             * (validate/README.md, thirty-seventh round) */
            int pdrift = 0;
            if (s->p.probe) {
                uint64_t got = s->wprobe_n - bt->prev_wprobe_n;
                if (got >= SIM_PROBE_WIN) {
                    bt->plat_hist[bt->pw++ % SIM_SLAT_BACK] = (s->wprobe_sum - bt->prev_wprobe_sum) / (double)got;
                    bt->prev_wprobe_sum = s->wprobe_sum;
                    bt->prev_wprobe_n = s->wprobe_n;
                }
                pdrift = bt->pw < SIM_SLAT_BACK || ring_drifts(bt->plat_hist, bt->pw - 1);
            }
            int unsettled = (s->has_loads && unsteady(l, bt->last_lat)) ||
                            (s->has_stores && (unsteady(ls, last_ls) || drift)) || pdrift;
            if (bt->b == bt->warm - 1 && bt->warm < 4000 && unsettled) bt->warm++, bt->warm_why = 2;
            bt->last_lat = l;
            if (l > 0) bt->lat_est = l;
        }
        if (s->ser) series_add(s, bt);
        /* close batch b */
        if (bt->b == bt->warm - 1) {
            s->measuring = 1;
            s->t0 = bt->bend;
            for (int i = 0; i < s->nw; i++) {
                if (s->warps[i].since < bt->bend) s->warps[i].since = bt->bend;
                s->warps[i].ins0 = s->warps[i].iter * s->w->n + s->warps[i].pc;
            }
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
            sim_lrvar_add(&bt->rates, bwb);
            bt->btime += dt;
            bt->bbytes += db;
            bt->nb++;
            if (s->lat_n > bt->prev_lat_n) {
                bt->lat_est = (s->lat_sum - bt->prev_lat_sum) / (s->lat_n - bt->prev_lat_n);
                sim_lrvar_add(&bt->lats, bt->lat_est);
            }
            bt->prev_bytes = s->bytes;
            bt->prev_lat_sum = s->lat_sum;
            bt->prev_lat_n = s->lat_n;
            if (bt->nb >= s->p.min_batches) {
                double mean = bt->rates.sum / bt->nb;
                double hw = t975(bt->nb - 1) * sqrt(sim_lrvar_var(&bt->rates) / bt->nb);
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

/* a launch of warps at positional rates r[0..m-1] (rank 0 the oldest still
 * running; a warp moves up a rank when an older one finishes), each with one
 * unit of work: when the last finishes (0: some warp never would) */
static double fluid_end(const double *r, int m)
{
    double rem[64], t = 0;
    int n = m;
    for (int j = 0; j < n; j++) rem[j] = 1;
    while (n > 0) {
        double dt = INFINITY;
        int first = -1;
        for (int j = 0; j < n; j++)
            if (r[j] > 0 && rem[j] / r[j] < dt) dt = rem[j] / r[j], first = j;
        if (first < 0) return 0;
        t += dt;
        int k = 0;
        for (int j = 0; j < n; j++) {
            /* the one that set dt is done, whatever the rounding */
            rem[j] = j == first ? 0 : rem[j] - r[j] * dt;
            if (rem[j] > 1e-12) rem[k++] = rem[j];
        }
        n = k;
    }
    return t;
}

/* the oldest rank's iterations in the measurement below which counts are not
 * rates; and the draws of even rates with the measured noise */
#define LAUNCH_MIN_ITERS 8
#define LAUNCH_NOISE_DRAWS 64

/* a standard normal draw from a splitmix64 stream (Box-Muller) */
static double normal_draw(uint64_t *st)
{
    double u[2];
    for (int k = 0; k < 2; k++) {
        uint64_t z = (*st += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        u[k] = ((double)(z >> 11) + 0.5) / 9007199254740992.0; /* (0, 1) */
    }
    return sqrt(-2 * log(u[0])) * cos(6.283185307179586 * u[1]);
}

/*
 * How much longer a long launch takes than the steady state's rate says.
 * Warps that loop for ever keep their shares; a launch's warps each run the
 * same iterations and it ends with the last.  Where a scheduler favours its
 * older warps (sm.oldest_first) the younger progress slower, the older
 * finish first, and the last run on with too few warps to keep it busy: a
 * share of the launch however long it is (an FMA loop at 64 warps on the
 * H200: 2375 to 9048 cycles an iteration by warp, validate/results/h200/fmat).
 * A warp's rate depends on how many older warps still run on its scheduler,
 * so the rates measured by age are the rates by rank in the launch: warps
 * move up a rank as older ones finish.  Rates by rank are averaged over the
 * schedulers with as many warps (the launch ends with the slowest kind of
 * scheduler).  Even shares give 1, up to the rates' noise.
 */
static double launch_factor(const sim_t *s)
{
    int wps = s->p.warps_per_sm, ns = s->g->warp_schedulers;
    if (ns < 1) ns = 1;
    int mmax = (wps + ns - 1) / ns;
    if (mmax > 64 || mmax < 2) return 1;
    double tot = 0, tend = 0, top = 0;
    uint64_t nwarps = 0;
    for (int m = 1; m <= mmax; m++) { /* schedulers with m warps */
        double r[64] = {0}, r2[64] = {0};
        int nsch = 0;
        for (int sm = 0; sm < s->nsm; sm++)
            for (int k = 0; k < ns; k++) {
                if ((wps - k + ns - 1) / ns != m) continue; /* its warps: k, k + ns, ... */
                nsch++;
                int rank = 0;
                for (int j = k; j < wps; j += ns, rank++) {
                    const warp_t *w = &s->warps[sm * wps + j]; /* its instructions in the measurement */
                    double c = (double)(w->iter * s->w->n + w->pc - w->ins0);
                    r[rank] += c;
                    r2[rank] += c * c;
                }
            }
        if (!nsch) continue;
        double sum = 0, se[64];
        for (int j = 0; j < m; j++) {
            r[j] /= nsch;
            double var = nsch > 1 ? (r2[j] / nsch - r[j] * r[j]) * nsch / (nsch - 1) : 0;
            /* the mean's standard error, and a count's rounding to whole
             * iterations (an iteration's instructions n, uniform: n^2 / 12),
             * which schedulers in step do not average away */
            se[j] = sqrt((var > 0 ? var / nsch : 0) + (double)s->w->n * s->w->n / 12.0);
            sum += r[j];
        }
        tot += sum * nsch;
        nwarps += (uint64_t)m * (uint64_t)nsch;
        if (r[0] > top) top = r[0];
        double e = fluid_end(r, m);
        if (e <= 0) return 1;
        /* the rates are means of a few hundred schedulers' counts at most,
         * and noise in them alone lengthens the end (the slowest sets it):
         * the end that even rates with this noise would give, over the even
         * rates' own, is taken off (a fixed stream: the same every run) */
        double flat = sum / m, noisy = 0, rn[64];
        uint64_t st = 0x6c61756e6368ULL + (uint64_t)m;
        int nd = 0;
        for (int d = 0; d < LAUNCH_NOISE_DRAWS; d++) {
            for (int j = 0; j < m; j++) {
                rn[j] = flat + se[j] * normal_draw(&st);
                if (rn[j] < 1e-3 * flat) rn[j] = 1e-3 * flat;
            }
            double en = fluid_end(rn, m);
            if (en > 0) noisy += en * flat, nd++;
        }
        if (nd) e /= noisy / nd > 1 ? noisy / nd : 1;
        if (e > tend) tend = e;
    }
    if (top < LAUNCH_MIN_ITERS * s->w->n) return 1;
    double f = tot > 0 ? tend * tot / (double)nwarps : 1;
    return f > 1 ? f : 1;
}

/* the probe's 10th, 50th and 90th percentiles from its histogram: the q-th
 * quantile is where the count below reaches q n, linear within its bin
 * (left 0, as sim_run zeroed them, without a probe) */
static void probe_percentiles(const sim_t *s, sim_result *r)
{
    static const double q[3] = {0.1, 0.5, 0.9};
    if (!s->probe_hist || s->probe_n == 0) return;
    uint64_t below = 0;
    int k = 0;
    for (int b = 0; b < SIM_PROBE_BINS && k < 3; b++) {
        uint64_t c = s->probe_hist[b];
        while (k < 3 && (double)(below + c) >= q[k] * (double)s->probe_n) {
            double in = c > 0 ? (q[k] * (double)s->probe_n - (double)below) / (double)c : 0;
            r->probe_pct_ns[k] = (b + in) * (SIM_PROBE_BIN_PS / 1000.0);
            k++;
        }
        below += c;
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
    r->probe_latency_ns = s->probe_n > 0 ? s->probe_sum / (double)s->probe_n / 1000.0 : 0;
    r->probe_samples = s->probe_n;
    probe_percentiles(s, r);
    double win_all = (double)(tend - s->t0);
    r->bytes_in_flight_per_sm = win_all > 0 ? s->lbytes_lat / win_all / s->nsm : 0;
    r->loads_in_flight_per_warp = win_all > 0 ? s->load_lat_sum / win_all / s->nw : 0;
    r->gflops = win_all > 0 ? s->flops / win_all * 1000.0 * scale : 0;
    r->useful_gbps = win_all > 0 ? s->useful / win_all * 1000.0 * scale : 0;
    r->dram_write_gbps = win_all > 0 ? s->dram_wr / win_all * 1000.0 * scale : 0;
    r->l2_gbps = win_all > 0 ? s->l2_bytes / win_all * 1000.0 * scale : 0;
    r->l2_port_busy = win_all > 0 && s->nsl > 0 ? s->port_busy / (win_all * s->nsl) : 0;
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
    r->launch_factor = s->p.launch_iters ? 1 : launch_factor(s);
    r->requests = s->requests;
    r->events = s->events;
    r->batches = bt->nb;
    {
        /* a run whose rate still moves (L2 gaining hits over milliseconds on a
         * re-read just above its size: validate/results/h200/cliff36) */
        double tt;
        r->drift = sim_lrvar_trend(&bt->rates, &tt);
        r->drifting = !s->p.launch_iters && fabs(r->drift) > 2 * s->p.tolerance && fabs(tt) >= 3;
        /* ...and whose loads' latency still moves while the rate holds: under
         * a saturating loop it falls for hundreds of microseconds after the
         * start, as an H100's does (validate/results/h100/rwlatk-ts): the
         * stopping rule judges the rate only, so say so where a line through
         * the batches' latencies moves more than SIM_LAT_DRIFT, three
         * standard errors from none */
        r->latency_drift = sim_lrvar_trend(&bt->lats, &tt);
        r->latency_drifting = !s->p.launch_iters && fabs(r->latency_drift) > SIM_LAT_DRIFT && fabs(tt) >= 3;
    }
    r->sim_time_ns = window / 1000.0;
    r->sim_sms = s->nsm;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* a launch's warps' ends (sim_result.launch_end, launch_age): as the H200's
 * stamped loops report them (cuda/families11.cuh, tail_note) */
void stats_launch_ends(const sim_t *s, sim_result *r)
{
    double span = (double)(s->launch_end - s->t0);
    int nw = s->nw, wps = s->p.warps_per_sm, ns = s->g->warp_schedulers;
    double *e = malloc((size_t)nw * sizeof *e);
    if (!e || span <= 0) {
        free(e);
        return;
    }
    double sum[4] = {0}, cnt[4] = {0};
    if (ns < 1) ns = 1;
    for (int i = 0; i < nw; i++) {
        e[i] = (double)(s->warps[i].end_t - s->t0) / span;
        int k = (i % wps) % ns, m = (wps - k + ns - 1) / ns, rank = (i % wps) / ns; /* its scheduler's warps: k, k + ns, ... */
        int q = 4 * rank / m;
        sum[q] += e[i];
        cnt[q]++;
    }
    qsort(e, (size_t)nw, sizeof *e, cmp_double);
    const double at[4] = {0, 0.1, 0.5, 0.9};
    for (int k = 0; k < 4; k++) {
        r->launch_end[k] = e[(size_t)(at[k] * (nw - 1) + 0.5)];
        r->launch_age[k] = cnt[k] ? sum[k] / cnt[k] : 0;
    }
    free(e);
}
