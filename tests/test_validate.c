/* test_validate.c -- the fit recovers known parameters from data the
 * simulator itself made (different random streams from the fit's). */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "validate.h"

int main(void)
{
    char path[4096], err[1024];
    model_gpu truth = model_gpu_default();
    if (model_gpu_find("toy", path, sizeof path, err, sizeof err) ||
        model_gpu_load(path, &truth, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    truth.latency_ns = 500;
    truth.latency_spread_ns = 100;
    truth.bandwidth_gbps = 100;
    truth.mshr_per_sm = 4096;
    sim_params sp = sim_default_params();
    sp.min_batches = sp.max_batches = 40;
    sp.tolerance = 0.5;
    sp.seed = 99; /* the data's random streams */
    val_point pts[64];
    int n = 0;
    int W[] = {1, 2, 4, 8, 16}, K[] = {1, 2, 4, 8};
    for (int a = 0; a < 5; a++)
        for (int b = 0; b < 4; b++) {
            val_point *p = &pts[n];
            memset(p, 0, sizeof *p);
            snprintf(p->experiment, sizeof p->experiment, "chase");
            p->warps = W[a];
            p->ilp = K[b];
            p->width = 4;
            CHECK(val_simulate(&truth, p, &sp, n, &p->gbps) == VAL_OK);
            n++;
        }
    model_gpu g = truth;
    g.latency_ns = 400; /* start away from the truth */
    g.latency_spread_ns = 60;
    g.bandwidth_gbps = 130;
    const char *names[] = {"memory.latency_ns", "memory.latency_spread_ns",
                           "memory.bandwidth_gbps"};
    double want[] = {500, 100, 100};
    sp.seed = 1; /* the fit's own streams */
    val_fit_result fr;
    int rc = val_fit(&g, pts, n, names, 3, &sp, 30, NULL, NULL, &fr);
#ifdef LHSIM_HAVE_GSL
    CHECK(rc == VAL_OK);
    printf("%s; rms %.3f%%\n", fr.message, 100 * fr.rms_rel_error);
    for (int j = 0; j < 3; j++) {
        double z = (fr.value[j] - want[j]) / fr.stderr_[j];
        printf("  %-26s true %7.2f fitted %8.3f +- %.3f (%.1f sigma)\n", names[j], want[j],
               fr.value[j], fr.stderr_[j], z);
        /* within two of the reported standard errors, and 3% of the truth.
         * (With a one-sided difference Jacobian the spread came out 4.3
         * standard errors off: the curvature biased the covariance.) */
        CHECK(fabs(z) <= 2.0);
        CHECK(fabs(fr.value[j] - want[j]) <= 0.03 * want[j]);
    }
#else
    CHECK(rc == VAL_ENOGSL);
#endif
    /* the measured-CSV reader: columns by name, CRLF, bad input named */
    {
        val_point *r;
        int nr;
        char e[512];
        const char *good = "ilp,experiment,extra,warps_per_sm,width,bandwidth_gbps,verified\r\n"
                           "2,chase,x,8,4,123.5,1\r\n3,stream,y,4,16,99,1\r\n1,copy,z,1,16,5,1\r\n"
                           "1,chase,z,1,4,7,0\r\n";
        CHECK(val_parse_measured(good, strlen(good), "g.csv", &r, &nr, e, sizeof e) == VAL_OK);
        CHECK(nr == 2 && r[0].warps == 8 && r[0].ilp == 2 && r[1].width == 16 && r[1].gbps == 99);
        free(r);
        struct { const char *text, *want; } bad[] = {
            {"experiment,warps_per_sm,ilp,width,bandwidth_mbps,verified\nchase,1,1,4,5,1\n",
             "g.csv:1: missing column 'bandwidth_gbps'"},
            {"experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\nchase,1,1,4\n", "g.csv:2:"},
            {"experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\nchase,1,1,4,nan,1\n",
             "g.csv:2: bandwidth_gbps"},
            {"experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\nchase,0,1,4,5,1\n",
             "g.csv:2: warps_per_sm"},
            {"experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\nchase,1,1,3,5,1\n",
             "g.csv:2: width"},
            {"", "empty"},
            {"experiment,experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\n", "twice"},
        };
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            r = NULL;
            int rc2 = val_parse_measured(bad[i].text, strlen(bad[i].text), "g.csv", &r, &nr, e, sizeof e);
            CHECK(rc2 != VAL_OK);
            if (!strstr(e, bad[i].want)) fprintf(stderr, "'%s' lacks '%s'\n", e, bad[i].want);
            CHECK(strstr(e, bad[i].want) != NULL);
        }
        char bin[] = {'a', 0, 'b'};
        CHECK(val_parse_measured(bin, 3, "g.csv", &r, &nr, e, sizeof e) != VAL_OK && strstr(e, "NUL"));
        CHECK(val_read_measured("/", &r, &nr, e, sizeof e) != VAL_OK && strstr(e, "not a regular"));
    }
    return check_report("test_validate");
}
