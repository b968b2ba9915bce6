// families16.cuh -- included by bench.cu after families15.cuh.
//
//  - linemap: which lines does an SM reach through the far L2 half?  linelat
//    (results/h200/linelat) saw a DRAM line's latency in two humps, 572 and
//    756 cycles, and lhsim homes lines in L2's halves by 256 B pair (the
//    preset's set/slice/partition unit), a guess: 4 KiB fitted worse, and
//    nothing measured says which.  k_linemap: one thread on each SM chases a
//    random ring through its own 512 KiB of lines (4096, contiguous) that no
//    one has touched since a 1 GiB read evicted them, __ldcg, each step
//    stamped as in k_linelat.  Each line is then an L2 hit (under 450
//    cycles: left over), near (450-659) or far (660 and up), in address
//    order: linemap.csv, one row a block (its SM, where its lines start, the
//    labels as a string of h/n/f); linemap-hist.csv the cycles of all steps
//    counted, to check the cuts; linemap-raw.csv every step of the first
//    four blocks.

__global__ void k_linemap(const uint32_t *__restrict__ nx, uint32_t lines, int steps, unsigned *tout, unsigned *sms,
                          uint32_t *sink, const uint32_t *__restrict__ start)
{
    __shared__ uint32_t sj[32];
    if (threadIdx.x) return;
    uint32_t j = start[blockIdx.x]; // a line of the block's own region
    for (int s = 0; s < steps; s++) {
        unsigned t0 = (unsigned)clock();
        j = __ldcg(&nx[(uint64_t)j * 32]);
        sj[s & 31] = j;
        unsigned t1 = (unsigned)clock();
        tout[(uint64_t)blockIdx.x * steps + s] = t1 - t0;
    }
    sink[blockIdx.x] = j + sj[(j >> 5) & 31];
    sms[blockIdx.x] = smid();
    (void)lines;
}

// reads n words with __ldcg (an L2 that held the rings' lines holds these instead)
__global__ void k_evict(const uint32_t *__restrict__ a, uint64_t n, uint32_t *sink)
{
    uint32_t acc = 0;
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n; i += (uint64_t)gridDim.x * blockDim.x)
        acc += __ldcg(&a[i]);
    if (acc == 0x9e3779b9u) sink[0] = acc;
}

static void exp_linemap(const std::string &stem)
{
    alloc_a();
    const uint32_t R = 4096; // lines a block, 512 KiB
    const int steps = (int)R;
    int sms = P.multiProcessorCount;
    uint32_t n = (uint32_t)sms * R;
    std::vector<uint32_t> next(n), order((size_t)n), starts(sms);
    std::vector<uint32_t> seq(R);
    for (int b = 0; b < sms; b++) {
        bh_cycle_order(seq.data(), R, 0x5eed0000ull + (uint64_t)b);
        for (uint32_t i = 0; i < R; i++) {
            uint32_t line = (uint32_t)b * R + seq[i];
            next[line] = (uint32_t)b * R + seq[(i + 1) % R];
            order[(size_t)b * R + i] = seq[i]; // step i of block b loads this line of its region
        }
        starts[b] = (uint32_t)b * R + seq[0];
    }
    uint32_t *d_next, *d_sink, *d_start;
    unsigned *d_t, *d_sm;
    CK(cudaMalloc(&d_next, (size_t)n * 4));
    CK(cudaMemcpy(d_next, next.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
    CK(cudaMalloc(&d_start, (size_t)sms * 4));
    CK(cudaMemcpy(d_start, starts.data(), (size_t)sms * 4, cudaMemcpyHostToDevice));
    k_build<<<sms * 8, 256>>>(g_a, d_next, n); // every word of a line holds its successor
    CKL();
    CK(cudaMalloc(&d_sink, (size_t)sms * 4));
    // 1 GiB from 2 GiB on: the rings' lines (66 MiB, just written) leave L2
    k_evict<<<sms * 8, 256>>>(g_a + (2ull << 30) / 4, (1ull << 30) / 4, d_sink);
    CKL();
    CK(cudaMalloc(&d_t, (uint64_t)sms * steps * 4));
    CK(cudaMalloc(&d_sm, (size_t)sms * 4));
    CK(cudaDeviceSynchronize());
    k_linemap<<<sms, 32>>>(g_a, R, steps, d_t, d_sm, d_sink, d_start);
    CKL();
    CK(cudaDeviceSynchronize());
    std::vector<unsigned> t((uint64_t)sms * steps), sm(sms);
    CK(cudaMemcpy(t.data(), d_t, t.size() * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(sm.data(), d_sm, (size_t)sms * 4, cudaMemcpyDeviceToHost));
    std::string rawp = stem + "-raw.csv", histp = stem + "-hist.csv"; // beside -o's file, renamed once whole
    FILE *raw = fopen((rawp + ".tmp").c_str(), "w"), *hist = fopen((histp + ".tmp").c_str(), "w");
    if (!raw || !hist) {
        perror("linemap");
        exit(1);
    }
    fprintf(g_out, "experiment,device,block,sm,first_line,lines,hits,near,far,p50_near,p50_far,labels,"
                   "sm_clock_mhz,date,commit\n");
    fprintf(raw, "block,sm,line,cycles\n");
    std::string lab(R, '?');
    for (int b = 0; b < sms; b++) {
        int h = 0, nn = 0, f = 0;
        std::vector<unsigned> vn, vf;
        for (int s = 0; s < steps; s++) {
            unsigned c = t[(uint64_t)b * steps + s];
            uint32_t line = order[(size_t)b * R + s];
            char l = c < 450 ? 'h' : c < 660 ? 'n' : 'f';
            lab[line] = l;
            if (l == 'h') h++;
            else if (l == 'n') nn++, vn.push_back(c);
            else f++, vf.push_back(c);
            if (b < 4) fprintf(raw, "%d,%u,%u,%u\n", b, sm[b], line, c);
        }
        std::sort(vn.begin(), vn.end());
        std::sort(vf.begin(), vf.end());
        fprintf(g_out, "linemap,%s,%d,%u,%u,%u,%d,%d,%d,%u,%u,%s,%.0f,%s,%s\n", g_dev, b, sm[b], (unsigned)b * R, R, h,
                nn, f, vn.empty() ? 0u : vn[vn.size() / 2], vf.empty() ? 0u : vf[vf.size() / 2], lab.c_str(), g_sm_mhz,
                g_date, g_commit);
    }
    std::sort(t.begin(), t.end());
    fprintf(hist, "cycles,count\n");
    for (size_t i = 0; i < t.size();) {
        size_t k = i;
        while (k < t.size() && t[k] == t[i]) k++;
        fprintf(hist, "%u,%zu\n", t[i], k - i);
        i = k;
    }
    fprintf(stderr, "linemap: p5 %u p25 %u p50 %u p75 %u p95 %u cycles over %zu steps\n", t[t.size() / 20],
            t[t.size() / 4], t[t.size() / 2], t[t.size() * 3 / 4], t[t.size() * 19 / 20], t.size());
    if (fclose(raw) != 0 || rename((rawp + ".tmp").c_str(), rawp.c_str()) != 0) perror(rawp.c_str());
    if (fclose(hist) != 0 || rename((histp + ".tmp").c_str(), histp.c_str()) != 0) perror(histp.c_str());
    CK(cudaFree(d_next));
    CK(cudaFree(d_start));
    CK(cudaFree(d_t));
    CK(cudaFree(d_sm));
    CK(cudaFree(d_sink));
    fill_a();
}
