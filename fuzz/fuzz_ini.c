/* libFuzzer harness: the GPU preset (INI) reader. */
#include <stdint.h>
#include <string.h>

#include "model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    model_gpu g = model_gpu_default();
    char err[512];
    int rc = model_gpu_parse((const char *)data, size, "fuzz.ini", &g, err, sizeof err);
    if (rc == MODEL_OK) {
        /* a preset that loads must give a sane occupancy answer */
        model_occ_in in = {256, 32, 0, 0, -1, -1};
        model_occ_out o;
        model_occupancy(&g, &in, &o);
        if (o.warps_per_sm < 0 || o.warps_per_sm > g.max_warps_per_sm) __builtin_trap();
    } else if (!memchr(err, 0, sizeof err) || !err[0]) {
        __builtin_trap(); /* every error has a message */
    }
    return 0;
}
