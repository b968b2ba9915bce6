/* plots.c -- gnuplot scripts and rendering without a shell. */
#define _POSIX_C_SOURCE 200809L
#include "plots.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

const char *const plot_palette[8] = {"#0072B2", "#E69F00", "#009E73", "#D55E00",
                                     "#CC79A7", "#56B4E9", "#F0E442", "#000000"};

void plot_quote(const char *s, char *out, unsigned long len)
{
    unsigned long u = 0;
    if (len < 3) return;
    out[u++] = '\'';
    for (; *s && u + 3 < len; s++) {
        if (*s == '\n' || *s == '\r') continue;
        if (*s == '\'') out[u++] = '\'';
        out[u++] = *s;
    }
    out[u++] = '\'';
    out[u] = 0;
}

static int g_fmt = PLOT_PNG;
void plot_set_format(int fmt) { g_fmt = fmt; }
const char *plot_ext(void) { return g_fmt == PLOT_SVG ? "svg" : g_fmt == PLOT_PDF ? "pdf" : "png"; }

int plot_script(FILE *f, const char *name, const char *title, const char *body, int width,
                int height)
{
    char qt[512], qpng[300];
    plot_quote(title, qt, sizeof qt);
    char png[256];
    snprintf(png, sizeof png, "%s.%s", name, plot_ext());
    plot_quote(png, qpng, sizeof qpng);
    fprintf(f, "# %s.gp -- written by lhsim; edit freely.  Run: gnuplot %s.gp\n"
               "# Reads %s.csv from this directory.\n",
            name, name, name);
    if (g_fmt == PLOT_SVG)
        fprintf(f, "set terminal svg size %d,%d enhanced font 'DejaVu Sans,11' background rgb 'white'\n", width, height);
    else if (g_fmt == PLOT_PDF)
        fprintf(f, "set terminal pdfcairo size %.2fin,%.2fin enhanced font 'DejaVu Sans,9'\n", width / 100.0, height / 100.0);
    else
        fprintf(f, "set terminal pngcairo size %d,%d enhanced font 'DejaVu Sans,11'\n", width, height);
    fprintf(f, "set output %s\n", qpng);
    fprintf(f, "set datafile separator comma\nset datafile missing 'nan'\nset datafile columnheaders\n");
    fprintf(f, "set title %s\nset key outside right top box opaque\n"
               "set grid lc rgb '#dddddd'\nset border lw 1.2\n",
            qt);
    for (int i = 0; i < 8; i++)
        fprintf(f, "set linetype %d lc rgb '%s' lw 2 pt %d ps 1.1\n", i + 1, plot_palette[i],
                (i % 6) + 5);
    fputs(body, f);
    fputc('\n', f);
    return ferror(f) ? PLOT_EIO : PLOT_OK;
}

static const char *find_gnuplot(void)
{
    static char found[4096];
    const char *env = getenv("LHSIM_GNUPLOT"); /* a gnuplot to use; set it empty to test "none" */
    if (env) return *env && access(env, X_OK) == 0 ? env : NULL;
    const char *p = getenv("PATH");
    if (!p) p = "/usr/bin:/bin";
    const char *s = p;
    while (*s) {
        const char *e = strchr(s, ':');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        snprintf(found, sizeof found, "%.*s/gnuplot", (int)n, s);
        if (access(found, X_OK) == 0) return found;
        if (!e) break;
        s = e + 1;
    }
    return NULL;
}

int plot_have_gnuplot(void) { return find_gnuplot() != NULL; }

int plot_render(const char *dir, const char *name)
{
    const char *gp = find_gnuplot();
    if (!gp) return PLOT_ENOGNUPLOT;
    char script[300];
    snprintf(script, sizeof script, "%s.gp", name);
    pid_t pid = fork();
    if (pid < 0) return PLOT_EGNUPLOT;
    if (pid == 0) {
        if (chdir(dir) != 0) _exit(127);
        int devnull = open("/dev/null", O_WRONLY);
        if (devnull >= 0) dup2(devnull, 1);
        char *argv[] = {(char *)gp, script, NULL};
        execv(gp, argv);
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) return PLOT_EGNUPLOT;
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? PLOT_OK : PLOT_EGNUPLOT;
}
