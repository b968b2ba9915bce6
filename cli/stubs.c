/* stubs.c -- subcommands not built yet say so plainly. */
#include "cli.h"
#define STUB(fn, name)                                                              \
    int fn(int argc, char **argv)                                                   \
    {                                                                               \
        (void)argc;                                                                 \
        (void)argv;                                                                 \
        cli_fail(name ": not implemented in this version");                         \
    }
STUB(cmd_merge, "merge")
