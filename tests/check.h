/* check.h -- a small test runner: CHECK(cond), CHECK_NEAR(a, b, rel);
 * each test binary ends with check_report(), printing "N passed, N failed"
 * and returning the exit status. */
#ifndef LHSIM_CHECK_H
#define LHSIM_CHECK_H
#include <math.h>
#include <stdio.h>

static int check_pass, check_fail;
#define CHECK(c)                                                                        \
    do {                                                                                \
        if (c) check_pass++;                                                            \
        else {                                                                          \
            check_fail++;                                                               \
            fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #c);                \
        }                                                                               \
    } while (0)
#define CHECK_NEAR(a, b, rel)                                                           \
    do {                                                                                \
        double a_ = (a), b_ = (b);                                                      \
        if (fabs(a_ - b_) <= (rel) * fabs(b_)) check_pass++;                            \
        else {                                                                          \
            check_fail++;                                                               \
            fprintf(stderr, "FAIL %s:%d: %s = %.6g, expected %.6g (rel %.2g)\n", __FILE__, \
                    __LINE__, #a, a_, b_, (double)(rel));                               \
        }                                                                               \
    } while (0)
static int check_report(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, check_pass, check_fail);
    return check_fail ? 1 : 0;
}
#endif
