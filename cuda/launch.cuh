// launch.cuh -- axpy with K float4 elements per thread (the kernel whose
// compiled order differs from its source) and whole-launch times (grids of
// every awkward size, 5 us to 50 ms).  Included by bench.cu.

// axpy: y = a*x + y on K float4 elements per thread per iteration, grid-stride
template <int K>
__global__ void __launch_bounds__(128, 1) k_axpy(const float4 *__restrict__ x, float4 *__restrict__ y,
                                                 float a, uint64_t iters, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
#pragma unroll
        for (int k = 0; k < K; k++) {
            float4 xv = x[i + k * nthreads], yv = y[i + k * nthreads];
            yv.x = a * xv.x + yv.x;
            yv.y = a * xv.y + yv.y;
            yv.z = a * xv.z + yv.z;
            yv.w = a * xv.w + yv.w;
            y[i + k * nthreads] = yv;
        }
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// a user's kernel: one float axpy element per thread per step, `iters`
// grid-stride steps (1: the usual `if (i < n)` kernel), wrapping at mask
__global__ void k_launch(const float *__restrict__ x, float *__restrict__ y, float a, uint64_t mask,
                         uint32_t iters)
{
    uint64_t n = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    for (uint32_t it = 0; it < iters; it++, i += n) {
        uint64_t j = i & mask;
        y[j] = a * x[j] + y[j];
    }
}

__global__ void k_empty() {}

template <int K> static void axpy_point(int W)
{
    Layout L = layout_for(W, k_axpy<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t half = g_a_bytes / 2, nvec = half / 16;
    uint64_t iters = std::max<uint64_t>(1, std::min<uint64_t>(nvec / ((uint64_t)K * threads),
                                                              iters_for((double)threads * K * 48, 2e-3)));
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const float4 *x = (const float4 *)g_a;
    float4 *y = (float4 *)((char *)g_a + half);
    Stats s = time_launch([&] { k_axpy<K><<<grid, block, L.smem>>>(x, y, 2.0f, iters, d_cnt); });
    // x and y start as the bit pattern 1 (a denormal): after n launches y
    // holds the pattern 1 + 2n, exactly
    uint32_t last[4];
    CK(cudaMemcpy(last, y + (iters * K * threads - 1), 16, cudaMemcpyDeviceToHost));
    uint32_t want = 1u + 2u * (uint32_t)(g_reps + 1);
    bool ok = last[0] == want && last[3] == want && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = 3.0 * threads * iters * K * 16; // x, y read; y written
    row("axpy", "k_axpy", W, K, 16, (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, "bytes=x+y read+y written");
    fprintf(stderr, "axpy W=%2d K=%d: %8.1f GB/s %s\n", W, K, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

static void exp_axpy(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int b = 0; b < nk; b++) {
            if (Ks[b] == 1) axpy_point<1>(Ws[a]);
            else if (Ks[b] == 2) axpy_point<2>(Ws[a]);
            else if (Ks[b] == 4) axpy_point<4>(Ws[a]);
            else if (Ks[b] == 8) axpy_point<8>(Ws[a]);
            else fprintf(stderr, "axpy: K=%d not built (1,2,4,8)\n", Ks[b]);
        }
}

// one launch of `grid` blocks of 256 threads, `iters` steps each: the time
// from the event before the launch to the event after it (what a user
// measures), median of `reps`
static void launch_point(int grid, uint32_t iters, int reps)
{
    const int block = 256;
    uint64_t mask = (1ULL << 28) - 1; // 1 GiB per array
    const float *x = (const float *)g_a;
    float *y = (float *)g_a + (1ULL << 28);
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    k_launch<<<grid, block>>>(x, y, 1.0f, mask, iters); // warm-up
    CKL();
    CK(cudaDeviceSynchronize());
    std::vector<double> t;
    for (int r = 0; r < reps; r++) {
        CK(cudaEventRecord(e0));
        if (iters) k_launch<<<grid, block>>>(x, y, 1.0f, mask, iters);
        else k_empty<<<grid, block>>>();
        CKL();
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        t.push_back(ms);
    }
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    Stats s = stats(t);
    // y += x with x = y = pattern 1: y ends as 1 + (reps + 1) times the
    // number of passes over it; element 0 is touched by thread 0 every pass
    uint32_t y0 = 0;
    CK(cudaMemcpy(&y0, y, 4, cudaMemcpyDeviceToHost));
    uint64_t threads = (uint64_t)grid * block;
    double passes0 = 0; // (thread, step) pairs that touch element 0, per launch
    for (uint64_t it = 0; it < iters; it++) {
        uint64_t t = (mask + 1 - ((it * threads) & mask)) & mask;
        if (t < threads) passes0 += 1;
    }
    bool ok = iters == 0 || y0 == 1u + (uint32_t)((reps + 1) * passes0);
    double bytes = 12.0 * threads * iters;
    char note[96];
    snprintf(note, sizeof note, "grid=%d;block=%d;iters=%u", grid, block, iters);
    row("launch", iters ? "k_launch" : "k_empty", 0, 1, 4, (double)(2ULL << 30), bytes, s,
        s.med > 0 ? bytes / (s.med * 1e-3) / 1e9 : 0, 0, 0, ok, note);
    fprintf(stderr, "launch grid=%6d iters=%5u: %10.4f ms %8.1f GB/s %s\n", grid, iters, s.med,
            s.med > 0 ? bytes / (s.med * 1e-3) / 1e9 : 0, ok ? "ok" : "WRONG");
    k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
}

static void exp_launch()
{
    alloc_a();
    int sms = P.multiProcessorCount, occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, k_launch, 256, 0));
    int wave = sms * occ;
    fprintf(stderr, "launch: %d blocks of 256 per SM, %d per wave\n", occ, wave);
    launch_point(1, 0, 41);
    launch_point(wave, 0, 41);
    const int small[] = {1, 2, 13, sms / 2, sms, sms + 1, 2 * sms, 2 * sms + 1, 4 * sms, 4 * sms + 1};
    for (int g : small) launch_point(g, 1, 41);
    const int waves[] = {1, 2, 4, 10, 40, 160, 640};
    for (int k : waves) {
        launch_point(k * wave, 1, 21);
        if (k <= 40) launch_point(k * wave + 1, 1, 21);
    }
    const uint32_t its[] = {64, 1024, 16384};
    for (uint32_t it : its) {
        launch_point(wave, it, it >= 16384 ? 5 : 11);
        launch_point(wave + 1, it, it >= 16384 ? 5 : 11);
        launch_point(sms, it, it >= 16384 ? 3 : 11);
    }
    launch_point(wave, 65536, 3);
}
