/* lists.h -- command-line numbers and lists ("1,2,4", "1-8", "1:64:x2"),
 * parsed without exiting: -1 and a one-line message on error; the caller
 * frees *out. */
#ifndef LHSIM_LISTS_H
#define LHSIM_LISTS_H
#include <stddef.h>
#define CLI_MAX_LIST 4096
int cli_strict_double(const char *s, double *v);
int cli_parse_number(const char *opt, const char *s, double lo, double hi, int integer,
                     double *v, char *err, size_t errlen);
int cli_parse_list(const char *opt, const char *s, double lo, double hi, int integer,
                   double **out, char *err, size_t errlen);
#endif
