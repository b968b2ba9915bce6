/*
 * workload.h -- the small instruction set warps run, the built-in
 * workloads, and the text format users write their own in.
 *
 * A workload is a loop body of at most SIM_MAX_INSTR instructions over at
 * most SIM_MAX_REGS registers (r0..r63) and SIM_MAX_STREAMS named arrays.
 * Each warp runs the body forever; the simulator measures a window.
 *
 * Text format (one instruction per line, '#' starts a comment):
 *   name NAME
 *   ld  DST STREAM [width=4|8|16] [stride=BYTES] [offset=BYTES] [stall=CYCLES]
 *                  [pattern=coalesced|random [group=N] [spread=all|own]] [addr=REG]
 *   st  STREAM SRC|- [width=..] [stride=..] [offset=..]   ('-': a constant value)
 *   alu DST SRC... [lat=CYCLES] [flops=PER_THREAD] [unit=..] [branch=taken] [stall=CYCLES]
 *   bar [stall=CYCLES]
 * ld: a warp-wide load; lane l reads width bytes at
 *     chunk_base + offset + l*stride (stride defaults to width: coalesced).
 *     pattern=random puts every lane on its own random line (group=N: N
 *     lanes share one, side by side; spread=own: each SM within its own
 *     1/SMs of the footprint); addr=REG makes
 *     it a dependent load whose (line-aligned, random) address comes from
 *     REG's value -- a pointer chase.
 * st: a buffered store (does not stall the warp; uses bandwidth).
 * alu: fixed-latency arithmetic (default 4 cycles, 1 FLOP per thread).
 * bar: __syncthreads (SASS BAR.SYNC): an issue slot, then the warp waits
 *     until every warp of its block (sim_params block_warps) has issued its
 *     bar; they go on sm.barrier_cycles after the last one's.
 * stall=CYCLES (on any instruction, 1..15): the warp's next instruction
 *     issues no sooner than CYCLES after this one (the stall count of the
 *     SASS control word; lhsim import copies it).
 * Every warp advances through each stream grid-stride: per iteration it
 * owns one chunk of the stream (the span its instructions touch, rounded up
 * to 128 B).  apart=BYTES (ld/st, a multiple of 128, at least the chunk):
 * the chunks lie that far apart instead of side by side -- a column walk,
 * as a transpose's writes, each warp's line in another row of a matrix.
 *
 * sim_workload_parse() reports the first error as "FILE:LINE: message".
 * Built-ins are made by sim_workload_builtin(name, ilp, width).
 */
#ifndef LHSIM_WORKLOAD_H
#define LHSIM_WORKLOAD_H

#include <stddef.h>

#define SIM_MAX_INSTR 1024
#define SIM_MAX_REGS 64
#define SIM_MAX_STREAMS 40
#define SIM_MAX_SRC 4
/* the largest footprint a stream may have: 1 PiB, so its bytes stay exact in 64 bits */
#define SIM_MAX_FOOTPRINT 0x1p50

typedef enum { OP_LD, OP_ST, OP_ALU } sim_opcode;
/* ALU pipes; UNIT_ISSUE: no pipe limit beyond the issue slot */
typedef enum { UNIT_FP32, UNIT_INT, UNIT_SFU, UNIT_FP64, UNIT_N } sim_unit;
typedef enum { PAT_COALESCED, PAT_RANDOM } sim_pattern;

typedef struct {
    sim_opcode op;
    int dst;                 /* -1: none */
    int nsrc;
    int src[SIM_MAX_SRC];
    int stream;              /* LD/ST */
    int width;               /* bytes per lane */
    int stride;              /* bytes between lanes */
    int offset;              /* bytes into the warp's chunk */
    sim_pattern pattern;
    int group;               /* random: lanes per random line (1, 2, 4 ... 32), their
                              * width x group bytes contiguous from its start */
    int own;                 /* random: each SM's lines within its 1/SMs of the footprint */
    int addr_src;            /* dependent load: register, else -1 */
    int latency;             /* ALU cycles */
    int unit;                /* ALU: sim_unit (default fp32); UNIT_N = none: issue slot only */
    int cache_cg;            /* LD: 1 = bypass L1 (ld.global.cg, __ldcg) */
    int local;               /* LD/ST: local memory (a thread's stack, register spills): the
                              * same lines every iteration, not counted as useful bytes */
    double footprint;        /* LD/ST: bytes the stream covers before it wraps; 0 = unbounded */
    long apart;              /* LD/ST, coalesced: bytes between the chunks of neighbouring warps
                              * (and of a warp's next iteration), 0 = side by side */
    int flops;               /* per thread */
    int taken;               /* ALU: a taken branch (the warp's next instruction waits
                              * sm.branch_cycles after it) */
    int barrier;             /* ALU: bar (dst -1, no sources, issue slot only) */
    int stall;               /* cycles before the warp's next instruction may issue (the
                              * stall count nvcc writes into each SASS instruction); 0 or
                              * 1 = the next cycle */
    int line;                /* source line, for messages */
    unsigned char latency_given, flops_given; /* parser's: a key given twice is an error */
} sim_instr;

typedef struct {
    char name[64];
    int n;
    sim_instr ins[SIM_MAX_INSTR];
    int nstreams;
    char streams[SIM_MAX_STREAMS][32];
    long chunk_bytes[SIM_MAX_STREAMS];  /* per warp per iteration */
    /* static analysis */
    int loads_per_iter;          /* LD instructions */
    int bars_per_iter;           /* bar instructions (0: no warp waits for its block) */
    int max_loads_in_flight;     /* issued before the first stall, one warp */
    double bytes_per_load;       /* mean useful bytes per warp-wide LD */
    double lines_per_load;       /* mean distinct lines per LD */
    double lines_per_iter;       /* lines the LD and ST of one iteration send (the LSU's work) */
    int max_lines_per_access;    /* most lines one LD or ST touches (MSHRs it needs at once) */
    double dram_bytes_per_iter;  /* read + write, after merging */
    double dram_lines_per_iter;  /* the 128 B lines those bytes lie in (DRAM accesses) */
    double flops_per_iter;       /* per warp */
    double useful_bytes_per_iter;/* bytes the loads and stores ask for, per warp */
    double footprint[SIM_MAX_STREAMS]; /* per stream, 0 = unbounded (from footprint=) */
} sim_workload;

enum { SIM_WL_OK = 0, SIM_WL_EPARSE = 1, SIM_WL_EUNKNOWN = 2 };

int sim_workload_parse(const char *text, size_t len, const char *fname, sim_workload *w,
                       char *err, size_t errlen);
int sim_workload_load(const char *path, sim_workload *w, char *err, size_t errlen);
/* ilp >= 1; width 4|8|16 (stream, intensity); variant-specific knobs below */
int sim_workload_builtin(const char *name, int ilp, int width, int flops, sim_workload *w,
                         char *err, size_t errlen);
/* NULL-terminated list of built-in names and one-line descriptions */
typedef struct {
    const char *name;
    const char *what;
    const char *text_example;
} sim_builtin_info;
extern const sim_builtin_info sim_builtins[];
/* fills the analysis fields; returns an error for programs that never
 * touch memory or read a register nothing writes */
int sim_workload_analyse(sim_workload *w, char *err, size_t errlen);
/* the workload's footprint set to bytes, shared equally by its streams, as
 * --footprint does */
void sim_workload_set_footprint(sim_workload *w, double bytes);
/* "123", "64K", "16M", "2G" (binary multiples): bytes; -1 if malformed */
double sim_parse_size(const char *s);
/* the workload as text in the format above */
void sim_workload_format(const sim_workload *w, char *buf, size_t len);

#endif
