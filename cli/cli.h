/* cli.h -- the subcommands of lhsim; each parses its own options with
 * getopt_long, prints --help with an example, and exits 2 on bad input. */
#ifndef LHSIM_CLI_H
#define LHSIM_CLI_H
#include "util.h"

void cli_usage_fail(const char *cmd, char **argv) CLI_NORETURN;

int cmd_occupancy(int argc, char **argv);
int cmd_little(int argc, char **argv);
int cmd_roofline(int argc, char **argv);
int cmd_presets(int argc, char **argv);
int cmd_sim(int argc, char **argv);
int cmd_model(int argc, char **argv);
int cmd_workloads(int argc, char **argv);
int cmd_plot(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_target(int argc, char **argv);
#endif
