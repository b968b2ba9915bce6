/* closed.c -- Little's law, the roofline and a Volkov-style min() bound. */
#include "model.h"

#include <math.h>
#include <string.h>

static int pos_finite(double x) { return isfinite(x) && x > 0; }

int model_little(double bw_gbps, double lat_ns, double req_bytes, int sms,
                 double warps_per_sm, model_little_out *o)
{
    memset(o, 0, sizeof *o);
    if (!pos_finite(bw_gbps) || !pos_finite(lat_ns) || !pos_finite(req_bytes) || sms <= 0 ||
        !(warps_per_sm >= 0) || !isfinite(warps_per_sm))
        return MODEL_EVALUE;
    /* GB/s * ns = bytes */
    o->bytes_in_flight = bw_gbps * lat_ns;
    o->requests_in_flight = o->bytes_in_flight / req_bytes;
    o->requests_per_sm = o->requests_in_flight / sms;
    o->bytes_in_flight_per_sm = o->bytes_in_flight / sms;
    o->requests_per_warp = warps_per_sm > 0 ? o->requests_per_sm / warps_per_sm : 0;
    return MODEL_OK;
}

int model_roofline(double bw_gbps, double peak_gflops, double intensity, model_roof_out *o)
{
    memset(o, 0, sizeof *o);
    if (!pos_finite(bw_gbps) || !pos_finite(peak_gflops) || !(intensity >= 0) ||
        !isfinite(intensity))
        return MODEL_EVALUE;
    double mem = bw_gbps * intensity;
    o->attainable_gflops = mem < peak_gflops ? mem : peak_gflops;
    o->ridge_intensity = peak_gflops / bw_gbps;
    o->memory_bound = mem < peak_gflops;
    return MODEL_OK;
}

int model_bandwidth(const model_gpu *g, double warps, double loads, double bytes_per_load,
                    double lines_per_load, model_bw_out *o)
{
    memset(o, 0, sizeof *o);
    if (!(warps > 0) || !(loads > 0) || !(bytes_per_load > 0) || !(lines_per_load > 0))
        return MODEL_EVALUE;
    double per_warp = loads < g->max_loads_per_warp ? loads : g->max_loads_per_warp;
    double lines = warps * per_warp * lines_per_load;
    const char *bound = "latency";
    if (per_warp < loads) bound = "warp-cap";
    if (lines > g->mshr_per_sm) {
        lines = g->mshr_per_sm;
        bound = "mshr";
    }
    double bytes = lines / lines_per_load * bytes_per_load;
    o->bytes_in_flight_per_sm = bytes;
    o->little_gbps = g->sm_count * bytes / g->latency_ns; /* B/ns = GB/s */
    /* LSU: lines_per_cycle line requests per cycle per SM */
    o->lsu_gbps = g->sm_count * g->lsu_lines_per_cycle * g->sm_clock_mhz * 1e-3 *
                  (bytes_per_load / lines_per_load);
    double bw = o->little_gbps;
    if (o->lsu_gbps < bw) {
        bw = o->lsu_gbps;
        bound = "lsu";
    }
    if (g->bandwidth_gbps < bw) {
        bw = g->bandwidth_gbps;
        bound = "bandwidth";
    }
    o->bandwidth_gbps = bw;
    o->bound = bound;
    return MODEL_OK;
}
