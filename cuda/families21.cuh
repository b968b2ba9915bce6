// families21.cuh -- lhsim-bench --experiment lrcpair: how long does L2's request
// coalescer (LRC) hold a read, so that a second SM's read of the same line
// rides it?
//
// Two blocks of one warp on two SMs, L2 otherwise idle.  Each trial both warps
// meet at a barrier, then warp A reads a line L2 holds (a whole 128 B line,
// __ldcg: not L1) and warp B reads, D cycles after A, either the same line
// ("same") or another one ("other"); each stamps its own load's trip (clock64
// before the load, after the loaded value is used).  A negative D makes A wait
// instead.  With no coalescing B's trip is the same in both modes; if B's read
// rides A's pending one, B's trip in "same" is shorter, about A's trip minus D,
// for the D the coalescer still holds A's read.  A fresh line each trial.
//   pairing "cluster": a cluster of 2 blocks (one GPC, a cluster barrier);
//   pairing "far": blocks 0 and gridDim-1 of a launch of one block an SM, meeting
//   at a flag in global memory (other SMs, possibly other GPCs; the flag's skew
//   is larger).  The SMs are in the rows.
#pragma once
#include <cooperative_groups.h>

// one trial's read and its trip in cycles (the value stored to shared memory
// first: the clock read after it waits for the load)
__device__ __forceinline__ unsigned lrc_trip(const uint32_t *p, uint32_t *sj, uint32_t *acc)
{
    const int lane = threadIdx.x;
    long long t0 = clock64();
    uint32_t v = __ldcg(p + lane);
    sj[lane] = v;
    long long t1 = clock64();
    *acc += v;
    return (unsigned)(t1 - t0);
}

// wait d cycles on this SM's clock
__device__ __forceinline__ void lrc_wait(long long d)
{
    long long t0 = clock64();
    while (clock64() - t0 < d) {
    }
}

// trial t's line for warp `rank` (0: A, 1: B; B's is another line unless same)
__device__ __forceinline__ uint32_t lrc_line(int t, uint32_t n_lines, unsigned rank, int same)
{
    uint32_t line = (uint32_t)(((uint64_t)t * 7919u + 13u) % n_lines);
    return rank == 0 || same ? line : (line + n_lines / 2) % n_lines;
}

// after the two warps met: the later one waits |d| cycles, each reads its line
// and keeps its trip
__device__ __forceinline__ void lrc_read(const uint32_t *buf, uint32_t line, unsigned rank, int d, int trials, int t,
                                         unsigned *lat, uint32_t *sj, uint32_t *acc)
{
    if (rank == 1 && d > 0) lrc_wait(d);
    if (rank == 0 && d < 0) lrc_wait(-d);
    unsigned c = lrc_trip(buf + (uint64_t)line * 32, sj, acc);
    if (threadIdx.x == 0) lat[(uint64_t)rank * trials + t] = c;
    __syncwarp();
}

// the run's end: which SM the warp ran on, and its loads' sum kept alive
__device__ __forceinline__ void lrc_done(unsigned rank, uint32_t acc, const uint32_t *sj, unsigned *sms,
                                         uint32_t *sink)
{
    if (threadIdx.x == 0) {
        sms[rank] = smid();
        sink[rank] = acc + sj[acc & 31];
    }
}

// launched as clusters of 2 (cudaLaunchKernelEx); clusters need sm_90: built
// for an older GPU the body is empty and the experiment says so
__global__ void k_lrcpair_cl(const uint32_t *__restrict__ buf, uint32_t n_lines, int trials, int same, int d,
                             unsigned *lat, unsigned *sms, uint32_t *sink)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    __shared__ uint32_t sj[32];
    namespace cg = cooperative_groups;
    cg::cluster_group cl = cg::this_cluster();
    const unsigned rank = cl.block_rank();
    uint32_t acc = 0;
    for (int t = 0; t < trials; t++) {
        cl.sync();
        lrc_read(buf, lrc_line(t, n_lines, rank, same), rank, d, trials, t, lat, sj, &acc);
    }
    lrc_done(rank, acc, sj, sms, sink);
#endif
}

// "far": every block but the first and the last leaves at once; those two meet
// at flag (the first raises it each trial once the last has said it is ready)
__global__ void k_lrcpair_far(const uint32_t *__restrict__ buf, uint32_t n_lines, int trials, int same, int d,
                              unsigned *lat, unsigned *sms, uint32_t *sink, volatile unsigned *flag)
{
    __shared__ uint32_t sj[32];
    const unsigned last = gridDim.x - 1;
    if (blockIdx.x != 0 && blockIdx.x != last) return;
    const unsigned rank = blockIdx.x == 0 ? 0 : 1;
    uint32_t acc = 0;
    for (int t = 0; t < trials; t++) {
        // handshake: B says ready (2t+1), A sees it, waits a little and says go (2t+2)
        if (threadIdx.x == 0) {
            if (rank == 1) {
                flag[1] = 2u * t + 1u;
                while (flag[0] != 2u * t + 2u) {
                }
            } else {
                while (flag[1] != 2u * t + 1u) {
                }
                lrc_wait(2000);
                flag[0] = 2u * t + 2u;
            }
        }
        __syncwarp();
        lrc_read(buf, lrc_line(t, n_lines, rank, same), rank, d, trials, t, lat, sj, &acc);
    }
    lrc_done(rank, acc, sj, sms, sink);
}

__global__ void k_lrc_warm(const uint32_t *__restrict__ buf, uint64_t words, uint32_t *sink)
{
    uint32_t acc = 0;
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < words; i += (uint64_t)gridDim.x * blockDim.x)
        acc += __ldcg(buf + i);
    if (acc == 0x9e3779b9u) sink[0] = acc;
}

static void exp_lrcpair()
{
    const uint64_t bytes = 8ull << 20; // L2 holds it
    const uint32_t n_lines = (uint32_t)(bytes / 128);
    const int trials = 2048;
    const int sms_n = P.multiProcessorCount;
    uint32_t *d_buf, *d_sink;
    unsigned *d_lat, *d_sms, *d_flag;
    CK(cudaMalloc(&d_buf, bytes));
    CK(cudaMemset(d_buf, 1, bytes));
    CK(cudaMalloc(&d_sink, 64));
    CK(cudaMalloc(&d_lat, 2ull * trials * 4));
    CK(cudaMalloc(&d_sms, 8));
    CK(cudaMalloc(&d_flag, 8));
    fprintf(g_out, "experiment,device,pairing,mode,delay_cycles,sm_a,sm_b,a_mean,a_p50,a_p10,a_p90,b_mean,b_p50,b_p10,"
                   "b_p90,sm_clock_mhz,date,commit\n");
    const int D[] = {-1200, -900, -600, -300, -150, -75, 0, 75, 150, 225, 300, 400, 600, 900};
    std::vector<unsigned> lat(2ull * trials);
    unsigned sm[2];
    for (int pairing = 0; pairing < 2; pairing++)
        for (int same = 1; same >= 0; same--)
            for (int d : D) {
                k_lrc_warm<<<sms_n * 4, 256>>>(d_buf, bytes / 4, d_sink);
                CKL();
                CK(cudaMemset(d_flag, 0, 8));
                if (pairing == 0) {
                    if (P.major < 9) continue; // no clusters before sm_90
                    cudaLaunchConfig_t cfg = {};
                    cudaLaunchAttribute at[1];
                    at[0].id = cudaLaunchAttributeClusterDimension;
                    at[0].val.clusterDim.x = 2, at[0].val.clusterDim.y = 1, at[0].val.clusterDim.z = 1;
                    cfg.gridDim = dim3(2), cfg.blockDim = dim3(32), cfg.attrs = at, cfg.numAttrs = 1;
                    CK(cudaLaunchKernelEx(&cfg, k_lrcpair_cl, (const uint32_t *)d_buf, n_lines, trials, same, d,
                                          d_lat, d_sms, d_sink));
                } else
                    k_lrcpair_far<<<sms_n, 32>>>(d_buf, n_lines, trials, same, d, d_lat, d_sms, d_sink, d_flag);
                CKL();
                CK(cudaDeviceSynchronize());
                CK(cudaMemcpy(lat.data(), d_lat, lat.size() * 4, cudaMemcpyDeviceToHost));
                CK(cudaMemcpy(sm, d_sms, 8, cudaMemcpyDeviceToHost));
                double mean[2];
                unsigned p50[2], p10[2], p90[2];
                for (int r = 0; r < 2; r++) {
                    // the first 64 trials left out (the loop and the lines settling)
                    std::vector<unsigned> v(lat.begin() + (uint64_t)r * trials + 64, lat.begin() + (uint64_t)(r + 1) * trials);
                    std::sort(v.begin(), v.end());
                    double m = 0;
                    for (unsigned x : v) m += x;
                    mean[r] = m / (double)v.size();
                    p50[r] = v[v.size() / 2], p10[r] = v[v.size() / 10], p90[r] = v[v.size() * 9 / 10];
                }
                const char *pn = pairing == 0 ? "cluster" : "far";
                fprintf(g_out, "lrcpair,%s,%s,%s,%d,%u,%u,%.1f,%u,%u,%u,%.1f,%u,%u,%u,%.0f,%s,%s\n", g_dev, pn,
                        same ? "same" : "other", d, sm[0], sm[1], mean[0], p50[0], p10[0], p90[0], mean[1], p50[1],
                        p10[1], p90[1], g_sm_mhz, g_date, g_commit);
                fprintf(stderr, "lrcpair %-7s %-5s D %5d (SMs %3u %3u): A %6.1f (p50 %u)  B %6.1f (p50 %u, p10 %u, p90 %u)\n",
                        pn, same ? "same" : "other", d, sm[0], sm[1], mean[0], p50[0], mean[1], p50[1], p10[1], p90[1]);
            }
    CK(cudaFree(d_buf));
    CK(cudaFree(d_sink));
    CK(cudaFree(d_lat));
    CK(cudaFree(d_sms));
    CK(cudaFree(d_flag));
}
