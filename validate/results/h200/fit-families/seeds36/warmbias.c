/* warmbias.c -- per training point of the ten-family fit: the bandwidth fresh at the
 * shipped preset (p0) and at another (p1), and run on from a state warmed up
 * at p0 with p1 (as the fit does), with SETTLE batches to settle.  Built
 * against the libraries of a build tree (README.md).  Research code, not
 * part of lhsim. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "validate.h"
double val_sim_gbps(const sim_result *r, int useful);
static uint64_t seed_of(uint64_t base, long index)
{
    uint64_t z = base * 0x9e3779b97f4a7c15ULL + (uint64_t)index + 1;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
int main(int argc, char **argv)
{
    /* argv: p0.ini p1.ini settle data... */
    char err[512];
    model_gpu g0, g1;
    if (model_gpu_load(argv[1], &g0, err, sizeof err) || model_gpu_load(argv[2], &g1, err, sizeof err)) { fprintf(stderr, "%s\n", err); return 1; }
    int settle = atoi(argv[3]);
    val_point *all = NULL; int na = 0;
    for (int a = 4; a < argc; a++) {
        val_point *p; int n;
        if (val_read_measured(argv[a], &p, &n, err, sizeof err)) { fprintf(stderr, "%s\n", err); return 1; }
        all = realloc(all, sizeof *all * (size_t)(na + n));
        memcpy(all + na, p, sizeof *p * (size_t)n);
        na += n;
    }
    const char *train = ",chase,stream,reread,strided,store,copyk,fma,babel,mix,storew,";
    val_point *pts = malloc(sizeof *pts * (size_t)na); int n = 0;
    for (int i = 0; i < na; i++) {
        char k[40]; snprintf(k, sizeof k, ",%s,", all[i].experiment);
        int w = all[i].warps;
        if (strstr(train, k) && (w == 1 || w == 4 || w == 16 || w == 64)) pts[n++] = all[i];
    }
    sim_params base = sim_default_params();
    base.sim_sms = 16;
    double *fr = calloc(n, sizeof(double)), *wr = calloc(n, sizeof(double)), *f0 = calloc(n, sizeof(double)), *w0 = calloc(n, sizeof(double));
#pragma omp parallel for schedule(dynamic)
    for (int i = 0; i < n; i++) {
        double bw;
        if (val_simulate(&g1, &pts[i], &base, i, &bw) == 0) fr[i] = bw;
        if (val_simulate(&g0, &pts[i], &base, i, &bw) == 0) f0[i] = bw;
        sim_workload *w = malloc(sizeof *w); int useful; char e[256];
        val_point_workload(&pts[i], w, &useful, e, sizeof e);
        sim_params sp = val_point_params(&pts[i], &g0, &base);
        sp.seed = seed_of(base.seed, i);
        sim_warm *wm;
        if (sim_warm_up(&g0, w, &sp, &wm, e, sizeof e) == 0) {
            sim_result r;
            if (sim_run_warm(wm, &g1, settle, &r, e, sizeof e) == 0) { wr[i] = val_sim_gbps(&r, useful); sim_result_fini(&r); }
            if (sim_run_warm(wm, &g0, settle, &r, e, sizeof e) == 0) { w0[i] = val_sim_gbps(&r, useful); sim_result_fini(&r); }
            sim_warm_free(wm);
        }
        free(w);
    }
    double c0 = 0, c1 = 0, cw = 0, cw0 = 0;
    printf("i,experiment,warps,ilp,param,measured,fresh_p0,fresh_p1,warm_p1,err0,err1,errw,errw0\n");
    for (int i = 0; i < n; i++) {
        double m = pts[i].gbps, e0 = f0[i] / m - 1, e1 = fr[i] / m - 1, ew = wr[i] / m - 1, ew0 = w0[i] / m - 1; cw0 += ew0 * ew0;
        c0 += e0 * e0, c1 += e1 * e1, cw += ew * ew;
        printf("%d,%s,%d,%d,%s,%.2f,%.2f,%.2f,%.2f,%.4f,%.4f,%.4f,%.4f\n", i, pts[i].experiment, pts[i].warps, pts[i].ilp, pts[i].param, m, f0[i], fr[i], wr[i], e0, e1, ew, ew0);
    }
    fprintf(stderr, "n %d chi2 fresh p0 %.4f fresh p1 %.4f warm p1 %.4f warm p0 %.4f\n", n, c0, c1, cw, cw0);
    return 0;
}
