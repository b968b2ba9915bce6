// families6.cuh -- where the blocks of a launch land (included by bench.cu).
//
//  - place: for W warps per SM (blocks of 4 warps, exactly W / 4 blocks an SM
//    through the shared-memory layout every family uses), each block writes
//    the SM it runs on, at its start; three launches each.  A grid-stride
//    kernel's warps share lines in an SM's L1 only if blocks whose positions
//    coincide land on the same SM: lhsim assumes SM s holds the grid's warps
//    s x W .. s x W + W - 1, and this is what the H200 does instead.

__global__ void __launch_bounds__(128, 1) k_place(unsigned *where)
{
    extern __shared__ char pad[];
    (void)pad;
    if (threadIdx.x == 0) where[blockIdx.x] = smid();
}

static void exp_place(const int *Ws, int nw)
{
    fprintf(g_out, "experiment,device,warps_per_sm,warps_per_block,blocks_per_sm,smem_per_block,launch,block,"
                   "smid,date,commit\n");
    int sms = P.multiProcessorCount;
    for (int a = 0; a < nw; a++) {
        Layout L = layout_for(Ws[a], k_place, 4);
        if (!L.blocks) continue;
        int grid = sms * L.blocks;
        unsigned *d;
        CK(cudaMalloc(&d, 4 * (size_t)grid));
        std::vector<unsigned> h((size_t)grid);
        for (int r = 0; r < 3; r++) {
            CK(cudaMemset(d, 0xff, 4 * (size_t)grid));
            k_place<<<grid, L.wpb * 32, L.smem>>>(d);
            CKL();
            CK(cudaDeviceSynchronize());
            CK(cudaMemcpy(h.data(), d, 4 * (size_t)grid, cudaMemcpyDeviceToHost));
            std::vector<int> per(sms, 0);
            for (int b = 0; b < grid; b++) {
                fprintf(g_out, "place,%s,%d,%d,%d,%d,%d,%d,%u,%s,%s\n", g_dev, Ws[a], L.wpb, L.blocks, L.smem, r, b,
                        h[b], g_date, g_commit);
                if (h[b] < (unsigned)sms) per[h[b]]++;
            }
            int lo = grid, hi = 0;
            for (int s = 0; s < sms; s++) lo = std::min(lo, per[s]), hi = std::max(hi, per[s]);
            fprintf(stderr, "place W=%2d launch %d: %d blocks, %d..%d an SM\n", Ws[a], r, grid, lo, hi);
        }
        CK(cudaFree(d));
    }
}

//  - fmat: k_fma<4> (F FMAs per element between one iteration's loads and
//    the next) with lane 0 of every warp writing its SM's cycle counter at
//    the top of iterations R0 .. R0 + NREC - 1: are the warps of an SM in
//    step (all loading within a short window, then all waiting out the
//    memory latency together) or spread over the iteration?  At 64 warps the
//    H200 runs these loops 620-1090 cycles an iteration slower than the
//    issue slots they need; lhsim's warps spread out and lose nothing.
constexpr int FMAT_R0 = 64, FMAT_NREC = 64;

__global__ void __launch_bounds__(128, 1) k_fmat(const float *__restrict__ a, int F, uint64_t iters, float *out,
                                                 long long *stamp, unsigned *where)
{
    extern __shared__ char pad[];
    (void)pad;
    const int K = 4;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint64_t gw = i / 32;
    bool lead = (threadIdx.x & 31) == 0;
    float acc = 0.f;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        if (lead && it >= FMAT_R0 && it < FMAT_R0 + FMAT_NREC) stamp[gw * FMAT_NREC + (it - FMAT_R0)] = clock64();
        float v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[i + k * nthreads];
#pragma unroll 1
        for (int f = 0; f < F; f++) {
#pragma unroll
            for (int k = 0; k < K; k++) v[k] = fmaf(v[k], 0.999f, 0.5f);
        }
#pragma unroll
        for (int k = 0; k < K; k++) acc += v[k];
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (lead) where[gw] = smid();
}

static void fmat_point(int W, int F, FILE *raw)
{
    Layout L = layout_for(W, k_fmat, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, nwarps = threads / 32;
    const int K = 4;
    uint64_t iters = std::min<uint64_t>(g_a_bytes / 4 / (K * threads), 4 * (FMAT_R0 + FMAT_NREC));
    if (iters < FMAT_R0 + FMAT_NREC) return;
    float *d_out;
    long long *d_st;
    unsigned *d_sm;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_st, nwarps * FMAT_NREC * 8));
    CK(cudaMalloc(&d_sm, nwarps * 4));
    int grid = sms * L.blocks, block = L.wpb * 32;
    k_fmat<<<grid, block, L.smem>>>((const float *)g_a, F, iters, d_out, d_st, d_sm); // warm-up
    CKL();
    CK(cudaDeviceSynchronize());
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    CK(cudaEventRecord(e0));
    k_fmat<<<grid, block, L.smem>>>((const float *)g_a, F, iters, d_out, d_st, d_sm);
    CK(cudaEventRecord(e1));
    CKL();
    CK(cudaDeviceSynchronize());
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    std::vector<long long> st(nwarps * FMAT_NREC);
    std::vector<unsigned> sm(nwarps);
    CK(cudaMemcpy(st.data(), d_st, st.size() * 8, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(sm.data(), d_sm, sm.size() * 4, cudaMemcpyDeviceToHost));
    // per SM and recorded iteration: the spread of its warps' stamps, against
    // the iteration's period (the SM's mean stamp step)
    std::vector<std::vector<uint64_t>> by(sms);
    for (uint64_t w = 0; w < nwarps; w++)
        if (sm[w] < (unsigned)sms) by[sm[w]].push_back(w);
    double spread = 0, period = 0;
    int nsp = 0, nper = 0;
    for (int s = 0; s < sms; s++) {
        if (by[s].empty()) continue;
        for (int j = 0; j < FMAT_NREC; j++) {
            long long lo = LLONG_MAX, hi = LLONG_MIN;
            for (uint64_t w : by[s]) lo = std::min(lo, st[w * FMAT_NREC + j]), hi = std::max(hi, st[w * FMAT_NREC + j]);
            spread += (double)(hi - lo), nsp++;
        }
        for (uint64_t w : by[s])
            period += (double)(st[w * FMAT_NREC + FMAT_NREC - 1] - st[w * FMAT_NREC]) / (FMAT_NREC - 1), nper++;
    }
    spread /= nsp;
    period /= nper;
    fprintf(g_out, "fmat,%s,%d,%d,%d,%llu,%.4f,%.1f,%.1f,%s,%s\n", g_dev, W, K, F, (unsigned long long)iters, ms,
            period, spread, g_date, g_commit);
    fprintf(stderr, "fmat W=%2d F=%2d: %.3f ms, an iteration %.0f cycles, its warps' stamps spread over %.0f cycles\n",
            W, F, ms, period, spread);
    // the raw stamps of the first 4 SMs' warps
    for (uint64_t w = 0; w < nwarps; w++)
        if (sm[w] < 4)
            for (int j = 0; j < FMAT_NREC; j++)
                fprintf(raw, "%d,%d,%u,%llu,%d,%lld\n", W, F, sm[w], (unsigned long long)w, FMAT_R0 + j,
                        st[w * FMAT_NREC + j]);
    CK(cudaFree(d_out));
    CK(cudaFree(d_st));
    CK(cudaFree(d_sm));
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
}

static void exp_fmat(const int *Ws, int nw, const char *rawpath)
{
    alloc_a();
    fprintf(g_out, "experiment,device,warps_per_sm,ilp,fma_per_element,iters,time_ms,period_cycles,"
                   "spread_cycles,date,commit\n");
    FILE *raw = fopen(rawpath, "w");
    if (!raw) { perror(rawpath); exit(1); }
    fprintf(raw, "warps_per_sm,fma_per_element,smid,warp,iteration,clock\n");
    const int Fs[] = {0, 8, 24, 48};
    for (int a = 0; a < nw; a++)
        for (int F : Fs) fmat_point(Ws[a], F, raw);
    if (fclose(raw)) { perror(rawpath); exit(1); }
}

//  - fmaw: the same loop as k_fma<4> over a power-of-two array (index & mask,
//    so a launch can run any number of iterations), timed at 256 .. 8192
//    iterations a thread: does the time an iteration takes depend on how
//    long the launch runs (a tail of warps left behind), or not?
__global__ void __launch_bounds__(128, 1) k_fmaw(const float *__restrict__ a, uint64_t mask, int F, uint64_t iters,
                                                 float *out)
{
    extern __shared__ char pad[];
    (void)pad;
    const int K = 4;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    float acc = 0.f;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        float v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[(i + k * nthreads) & mask];
#pragma unroll 1
        for (int f = 0; f < F; f++) {
#pragma unroll
            for (int k = 0; k < K; k++) v[k] = fmaf(v[k], 0.999f, 0.5f);
        }
#pragma unroll
        for (int k = 0; k < K; k++) acc += v[k];
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
}

static void exp_fmaw(const int *Ws, int nw)
{
    alloc_a();
    fprintf(g_out, "experiment,device,warps_per_sm,ilp,fma_per_element,iters,time_ms,time_ms_min,time_ms_max,"
                   "cycles_per_iter,gbps,date,commit\n");
    int sms = P.multiProcessorCount;
    uint64_t nfl = 1;
    while (2 * nfl <= g_a_bytes / 4) nfl *= 2; // floats, a power of two
    const int Fs[] = {24, 48};
    const uint64_t Is[] = {256, 512, 1024, 2048, 4096, 8192};
    for (int a = 0; a < nw; a++) {
        int W = Ws[a];
        Layout L = layout_for(W, k_fmaw, 4);
        if (!L.blocks) continue;
        uint64_t threads = (uint64_t)sms * W * 32;
        float *d_out;
        CK(cudaMalloc(&d_out, threads * 4));
        int grid = sms * L.blocks, block = L.wpb * 32;
        for (int F : Fs)
            for (uint64_t it : Is) {
                Stats s = time_launch([&] { k_fmaw<<<grid, block, L.smem>>>((const float *)g_a, nfl - 1, F, it, d_out); });
                double cyc = s.med * 1e-3 / it * g_sm_mhz * 1e6;
                double gbps = (double)threads * it * 4 * 4 / (s.med * 1e-3) / 1e9;
                fprintf(g_out, "fmaw,%s,%d,4,%d,%llu,%.5f,%.5f,%.5f,%.1f,%.2f,%s,%s\n", g_dev, W, F,
                        (unsigned long long)it, s.med, s.mn, s.mx, cyc, gbps, g_date, g_commit);
                fprintf(stderr, "fmaw W=%2d F=%2d %5llu iterations: %8.1f cycles an iteration, %7.1f GB/s\n", W, F,
                        (unsigned long long)it, cyc, gbps);
            }
        CK(cudaFree(d_out));
    }
}
