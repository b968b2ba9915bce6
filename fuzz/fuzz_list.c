/* libFuzzer harness: the command line's lists and numbers. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lists.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096) return 0;
    char *s = malloc(size + 1);
    memcpy(s, data, size);
    s[size] = 0;
    double *v = NULL;
    char err[512];
    int n = cli_parse_list("--warps", s, 1, 64, 1, &v, err, sizeof err);
    if (n > 0) {
        for (int i = 0; i < n; i++)
            if (!(v[i] >= 1 && v[i] <= 64)) __builtin_trap();
    } else if (n == 0 || !err[0]) {
        __builtin_trap(); /* a list is never empty without an error */
    }
    free(v);
    double x;
    if (cli_parse_number("--tolerance", s, 1e-4, 0.5, 0, &x, err, sizeof err) == 0 &&
        !(x >= 1e-4 && x <= 0.5))
        __builtin_trap();
    free(s);
    return 0;
}
