/* explorer.h -- index.html's interactive explorer (explorer.c). */
#ifndef LHSIM_EXPLORER_H
#define LHSIM_EXPLORER_H
#include <stdio.h>
#include "model.h"
/* simulates the grid (a few seconds) and writes the explorer's HTML, data and script */
void explorer_write(FILE *f, const char *gpu, const model_gpu *g);
#endif
