// families13.cuh -- included by bench.cu after families12.cuh.
//
//  - seqlat: does a line come back from DRAM sooner when it lies near the one
//    before?  Left out of the fit, lhsim's float stream is 4-9% slow at one
//    or two loads a thread while the random chase is right: the H200's stream
//    step (one line a warp, in address order) is 369 ns, the chase's (one
//    random line a warp) 385.  One thread (lanes 1: a 4 B load, one sector)
//    or one warp (lanes 32: the whole line) chases a ring of 128 B lines over
//    1 GiB whose order is chosen:
//      rand       every line, at random (the latency experiment's ring);
//      stride S   line i is followed by line i + S / 128 (mod the lines; when
//                 it comes back to its start, one line on: every line once);
//      win W      every line; windows of W bytes in address order, the lines
//                 of each window at random (W = 2 MiB: a large page's lines).
//    What the order changes -- a TLB's reach (2 MiB pages), a DRAM row's
//    (KiB), a channel's interleave -- shows as ns a step against rand.
//    The walk goes on from where the warm-up left it, so no line is met
//    twice (L2 cannot help; nor can L1: loads skip it).

__global__ void k_seqlat(const uint32_t *__restrict__ buf, uint32_t *pos, int steps,
                         unsigned long long *cycles, unsigned long long *ns)
{
    const int lane = threadIdx.x;
    uint32_t p = *pos;
    __syncwarp();
    long long c0 = clock64();
    unsigned long long t0 = gtimer();
    for (int s = 0; s < steps; s++) p = __ldcg(&buf[(uint64_t)p * 32 + lane]);
    long long c1 = clock64();
    unsigned long long t1 = gtimer();
    if (lane == 0) {
        *pos = p;
        *cycles = (unsigned long long)(c1 - c0);
        *ns = t1 - t0;
    }
}

// the ring's order: seq[i] the i-th line visited
static void seqlat_order(std::vector<uint32_t> &seq, uint32_t n, const std::string &kind, uint64_t arg,
                         uint64_t seed)
{
    seq.resize(n);
    if (kind == "rand") {
        bh_cycle_order(seq.data(), n, seed);
    } else if (kind == "stride") {
        uint32_t s = (uint32_t)(arg / 128), k = 0;
        for (uint32_t start = 0; start < s; start++)
            for (uint64_t l = start; l < n; l += s) seq[k++] = (uint32_t)l;
    } else { // win
        uint32_t w = (uint32_t)(arg / 128);
        std::vector<uint32_t> in(w);
        for (uint32_t b = 0; b < n; b += w) {
            for (uint32_t i = 0; i < w; i++) in[i] = i;
            for (uint32_t i = w - 1; i > 0; i--) { // a random order within the window
                uint32_t j = (uint32_t)(bh_rand(&seed) % (i + 1));
                std::swap(in[i], in[j]);
            }
            for (uint32_t i = 0; i < w; i++) seq[b + i] = b + in[i];
        }
    }
}

static void exp_seqlat()
{
    const uint64_t foot = 1ull << 30;
    const uint32_t n = (uint32_t)(foot / 128);
    struct Ord { const char *kind; uint64_t arg; };
    const Ord ords[] = {{"rand", 0},          {"stride", 128},      {"stride", 256},
                        {"stride", 512},      {"stride", 1024},     {"stride", 2048},
                        {"stride", 4096},     {"stride", 8192},     {"stride", 65536},
                        {"stride", 262144},   {"stride", 2u << 20}, {"stride", 4u << 20},
                        {"win", 4096},        {"win", 65536},       {"win", 2u << 20},
                        {"win", 32u << 20},   {"rand", 1}};
    uint32_t *d_buf, *d_next, *d_pos;
    unsigned long long *d_cyc, *d_ns;
    CK(cudaMalloc(&d_buf, (size_t)foot));
    CK(cudaMalloc(&d_next, (size_t)n * 4));
    CK(cudaMalloc(&d_pos, 4));
    CK(cudaMalloc(&d_cyc, 8));
    CK(cudaMalloc(&d_ns, 8));
    std::vector<uint32_t> seq, next(n);
    const int warm = 4096, steps = 1 << 14;
    for (const Ord &o : ords) {
        seqlat_order(seq, n, o.kind, o.arg, 777 + o.arg);
        bh_successors(seq.data(), n, next.data());
        CK(cudaMemcpy(d_next, next.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
        k_build<<<P.multiProcessorCount * 8, 256>>>(d_buf, d_next, n);
        CKL();
        CK(cudaDeviceSynchronize());
        for (int lanes : {1, 32}) {
            Walk w = timed_walk(k_seqlat, lanes, d_buf, seq, n, (size_t)lanes * 1000003 % n, warm, steps, d_pos, d_cyc,
                                d_ns);
            char note[96];
            snprintf(note, sizeof note, "order=%s;arg=%llu;lanes=%d;ns_per_step=globaltimer", o.kind,
                     (unsigned long long)o.arg, lanes);
            row("seqlat", "k_seqlat", 0, lanes, 4, (double)foot, (double)steps * 4 * lanes * g_reps, w.s, 0, w.ns,
                w.cyc, w.ok, note);
            fprintf(stderr, "seqlat %-6s %9llu lanes %2d: %7.1f ns %7.1f cycles %s\n", o.kind,
                    (unsigned long long)o.arg, lanes, w.ns, w.cyc, w.ok ? "ok" : "WRONG");
        }
    }
    CK(cudaFree(d_buf));
    CK(cudaFree(d_next));
    CK(cudaFree(d_pos));
    CK(cudaFree(d_cyc));
    CK(cudaFree(d_ns));
}

//  - chasefoot: the chase experiment's kernel (k_chase, one coalesced random
//    line a warp a step, every SM) at one chain a warp, 1 and 8 warps per SM,
//    over rings of 1 to 16 GiB (the chase family's is 8 GiB): does a random
//    line cost more the larger the region it lies in (a TLB's reach)?  seqlat
//    found no order that brings a line sooner over 1 GiB.  The one-warp
//    seqlat chase (random, both lane counts) beside it at the same sizes.
static void exp_chasefoot()
{
    const int gib[] = {1, 2, 4, 8, 16};
    uint32_t *d_pos;
    unsigned long long *d_cyc, *d_ns;
    CK(cudaMalloc(&d_pos, 4));
    CK(cudaMalloc(&d_cyc, 8));
    CK(cudaMalloc(&d_ns, 8));
    const int steps = 1 << 13;
    for (int g : gib) {
        build_chain(g_big, (uint64_t)g << 30, 777 + g);
        chase_point<1>(1);
        chase_point<1>(8);
        for (int lanes : {1, 32}) {
            Walk w = timed_walk(k_seqlat, lanes, g_big.d_buf, g_big.seq, g_big.n, (size_t)lanes * 1000003 % g_big.n, 4096,
                                steps, d_pos, d_cyc, d_ns);
            char note[96];
            snprintf(note, sizeof note, "order=rand;lanes=%d;ns_per_step=globaltimer", lanes);
            row("seqlat", "k_seqlat", 0, lanes, 4, (double)g_big.n * 128, (double)steps * 4 * lanes * g_reps, w.s,
                0, w.ns, w.cyc, w.ok, note);
            fprintf(stderr, "seqlat %2d GiB lanes %2d: %7.1f ns %s\n", g, lanes, w.ns, w.ok ? "ok" : "WRONG");
        }
        free_chain(g_big);
    }
    CK(cudaFree(d_pos));
    CK(cudaFree(d_cyc));
    CK(cudaFree(d_ns));
}
