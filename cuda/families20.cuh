// families20.cuh -- lhsim-bench --experiment stld: does a load wait behind the
// stores its SM sent just before it?
//
// One warp on each SM (one block of 32 threads) chases a random ring of whole
// lines over 4 MiB that L2 holds (loads that skip L1, as linelat's), and before
// each step's load it stores NST vectors of V floats a lane (NST x 128 x V B a
// warp) into 8 MiB of its own that L2 also holds.  Each step is stamped three
// times: before the stores, between the stores and the load, and after the
// loaded value is used (a shared-memory store, which waits for it).  The
// second part, the load's own trip, grows with the bytes stored before it if
// a load leaves its SM behind those bytes (an SM's way out at B bytes a
// cycle: 512 B more per float4 store, 512 / B cycles); the first part is what
// issuing the stores costs the warp.  NST = 0 is the plain chase.
#pragma once

template <int NST, int V>
__global__ void k_stld(const uint32_t *__restrict__ nx, uint64_t n_lines, int steps, float *dst, uint64_t dst_words,
                       unsigned *tst, unsigned *tld, unsigned *sms, uint32_t *sink)
{
    __shared__ uint32_t sj[32];
    const int lane = threadIdx.x;
    uint32_t j0 = (uint32_t)((uint64_t)blockIdx.x * n_lines / gridDim.x), j = j0;
    // each block stores into its own slice of dst, whole lines in turn
    const uint64_t per = dst_words / gridDim.x / (32 * V) * (32 * V), base = (uint64_t)blockIdx.x * per;
    uint64_t at = 0;
    for (int s = 0; s < steps; s++) j = __ldcg(&nx[(uint64_t)j * 32 + lane]); // warm the ring into L2
    j = j0;
    for (int s = 0; s < steps; s++) {
        unsigned t0 = (unsigned)clock();
#pragma unroll
        for (int k = 0; k < NST; k++) {
            float *p = dst + base + at + (uint64_t)lane * V;
            if (V == 4)
                *reinterpret_cast<float4 *>(p) = make_float4(__uint_as_float(j), 1.f, 2.f, 3.f);
            else
                *p = __uint_as_float(j);
            at += 32 * V;
            if (at >= per) at = 0;
        }
        unsigned tm = (unsigned)clock();
        j = __ldcg(&nx[(uint64_t)j * 32 + lane]);
        sj[lane] = j;
        unsigned t1 = (unsigned)clock();
        if (lane == 0) {
            tst[(uint64_t)blockIdx.x * steps + s] = tm - t0;
            tld[(uint64_t)blockIdx.x * steps + s] = t1 - tm;
        }
    }
    if (lane == 0) {
        sink[blockIdx.x] = j + sj[(j >> 5) & 31];
        sms[blockIdx.x] = smid();
    }
}

template <int NST, int V>
static void stld_point(uint64_t n, int steps, float *d_dst, uint64_t dst_words)
{
    int sms = P.multiProcessorCount;
    unsigned *d_ts, *d_tl, *d_sm;
    uint32_t *d_sink;
    CK(cudaMalloc(&d_ts, (uint64_t)sms * steps * 4));
    CK(cudaMalloc(&d_tl, (uint64_t)sms * steps * 4));
    CK(cudaMalloc(&d_sm, sms * 4));
    CK(cudaMalloc(&d_sink, sms * 4));
    // a warm-up launch (L2 takes the stores' lines too), then the measured one
    for (int r = 0; r < 2; r++) {
        k_stld<NST, V><<<sms, 32>>>(g_a, n, steps, d_dst, dst_words, d_ts, d_tl, d_sm, d_sink);
        CKL();
        CK(cudaDeviceSynchronize());
    }
    std::vector<unsigned> ts((uint64_t)sms * steps), tl((uint64_t)sms * steps), sm(sms);
    CK(cudaMemcpy(ts.data(), d_ts, ts.size() * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(tl.data(), d_tl, tl.size() * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(sm.data(), d_sm, sms * 4, cudaMemcpyDeviceToHost));
    auto stats = [&](std::vector<unsigned> &v, double *mean, unsigned *p50, unsigned *p10, unsigned *p90) {
        std::sort(v.begin(), v.end());
        double m = 0;
        for (unsigned x : v) m += x;
        *mean = m / (double)v.size();
        *p50 = v[v.size() / 2], *p10 = v[v.size() / 10], *p90 = v[v.size() * 9 / 10];
    };
    std::vector<unsigned> all_s, all_l;
    for (int b = 0; b < sms; b++) {
        std::vector<unsigned> vs(ts.begin() + (uint64_t)b * steps, ts.begin() + (uint64_t)(b + 1) * steps);
        std::vector<unsigned> vl(tl.begin() + (uint64_t)b * steps, tl.begin() + (uint64_t)(b + 1) * steps);
        all_s.insert(all_s.end(), vs.begin(), vs.end());
        all_l.insert(all_l.end(), vl.begin(), vl.end());
        double ms, ml;
        unsigned s50, s10, s90, l50, l10, l90;
        stats(vs, &ms, &s50, &s10, &s90);
        stats(vl, &ml, &l50, &l10, &l90);
        fprintf(g_out, "stld,%s,%d,%d,%d,%d,%d,%.1f,%u,%.1f,%u,%u,%u,%.0f,%s,%s\n", g_dev, NST, V * 4, NST * 128 * V,
                b, sm[b], ms, s50, ml, l50, l10, l90, g_sm_mhz, g_date, g_commit);
    }
    double ms, ml;
    unsigned s50, s10, s90, l50, l10, l90;
    stats(all_s, &ms, &s50, &s10, &s90);
    stats(all_l, &ml, &l50, &l10, &l90);
    fprintf(stderr, "stld %d x %2d B a lane (%4d B a warp): stores issue %6.1f cycles (p50 %u), load %6.1f (p50 %u, "
                    "p10 %u, p90 %u)\n",
            NST, V * 4, NST * 128 * V, ms, s50, ml, l50, l10, l90);
    CK(cudaFree(d_ts));
    CK(cudaFree(d_tl));
    CK(cudaFree(d_sm));
    CK(cudaFree(d_sink));
}

static void exp_stld()
{
    alloc_a();
    const uint64_t foot = 4ull << 20, dst_bytes = 8ull << 20;
    const int steps = 4096;
    uint32_t n = (uint32_t)(foot / 128);
    std::vector<uint32_t> seq(n), next(n);
    bh_cycle_order(seq.data(), n, foot);
    bh_successors(seq.data(), n, next.data());
    uint32_t *d_next;
    float *d_dst;
    CK(cudaMalloc(&d_next, (size_t)n * 4));
    CK(cudaMemcpy(d_next, next.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
    k_build<<<P.multiProcessorCount * 8, 256>>>(g_a, d_next, n);
    CKL();
    CK(cudaMalloc(&d_dst, dst_bytes));
    CK(cudaMemset(d_dst, 0, dst_bytes));
    fprintf(g_out, "experiment,device,stores,store_lane_bytes,stored_bytes,block,sm,store_issue_mean,store_issue_p50,"
                   "load_mean,load_p50,load_p10,load_p90,sm_clock_mhz,date,commit\n");
    const uint64_t w = dst_bytes / 4;
    stld_point<0, 4>(n, steps, d_dst, w);
    stld_point<1, 1>(n, steps, d_dst, w);
    stld_point<4, 1>(n, steps, d_dst, w);
    stld_point<1, 4>(n, steps, d_dst, w);
    stld_point<2, 4>(n, steps, d_dst, w);
    stld_point<4, 4>(n, steps, d_dst, w);
    stld_point<8, 4>(n, steps, d_dst, w);
    stld_point<0, 4>(n, steps, d_dst, w); // the plain chase again: drift over the run
    CK(cudaFree(d_next));
    CK(cudaFree(d_dst));
}
