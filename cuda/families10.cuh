// families10.cuh -- where a copy's iteration goes (included by bench.cu).
//
//  - copyprobe: a copy of 1 GiB in order (as k_linecopy's MODE 0 and the copy
//    family), each warp K loads then K stores an iteration, lanes of 4 B (a
//    warp instruction one 128 B line) or of 16 B (four lines), with clock
//    stamps: t0 before the K loads; a shared-memory store of the first load's
//    word (in-order issue: it waits for that load's data), then t1; the K
//    global stores (each waits for its data), then t2.  Averaged over every
//    warp and every iteration after the first 16: t1 - t0 (the first load's
//    round trip from the loop's start), t2 - t0 (every load in and every
//    store issued) and the trip (start to start).  At equal lines in flight
//    the H200 copies 4 B lanes slower than 16 B ones (lhsim does not); the
//    stamps say whether that time is spent waiting for loads (the memory
//    side) or after the stores issue (the SM side).

template <int K, int V>
__global__ void __launch_bounds__(1024, 1) k_copyprobe(uint32_t *__restrict__ out, const uint32_t *__restrict__ in,
                                                      uint64_t chunks, uint64_t iters, uint64_t skip,
                                                      unsigned long long *sums, unsigned *cnt)
{
    extern __shared__ char pad[];
    volatile uint32_t *sh = (volatile uint32_t *)pad; // the host gives every block 4 B a thread
    typedef typename std::conditional<V == 4, uint4, uint32_t>::type T;
    const T *src = (const T *)in;
    T *dst = (T *)out;
    const uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32;
    const uint64_t gw = (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    unsigned long long s1 = 0, s2 = 0, s3 = 0;
    unsigned tprev = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        unsigned t0 = clk_now();
        T v[K];
#pragma unroll
        for (int k = 0; k < K; k++) {
            uint64_t c = ((it * K + k) * nwarps + gw) & (chunks - 1);
            v[k] = src[c * 32 + lane];
        }
        if constexpr (V == 4) sh[threadIdx.x] = v[0].x;
        else sh[threadIdx.x] = v[0];
        unsigned t1 = clk_now();
#pragma unroll
        for (int k = 0; k < K; k++) {
            uint64_t c = ((it * K + k) * nwarps + gw) & (chunks - 1);
            dst[c * 32 + lane] = v[k];
        }
        unsigned t2 = clk_now();
        if (it >= skip) {
            s1 += t1 - t0;
            s2 += t2 - t0;
            s3 += t0 - tprev;
        }
        tprev = t0;
    }
    if (lane == 0) {
        unsigned long long *p = sums + gw * 3;
        p[0] = s1;
        p[1] = s2;
        p[2] = s3;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int K, int V> static void copyprobe_point(int W)
{
    Layout L = layout_for(W, k_copyprobe<K, V>, 4);
    if (!L.blocks) return;
    if (L.smem < L.wpb * 32 * 4) {
        fprintf(stderr, "copyprobe W=%d: %d B of shared memory a block, %d needed; skipped\n", W, L.smem, L.wpb * 128);
        return;
    }
    const uint64_t foot = 1ull << 30, chunks = foot / (128 * V);
    uint32_t *in = g_a, *out = g_a + foot / 4;
    int sms = P.multiProcessorCount;
    uint64_t nwarps = (uint64_t)sms * W;
    uint64_t iters = iters_for((double)nwarps * K * 256 * V, 2e-3), skip = 16;
    if (iters < 4 * skip) iters = 4 * skip;
    k_iota<<<sms * 8, 256>>>(in, foot / 4);
    CKL();
    CK(cudaDeviceSynchronize());
    unsigned *d_cnt;
    unsigned long long *d_sums;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    CK(cudaMalloc(&d_sums, nwarps * 3 * 8));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_copyprobe<K, V><<<grid, block, L.smem>>>(out, in, chunks, iters, skip, d_sums, d_cnt); });
    std::vector<unsigned long long> h(nwarps * 3);
    CK(cudaMemcpy(h.data(), d_sums, 8 * h.size(), cudaMemcpyDeviceToHost));
    double a[3] = {0, 0, 0}, n = (double)nwarps * (double)(iters - skip);
    for (uint64_t w = 0; w < nwarps; w++)
        for (int j = 0; j < 3; j++) a[j] += (double)h[w * 3 + j];
    for (int j = 0; j < 3; j++) a[j] /= n;
    // out[c * 32 * V + x] = in[...] = its index (k_iota): check two words
    uint32_t v0, v1;
    uint64_t far = (chunks - 1) * 32 * V + 3;
    CK(cudaMemcpy(&v0, out + 5, 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(&v1, out + far, 4, cudaMemcpyDeviceToHost));
    bool covers = (uint64_t)iters * K * nwarps >= chunks;
    bool ok = v0 == 5u && (!covers || v1 == (uint32_t)far) && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = 2.0 * (double)nwarps * iters * K * 128 * V;
    char note[160];
    snprintf(note, sizeof note, "lanes=%d;first_in_cycles=%.1f;stores_issued_cycles=%.1f;trip_cycles=%.1f;footprint=%llu",
             4 * V, a[0], a[1], a[2], (unsigned long long)foot);
    char kname[40];
    snprintf(kname, sizeof kname, "k_copyprobe<%d,%d>", K, V);
    row("copyprobe", kname, W, K, 4 * V, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters,
        a[2], ok, note);
    fprintf(stderr, "copyprobe W=%2d K=%d lanes %2d B: %8.1f GB/s useful, first in %6.1f, stores issued %6.1f, trip %6.1f cycles %s\n",
            W, K, 4 * V, bytes / (s.med * 1e-3) / 1e9, a[0], a[1], a[2], ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_sums));
    fill_a();
}

static void exp_copyprobe(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nk; j++) {
            switch (Ks[j]) {
            case 1: copyprobe_point<1, 1>(Ws[a]); copyprobe_point<1, 4>(Ws[a]); break;
            case 2: copyprobe_point<2, 1>(Ws[a]); copyprobe_point<2, 4>(Ws[a]); break;
            case 4: copyprobe_point<4, 1>(Ws[a]); copyprobe_point<4, 4>(Ws[a]); break;
            default: fprintf(stderr, "copyprobe: K=%d not built (1, 2, 4)\n", Ks[j]);
            }
        }
}

//  - copyprobe2: does a warp's spread of single-line loads come from the SM or
//    from where the lines lie?  k_copyprobe's copy at 4 B lanes with a stamp
//    after each load's word is stored to shared memory (in load order: stamp k
//    is when loads 0..k are all in) and one after the stores, with a warp's K
//    lines either a grid apart (ADJ = 0, as k_copyprobe and k_linecopy) or
//    side by side (ADJ = 1: the warp's K lines one 128 B after another, the
//    float4 copy's place for the same lines, in K instructions).
template <int K, int ADJ>
__global__ void __launch_bounds__(1024, 1) k_copyprobe2(uint32_t *__restrict__ out, const uint32_t *__restrict__ in,
                                                       uint64_t chunks, uint64_t iters, uint64_t skip,
                                                       unsigned long long *sums, unsigned *cnt)
{
    extern __shared__ char pad[];
    volatile uint32_t *sh = (volatile uint32_t *)pad; // the host gives every block 4 B a thread
    const uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32;
    const uint64_t gw = (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    unsigned long long s[K + 2];
#pragma unroll
    for (int k = 0; k < K + 2; k++) s[k] = 0;
    unsigned tprev = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        unsigned t0 = clk_now();
        uint32_t v[K];
        bool rec = it >= skip;
#pragma unroll
        for (int k = 0; k < K; k++) {
            uint64_t c = (ADJ ? (it * nwarps + gw) * K + k : (it * K + k) * nwarps + gw) & (chunks - 1);
            v[k] = in[c * 32 + lane];
        }
#pragma unroll
        for (int k = 0; k < K; k++) {
            sh[threadIdx.x] = v[k];
            unsigned tk = clk_now();
            if (rec) s[k] += tk - t0;
        }
#pragma unroll
        for (int k = 0; k < K; k++) {
            uint64_t c = (ADJ ? (it * nwarps + gw) * K + k : (it * K + k) * nwarps + gw) & (chunks - 1);
            out[c * 32 + lane] = v[k];
        }
        unsigned t2 = clk_now();
        if (rec) {
            s[K] += t2 - t0;
            s[K + 1] += t0 - tprev;
        }
        tprev = t0;
    }
    if (lane == 0) {
        unsigned long long *p = sums + gw * (K + 2);
#pragma unroll
        for (int k = 0; k < K + 2; k++) p[k] = s[k];
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int K, int ADJ> static void copyprobe2_point(int W)
{
    Layout L = layout_for(W, k_copyprobe2<K, ADJ>, 4);
    if (!L.blocks) return;
    if (L.smem < L.wpb * 32 * 4) {
        fprintf(stderr, "copyprobe2 W=%d: %d B of shared memory a block, %d needed; skipped\n", W, L.smem, L.wpb * 128);
        return;
    }
    const uint64_t foot = 1ull << 30, chunks = foot / 128;
    uint32_t *in = g_a, *out = g_a + foot / 4;
    int sms = P.multiProcessorCount;
    uint64_t nwarps = (uint64_t)sms * W;
    uint64_t iters = iters_for((double)nwarps * K * 256, 2e-3), skip = 16;
    if (iters < 4 * skip) iters = 4 * skip;
    k_iota<<<sms * 8, 256>>>(in, foot / 4);
    CKL();
    CK(cudaDeviceSynchronize());
    unsigned *d_cnt;
    unsigned long long *d_sums;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    CK(cudaMalloc(&d_sums, nwarps * (K + 2) * 8));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats st = time_launch([&] { k_copyprobe2<K, ADJ><<<grid, block, L.smem>>>(out, in, chunks, iters, skip, d_sums, d_cnt); });
    std::vector<unsigned long long> h(nwarps * (K + 2));
    CK(cudaMemcpy(h.data(), d_sums, 8 * h.size(), cudaMemcpyDeviceToHost));
    double a[K + 2], n = (double)nwarps * (double)(iters - skip);
    for (int j = 0; j < K + 2; j++) {
        a[j] = 0;
        for (uint64_t w = 0; w < nwarps; w++) a[j] += (double)h[w * (K + 2) + j];
        a[j] /= n;
    }
    uint32_t v0;
    CK(cudaMemcpy(&v0, out + 5, 4, cudaMemcpyDeviceToHost));
    bool ok = v0 == 5u && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = 2.0 * (double)nwarps * iters * K * 128;
    char note[256];
    int u = snprintf(note, sizeof note, "adjacent=%d;in_cycles=", ADJ);
    for (int k = 0; k < K; k++) u += snprintf(note + u, sizeof note - u, "%s%.1f", k ? ":" : "", a[k]);
    snprintf(note + u, sizeof note - u, ";stores_issued_cycles=%.1f;trip_cycles=%.1f", a[K], a[K + 1]);
    char kname[40];
    snprintf(kname, sizeof kname, "k_copyprobe2<%d,%d>", K, ADJ);
    row("copyprobe2", kname, W, K, 4, (double)foot, bytes, st, bytes / (st.med * 1e-3) / 1e9, st.med * 1e6 / iters,
        a[K + 1], ok, note);
    fprintf(stderr, "copyprobe2 W=%2d K=%d adjacent=%d: %8.1f GB/s, %s %s\n", W, K, ADJ, bytes / (st.med * 1e-3) / 1e9,
            note, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_sums));
    fill_a();
}

static void exp_copyprobe2(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nk; j++) {
            switch (Ks[j]) {
            case 2: copyprobe2_point<2, 0>(Ws[a]); copyprobe2_point<2, 1>(Ws[a]); break;
            case 4: copyprobe2_point<4, 0>(Ws[a]); copyprobe2_point<4, 1>(Ws[a]); break;
            default: fprintf(stderr, "copyprobe2: K=%d not built (2, 4)\n", Ks[j]);
            }
        }
}
