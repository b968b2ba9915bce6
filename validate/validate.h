/*
 * validate.h -- fitting the simulator's parameters to measured points.
 *
 * Contract
 *  - val_fit() adjusts the named GPU parameters (all positive, fitted as
 *    p = p0 * exp(x)) so that the simulator's bandwidth matches the measured
 *    points in the least-squares sense of relative error, with GSL's
 *    gsl_multifit_nlinear (trust region, Levenberg-Marquardt).  The Jacobian
 *    is a forward difference from the residual just computed, or a central
 *    one, with a fixed step in x (val_jacobian); every evaluation uses
 *    the same seed per point and a fixed number of measurement batches
 *    (common random numbers), so the objective is a deterministic function
 *    of the parameters.
 *  - On return fit->value[j] and fit->stderr_[j] hold the estimates and
 *    their standard errors (from the covariance at the solution, scaled by
 *    the residual variance), and *g holds the fitted description.
 *  - progress, if not NULL, is called once per iteration (no printing here).
 *  - Needs GSL; without it val_fit() returns VAL_ENOGSL.
 */
#ifndef LHSIM_VALIDATE_H
#define LHSIM_VALIDATE_H

#include "sim.h"

#define VAL_MAX_PARAMS 8

enum { VAL_OK = 0, VAL_EINVAL = 1, VAL_ENOGSL = 2, VAL_ESIM = 3, VAL_EFIT = 4 };

typedef struct {
    char experiment[16]; /* chase | stream, or a kernel family (copyk, gather, ...) */
    int warps, ilp, width;
    double gbps;         /* measured: DRAM bandwidth (chase, stream), useful bandwidth (families) */
    double ns_step;      /* chase: measured ns per step, 0 if not given */
    /* a family row: the workload file that describes its kernel (loaded once,
     * kept for the process's life), the footprint it runs over (0: the
     * file's own), and its parameter as measured ("8388608", "3:1") */
    const sim_workload *wl;
    double footprint;
    char param[24];
    /* the shared memory the resident blocks hold per SM (it sets the
     * carve-out, so L1): a points file's smem_per_sm column, or for a
     * lhsim-bench row its layout -- W warps in the fewest blocks of at most
     * bench_wpb warps, shared memory padded so that exactly those blocks fit
     * (cuda/bench_host.h).  smem_per_sm -1 and bench_wpb 0: not known */
    int smem_per_sm;
    int bench_wpb;
    int block_warps;     /* a points file's block_warps column (a bar's block), 0: not given */
} val_point;

/* shared memory the point's resident blocks hold per SM (sim_params
 * smem_per_sm), from its bench_wpb and the GPU's shared-memory sizes; -1: not known */
int val_point_smem(const val_point *p, const model_gpu *g);

/* base with the point's launch: its warps per SM and shared memory */
sim_params val_point_params(const val_point *p, const model_gpu *g, const sim_params *base);

/* the workload a point simulates: a built-in (chase, stream) or its family's
 * file with the row's footprint; compares useful bandwidth when *useful */
int val_point_workload(const val_point *p, sim_workload *w, int *useful, char *err, size_t errlen);

/* what a simulated point predicts of its row: the useful or DRAM bandwidth
 * of a whole launch (a benchmark times launches), the steady state's over
 * its launch_factor */
double val_sim_gbps(const sim_result *r, int useful);

typedef struct {
    int nparams;
    const char *names[VAL_MAX_PARAMS]; /* "memory.latency_ns", ... */
    double value[VAL_MAX_PARAMS];
    double stderr_[VAL_MAX_PARAMS];
    double initial[VAL_MAX_PARAMS];
    double corr[VAL_MAX_PARAMS][VAL_MAX_PARAMS]; /* correlation of the estimates */
    double *jac;       /* n x nparams: d residual_i / d log p_j at the solution (malloc'd;
                        * the caller frees it; NULL if the fit failed) */
    int iterations;
    int jacobians, jacobians_differenced; /* asked for by GSL (and the end), and of those
                                           * taken by differences (the others updated) */
    double chi2_initial, chi2_final;
    double rms_rel_error;
    double step_se;    /* during the fit (its progress): how far the next Gauss-Newton step
                        * goes, in standard errors (the covariance's metric) */
    int status;                        /* GSL status */
    char message[256];
} val_fit_result;

typedef void (*val_progress_fn)(int iter, double chi2, const val_fit_result *cur, void *ctx);

/* the fit's Jacobian: forward differences from the residual GSL has just
 * computed (p + 1 simulations of every point an iteration), central ones
 * (2p + 1: unbiased to second order, nearly twice the cost), or forward
 * differences from one warm state per point (one warm-up, then p + 1 runs
 * that each start from a copy of it and settle for two batches: sim_warm_up),
 * or, from warm states, forward differences once at the start and secant
 * (Broyden) updates after each accepted step (one run of every point an
 * iteration beside GSL's trials), the differences again at the end for the
 * standard errors and wherever the updated one stops making progress */
enum { VAL_JAC_FORWARD = 0, VAL_JAC_CENTRAL = 1, VAL_JAC_WARM = 2, VAL_JAC_BROYDEN = 3 };

/* names: "section.key" of double-valued keys */
/* the warm states a fit with VAL_JAC_WARM keeps between its runs, at most
 * (MiB; default 160): a point whose state is not kept warms up again at each
 * run (the same state: deterministic), so more memory buys time, not other
 * values */
void val_set_warm_mb(double mb);

int val_fit(model_gpu *g, const val_point *pts, int n, const char *const *names, int nparams,
            const sim_params *base, int max_iter, int jacobian, val_progress_fn progress, void *ctx,
            val_fit_result *out);

/* simulated bandwidth for one point with the fit's fixed-run settings */
int val_simulate(const model_gpu *g, const val_point *p, const sim_params *base, long index,
                 double *gbps);

/* Measured rows (lhsim-bench CSV): verified chase and stream rows; columns by
 * name in any order; errors name file:line and the column. Caller frees *out.
 * A family points file (header with family, warps_per_sm, param,
 * measured_gbps, workload, footprint_bytes; validate/points.sh writes it)
 * gives one row per measured family point: the workload path is relative to
 * the file's folder (to the working folder for stdin). */
int val_parse_measured(const char *text, size_t len, const char *fname, val_point **out,
                       int *n, char *err, size_t errlen);
int val_read_measured(const char *path, val_point **out, int *n, char *err, size_t errlen);

/* Prediction error over n points (meas > 0): median, 90th percentile
 * (nearest rank) and max of |pred - meas| / meas; MAE in the data's unit;
 * NRMSE (RMSE over the measured range); Pearson r; counts over and under. */
typedef struct { double med, p90, max, mae, nrmse, r; int over, under, n; } val_summary;
int val_summarise(const double *pred, const double *meas, int n, val_summary *s);

/* The fit's Jacobian of the residuals (pred - meas) / meas with respect to
 * x_j = log(p_j / p_j0), at the parameters in *g (x = 0): J[i * np + j].
 * The same finite-difference rule val_fit() uses.  Needs GSL. */
int val_jacobian(const model_gpu *g, const val_point *pts, int n, const char *const *names,
                 int np, const sim_params *base, int jacobian, double *J);

/* pointer to the double field named "section.key", or NULL */
double *val_param_ptr(model_gpu *g, const char *name);
/* the fittable names, comma-separated */
const char *val_param_names(void);

#endif
