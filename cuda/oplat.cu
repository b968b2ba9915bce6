// oplat.cu -- dependent-chain latency of the SASS opcodes that index
// arithmetic compiles to (integer multiply-add, multiply-high, conversions,
// the reciprocal, predicates, the 32- and 64-bit modulo idioms), one thread,
// timed with clock64.  Each chain is a run of CHAIN dependent operations
// (inline PTX, so the front end folds nothing), repeated REPS times; the
// result is written out so nothing is dead.  Check the SASS of each kernel
// (cuobjdump -sass) for the opcode the row names before trusting a row.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o lhsim-oplat cuda/oplat.cu
//   ./lhsim-oplat > oplat.csv
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define CK(x)                                                                                     \
    do {                                                                                          \
        cudaError_t e_ = (x);                                                                     \
        if (e_ != cudaSuccess) {                                                                  \
            fprintf(stderr, "oplat: %s: %s\n", #x, cudaGetErrorString(e_));                       \
            exit(1);                                                                              \
        }                                                                                         \
    } while (0)

constexpr int CHAIN = 64, REPS = 256;

struct In { uint32_t a, b, c, d; uint64_t d64; float fa, fb; };

// one step of each chain on x (u32) or f (f32)
#define STEP_IMAD asm volatile("mad.lo.u32 %0, %0, %1, %2;" : "+r"(x) : "r"(in.a), "r"(in.b))
#define STEP_IMADHI asm volatile("mul.hi.u32 %0, %0, %1;" : "+r"(x) : "r"(in.a))
#define STEP_IADD asm volatile("add.u32 %0, %0, %1;" : "+r"(x) : "r"(in.a))
#define STEP_LOP asm volatile("xor.b32 %0, %0, %1;" : "+r"(x) : "r"(in.a))
#define STEP_I2F asm volatile("{.reg .f32 t; cvt.rn.f32.u32 t, %0; mov.b32 %0, t;}" : "+r"(x))
#define STEP_I2FRP asm volatile("{.reg .f32 t; cvt.rp.f32.u32 t, %0; mov.b32 %0, t;}" : "+r"(x))
#define STEP_F2I asm volatile("{.reg .f32 t; mov.b32 t, %0; cvt.rzi.ftz.u32.f32 %0, t;}" : "+r"(x))
#define STEP_RCP asm volatile("rcp.approx.ftz.f32 %0, %0;" : "+f"(f))
#define STEP_FFMA asm volatile("fma.rn.f32 %0, %0, %1, %2;" : "+f"(f) : "f"(in.fa), "f"(in.fb))
#define STEP_SETPSEL                                                                              \
    asm volatile("{.reg .pred p; setp.ne.u32 p, %0, %1; selp.u32 %0, %2, %3, p;}"                \
                 : "+r"(x) : "r"(in.a), "r"(in.b), "r"(in.c))
#define STEP_RCPADD                                                                               \
    asm volatile("{.reg .f32 t; rcp.approx.ftz.f32 t, %0; add.ftz.f32 %0, t, %1;}" : "+f"(f) : "f"(in.fb))
#define STEP_FADD asm volatile("add.ftz.f32 %0, %0, %1;" : "+f"(f) : "f"(in.fb))
#define STEP_MOD32 x = x % in.d + in.a
#define STEP_MOD64 x64 = x64 % in.d64 + in.a

#define CHAIN_KERNEL(NAME, VARS, STEP, OUT)                                                       \
    __global__ void k_##NAME(In in, unsigned long long *cyc, uint64_t *out)                        \
    {                                                                                             \
        VARS;                                                                                     \
        long long t0 = clock64();                                                                 \
        _Pragma("unroll 1") for (int r = 0; r < REPS; r++) {                                      \
            _Pragma("unroll") for (int k = 0; k < CHAIN; k++) { STEP; }                           \
        }                                                                                         \
        long long t1 = clock64();                                                                 \
        *cyc = (unsigned long long)(t1 - t0);                                                     \
        *out = OUT;                                                                               \
    }

CHAIN_KERNEL(imad, uint32_t x = in.c, STEP_IMAD, x)
CHAIN_KERNEL(imadhi, uint32_t x = in.c, STEP_IMADHI, x)
CHAIN_KERNEL(iadd, uint32_t x = in.c, STEP_IADD, x)
CHAIN_KERNEL(lop, uint32_t x = in.c, STEP_LOP, x)
CHAIN_KERNEL(i2f, uint32_t x = in.c, STEP_I2F, x)
CHAIN_KERNEL(i2frp, uint32_t x = in.c, STEP_I2FRP, x)
CHAIN_KERNEL(f2i, uint32_t x = in.c, STEP_F2I, x)
CHAIN_KERNEL(rcp, float f = in.fa, STEP_RCP, (uint64_t)__float_as_uint(f))
CHAIN_KERNEL(ffma, float f = in.fa, STEP_FFMA, (uint64_t)__float_as_uint(f))
CHAIN_KERNEL(setpsel, uint32_t x = in.c, STEP_SETPSEL, x)
// the same with a value that differs per thread: the vector pipes, not the
// uniform datapath ptxas moves the chains above to when every input is uniform
CHAIN_KERNEL(imad_v, uint32_t x = in.c + threadIdx.x, STEP_IMAD, x)
CHAIN_KERNEL(imadhi_v, uint32_t x = in.c + threadIdx.x, STEP_IMADHI, x)
CHAIN_KERNEL(setpsel_v, uint32_t x = in.c + threadIdx.x, STEP_SETPSEL, x)
CHAIN_KERNEL(rcpadd_v, float f = in.fa + threadIdx.x, STEP_RCPADD, (uint64_t)__float_as_uint(f))
CHAIN_KERNEL(fadd_v, float f = in.fa + threadIdx.x, STEP_FADD, (uint64_t)__float_as_uint(f))
CHAIN_KERNEL(mod32, uint32_t x = in.c, STEP_MOD32, x)
CHAIN_KERNEL(mod64, uint64_t x64 = in.c, STEP_MOD64, x64)

// a loop trip: one step, then a store of the result (one warp; lane t stores
// its own 8 B, rotating over 16 x 32 slots so no store is dead).  The loop the
// simulator's importer reads: `lhsim import --kernel k_st_mod64` and `lhsim sim
// --warps 1` predict its cycles a trip from the opcode table and the taken
// branch of 64-bit %'s fast path; st_add is the same loop without a %.
#define STORE_KERNEL(NAME, VARS, STEP, OUT)                                                       \
    __global__ void k_##NAME(In in, unsigned long long *cyc, uint64_t *out)                        \
    {                                                                                             \
        VARS;                                                                                     \
        long long t0 = clock64();                                                                 \
        _Pragma("unroll 1") for (int r = 0; r < CHAIN * REPS; r++) {                              \
            STEP;                                                                                 \
            out[(r & 15) * 32 + threadIdx.x] = OUT;                                               \
        }                                                                                         \
        long long t1 = clock64();                                                                 \
        if (threadIdx.x == 0) *cyc = (unsigned long long)(t1 - t0);                              \
    }
STORE_KERNEL(st_add, uint64_t x64 = in.c + threadIdx.x, x64 = x64 + in.a, x64)
STORE_KERNEL(st_mod32, uint32_t x = in.c + threadIdx.x, STEP_MOD32, x)
STORE_KERNEL(st_mod64, uint64_t x64 = in.c + threadIdx.x, STEP_MOD64, x64)

typedef void (*kern)(In, unsigned long long *, uint64_t *);

int main()
{
    struct { const char *name, *sass; kern k; int ops, threads; } rows[] = {
        {"imad", "IMAD", k_imad, 1, 1},
        {"imadhi", "IMAD.HI.U32", k_imadhi, 1, 1},
        {"iadd", "IADD3", k_iadd, 1, 1},
        {"lop", "LOP3.LUT", k_lop, 1, 1},
        {"i2f", "I2F.U32", k_i2f, 1, 1},
        {"i2frp", "I2F.U32.RP", k_i2frp, 1, 1},
        {"f2i", "F2I.FTZ.U32.TRUNC", k_f2i, 1, 1},
        {"rcp", "MUFU.RCP", k_rcp, 1, 1},
        {"ffma", "FFMA", k_ffma, 1, 1},
        {"setpsel", "ISETP + SEL", k_setpsel, 2, 1},
        {"imad_v", "IMAD", k_imad_v, 1, 1},
        {"imadhi_v", "IMAD.HI.U32", k_imadhi_v, 1, 1},
        {"setpsel_v", "ISETP + SEL", k_setpsel_v, 2, 1},
        {"rcpadd_v", "MUFU.RCP + FADD", k_rcpadd_v, 1, 1},
        {"fadd_v", "FADD", k_fadd_v, 1, 1},
        {"mod32", "u32 % u32 (the inline idiom)", k_mod32, 1, 1},
        {"mod64", "u64 % u64 with both under 2^32 (the fast path)", k_mod64, 1, 1},
        {"st_add", "a loop trip: u64 add + STG.E.64 (one warp)", k_st_add, 1, 32},
        {"st_mod32", "a loop trip: u32 % + STG.E (one warp)", k_st_mod32, 1, 32},
        {"st_mod64", "a loop trip: u64 % (fast path) + STG.E.64 (one warp)", k_st_mod64, 1, 32},
    };
    In in{3u, 7u, 12345u, 1000003u, 1000003ull, 1.0001f, 0.5f};
    unsigned long long *d_cyc;
    uint64_t *d_out;
    CK(cudaMalloc(&d_cyc, sizeof *d_cyc));
    CK(cudaMalloc(&d_out, 16 * 32 * sizeof *d_out));
    cudaDeviceProp P;
    CK(cudaGetDeviceProperties(&P, 0));
    printf("op,sass,steps,cycles,cycles_per_op,device\n");
    for (auto &r : rows) {
        unsigned long long best = ~0ull;
        for (int t = 0; t < 5; t++) { // warm the instruction cache; keep the fastest
            r.k<<<1, r.threads>>>(in, d_cyc, d_out);
            CK(cudaGetLastError());
            CK(cudaDeviceSynchronize());
            unsigned long long c;
            CK(cudaMemcpy(&c, d_cyc, sizeof c, cudaMemcpyDeviceToHost));
            if (c < best) best = c;
        }
        double steps = (double)CHAIN * REPS;
        printf("%s,%s,%.0f,%llu,%.3f,%s\n", r.name, r.sass, steps, best, best / steps / r.ops, P.name);
    }
    return 0;
}
