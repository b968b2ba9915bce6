/* libFuzzer harness: the SASS reader of lhsim import.  Any input either
 * fails with a message or yields a workload the simulator's parser takes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sass.h"
#include "workload.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char out[1 << 20];
    char err[768];
    sim_sass_opts o;
    memset(&o, 0, sizeof o);
    o.trips = 1 + (size ? data[0] % 3 : 0);
    /* list the kernels, then import any kernel (an empty name matches all:
     * the first, or 'matches N kernels') */
    err[0] = 0;
    int rc = sim_sass_import((const char *)data, size, "fuzz.sass", &o, out, sizeof out, err, sizeof err);
    if (rc && !err[0]) __builtin_trap();
    o.kernel = "k";
    err[0] = 0;
    rc = sim_sass_import((const char *)data, size, "fuzz.sass", &o, out, sizeof out, err, sizeof err);
    if (rc && !err[0]) __builtin_trap();
    if (rc == 0) {
        static sim_workload w;
        char werr[512];
        /* what the importer writes is either valid or refused by the
         * workload parser with a message (never a crash) */
        if (sim_workload_parse(out, strlen(out), "imported", &w, werr, sizeof werr) && !werr[0])
            __builtin_trap();
    }
    return 0;
}
