// families9.cuh -- the tiled transpose (included by bench.cu).
//
//  - transpose: the textbook transpose through shared memory (a 32 x 33 tile
//    of 4 B words, blocks of 32 x TY threads, each thread 32/TY rows), made
//    persistent: each block walks the N x N matrix's tiles grid-stride.  A
//    tile: 32/TY coalesced 128 B loads a warp from rows of `in` (N x 4 B
//    apart), a barrier, 32/TY coalesced stores a warp to rows of `out`, a
//    barrier (the tile is not overwritten before every warp has read it).
//    Useful bytes: N^2 x 4 read + N^2 x 4 written a launch.  The tile is the
//    dynamic shared memory, padded so that exactly W / TY blocks fit per SM.

__global__ void k_iota(uint32_t *a, uint64_t n)
{
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n; i += (uint64_t)gridDim.x * blockDim.x)
        a[i] = (uint32_t)i;
}

template <int TY>
__global__ void __launch_bounds__(32 * TY) k_transpose(uint32_t *__restrict__ out, const uint32_t *__restrict__ in,
                                                     int n, unsigned *cnt)
{
    extern __shared__ uint32_t tile[]; /* [32][33] */
    const int tiles_x = n / 32;
    const long ntiles = (long)tiles_x * tiles_x;
#pragma unroll 1
    for (long t = blockIdx.x; t < ntiles; t += gridDim.x) {
        int bx = (int)(t % tiles_x), by = (int)(t / tiles_x);
        int x = bx * 32 + threadIdx.x, y = by * 32 + threadIdx.y;
#pragma unroll
        for (int j = 0; j < 32; j += TY) tile[(threadIdx.y + j) * 33 + threadIdx.x] = in[(size_t)(y + j) * n + x];
        __syncthreads();
        x = by * 32 + threadIdx.x;
        y = bx * 32 + threadIdx.y;
#pragma unroll
        for (int j = 0; j < 32; j += TY) out[(size_t)(y + j) * n + x] = tile[threadIdx.x * 33 + threadIdx.y + j];
        __syncthreads();
    }
    if (threadIdx.x == 0 && threadIdx.y == 0) atomicAdd(&cnt[smid()], 1u);
}

// transpose: k_transpose<TY> at W warps per SM (blocks of TY warps) over a
// 16384 x 16384 matrix of 4 B words (1 GiB in, 1 GiB out)
template <int TY> static void transpose_point(int W)
{
    Layout L = layout_for(W, k_transpose<TY>, TY);
    if (!L.blocks) return;
    if (L.wpb != TY) {
        fprintf(stderr, "transpose W=%d: blocks of %d warps do not divide it; skipped\n", W, TY);
        return;
    }
    if (L.smem < 32 * 33 * 4) {
        fprintf(stderr, "transpose W=%d TY=%d: %d B of shared memory a block, below the tile's; skipped\n", W, TY,
                L.smem);
        return;
    }
    const int n = 16384;
    const uint64_t nn = (uint64_t)n * n;
    if (2 * nn * 4 > g_a_bytes) {
        fprintf(stderr, "transpose: buffer too small\n");
        return;
    }
    uint32_t *in = g_a, *out = g_a + nn;
    int sms = P.multiProcessorCount;
    k_iota<<<sms * 8, 256>>>(in, nn);
    CKL();
    CK(cudaDeviceSynchronize());
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks;
    dim3 block(32, TY);
    Stats s = time_launch([&] { k_transpose<TY><<<grid, block, L.smem>>>(out, in, n, d_cnt); });
    /* out[r][c] = in[c][r] = c * n + r at three places */
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    const uint64_t rc[3][2] = {{0, 1}, {777, 12345}, {(uint64_t)n - 1, (uint64_t)n - 2}};
    for (auto &p : rc) {
        uint32_t v;
        CK(cudaMemcpy(&v, out + p[0] * n + p[1], 4, cudaMemcpyDeviceToHost));
        ok = ok && v == (uint32_t)(p[1] * n + p[0]);
    }
    double bytes = 2.0 * (double)nn * 4;
    char note[96];
    snprintf(note, sizeof note, "n=%d;warps_per_block=%d;tiles=%llu", n, TY, (unsigned long long)(nn / 1024));
    char kname[32];
    snprintf(kname, sizeof kname, "k_transpose<%d>", TY);
    row("transpose", kname, W, 32 / TY, 4, 2.0 * (double)nn * 4, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / (double)(nn / 1024) * grid, 0, ok, note);
    fprintf(stderr, "transpose W=%2d blocks of %2d warps: %8.1f GB/s useful %s\n", W, TY, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// transpose: each block height TY in Ts (--ilp: 4, 8, 16, 32 warps a block) that divides W
static void exp_transpose(const int *Ws, int nw, const int *Ts, int nt)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nt; j++) {
            if (Ws[a] % Ts[j] || Ws[a] / Ts[j] > 32) continue;
            switch (Ts[j]) {
            case 4: transpose_point<4>(Ws[a]); break;
            case 8: transpose_point<8>(Ws[a]); break;
            case 16: transpose_point<16>(Ws[a]); break;
            case 32: transpose_point<32>(Ws[a]); break;
            default: fprintf(stderr, "transpose: %d warps a block not built (4, 8, 16, 32)\n", Ts[j]);
            }
        }
}

//  - linecopy: does a transpose pay for where its lines lie?  A copy of 1 GiB
//    of 128 B lines, a warp's K loads of one line each (4 B a lane) then its
//    K stores, grid-stride; MODE 0 reads and writes line L; MODE 1 writes line
//    L to P(L), MODE 2 reads P(L) and writes L, MODE 3 both P(L): P puts
//    consecutive lines 512 lines (64 KiB, the transpose's row pitch) apart
//    (P(L) = (L mod C) x 512 + L / C, C = lines / 512, a power of two: masks
//    and shifts).  Same bytes, same instructions; only the addresses' order
//    differs.
__device__ __forceinline__ uint64_t lc_perm(uint64_t l, int cs) { return ((l & ((1ull << cs) - 1)) << 9) | (l >> cs); }

template <int K, int MODE>
__global__ void __launch_bounds__(1024, 1) k_linecopy(uint32_t *__restrict__ out, const uint32_t *__restrict__ in,
                                                     uint64_t lines, int cs, uint64_t iters, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    const uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32;
    const uint64_t gw = (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint32_t v[K];
#pragma unroll
        for (int k = 0; k < K; k++) {
            uint64_t l = ((it * K + k) * nwarps + gw) & (lines - 1);
            uint64_t r = (MODE & 2) ? lc_perm(l, cs) : l;
            v[k] = in[r * 32 + lane];
        }
#pragma unroll
        for (int k = 0; k < K; k++) {
            uint64_t l = ((it * K + k) * nwarps + gw) & (lines - 1);
            uint64_t w = (MODE & 1) ? lc_perm(l, cs) : l;
            out[w * 32 + lane] = v[k];
        }
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int K, int MODE> static void linecopy_point(int W)
{
    Layout L = layout_for(W, k_linecopy<K, MODE>, 4);
    if (!L.blocks) return;
    const uint64_t foot = 1ull << 30, lines = foot / 128; /* 2^23 */
    uint32_t *in = g_a, *out = g_a + foot / 4;
    int sms = P.multiProcessorCount;
    uint64_t nwarps = (uint64_t)sms * W;
    uint64_t iters = iters_for((double)nwarps * K * 256, 2e-3);
    k_iota<<<sms * 8, 256>>>(in, foot / 4);
    CKL();
    CK(cudaDeviceSynchronize());
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const int cs = 14; /* lines / 512 = 2^14 */
    Stats s = time_launch([&] { k_linecopy<K, MODE><<<grid, block, L.smem>>>(out, in, lines, cs, iters, d_cnt); });
    /* warp 0's first line: out[w(0)] = in[r(0)], line 0 either way; and the line
     * warp 1 copied first (l = 1): written at w(1), read from r(1) */
    uint64_t c = lines / 512, l1 = 1, r1 = (MODE & 2) ? (l1 % c) * 512 + l1 / c : l1,
             w1 = (MODE & 1) ? (l1 % c) * 512 + l1 / c : l1;
    uint32_t v0, v1;
    CK(cudaMemcpy(&v0, out + 5, 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(&v1, out + w1 * 32 + 7, 4, cudaMemcpyDeviceToHost));
    bool ok = v0 == 5u && v1 == (uint32_t)(r1 * 32 + 7) && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = 2.0 * (double)nwarps * iters * K * 128;
    char note[96];
    snprintf(note, sizeof note, "mode=%d;footprint=%llu;apart_bytes=65536", MODE, (unsigned long long)foot);
    char kname[40];
    snprintf(kname, sizeof kname, "k_linecopy<%d,%d>", K, MODE);
    row("linecopy", kname, W, K, 4, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0, ok,
        note);
    fprintf(stderr, "linecopy W=%2d K=%d mode %d: %8.1f GB/s useful %s\n", W, K, MODE, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a();
}

static void exp_linecopy(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nk; j++) {
            switch (Ks[j]) {
            case 1:
                linecopy_point<1, 0>(Ws[a]); linecopy_point<1, 1>(Ws[a]);
                linecopy_point<1, 2>(Ws[a]); linecopy_point<1, 3>(Ws[a]);
                break;
            case 4:
                linecopy_point<4, 0>(Ws[a]); linecopy_point<4, 1>(Ws[a]);
                linecopy_point<4, 2>(Ws[a]); linecopy_point<4, 3>(Ws[a]);
                break;
            default: fprintf(stderr, "linecopy: K=%d not built (1, 4)\n", Ks[j]);
            }
        }
}
