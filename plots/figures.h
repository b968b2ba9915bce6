/*
 * figures.h -- the teaching figures of lhsim demo and lhsim plot.  Each
 * figure is owned here: the sweeps that make its data (NAME.csv), its
 * editable gnuplot script (NAME.gp, rendered by plots.c) and its caption in
 * index.html.  cli/cmd_demo.c parses the options and calls these.
 */
#ifndef LHSIM_FIGURES_H
#define LHSIM_FIGURES_H
#include "model.h"
#include "sweep.h"

typedef struct {
    const char *dir, *gpu, *data; /* output directory, preset, measured rows (--data) */
    int threads, regs, smem;      /* the occupancy figure's kernel */
    const char *only;             /* lhsim plot: the one figure wanted; NULL: all */
} fig_opts;

/* writes every figure (or fo->only); have_val: the validation figure had rows;
 * noplot: gnuplot was missing (the .csv and .gp are written anyway) */
void fig_make(const fig_opts *fo, model_gpu *g, int *have_val, int *noplot);
/* DIR/index.html: the table, the explorer (simulated here) and each figure with its caption */
void fig_index(const char *dir, const char *gpu, const model_gpu *g, int have_val);
int fig_count(void);
/* sweep_run for a figure (WHERE names it): the sweep's notes (points that
 * stopped short, drift, latency still moving) counted, printed once by fig_notes */
tbl *fig_sweep_run(sweep_opts *o, const char *where);
void fig_notes(const char *cmd);
int fig_known(const char *name);
#endif
