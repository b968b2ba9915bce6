// families4.cuh -- included by bench.cu after families3.cuh.
//  - rl1p: rl1's random 4 B gathers (k_rcap<0>'s loop) with a probe thread in
//    every block timing a dependent chain of random loads over the same array
//    with clock64: the latency a load sees under the load the other threads
//    make, on the same SMs (a probe in another kernel could land on idle
//    SMs).  With L1 carved to 124 or 28 KiB, from 16 KiB (L1), 8 MiB (L2)
//    and 1 GiB (DRAM): does a small L1 keep fewer lines in flight, or does
//    each take longer?  Rate x latency answers it (Little's law).

__global__ void __launch_bounds__(128, 1) k_rcap_probe(const uint32_t *__restrict__ a, uint32_t n,
                                                      uint64_t iters, uint32_t *out, unsigned *cnt,
                                                      unsigned long long *lat)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
    if (threadIdx.x == 0) {
        // the probe: each address depends on the value the last load brought
        uint32_t x = (uint32_t)i;
        long long t0 = clock64();
#pragma unroll 1
        for (uint64_t k = 0; k < iters; k++) x ^= a[((uint64_t)mix32(x + k) * n) >> 32];
        long long t1 = clock64();
        lat[blockIdx.x] = (unsigned long long)(t1 - t0);
        acc = x;
    } else {
#pragma unroll 1
        for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
            uint32_t v[4];
#pragma unroll
            for (int k = 0; k < 4; k++) v[k] = a[((uint64_t)mix32(i + k * nthreads) * n) >> 32];
            acc += v[0] + v[1] + v[2] + v[3];
        }
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// one rl1p row: W warps per SM, L1 left at 256 - carve KiB, gathers over foot
static void rl1p_point(int W, uint64_t foot, int carve_kib, int prev_kib)
{
    Layout L;
    if (!rl1_layout(k_rcap_probe, "rl1p", W, carve_kib, prev_kib, L)) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    int grid = sms * L.blocks, block = L.wpb * 32;
    uint64_t iters = std::max<uint64_t>(1, (uint64_t)(2e-3 / (threads * 4 * 32.0 / 3.0e12)));
    uint32_t *d_out;
    unsigned *d_cnt;
    unsigned long long *d_lat;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMalloc(&d_lat, 8 * (size_t)grid));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    Stats s = time_launch([&] {
        k_rcap_probe<<<grid, block, L.smem>>>(g_a, (uint32_t)(foot / 4), iters, d_out, d_cnt, d_lat);
    });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    std::vector<unsigned long long> lat(grid);
    CK(cudaMemcpy(lat.data(), d_lat, 8 * (size_t)grid, cudaMemcpyDeviceToHost));
    std::vector<double> cyc(grid);
    for (int b = 0; b < grid; b++) cyc[b] = (double)lat[b] / (double)iters;
    double med = bh_median(cyc.data(), grid);
    // bytes: the other threads' 4 loads an iteration (the probes' are few)
    double bytes = (double)(threads - (uint64_t)grid) * 4 * 4 * iters;
    long smem_sm = (long)L.blocks * (L.smem + (int)P.reservedSharedMemPerBlock);
    char note[160];
    snprintf(note, sizeof note, "footprint=%llu;smem_per_sm=%ld;l1_kib=%d;probe_cycles=%.1f;probe_ns=%.1f",
             (unsigned long long)foot, smem_sm, 256 - carve_kib, med, med / g_sm_mhz * 1000.0);
    double bw = bytes / (s.med * 1e-3) / 1e9;
    row("rl1p", "k_rcap_probe", W, 4, 4, (double)foot, bytes, s, bw, med / g_sm_mhz * 1000.0, med, ok, note);
    fprintf(stderr, "rl1p W=%2d L1 %3d KiB %8llu KiB: %7.1f GB/s useful, probe %6.1f cycles (%5.1f ns) %s\n", W,
            256 - carve_kib, (unsigned long long)(foot >> 10), bw, med, med / g_sm_mhz * 1000.0, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_lat));
}

static void exp_rl1p(const int *Ws, int nw)
{
    alloc_a();
    static const int carve[][2] = {{132, 100}, {228, 196}};
    for (int a = 0; a < nw; a++)
        for (uint64_t kib : {16, 8 << 10, 1 << 20})
            for (auto &c : carve) rl1p_point(Ws[a], kib << 10, c[0], c[1]);
}
