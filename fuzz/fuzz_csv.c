/* libFuzzer harness: the measured-CSV reader. */
#include <stdint.h>
#include <stdlib.h>

#include "validate.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    val_point *rows = NULL;
    int n = 0;
    char err[512];
    if (val_parse_measured((const char *)data, size, "fuzz.csv", &rows, &n, err, sizeof err) ==
        VAL_OK) {
        for (int i = 0; i < n; i++)
            if (rows[i].warps < 1 || rows[i].gbps <= 0) __builtin_trap();
    } else if (!err[0]) {
        __builtin_trap();
    }
    free(rows);
    return 0;
}
