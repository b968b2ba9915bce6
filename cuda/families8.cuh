// families8.cuh -- when each of a warp's loads comes back (included by bench.cu).
//
//  - arrive: the float4 re-read's loop (k_reread's addresses: K loads a thread,
//    grid-stride with wrap-around over the footprint) with a clock read before
//    the K loads and one after each load's data is in: a shared-memory store
//    of the load's first word (in-order issue: the store waits for the data),
//    then the clock.  The K stamps of an iteration, less its start, are when
//    load 0, 1, ..., K-1 arrived; the start-to-start time is the loop's trip.
//    Averaged over every warp and every iteration after the first 16, at W
//    warps per SM over 16 KiB (L1), 4 MiB (L2) and 1 GiB (DRAM).  Whether the
//    K loads of a warp come back together (and late, behind a queue) or one
//    after another (a cost per load on the way back) is what lhsim's return
//    cost assumes and the loop's trip alone cannot tell.

__device__ __forceinline__ unsigned clk_now()
{
    unsigned t;
    asm volatile("mov.u32 %0, %%clock;" : "=r"(t)::"memory");
    return t;
}

template <int K>
__global__ void __launch_bounds__(128, 1) k_arrive(const uint4 *__restrict__ a, uint64_t mask, uint64_t iters,
                                                   uint64_t skip, unsigned long long *sums, uint32_t *out)
{
    extern __shared__ char pad[];
    volatile uint32_t *sh = (volatile uint32_t *)pad; // the host gives every block >= 512 B
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
    unsigned long long s[K + 1];
#pragma unroll
    for (int k = 0; k <= K; k++) s[k] = 0;
    unsigned tprev = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        unsigned t0 = clk_now();
        uint4 v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[(i + k * nthreads) & mask];
        bool rec = it >= skip;
#pragma unroll
        for (int k = 0; k < K; k++) {
            sh[threadIdx.x] = v[k].x;
            unsigned tk = clk_now();
            if (rec) s[k] += tk - t0;
            acc += v[k].x + v[k].y + v[k].z + v[k].w;
        }
        if (rec) s[K] += t0 - tprev;
        tprev = t0;
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if ((threadIdx.x & 31) == 0) {
        unsigned long long *p = sums + ((blockIdx.x * (uint64_t)blockDim.x + threadIdx.x) >> 5) * (K + 1);
#pragma unroll
        for (int k = 0; k <= K; k++) p[k] = s[k];
    }
}

template <int K> static void arrive_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_arrive<K>, 4);
    if (!L.blocks) return;
    if (L.smem < 512) {
        fprintf(stderr, "arrive W=%d: %d B of shared memory a block, 512 needed; skipped\n", W, L.smem);
        return;
    }
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, warps = threads / 32;
    uint64_t per_iter = threads * K * 16;
    uint64_t iters = iters_for((double)per_iter, 2e-3), skip = 16;
    if (iters < 4 * skip) iters = 4 * skip;
    uint32_t *d_out;
    unsigned long long *d_sums;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_sums, warps * (K + 1) * 8));
    uint64_t mask = foot / 16 - 1;
    int grid = sms * L.blocks, block = L.wpb * 32;
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    float ms = 0;
    for (int r = 0; r < 2; r++) { // the first launch brings the footprint into L2 (and L1)
        CK(cudaEventRecord(e0));
        k_arrive<K><<<grid, block, L.smem>>>((const uint4 *)g_a, mask, iters, skip, d_sums, d_out);
        CK(cudaEventRecord(e1));
        CKL();
        CK(cudaEventSynchronize(e1));
        CK(cudaEventElapsedTime(&ms, e0, e1));
    }
    std::vector<unsigned long long> h(warps * (K + 1));
    CK(cudaMemcpy(h.data(), d_sums, 8 * h.size(), cudaMemcpyDeviceToHost));
    std::vector<uint32_t> o(threads);
    CK(cudaMemcpy(o.data(), d_out, threads * 4, cudaMemcpyDeviceToHost));
    uint64_t sum = 0;
    for (uint32_t v : o) sum += v;
    bool ok = sum == (uint64_t)threads * iters * K * 4; // the buffer holds ones
    double n = (double)warps * (double)(iters - skip);
    double gbps = (double)per_iter * iters / (ms * 1e-3) / 1e9;
    double at[K + 1];
    for (int k = 0; k <= K; k++) {
        double t = 0;
        for (uint64_t w = 0; w < warps; w++) t += (double)h[w * (K + 1) + k];
        at[k] = t / n;
    }
    for (int k = 0; k < K; k++)
        fprintf(g_out, "arrive,%s,%llu,%d,%d,%d,%.1f,%.1f,%.1f,%.0f,%d,%s,%s\n", g_dev, (unsigned long long)foot, W,
                K, k, at[k], at[K], gbps, g_sm_mhz, ok ? 1 : 0, g_date, g_commit);
    fflush(g_out);
    fprintf(stderr, "arrive %9llu KiB W=%2d K=%d: %8.1f GB/s trip %6.1f cycles, loads at", (unsigned long long)(foot >> 10),
            W, K, gbps, at[K]);
    for (int k = 0; k < K; k++) fprintf(stderr, " %.1f", at[k]);
    fprintf(stderr, " %s\n", ok ? "ok" : "WRONG");
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    CK(cudaFree(d_out));
    CK(cudaFree(d_sums));
}

static void exp_arrive(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    fprintf(g_out, "experiment,device,footprint_bytes,warps_per_sm,ilp,load,arrive_cycles,trip_cycles,bandwidth_gbps,"
                   "sm_clock_mhz,verified,date,commit\n");
    const uint64_t foots[] = {16ull << 10, 4ull << 20, 1ull << 30};
    for (uint64_t f : foots)
        for (int a = 0; a < nw; a++)
            for (int b = 0; b < nk; b++) switch (Ks[b]) {
                case 1: arrive_point<1>(Ws[a], f); break;
                case 2: arrive_point<2>(Ws[a], f); break;
                case 4: arrive_point<4>(Ws[a], f); break;
                case 8: arrive_point<8>(Ws[a], f); break;
                default: fprintf(stderr, "arrive: K=%d not built (1, 2, 4, 8)\n", Ks[b]);
                }
}
