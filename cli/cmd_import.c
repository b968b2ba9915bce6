/* cmd_import.c -- lhsim import: a compiled kernel's SASS to a workload file. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "sass.h"
#include "workload.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char IMPORT_HELP[] =
    "usage: lhsim import --sass FILE [--kernel NAME] [--loop N] [--trips N]\n"
    "                    [--pattern STREAM=random[:group=N][:own]|coalesced|stride:BYTES]...\n"
    "                    [--footprint STREAM=BYTES]... [--offset STREAM=BYTES]...\n"
    "                    [--name NAME] [-o WORKLOAD]\n"
    "\n"
    "Turns a compiled kernel into a workload the simulator runs, in the order the\n"
    "compiler issued its instructions (which is not the order of the source: nvcc\n"
    "interleaves loads, arithmetic and stores, and that changes how many loads are\n"
    "in flight at once).\n"
    "\n"
    "  --sass FILE       the text of `cuobjdump -sass` or `nvdisasm` ('-': stdin)\n"
    "  --kernel NAME     part of the kernel's mangled or demangled name (k_axpy<4>);\n"
    "                    without it, the kernels and their loops are listed\n"
    "  --loop N          the loop to import (numbers from the listing) [the innermost\n"
    "                    loop that touches global memory]\n"
    "  --trips N         repeat each inner loop's body N times (its trip count is not\n"
    "                    in the SASS) [1]\n"
    "  --pattern S=P     how stream S's addresses go: coalesced at the instruction's\n"
    "                    width (the default), random lines, or stride:BYTES between lanes;\n"
    "                    random:group=N: N lanes side by side on each random line;\n"
    "                    random:own: each SM within its own 1/SMs of the footprint;\n"
    "                    S = all: every stream\n"
    "  --footprint S=B   stream S (or all) wraps after B bytes (64K, 16M): it is re-read\n"
    "  --offset S=B      stream S's array (or all's) starts B bytes past a multiple of\n"
    "                    512 B (its pointer mod 512; 0..16777216).  On the H200 a float4\n"
    "                    copy's warps 16 B off run up to 27% slower: partial sectors\n"
    "                    are read back from DRAM, and five lines a warp are asked for\n"
    "  --name NAME       the workload's name [from the kernel]\n"
    "  -o FILE           write the workload there [stdout]\n"
    "\n"
    "What it writes: one line per instruction that takes an issue slot: LDG/LD/ATOMG\n"
    "-> ld, STG/ST/RED -> st, arithmetic -> alu with its pipe (FFMA..: fp32, IMAD,\n"
    "IADD3, LOP3, SHF..: int, MUFU: sfu, DFMA: fp64), latency and FLOPs; uniform ops\n"
    "and branches -> an issue slot.  Code runs straight through, except that a\n"
    "predicated forward branch over a block that CALLs a slow routine (64-bit\n"
    "division and remainder) is taken (branch=taken) and the block left out, as\n"
    "when the operands fit in 32 bits; the loop's own back edge is taken.  From\n"
    "cuobjdump text each instruction keeps its control word's stall count\n"
    "(stall=N: the cycles nvcc has the warp wait before its next instruction;\n"
    "nvdisasm prints none).  Each instruction reads the results of the\n"
    "instructions that wrote its registers.  A stream is one address register as\n"
    "one instruction wrote it (named R24, R24_2...); an address computed from\n"
    "loaded data makes a dependent load.  Opcodes with no model (BAR, MEMBAR, tensor\n"
    "cores) are counted in a comment.  SASS it cannot read: one line naming the\n"
    "line and opcode, exit 2.\n"
    "\n"
    "example (predict your own kernel):\n"
    "  nvcc -cubin -arch=sm_90 -O3 -o k.cubin k.cu\n"
    "  cuobjdump -sass k.cubin > k.sass\n"
    "  lhsim import --sass k.sass --kernel axpy -o axpy.wl\n"
    "  lhsim sim --workload axpy.wl --warps 1,4,16,64\n";

static char *read_input(const char *path, size_t *len)
{
    FILE *f = stdin;
    if (strcmp(path, "-")) {
        struct stat sb;
        if (stat(path, &sb) != 0) cli_fail("--sass %s: %s", path, strerror(errno));
        if (!S_ISREG(sb.st_mode) && !S_ISFIFO(sb.st_mode)) cli_fail("--sass %s: not a regular file", path);
        f = fopen(path, "rb");
        if (!f) cli_fail("--sass %s: %s", path, strerror(errno));
    }
    size_t cap = 1 << 16, n = 0;
    const size_t limit = (size_t)256 << 20;
    char *buf = malloc(cap);
    if (!buf) cli_fail("out of memory");
    for (;;) {
        if (n == cap) {
            if (cap >= limit) cli_fail("--sass %s: larger than 256 MiB", path);
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) cli_fail("out of memory");
            buf = nb;
        }
        size_t k = fread(buf + n, 1, cap - n, f);
        n += k;
        if (k == 0) break;
    }
    if (ferror(f)) cli_fail("--sass %s: read error", path);
    if (f != stdin) fclose(f);
    *len = n;
    return buf;
}

/* which option an annotation kind comes from: --pattern, --footprint, --offset */
static int annot_option(int kind) { return kind == 2 ? 1 : kind == 4 ? 2 : 0; }

/* what: 0 --pattern, 1 --footprint, 2 --offset */
static void annotate(sim_sass_opts *o, const char *opt, const char *arg, int what)
{
    static const char *want[3] = {"random|coalesced|stride:BYTES", "BYTES", "BYTES"};
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg || (size_t)(eq - arg) >= sizeof o->annot[0].stream)
        cli_fail("%s %s: expected STREAM=%s (streams are named in the import's comments, e.g. R24)",
                 opt, arg, want[what]);
    if (o->nannot == SASS_MAX_ANNOT) cli_fail("%s: at most %d annotations", opt, SASS_MAX_ANNOT);
    int kind;
    double v;
    if (what == 1) {
        v = sim_parse_size(eq + 1);
        if (!(v >= 128 && v <= SIM_MAX_FOOTPRINT))
            cli_fail("%s %s: bytes, 128 to 1 PiB (e.g. 4096, 64K, 16M, 2G)", opt, arg);
        kind = 2;
    } else if (what == 2) {
        char *end;
        long b = strtol(eq + 1, &end, 10);
        if (end == eq + 1 || *end || b < 0 || b > 16777216)
            cli_fail("%s %s: a whole number of bytes, 0..16777216 (e.g. 16: the array starts 16 B past 512 B)",
                     opt, arg);
        v = (double)b;
        kind = 4;
    } else if (sim_sass_parse_pattern(eq + 1, &kind, &v))
        cli_fail("%s %s: the pattern is random[:group=N][:own], coalesced or stride:BYTES (1..1048576)",
                 opt, arg);
    for (int k = 0; k < o->nannot; k++)
        if (!strncmp(o->annot[k].stream, arg, (size_t)(eq - arg)) &&
            o->annot[k].stream[eq - arg] == 0 && annot_option(o->annot[k].kind) == what)
            cli_fail("%s: stream %.*s given twice", opt, (int)(eq - arg), arg);
    snprintf(o->annot[o->nannot].stream, sizeof o->annot[0].stream, "%.*s", (int)(eq - arg), arg);
    o->annot[o->nannot].kind = kind;
    o->annot[o->nannot].value = v;
    o->nannot++;
}

int cmd_import(int argc, char **argv)
{
    static const struct option lo[] = {
        {"sass", required_argument, 0, 's'},  {"kernel", required_argument, 0, 'k'},
        {"loop", required_argument, 0, 'l'},  {"trips", required_argument, 0, 't'},
        {"pattern", required_argument, 0, 'p'}, {"footprint", required_argument, 0, 'f'},
        {"offset", required_argument, 0, 'O'},
        {"name", required_argument, 0, 'n'},  {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    static sim_sass_opts o;
    memset(&o, 0, sizeof o);
    o.trips = 1;
    const char *sass = NULL, *outpath = NULL;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 's': sass = optarg; break;
        case 'k':
            if (!*optarg) cli_fail("--kernel: give part of a kernel's name");
            o.kernel = optarg;
            break;
        case 'l': o.loop = (int)cli_number("--loop", optarg, 1, 64, 1); break;
        case 't': o.trips = (int)cli_number("--trips", optarg, 1, 1000, 1); break;
        case 'p': annotate(&o, "--pattern", optarg, 0); break;
        case 'f': annotate(&o, "--footprint", optarg, 1); break;
        case 'O': annotate(&o, "--offset", optarg, 2); break;
        case 'n':
            if (!*optarg || strlen(optarg) > 60 || strpbrk(optarg, " ,\"#\t"))
                cli_fail("--name %s: 1-60 characters, no spaces, ',', '\"' or '#'", optarg);
            o.name = optarg;
            break;
        case 'o': outpath = optarg; break;
        case 'h': printf("%s", IMPORT_HELP); return 0;
        default: cli_usage_fail("import", argv);
        }
    }
    if (optind < argc) cli_fail("import: unexpected argument '%s' (see lhsim import --help)", argv[optind]);
    if (!sass) cli_fail("import: --sass FILE is required (the text of cuobjdump -sass; see --help)");
    if (!o.kernel && (o.loop || o.nannot || o.name || outpath))
        cli_fail("import: --kernel NAME picks the kernel (run without options but --sass to list them)");
    size_t len;
    char *text = read_input(sass, &len);
    size_t outlen = (size_t)1 << 20;
    char *out = malloc(outlen);
    if (!out) cli_fail("out of memory");
    char err[768];
    int rc = sim_sass_import(text, len, strcmp(sass, "-") ? sass : "stdin", &o, out, outlen, err,
                             sizeof err);
    free(text);
    if (rc) {
        free(out);
        cli_fail("%s", err);
    }
    if (o.kernel) {
        /* the result must be a workload the simulator takes */
        static sim_workload w;
        char werr[512];
        if (sim_workload_parse(out, strlen(out), "imported workload", &w, werr, sizeof werr)) {
            free(out);
            cli_fail("import: the workload made from this kernel is not valid: %s", werr);
        }
    }
    if (outpath && strcmp(outpath, "-")) {
        FILE *f = afile_open(outpath);
        fputs(out, f);
        afile_commit(f, outpath);
    } else
        fputs(out, stdout);
    free(out);
    return 0;
}
