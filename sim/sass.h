/*
 * sass.h -- from a compiled kernel's SASS (the text of `cuobjdump -sass` or
 * `nvdisasm`) to a workload in the simulator's mini-ISA.
 *
 * sim_sass_import() finds the kernel, picks its hot loop (the innermost
 * backward branch whose body touches global memory, unless opts->loop
 * names another), and writes one workload line per instruction that takes
 * an issue slot, in compiled order:
 *   LDG/LD/LDL/ATOMG/LDGSTS -> ld, STG/ST/STL/RED -> st (width from .64,
 *   .128, .U8, .S16...; .STRONG.GPU/.SYS -> cache=cg);
 *   arithmetic -> alu with its pipe, latency and FLOPs (table in sass.c),
 *   its sources the results of the instructions that wrote them (the
 *   reaching definition, around the loop's back edge too);
 *   uniform-datapath ops, branches, convergence barriers -> alu unit=none
 *   (an issue slot);
 *   opcodes with no model (BAR, MEMBAR, tensor-core ops...) -> counted in
 *   a comment, not emitted.
 * A stream is one address register as one instruction wrote it: loads and
 * stores through the same value share a stream (an in-place update re-reads
 * its own lines).  Streams are coalesced at the instruction's width unless
 * annotated; an address computed from a loaded value makes the load
 * dependent (addr=).  Registers, predicates and RZ/PT are understood; the
 * uniform registers (UR*) hold loop-invariant values and carry no
 * dependence.
 */
#ifndef LHSIM_SASS_H
#define LHSIM_SASS_H

#include <stddef.h>

#define SASS_MAX_ANNOT 64

typedef struct {
    const char *kernel;   /* substring of the mangled or demangled name; NULL: list kernels */
    int loop;             /* 1-based loop number; 0: the hot loop */
    int trips;            /* times an inner loop's body is repeated (>= 1) */
    const char *name;     /* workload name; NULL: from the kernel */
    int nannot;
    struct {
        char stream[32];   /* a stream's name, or "all" */
        int kind;          /* 0 pattern=random, 1 stride=bytes, 2 footprint=bytes, 3 coalesced,
                            * 4 offset=bytes (the array's start past a 512 B boundary) */
        double value;      /* random: lanes per line (group=) + 64 if each SM keeps to its own share */
    } annot[SASS_MAX_ANNOT];
} sim_sass_opts;

enum { SASS_OK = 0, SASS_EPARSE = 1, SASS_ENOKERNEL = 2, SASS_EUSAGE = 3 };

/* text -> workload text in out (NUL-terminated).  On error, err holds one
 * line ("FILE:LINE: ..." for SASS it cannot parse).  With opts->kernel
 * NULL, out lists the kernels and their loops instead. */
int sim_sass_import(const char *text, size_t len, const char *fname, const sim_sass_opts *opts,
                    char *out, size_t outlen, char *err, size_t errlen);

/* "random", "coalesced", "stride:BYTES" for --pattern; returns 0 on success */
int sim_sass_parse_pattern(const char *s, int *kind, double *value);

#endif
