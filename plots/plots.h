/*
 * plots.h -- figures as data + editable gnuplot script + image.
 *
 * plot_script() writes the text of NAME.gp; the script reads NAME.csv from its
 * own directory (no paths inside it, so any output directory name is safe)
 * and sets its own terminal (pngcairo, DejaVu Sans, a colour-blind-safe
 * palette).  plot_render() runs gnuplot on it with fork/execvp in DIR -- no
 * shell ever sees user text.  If gnuplot is missing it returns PLOT_ENOGNUPLOT
 * and the .csv and .gp stay for later.  plots/ reads rows only; it knows
 * nothing of the simulator.
 */
#ifndef LHSIM_PLOTS_H
#define LHSIM_PLOTS_H

#include <stdio.h>

enum { PLOT_OK = 0, PLOT_EIO = 1, PLOT_ENOGNUPLOT = 2, PLOT_EGNUPLOT = 3 };

/* The Okabe-Ito colour-blind-safe palette, as gnuplot line styles 1..8 */
extern const char *const plot_palette[8];

/* the script NAME.gp to f (the caller writes it atomically): header
 * (terminal, font, styles), then body, the figure's own commands */
int plot_script(FILE *f, const char *name, const char *title, const char *body, int width,
                int height);
int plot_render(const char *dir, const char *name);
int plot_have_gnuplot(void);
/* image format for scripts written after this call: PLOT_PNG (default), PLOT_SVG, PLOT_PDF */
enum { PLOT_PNG, PLOT_SVG, PLOT_PDF };
void plot_set_format(int fmt);
const char *plot_ext(void);
/* a gnuplot string literal for s: single quotes, with ' doubled */
void plot_quote(const char *s, char *out, unsigned long len);

#endif
