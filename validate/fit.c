/* fit.c -- nonlinear least squares of simulator parameters (GSL). */
#include "validate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef LHSIM_HAVE_GSL
#include <gsl/gsl_blas.h>
#include <gsl/gsl_matrix.h>
#include <gsl/gsl_multifit_nlinear.h>
#include <gsl/gsl_vector.h>
#endif

/* the parameters a fit may move; store: only a store reads it (sim/lsu.c's
 * store path, sim/dram.c's writes and the bus turning round between reads
 * and writes), so a loop that never stores does not depend on it */
static const struct { const char *n; size_t off; int store; } PARAMS[] = {
    {"memory.latency_ns", offsetof(model_gpu, latency_ns), 0},
    {"memory.latency_spread_ns", offsetof(model_gpu, latency_spread_ns), 0},
    {"memory.bandwidth_gbps", offsetof(model_gpu, bandwidth_gbps), 0},
    {"memory.row_miss_busy_ns", offsetof(model_gpu, row_miss_busy_ns), 0},
    {"memory.bank_busy_ns", offsetof(model_gpu, bank_busy_ns), 0},
    {"memory.bank_busy_write_ns", offsetof(model_gpu, bank_busy_write_ns), 1},
    {"memory.bank_busy_write_whole_ns", offsetof(model_gpu, bank_busy_write_whole_ns), 1},
    {"sm.branch_cycles", offsetof(model_gpu, branch_cycles), 0},
    {"memory.l2_latency_ns", offsetof(model_gpu, l2_latency_ns), 0},
    {"memory.l2_bandwidth_gbps", offsetof(model_gpu, l2_bandwidth_gbps), 0},
    {"memory.l2_requests_per_ns", offsetof(model_gpu, l2_requests_per_ns), 0},
    {"memory.l2_store_requests_per_ns", offsetof(model_gpu, l2_store_requests_per_ns), 1},
    {"memory.l2_partial_stores_per_ns", offsetof(model_gpu, l2_partial_stores_per_ns), 1},
    {"memory.l2_request_gbps", offsetof(model_gpu, l2_request_gbps), 0},
    {"memory.l2_request_header_bytes", offsetof(model_gpu, l2_request_header_bytes), 0},
    {"memory.rw_turnaround_ns", offsetof(model_gpu, rw_turnaround_ns), 1},
    {"sm.lsu_lines_per_cycle", offsetof(model_gpu, lsu_lines_per_cycle), 0},
    {"sm.issue_cycles_per_load", offsetof(model_gpu, issue_cycles_per_load), 0},
    {"sm.return_cycles_per_load", offsetof(model_gpu, return_cycles_per_load), 0},
    {"sm.store_bytes_per_cycle", offsetof(model_gpu, store_bytes_per_cycle), 1},
    {"sm.store_read_cycles", offsetof(model_gpu, store_read_cycles), 1},
};

double *val_param_ptr(model_gpu *g, const char *name)
{
    for (size_t i = 0; i < sizeof PARAMS / sizeof PARAMS[0]; i++)
        if (!strcmp(PARAMS[i].n, name)) return (double *)((char *)g + PARAMS[i].off);
    return NULL;
}

const char *val_param_names(void)
{
    static char buf[1024];
    if (!buf[0]) {
        size_t o = 0;
        for (size_t i = 0; i < sizeof PARAMS / sizeof PARAMS[0]; i++)
            o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%s", i ? ", " : "", PARAMS[i].n);
    }
    return buf;
}

static uint64_t seed_of(uint64_t base, long index)
{
    uint64_t z = base * 0x9e3779b97f4a7c15ULL + (uint64_t)index + 1;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int val_point_workload(const val_point *p, sim_workload *w, int *useful, char *err, size_t errlen)
{
    if (p->wl) {
        *w = *p->wl;
        if (p->footprint > 0) sim_workload_set_footprint(w, p->footprint);
        *useful = 1;
        return VAL_OK;
    }
    *useful = 0;
    int width = !strcmp(p->experiment, "chase") ? 4 : p->width;
    return sim_workload_builtin(p->experiment, p->ilp, width, 8, w, err, errlen) ? VAL_EINVAL : VAL_OK;
}

int val_simulate(const model_gpu *g, const val_point *p, const sim_params *base, long index,
                 double *gbps)
{
    sim_workload *w = malloc(sizeof *w);
    char err[256];
    int useful;
    if (!w) return VAL_ESIM;
    if (val_point_workload(p, w, &useful, err, sizeof err)) {
        free(w);
        return VAL_EINVAL;
    }
    sim_params sp = val_point_params(p, g, base);
    sp.seed = seed_of(base->seed, index);
    sim_result r;
    int rc = sim_run(g, w, &sp, &r, err, sizeof err);
    free(w);
    if (rc) return VAL_ESIM;
    *gbps = val_sim_gbps(&r, useful);
    sim_result_fini(&r);
    return VAL_OK;
}

/* the warm states a fit keeps, at most (set without GSL too: the option is
 * parsed before the build's lack of a fitter is reported) */
static double g_warm_bytes = 320.0 * 1048576;
void val_set_warm_mb(double mb)
{
    g_warm_bytes = mb > 0 ? mb * 1048576 : 0;
}

#ifdef LHSIM_HAVE_GSL
typedef struct {
    model_gpu g;
    const val_point *pts;
    int n, np;
    const char *const *names;
    double p0[VAL_MAX_PARAMS];
    sim_params base;
    int failed;
    unsigned char *nostore;     /* per point: its loop never stores (DRAM never turns around) */
    const unsigned char *skip;  /* per point, while set: its residual is not needed (left 0) */
    int forward;                /* forward differences from the residual at x (cached) */
    /* VAL_JAC_WARM: every run of a point goes on from one warm state, warmed
     * up at the fit's start (c->g); the states that save most are kept
     * (choose_kept), the others warm up again for each run */
    int warm;
    sim_warm **ws;
    int nkept;                  /* states kept, and what they hold */
    double ws_bytes;
    double *wev, *wbytes;       /* per point: its warm-up's events and its state's bytes */
    unsigned char *keep;        /* per point: its state is kept (chosen: decided) */
    int chosen;
    unsigned char *useful;      /* per point: it measures useful bandwidth */
    gsl_vector *fx, *xf;        /* the last residual computed, and where (fx_ok: computed) */
    int fx_ok;
    /* the accepted position and each parameter's standard error (in x), once
     * known: a trial step within tiny_se of every one is noise, not tried
     * (a tenth; half with Broyden's updates, whose stops are checked with a
     * Jacobian by differences) */
    double xcur[VAL_MAX_PARAMS], sex[VAL_MAX_PARAMS], tiny_se;
    double dist;                /* there, how far the linearized optimum is, in standard errors */
    int se_ok, in_jac, tiny;
    int njac, ntrial;           /* Jacobians and residuals GSL asked for (each runs every point) */
    /* VAL_JAC_BROYDEN: the Jacobian last handed to GSL (jb), the position (xb)
     * and residual (fb) it belongs to (once nfull, the Jacobians taken by
     * differences, is 1 or more); fresh: it was taken by differences (not
     * updated); force_full: the next one is; reinit: a residual asked for at
     * the cached position is the cached one (GSL started again there) */
    int broyden, fresh, force_full, reinit, nfull;
    int ntry, stale;            /* trials since the last Jacobian; too many with an updated one */
    gsl_matrix *jb;
    gsl_vector *fb, *xb;
} ctx_t;

static void apply(ctx_t *c, const gsl_vector *x, model_gpu *g)
{
    *g = c->g;
    for (int j = 0; j < c->np; j++) *val_param_ptr(g, c->names[j]) = c->p0[j] * exp(gsl_vector_get(x, (size_t)j));
}

#define VAL_WARM_SETTLE 2 /* batches a warm state settles at the new timings */
#define VAL_WARM_BYTES g_warm_bytes
/* which states to keep: most warm-up events saved per byte first, while
 * they fit in VAL_WARM_BYTES (on the H200's 166 training points at 16 SMs:
 * 296 MiB in all, packed: every one within the default) */
static int worth_less(const ctx_t *c, int i, int j) /* i after j */
{
    double vi = c->wev[i] / c->wbytes[i], vj = c->wev[j] / c->wbytes[j];
    return vi < vj || (vi == vj && i > j);
}

/* the first evaluation keeps the states worth most so far within
 * VAL_WARM_BYTES, giving up those worth less to make room (choose_kept then
 * makes the same choice over all of them, and these need no second warm-up);
 * returns wm if it is not kept (the caller frees it), else NULL */
static sim_warm *keep_for_now(ctx_t *c, int i, sim_warm *wm)
{
    sim_warm *drop = wm;
#pragma omp critical(val_warm_kept)
    {
        for (;;) {
            if (c->ws_bytes + c->wbytes[i] <= VAL_WARM_BYTES) {
                c->ws[i] = wm;
                c->ws_bytes += c->wbytes[i];
                drop = NULL;
                break;
            }
            int low = -1; /* the kept state worth least, if worth less than this one */
            for (int j = 0; j < c->n; j++)
                if (c->ws[j] && (low < 0 || worth_less(c, j, low))) low = j;
            if (low < 0 || !worth_less(c, low, i)) break;
            sim_warm_free(c->ws[low]);
            c->ws[low] = NULL;
            c->ws_bytes -= c->wbytes[low];
        }
    }
    return drop;
}

/* point i at g, run on from its warm state (warmed up at the fit's start).
 * After the first evaluation the states that save the most warm-up events
 * per byte are kept (choose_kept), within VAL_WARM_BYTES; the others warm
 * up again each time (the same state: it is deterministic) */
static int warm_run(ctx_t *c, int i, const model_gpu *g, double *bw)
{
    sim_warm *wm = c->ws ? c->ws[i] : NULL;
    int fresh = !wm;
    char err[256];
    if (fresh) {
        sim_workload *w = malloc(sizeof *w);
        int useful;
        if (!w) return VAL_ESIM;
        if (val_point_workload(&c->pts[i], w, &useful, err, sizeof err)) {
            free(w);
            return VAL_EINVAL;
        }
        sim_params sp = val_point_params(&c->pts[i], &c->g, &c->base);
        sp.seed = seed_of(c->base.seed, i);
        int rc = sim_warm_up(&c->g, w, &sp, &wm, err, sizeof err);
        free(w);
        if (rc) return VAL_ESIM;
    }
    sim_result r;
    int rc = sim_run_warm(wm, g, VAL_WARM_SETTLE, &r, err, sizeof err);
    if (fresh) {
        if (c->ws && !c->chosen) { /* the first evaluation: what each state would save and hold */
            c->wev[i] = (double)sim_warm_events(wm);
            c->wbytes[i] = sim_warm_bytes(wm);
            if (rc == SIM_OK) wm = keep_for_now(c, i, wm);
        }
        if (rc == SIM_OK && c->ws && c->chosen && c->keep[i])
            c->ws[i] = wm;
        else
            sim_warm_free(wm);
    }
    if (rc) return VAL_ESIM;
    *bw = val_sim_gbps(&r, c->useful[i]);
    sim_result_fini(&r);
    return VAL_OK;
}

/* the choice, over every point's figures, once the first evaluation has them */
static void choose_kept(ctx_t *c)
{
    int *ord = malloc(sizeof *ord * (size_t)c->n);
    c->chosen = 1;
    if (!ord) return; /* keep none */
    for (int i = 0; i < c->n; i++) ord[i] = i;
    /* insertion sort: a few hundred points, once */
    for (int a = 1; a < c->n; a++)
        for (int b = a; b > 0 && worth_less(c, ord[b - 1], ord[b]); b--) {
            int t = ord[b];
            ord[b] = ord[b - 1];
            ord[b - 1] = t;
        }
    double sum = 0;
    for (int k = 0; k < c->n; k++) {
        int i = ord[k];
        if (c->wbytes[i] > 0 && sum + c->wbytes[i] <= VAL_WARM_BYTES) {
            c->keep[i] = 1;
            c->nkept++;
            sum += c->wbytes[i];
        }
    }
    /* the states kept for now that are not chosen (a margin's worth) go */
    for (int i = 0; i < c->n; i++)
        if (c->ws[i] && !c->keep[i]) {
            sim_warm_free(c->ws[i]);
            c->ws[i] = NULL;
        }
    c->ws_bytes = sum;
    free(ord);
}

/* the last residual computed (c->fx) is the one at x */
static int cached_at(const ctx_t *c, const gsl_vector *x)
{
    if (!c->fx_ok) return 0;
    for (size_t j = 0; j < x->size; j++)
        if (gsl_vector_get(c->xf, j) != gsl_vector_get(x, j)) return 0;
    return 1;
}

#define VAL_BROYDEN_TRIES 3 /* trials from an updated Jacobian before it is differenced */
static int resid(const gsl_vector *x, void *data, gsl_vector *f)
{
    ctx_t *c = data;
    if (c->reinit && cached_at(c, x)) { /* GSL started again where it was */
        gsl_vector_memcpy(f, c->fx);
        return GSL_SUCCESS;
    }
    if (c->se_ok && !c->in_jac && !c->reinit) {
        int tiny = 1;
        for (int j = 0; tiny && j < c->np; j++) tiny = fabs(gsl_vector_get(x, (size_t)j) - c->xcur[j]) <= c->tiny_se * c->sex[j];
        if (tiny) { /* the trust region has shrunk to noise: stop (val_fit) */
            c->tiny = 1;
            return GSL_EDOM;
        }
    }
    /* an updated Jacobian whose step GSL rejected: another trial in a
     * smaller region would cost a run of every point again, and so on (up to
     * 15): the Jacobian is taken by differences instead (val_fit) */
    if (c->broyden && !c->fresh && !c->in_jac && !c->reinit && ++c->ntry > VAL_BROYDEN_TRIES) {
        c->stale = 1;
        return GSL_EDOM;
    }
    model_gpu g;
    apply(c, x, &g);
    char err[256];
    if (model_gpu_check(&g, "fit", err, sizeof err)) {
        c->failed = 1;
        return GSL_EDOM;
    }
    int bad = 0;
#pragma omp parallel for schedule(dynamic, 1) reduction(| : bad)
    for (int i = 0; i < c->n; i++) {
        double bw = 0;
        if (c->skip && c->skip[i]) {
            gsl_vector_set(f, (size_t)i, 0);
            continue;
        }
        if (c->warm ? warm_run(c, i, &g, &bw) : val_simulate(&g, &c->pts[i], &c->base, i, &bw)) bad = 1;
        gsl_vector_set(f, (size_t)i, (bw - c->pts[i].gbps) / c->pts[i].gbps);
    }
    if (bad) {
        c->failed = 1;
        return GSL_EDOM;
    }
    if (c->ws && !c->chosen && !c->skip) choose_kept(c);
    if (!c->in_jac) c->ntrial++;
    if (c->forward && !c->in_jac) { /* GSL's own: the centre of the next forward Jacobian */
        gsl_vector_memcpy(c->fx, f);
        gsl_vector_memcpy(c->xf, x);
        c->fx_ok = 1;
    }
    return GSL_SUCCESS;
}

/* Differences with a step of 0.1 in x (10% in the parameter): the objective
 * is a simulation, piecewise smooth and slightly noisy, so a small step
 * measures noise.  A one-sided step is biased by curvature (a few per cent of
 * a column) but needs only p runs of every point beside the residual GSL has
 * just computed at x (accepted steps), central ones 2p: the joint fit on the
 * nine training families lands within 0.9 standard errors of the central
 * one's values (sim/PERFORMANCE.md, tenth round). */
#define FD_STEP 0.1

static int store_only(const char *name)
{
    for (size_t i = 0; i < sizeof PARAMS / sizeof PARAMS[0]; i++)
        if (!strcmp(PARAMS[i].n, name)) return PARAMS[i].store;
    return 0;
}
/* Broyden's update of the last Jacobian along the step GSL accepted (from xb
 * to x, the residual going from fb to fx): J += (df - J dx) dx' / dx'dx, the
 * least change that explains the step; a point that never stores keeps its
 * exact 0 for a parameter of the store path */
static void broyden_update(ctx_t *c, const gsl_vector *x, gsl_matrix *J)
{
    double dx[VAL_MAX_PARAMS], dd = 0;
    int st[VAL_MAX_PARAMS];
    for (int j = 0; j < c->np; j++) {
        dx[j] = gsl_vector_get(x, (size_t)j) - gsl_vector_get(c->xb, (size_t)j);
        dd += dx[j] * dx[j];
        st[j] = store_only(c->names[j]);
    }
    for (int i = 0; dd > 0 && i < c->n; i++) {
        double u = gsl_vector_get(c->fx, (size_t)i) - gsl_vector_get(c->fb, (size_t)i);
        for (int j = 0; j < c->np; j++) u -= gsl_matrix_get(c->jb, (size_t)i, (size_t)j) * dx[j];
        for (int j = 0; j < c->np; j++) {
            double v = gsl_matrix_get(c->jb, (size_t)i, (size_t)j) + u * dx[j] / dd;
            if (st[j] && c->nostore && c->nostore[i]) v = 0;
            gsl_matrix_set(c->jb, (size_t)i, (size_t)j, v);
        }
    }
    gsl_matrix_memcpy(J, c->jb);
    gsl_vector_memcpy(c->fb, c->fx);
    gsl_vector_memcpy(c->xb, x);
    c->fresh = 0;
}

static int jac(const gsl_vector *x, void *data, gsl_matrix *J)
{
    ctx_t *c = data;
    c->ntry = 0;
    if (c->broyden && c->nfull > 0 && !c->force_full && cached_at(c, x)) {
        c->njac++;
        broyden_update(c, x, J);
        return GSL_SUCCESS;
    }
    gsl_vector *fp = gsl_vector_alloc((size_t)c->n), *fm = gsl_vector_alloc((size_t)c->n);
    gsl_vector *xx = gsl_vector_alloc(x->size);
    int st = GSL_SUCCESS;
    c->in_jac = 1; /* its own residuals are neither trials nor cached */
    c->njac++;
    if (c->forward) {
        /* the residual at x: the one GSL has just computed there, if so */
        if (cached_at(c, x))
            gsl_vector_memcpy(fm, c->fx);
        else
            st = resid(x, data, fm);
    }
    for (size_t j = 0; st == GSL_SUCCESS && j < x->size; j++) {
        /* a point whose loop never stores never writes to L2 or DRAM and never
         * turns a DRAM channel around: its column for a parameter of the
         * store path is exactly 0, no need to simulate it */
        c->skip = c->nostore && store_only(c->names[j]) ? c->nostore : NULL;
        gsl_vector_memcpy(xx, x);
        gsl_vector_set(xx, j, gsl_vector_get(x, j) + FD_STEP);
        st = resid(xx, data, fp);
        if (st != GSL_SUCCESS) break;
        if (c->forward) {
            for (int i = 0; i < c->n; i++) {
                double d = (gsl_vector_get(fp, (size_t)i) - gsl_vector_get(fm, (size_t)i)) / FD_STEP;
                gsl_matrix_set(J, (size_t)i, j, c->skip && c->skip[i] ? 0 : d);
            }
            c->skip = NULL;
            continue;
        }
        gsl_vector_set(xx, j, gsl_vector_get(x, j) - FD_STEP);
        st = resid(xx, data, fm);
        for (int i = 0; st == GSL_SUCCESS && i < c->n; i++)
            gsl_matrix_set(J, (size_t)i, j,
                           (gsl_vector_get(fp, (size_t)i) - gsl_vector_get(fm, (size_t)i)) /
                               (2 * FD_STEP));
        c->skip = NULL;
    }
    c->in_jac = 0;
    if (st == GSL_SUCCESS && c->broyden && c->forward) { /* where the updates start */
        gsl_matrix_memcpy(c->jb, J);
        gsl_vector_memcpy(c->fb, fm);
        gsl_vector_memcpy(c->xb, x);
        c->fresh = 1;
        c->nfull++;
    }
    gsl_vector_free(fp);
    gsl_vector_free(fm);
    gsl_vector_free(xx);
    return st;
}

static void ctx_init(ctx_t *c, const model_gpu *g, const val_point *pts, int n,
                     const char *const *names, int np, const sim_params *base, int jacobian)
{
    memset(c, 0, sizeof *c);
    c->g = *g;
    c->pts = pts;
    c->n = n;
    c->np = np;
    c->names = names;
    c->base = *base;
    for (int j = 0; j < np; j++) c->p0[j] = *val_param_ptr(&c->g, names[j]);
    c->warm = jacobian == VAL_JAC_WARM || jacobian == VAL_JAC_BROYDEN;
    c->forward = jacobian == VAL_JAC_FORWARD || c->warm;
    c->fx = gsl_vector_alloc((size_t)n);
    c->xf = gsl_vector_alloc((size_t)np);
    if (!c->fx || !c->xf) c->forward = 0;
    if (jacobian == VAL_JAC_BROYDEN) {
        c->jb = gsl_matrix_alloc((size_t)n, (size_t)np);
        c->fb = gsl_vector_alloc((size_t)n);
        c->xb = gsl_vector_alloc((size_t)np);
        c->broyden = c->jb && c->fb && c->xb; /* else differences every time */
    }
    c->tiny_se = c->broyden ? 0.5 : 0.1;
    /* which points never store and which measure useful bandwidth (each workload read once here) */
    c->useful = calloc((size_t)n, 1);
    if (c->warm) {
        c->ws = calloc((size_t)n, sizeof *c->ws);
        c->wev = calloc((size_t)n, sizeof *c->wev);
        c->wbytes = calloc((size_t)n, sizeof *c->wbytes);
        c->keep = calloc((size_t)n, 1);
        if (!c->ws || !c->wev || !c->wbytes || !c->keep) { /* none kept */
            free(c->ws);
            c->ws = NULL;
        }
    }
    if ((c->nostore = calloc((size_t)n, 1))) {
        sim_workload *w = malloc(sizeof *w);
        char err[256];
        int useful;
        for (int i = 0; i < n; i++) {
            int stores = 1; /* not known: simulate it */
            if (w && !val_point_workload(&pts[i], w, &useful, err, sizeof err)) {
                stores = 0;
                for (int k = 0; k < w->n; k++) stores |= w->ins[k].op == OP_ST;
                if (c->useful) c->useful[i] = (unsigned char)useful;
            }
            c->nostore[i] = (unsigned char)!stores;
        }
        free(w);
    }
    if (!c->nostore || !c->useful) c->warm = 0; /* out of memory: full runs */
}

static void ctx_fini(ctx_t *c)
{
    if (c->ws)
        for (int i = 0; i < c->n; i++) sim_warm_free(c->ws[i]);
    free(c->ws);
    free(c->wev);
    free(c->wbytes);
    free(c->keep);
    free(c->useful);
    free(c->nostore);
    if (c->fx) gsl_vector_free(c->fx);
    if (c->xf) gsl_vector_free(c->xf);
    if (c->jb) gsl_matrix_free(c->jb);
    if (c->fb) gsl_vector_free(c->fb);
    if (c->xb) gsl_vector_free(c->xb);
}
#endif

int val_jacobian(const model_gpu *g, const val_point *pts, int n, const char *const *names,
                 int np, const sim_params *base, int jacobian, double *J)
{
    if (np < 1 || np > VAL_MAX_PARAMS || n < 1) return VAL_EINVAL;
    model_gpu tmp = *g;
    for (int j = 0; j < np; j++)
        if (!val_param_ptr(&tmp, names[j])) return VAL_EINVAL;
#ifndef LHSIM_HAVE_GSL
    (void)pts;
    (void)base;
    (void)jacobian;
    (void)J;
    return VAL_ENOGSL;
#else
    ctx_t c;
    ctx_init(&c, g, pts, n, names, np, base, jacobian);
    gsl_vector *x = gsl_vector_calloc((size_t)np);
    gsl_matrix *m = gsl_matrix_alloc((size_t)n, (size_t)np);
    int st = jac(x, &c, m);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < np; j++) J[i * np + j] = gsl_matrix_get(m, (size_t)i, (size_t)j);
    gsl_matrix_free(m);
    gsl_vector_free(x);
    ctx_fini(&c);
    return st == GSL_SUCCESS ? VAL_OK : VAL_ESIM;
#endif
}

#ifdef LHSIM_HAVE_GSL
/* with Broyden's updates, a fit stops where the step a Jacobian by
 * differences asks for is shorter than this, in standard errors */
#define VAL_NEAR_SE 1.0
/* the fit's position and each parameter's standard error there (in x; the
 * covariance scaled by the residual variance), into c->xcur and c->sex */
static void at_position(ctx_t *c, gsl_multifit_nlinear_workspace *w, gsl_matrix *cov, double dof)
{
    double chi2;
    gsl_vector *f = gsl_multifit_nlinear_residual(w);
    gsl_matrix *J = gsl_multifit_nlinear_jac(w);
    gsl_blas_ddot(f, f, &chi2);
    gsl_multifit_nlinear_covar(J, 0.0, cov);
    for (int j = 0; j < c->np; j++) {
        c->xcur[j] = gsl_vector_get(gsl_multifit_nlinear_position(w), (size_t)j);
        c->sex[j] = sqrt(gsl_matrix_get(cov, (size_t)j, (size_t)j) * chi2 / dof);
    }
    c->se_ok = 1;
    /* the Gauss-Newton step dx = -(J'J)^-1 J'f lowers chi2 by pred =
     * g'(J'J)^-1 g (g = J'f) if the model were linear: that over the
     * residual variance at the step's end, (chi2 - pred)/dof, is the step's
     * squared length in the standard errors the fit would have there (not
     * in those of the start, whose misfit the step removes) */
    double g[VAL_MAX_PARAMS] = {0}, pred = 0;
    for (int j = 0; j < c->np; j++)
        for (int i = 0; i < c->n; i++) g[j] += gsl_matrix_get(J, (size_t)i, (size_t)j) * gsl_vector_get(f, (size_t)i);
    for (int a = 0; a < c->np; a++)
        for (int b = 0; b < c->np; b++) pred += g[a] * gsl_matrix_get(cov, (size_t)a, (size_t)b) * g[b];
    double rest = chi2 - pred;
    c->dist = pred <= 0 ? 0 : rest > 1e-12 * chi2 ? sqrt(pred / (rest / dof)) : HUGE_VAL;
}

typedef struct {
    ctx_t *c;
    val_fit_result *out;
    val_progress_fn fn;
    void *user;
} cb_t;

static void callback(const size_t iter, void *params, const gsl_multifit_nlinear_workspace *w)
{
    cb_t *cb = params;
    if (!cb->fn) return;
    gsl_vector *f = gsl_multifit_nlinear_residual(w), *x = gsl_multifit_nlinear_position(w);
    double chi2;
    gsl_blas_ddot(f, f, &chi2);
    for (int j = 0; j < cb->c->np; j++) cb->out->value[j] = cb->c->p0[j] * exp(gsl_vector_get(x, (size_t)j));
    cb->out->step_se = cb->c->dist;
    cb->fn((int)iter, chi2, cb->out, cb->user);
}
#endif

int val_fit(model_gpu *g, const val_point *pts, int n, const char *const *names, int np,
            const sim_params *base, int max_iter, int jacobian, val_progress_fn progress, void *ctx,
            val_fit_result *out)
{
    memset(out, 0, sizeof *out);
    if (np < 1 || np > VAL_MAX_PARAMS || n < np) {
        snprintf(out->message, sizeof out->message, "need 1..%d parameters and at least as many points (%d points, %d parameters)",
                 VAL_MAX_PARAMS, n, np);
        return VAL_EINVAL;
    }
    for (int j = 0; j < np; j++) {
        double *p = val_param_ptr(g, names[j]);
        if (!p) {
            snprintf(out->message, sizeof out->message, "%s: not a fittable parameter", names[j]);
            return VAL_EINVAL;
        }
        if (!(*p > 0)) {
            snprintf(out->message, sizeof out->message, "%s: starting value must be positive", names[j]);
            return VAL_EINVAL;
        }
        out->names[j] = names[j];
        out->initial[j] = *p;
    }
    out->nparams = np;
#ifndef LHSIM_HAVE_GSL
    (void)pts;
    (void)base;
    (void)max_iter;
    (void)jacobian;
    (void)progress;
    (void)ctx;
    snprintf(out->message, sizeof out->message, "built without GSL (apt-get install libgsl-dev)");
    return VAL_ENOGSL;
#else
    ctx_t c;
    ctx_init(&c, g, pts, n, names, np, base, jacobian);
    gsl_multifit_nlinear_fdf fdf;
    fdf.f = resid;
    fdf.df = jac;
    fdf.fvv = NULL;
    fdf.n = (size_t)n;
    fdf.p = (size_t)np;
    fdf.params = &c;
    gsl_multifit_nlinear_parameters fp = gsl_multifit_nlinear_default_parameters();
    gsl_multifit_nlinear_workspace *w =
        gsl_multifit_nlinear_alloc(gsl_multifit_nlinear_trust, &fp, (size_t)n, (size_t)np);
    gsl_vector *x = gsl_vector_calloc((size_t)np);
    gsl_multifit_nlinear_init(x, &fdf, w);
    gsl_vector *f = gsl_multifit_nlinear_residual(w);
    gsl_blas_ddot(f, f, &out->chi2_initial);
    cb_t cb = {&c, out, progress, ctx};
    /* GSL's trust-region iterations, stopped once no parameter moved by more
     * than a tenth of its standard error, once GSL's trials shrink within a
     * tenth of every standard error (the objective is a simulation: a smaller
     * change is noise, and each further iteration costs runs of every point),
     * when the trust region makes no more progress, or by GSL's own tests.
     * With Broyden's updates also once the Gauss-Newton step is shorter than
     * one standard error (in the covariance's metric: a further step could
     * not move the values by more than their uncertainty), the trials'
     * bound is half a standard error, and a stop is checked again with a
     * Jacobian by differences (an updated one's steps are shorter than they
     * should be) */
    int info = 0, st = GSL_EMAXITER, iters = 0;
    const char *why = "";
    gsl_matrix *cov = gsl_matrix_alloc((size_t)np, (size_t)np);
    double dof = n > np ? (double)(n - np) : 1.0;
    at_position(&c, w, cov, dof); /* where the first trials start */
    callback(0, &cb, w);
    while (iters < max_iter) {
        double xprev[VAL_MAX_PARAMS];
        memcpy(xprev, c.xcur, sizeof xprev);
        c.tiny = c.stale = 0;
        int s = GSL_SUCCESS, stop = 0;
        if (c.broyden && c.dist < VAL_NEAR_SE) {
            stop = 1;
            why = " (the next step under one standard error)";
        } else if ((s = gsl_multifit_nlinear_iterate(w)) != GSL_SUCCESS && c.stale) {
            stop = 1; /* an updated Jacobian's steps rejected: differenced below */
        } else if (s == GSL_ENOPROG) {
            stop = 1;
            why = " (no step lowers the error further)";
        } else if (s != GSL_SUCCESS && c.tiny) {
            /* GSL shrinks its trust region after each rejected trial, up to
             * 15 times, each trial a run of every point: once a trial is
             * within a tenth of every standard error, nothing is left to find */
            stop = 1;
            why = c.broyden ? " (the trials shrank within half of every standard error)"
                            : " (the trials shrank within a tenth of every standard error)";
        } else if (s != GSL_SUCCESS) {
            st = s;
            break;
        } else {
            iters++;
            at_position(&c, w, cov, dof); /* the step's end: the next trials start here */
            callback((size_t)iters, &cb, w);
            int small = 1;
            for (int j = 0; j < np; j++)
                if (!(fabs(c.xcur[j] - xprev[j]) <= 0.1 * c.sex[j])) small = 0;
            if (small) {
                stop = 1;
                why = " (every step under a tenth of its standard error)";
            } else if (gsl_multifit_nlinear_test(1e-4, 1e-6, 1e-8, &info, w) == GSL_SUCCESS) {
                stop = 1;
                why = "";
            }
        }
        if (!stop) continue;
        if (!c.broyden || c.fresh) {
            st = GSL_SUCCESS;
            break;
        }
        /* an updated Jacobian stopped making progress: take it by differences
         * where the fit stands and go on from there (GSL starts again: its
         * trust region too) */
        gsl_vector *xs = gsl_vector_alloc((size_t)np);
        if (!xs) break;
        gsl_vector_memcpy(xs, gsl_multifit_nlinear_position(w));
        if (c.forward) { /* the residual there is GSL's (trials go elsewhere) */
            gsl_vector_memcpy(c.fx, gsl_multifit_nlinear_residual(w));
            gsl_vector_memcpy(c.xf, xs);
            c.fx_ok = 1;
        }
        c.force_full = c.reinit = 1;
        int rs = gsl_multifit_nlinear_init(xs, &fdf, w);
        c.force_full = c.reinit = 0;
        gsl_vector_free(xs);
        if (rs != GSL_SUCCESS) {
            st = rs;
            break;
        }
        at_position(&c, w, cov, dof);
        callback((size_t)iters, &cb, w); /* the same position, the differenced Jacobian's step */
        why = ""; /* that stop did not end the fit */
    }
    if ((st == GSL_SUCCESS || st == GSL_EMAXITER) && c.broyden && !c.fresh) {
        /* the standard errors and the families' shares from a Jacobian taken
         * by differences where the fit ends, not from an updated one */
        gsl_vector *xs = gsl_vector_alloc((size_t)np);
        if (xs) {
            gsl_vector_memcpy(xs, gsl_multifit_nlinear_position(w));
            c.force_full = 1;
            if (jac(xs, &c, gsl_multifit_nlinear_jac(w)) != GSL_SUCCESS) st = GSL_EFAILED;
            c.force_full = 0;
            gsl_vector_free(xs);
        }
    }
    gsl_matrix_free(cov);
    out->status = st;
    out->iterations = iters;
    out->jacobians = c.njac;
    out->jacobians_differenced = c.broyden ? c.nfull : c.njac;
    if (c.failed && st != GSL_SUCCESS) {
        snprintf(out->message, sizeof out->message, "simulation failed at a trial point");
        gsl_multifit_nlinear_free(w);
        gsl_vector_free(x);
        ctx_fini(&c);
        return VAL_EFIT;
    }
    f = gsl_multifit_nlinear_residual(w);
    gsl_blas_ddot(f, f, &out->chi2_final);
    gsl_matrix *J = gsl_multifit_nlinear_jac(w);
    cov = gsl_matrix_alloc((size_t)np, (size_t)np);
    gsl_multifit_nlinear_covar(J, 0.0, cov);
    double s2 = out->chi2_final / dof;
    gsl_vector *xs = gsl_multifit_nlinear_position(w);
    for (int j = 0; j < np; j++) {
        double xj = gsl_vector_get(xs, (size_t)j);
        out->value[j] = c.p0[j] * exp(xj);
        out->stderr_[j] = out->value[j] * sqrt(gsl_matrix_get(cov, (size_t)j, (size_t)j) * s2);
        *val_param_ptr(g, names[j]) = out->value[j];
    }
    out->jac = malloc(sizeof *out->jac * (size_t)n * (size_t)np);
    if (out->jac)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < np; j++) out->jac[i * np + j] = gsl_matrix_get(J, (size_t)i, (size_t)j);
    for (int i = 0; i < np; i++)
        for (int j = 0; j < np; j++) {
            double d = gsl_matrix_get(cov, (size_t)i, (size_t)i) * gsl_matrix_get(cov, (size_t)j, (size_t)j);
            out->corr[i][j] = d > 0 ? gsl_matrix_get(cov, (size_t)i, (size_t)j) / sqrt(d) : (i == j);
        }
    out->rms_rel_error = sqrt(out->chi2_final / n);
    snprintf(out->message, sizeof out->message, "%s after %d iteration%s%s, %d Jacobian%s and %d residual%s",
             st == GSL_SUCCESS ? "converged" : gsl_strerror(st), out->iterations,
             out->iterations == 1 ? "" : "s", why, c.njac, c.njac == 1 ? "" : "s", c.ntrial,
             c.ntrial == 1 ? "" : "s");
    if (c.broyden) {
        size_t o = strlen(out->message);
        snprintf(out->message + o, sizeof out->message - o, " (%d of the Jacobians by differences, the others updated)",
                 c.nfull);
    }
    if (c.warm) {
        size_t o = strlen(out->message);
        snprintf(out->message + o, sizeof out->message - o, " (%d warm state%s kept, %.0f MB)", c.nkept,
                 c.nkept == 1 ? "" : "s", c.ws_bytes / 1048576);
    }
    gsl_matrix_free(cov);
    gsl_multifit_nlinear_free(w);
    gsl_vector_free(x);
    ctx_fini(&c);
    return st == GSL_SUCCESS || st == GSL_EMAXITER ? VAL_OK : VAL_EFIT;
#endif
}
