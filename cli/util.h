/*
 * util.h -- what every lhsim subcommand shares: list options, a table of
 * rows written as an aligned table or CSV, atomic output files, and the
 * one-line error with exit status 2.
 *
 * Ownership: tbl_alloc/tbl_free; list parsers return malloc'd arrays the
 * caller frees.  cli_fail() never returns (exit 2) and removes any
 * temporary output file first.
 */
#ifndef LHSIM_CLI_UTIL_H
#define LHSIM_CLI_UTIL_H

#include <stdio.h>
#include "lists.h"
#include "model.h"


#if defined(__GNUC__)
#define CLI_NORETURN __attribute__((noreturn))
#define CLI_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define CLI_NORETURN
#define CLI_PRINTF(a, b)
#endif

void cli_fail(const char *fmt, ...) CLI_NORETURN CLI_PRINTF(1, 2);

/* "1,2,4" or "1-8" (a range of integers) or "1:64:x2" (geometric, for
 * integers); values must be within [lo, hi]; integer=1 requires whole
 * numbers.  Returns the count; fails the program on bad input. */
int cli_list(const char *opt, const char *s, double lo, double hi, int integer,
             double **out);
double cli_number(const char *opt, const char *s, double lo, double hi, int integer);

/* rows */
typedef struct {
    int ncol;
    char **cols;
    int nrow, cap;
    char **cells; /* nrow * ncol */
    int cur;      /* cells filled in the current row */
} tbl;

tbl *tbl_alloc(const char *const *cols, int ncol);
void tbl_free(tbl *t);
void tbl_cell(tbl *t, const char *fmt, ...) CLI_PRINTF(2, 3);
void tbl_num(tbl *t, double v);  /* %.6g, "nan" never written: inf/nan fail */
void tbl_write_csv(const tbl *t, FILE *f);
void tbl_write_table(const tbl *t, FILE *f);
enum { FMT_TABLE, FMT_CSV };
int cli_format(const char *s);
/* writes to path atomically (temp + rename), or stdout when path is NULL */
void tbl_emit(const tbl *t, int format, const char *path);

/* tbl_emit with --columns LIST|all (spec; NULL: all in CSV, compact in a table) */
void tbl_emit_cols(const tbl *t, int format, const char *path, const char *spec,
                   const char *const *compact, int ncompact);

/* Atomic files: open a temp beside path; commit renames; abort removes.
 * A SIGINT/SIGTERM between open and commit removes the temp. */
FILE *afile_open(const char *path);
void afile_commit(FILE *f, const char *path);
void afile_abort(FILE *f);

/* the directory holding the running lhsim, into out; 0 if unknown */
/* the same path, or two names of one existing file */
int cli_same_file(const char *a, const char *b);
int cli_exe_dir(char *out, size_t len);
/* an option taking one or more files (--data A B ...): appends to list[*n] */
void cli_take_files(const char *opt, int argc, char **argv, const char **list, int *n, int max);

/* all of standard input (an option given '-'), at most limit bytes; once per run */
char *cli_read_stdin(const char *what, size_t limit, size_t *len);

/* GPU from --gpu NAME|PATH plus --set overrides; fails the program on
 * error with the file:line:key message. */
void cli_load_gpu(const char *name, char **sets, int nsets, model_gpu *g);

#endif
