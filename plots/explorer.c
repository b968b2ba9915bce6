/* explorer.c -- the interactive explorer of index.html: a grid of simulated
 * chase points (warps per SM x ILP x latency x bandwidth) that lhsim demo
 * precomputes, and plain JavaScript drawing inline SVG from it.  No network. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "sweep.h"

#include <stdlib.h>
#include <string.h>

#include "explorer.h"
#include "figures.h"

static const char *const EX_WARPS = "1,2,4,8,12,16,24,32,48,64";
static const char *const EX_ILP = "1,2,4,8";
static const double EX_LAT[] = {0.5, 1, 2};  /* x the preset's latency */
static const double EX_BW[] = {0.5, 1, 2};   /* x the preset's bandwidth */

static double colv(const tbl *t, int r, const char *name)
{
    for (int c = 0; c < t->ncol; c++)
        if (!strcmp(t->cols[c], name)) return atof(t->cells[(long)r * t->ncol + c]);
    return 0;
}

void explorer_write(FILE *f, const char *gpu, const model_gpu *g)
{
    char lat[128], bw[128];
    snprintf(lat, sizeof lat, "memory.latency_ns=%.6g,%.6g,%.6g", g->latency_ns * EX_LAT[0],
             g->latency_ns * EX_LAT[1], g->latency_ns * EX_LAT[2]);
    snprintf(bw, sizeof bw, "memory.bandwidth_gbps=%.6g,%.6g,%.6g", g->bandwidth_gbps * EX_BW[0],
             g->bandwidth_gbps * EX_BW[1], g->bandwidth_gbps * EX_BW[2]);
    /* a quick grid: 4 SMs simulated, 3% tolerance (the figures use 16 and 1%) */
    char *av[] = {"sim", "--gpu", (char *)gpu, "--workload", "chase", "--warps", (char *)EX_WARPS,
                  "--ilp", (char *)EX_ILP, "--sim-sms", "4", "--tolerance", "0.03", "--set", lat,
                  "--set", bw, NULL};
    sweep_opts o;
    sweep_parse(17, av, "sim", &o);
    o.quiet = 1;
    tbl *t = fig_sweep_run(&o, "index.html's explorer");
    /* the page: data, controls, SVG, script */
    fprintf(f, "<h2 id=\"explorer-title\">Explore: warps, ILP, latency and bandwidth on the ");
    for (const char *q = g->name; *q; q++) /* the name, with nothing HTML would read */
        if (!strchr("<>&\"'", *q)) fputc(*q, f);
    fprintf(f, "</h2>\n<p>Move the sliders: the curve is the simulated chase bandwidth against "
               "warps per SM for the chosen ILP, latency and bandwidth (%d points lhsim demo "
               "simulated: 4 SMs, 3%% tolerance); the dashed line is Little's law capped by the "
               "bandwidth, the dot the chosen warps.  Link to a setting with "
               "<code>#w=8&amp;ilp=2&amp;lat=1&amp;bw=1</code> (slider positions).</p>\n",
            t->nrow);
    fprintf(f, "<div id=\"explorer\" data-explorer=\"loading\" style=\"display:flex;gap:2em;"
               "flex-wrap:wrap;align-items:flex-start\">\n<div style=\"flex:0 0 430px\">\n"
               "<label>warps per SM: <b id=\"wv\"></b><br><input id=\"w\" type=\"range\" min=\"0\" "
               "max=\"9\" step=\"1\" value=\"3\"></label><br>\n"
               "<label>independent loads per warp (ILP): <b id=\"iv\"></b><br><input id=\"ilp\" "
               "type=\"range\" min=\"0\" max=\"3\" step=\"1\" value=\"0\"></label><br>\n"
               "<label>unloaded latency: <b id=\"lv\"></b><br><input id=\"lat\" type=\"range\" "
               "min=\"0\" max=\"2\" step=\"1\" value=\"1\"></label><br>\n"
               "<label>DRAM bandwidth: <b id=\"bv\"></b><br><input id=\"bw\" type=\"range\" "
               "min=\"0\" max=\"2\" step=\"1\" value=\"1\"></label>\n"
               "<table id=\"numbers\" style=\"margin-top:1em;font-size:90%%;width:100%%\"></table>\n</div>\n"
               "<svg id=\"plot\" width=\"640\" height=\"400\" viewBox=\"0 0 640 400\" "
               "xmlns=\"http://www.w3.org/2000/svg\" style=\"border:1px solid #ccc;background:#fff\">"
               "</svg>\n</div>\n");
    fprintf(f, "<script>\n\"use strict\";\nconst EX = {sms: %d, line: %d, lat0: %.6g, bw0: %.6g,\n"
               "  warps: [%s], ilp: [%s], latf: [%g, %g, %g], bwf: [%g, %g, %g],\n"
               "  /* [latency index, bandwidth index, ilp, warps, GB/s, loaded latency ns, bytes in flight per SM] */\n"
               "  pts: [\n",
            g->sm_count, g->line_bytes > 0 ? g->line_bytes : 128, g->latency_ns, g->bandwidth_gbps,
            EX_WARPS, EX_ILP, EX_LAT[0], EX_LAT[1], EX_LAT[2], EX_BW[0], EX_BW[1], EX_BW[2]);
    for (int r = 0; r < t->nrow; r++) {
        double l = colv(t, r, "memory.latency_ns"), b = colv(t, r, "memory.bandwidth_gbps");
        int li = 0, bi = 0;
        for (int k = 0; k < 3; k++) {
            if (l > 0.99 * g->latency_ns * EX_LAT[k] && l < 1.01 * g->latency_ns * EX_LAT[k]) li = k;
            if (b > 0.99 * g->bandwidth_gbps * EX_BW[k] && b < 1.01 * g->bandwidth_gbps * EX_BW[k]) bi = k;
        }
        fprintf(f, "    [%d,%d,%g,%g,%.2f,%.1f,%.0f]%s\n", li, bi, colv(t, r, "ilp"),
                colv(t, r, "warps_per_sm"), colv(t, r, "bandwidth_gbps"), colv(t, r, "latency_ns"),
                colv(t, r, "bytes_in_flight_per_sm"), r + 1 < t->nrow ? "," : "");
    }
    fputs("  ]};\n", f);
    fputs(
        "const $ = (id) => document.getElementById(id);\n"
        "const NS = 'http://www.w3.org/2000/svg';\n"
        "function el(tag, attrs, text) { const e = document.createElementNS(NS, tag);\n"
        "  for (const k in attrs) e.setAttribute(k, attrs[k]); if (text !== undefined) e.textContent = text; return e; }\n"
        "function pick() { return {w: +$('w').value, i: +$('ilp').value, l: +$('lat').value, b: +$('bw').value}; }\n"
        "function curve(s) { return EX.pts.filter(p => p[0] === s.l && p[1] === s.b && p[2] === EX.ilp[s.i])\n"
        "  .sort((a, b) => a[3] - b[3]); }\n"
        "function draw() {\n"
        "  const s = pick(), lat = EX.lat0 * EX.latf[s.l], bw = EX.bw0 * EX.bwf[s.b];\n"
        "  const W = EX.warps[s.w], I = EX.ilp[s.i];\n"
        "  $('wv').textContent = W; $('iv').textContent = I;\n"
        "  $('lv').textContent = lat.toFixed(0) + ' ns'; $('bv').textContent = bw.toFixed(0) + ' GB/s';\n"
        "  const svg = $('plot'); while (svg.firstChild) svg.removeChild(svg.firstChild);\n"
        "  const L = 70, R = 620, T = 20, B = 350, ymax = EX.bw0 * 2 * 1.05;\n"
        "  const X = (w) => L + (R - L) * Math.log2(w) / 6, Y = (v) => B - (B - T) * v / ymax;\n"
        "  svg.appendChild(el('line', {x1: L, y1: B, x2: R, y2: B, stroke: '#000'}));\n"
        "  svg.appendChild(el('line', {x1: L, y1: T, x2: L, y2: B, stroke: '#000'}));\n"
        "  for (const w of [1, 2, 4, 8, 16, 32, 64]) {\n"
        "    svg.appendChild(el('line', {x1: X(w), y1: B, x2: X(w), y2: B + 5, stroke: '#000'}));\n"
        "    svg.appendChild(el('text', {x: X(w), y: B + 20, 'text-anchor': 'middle', 'font-size': 12}, w)); }\n"
        "  for (let k = 0; k <= 4; k++) { const v = ymax / 1.05 * k / 4;\n"
        "    svg.appendChild(el('line', {x1: L - 5, y1: Y(v), x2: R, y2: Y(v), stroke: k ? '#eee' : '#000'}));\n"
        "    svg.appendChild(el('text', {x: L - 8, y: Y(v) + 4, 'text-anchor': 'end', 'font-size': 12}, v.toFixed(0))); }\n"
        "  svg.appendChild(el('text', {x: (L + R) / 2, y: 390, 'text-anchor': 'middle', 'font-size': 13}, 'resident warps per SM (log scale)'));\n"
        "  svg.appendChild(el('text', {x: 16, y: (T + B) / 2, 'text-anchor': 'middle', 'font-size': 13,\n"
        "    transform: 'rotate(-90 16 ' + (T + B) / 2 + ')'}, 'DRAM bandwidth (GB/s)'));\n"
        "  svg.appendChild(el('line', {id: 'peak', x1: L, y1: Y(bw), x2: R, y2: Y(bw), stroke: '#999', 'stroke-dasharray': '2 4'}));\n"
        "  svg.appendChild(el('text', {x: R, y: Y(bw) - 6, 'text-anchor': 'end', 'font-size': 12, fill: '#666'}, 'bandwidth ' + bw.toFixed(0) + ' GB/s'));\n"
        "  const little = []; for (let w = 1; w <= 64; w *= 1.1) {\n"
        "    little.push(X(w).toFixed(1) + ',' + Y(Math.min(bw, EX.sms * w * I * EX.line / lat)).toFixed(1)); }\n"
        "  svg.appendChild(el('polyline', {id: 'little', points: little.join(' '), fill: 'none', stroke: '#d95f02', 'stroke-dasharray': '6 4', 'stroke-width': 2}));\n"
        "  const c = curve(s);\n"
        "  svg.appendChild(el('polyline', {id: 'sim', points: c.map(p => X(p[3]).toFixed(1) + ',' + Y(p[4]).toFixed(1)).join(' '),\n"
        "    fill: 'none', stroke: '#1b9e77', 'stroke-width': 3}));\n"
        "  const p = c.find(q => q[3] === W);\n"
        "  if (p) svg.appendChild(el('circle', {id: 'dot', cx: X(W), cy: Y(p[4]), r: 7, fill: '#7570b3'}));\n"
        "  svg.appendChild(el('text', {x: L + 10, y: T + 16, 'font-size': 13, fill: '#1b9e77'}, 'simulated (chase, ILP ' + I + ')'));\n"
        "  svg.appendChild(el('text', {x: L + 10, y: T + 34, 'font-size': 13, fill: '#d95f02'}, \"Little's law, capped\"));\n"
        "  const C = bw * lat / EX.line;\n"
        "  const rows = [['simulated bandwidth', p ? p[4].toFixed(0) + ' GB/s (' + (100 * p[4] / bw).toFixed(0) + '% of peak)' : '-'],\n"
        "    ['loaded latency', p ? p[5].toFixed(0) + ' ns (unloaded ' + lat.toFixed(0) + ')' : '-'],\n"
        "    ['bytes in flight per SM', p ? p[6].toFixed(0) + ' B' : '-'],\n"
        "    [\"Little's law: requests in flight for the peak\", C.toFixed(0) + ' (' + (C / EX.sms).toFixed(1) + ' per SM)'],\n"
        "    ['supplied: warps x ILP per SM', (W * I) + ' (' + (W * I * EX.sms) + ' device-wide)']];\n"
        "  const tb = $('numbers'); while (tb.firstChild) tb.removeChild(tb.firstChild);\n"
        "  for (const [k, v] of rows) { const tr = document.createElement('tr');\n"
        "    const a = document.createElement('td'); a.textContent = k; a.style.textAlign = 'left';\n"
        "    const b = document.createElement('td'); b.textContent = v; tr.appendChild(a); tr.appendChild(b); tb.appendChild(tr); }\n"
        "  const h = 'w=' + s.w + '&ilp=' + s.i + '&lat=' + s.l + '&bw=' + s.b;\n"
        "  if (location.hash.indexOf('test') < 0 && history.replaceState) history.replaceState(null, '', '#' + h);\n"
        "  $('explorer').dataset.state = h + ';' + ($('sim').getAttribute('points') || '') + ';' + (p ? p[4] : '');\n"
        "}\n"
        "function fromHash() { const m = {}; location.hash.replace(/^#/, '').split('&').forEach(kv => {\n"
        "  const [k, v] = kv.split('='); if (v !== undefined && /^[0-9]+$/.test(v)) m[k] = +v; });\n"
        "  for (const [id, k] of [['w', 'w'], ['ilp', 'ilp'], ['lat', 'lat'], ['bw', 'bw']])\n"
        "    if (k in m && m[k] >= +$(id).min && m[k] <= +$(id).max) $(id).value = m[k]; }\n"
        "window.addEventListener('error', (e) => { document.body.dataset.error = String(e.message); });\n"
        "fromHash();\n"
        "for (const id of ['w', 'ilp', 'lat', 'bw']) $(id).addEventListener('input', draw);\n"
        "draw();\n"
        "$('explorer').dataset.explorer = 'ready';\n"
        "if (location.hash.indexOf('test') >= 0) {\n"
        "  /* the self-test the CI runs headless: move a slider as a user would and record that the drawing changed */\n"
        "  const before = $('explorer').dataset.state;\n"
        "  const s = $('ilp'); s.value = String((+s.value + 1) % 4); s.dispatchEvent(new Event('input'));\n"
        "  $('explorer').dataset.moved = before !== $('explorer').dataset.state ? 'changed' : 'unchanged';\n"
        "}\n"
        "</script>\n",
        f);
    tbl_free(t);
    sweep_opts_free(&o);
}
