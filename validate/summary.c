/* summary.c -- prediction-error statistics, as the simulator literature
 * reports them (median, p90 and max |relative error|, MAE, NRMSE, r). */
#include "validate.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int dcmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int val_summarise(const double *pred, const double *meas, int n, val_summary *s)
{
    memset(s, 0, sizeof *s);
    if (n <= 0) return VAL_OK;
    double *e = malloc(sizeof *e * (size_t)n);
    if (!e) return VAL_EINVAL;
    double sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0, se2 = 0, mn = 1e300, mx = -1e300;
    for (int i = 0; i < n; i++) {
        double d = pred[i] - meas[i];
        e[i] = fabs(d) / meas[i];
        s->mae += fabs(d);
        se2 += d * d;
        if (d > 0) s->over++;
        else if (d < 0) s->under++;
        sx += pred[i], sy += meas[i], sxx += pred[i] * pred[i], syy += meas[i] * meas[i];
        sxy += pred[i] * meas[i];
        if (meas[i] < mn) mn = meas[i];
        if (meas[i] > mx) mx = meas[i];
    }
    qsort(e, (size_t)n, sizeof *e, dcmp);
    s->n = n;
    s->med = n % 2 ? e[n / 2] : 0.5 * (e[n / 2 - 1] + e[n / 2]);
    /* nearest rank: the smallest error at or above 90% of the points */
    s->p90 = e[(int)ceil(0.9 * n) - 1];
    s->max = e[n - 1];
    s->mae /= n;
    s->nrmse = mx > mn ? sqrt(se2 / n) / (mx - mn) : 0;
    double cov = sxy - sx * sy / n, vx = sxx - sx * sx / n, vy = syy - sy * sy / n;
    s->r = vx > 0 && vy > 0 ? cov / sqrt(vx * vy) : 0;
    free(e);
    return VAL_OK;
}
