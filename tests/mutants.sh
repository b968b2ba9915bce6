#!/bin/bash
# tests/mutants.sh [REGEX] -- does the suite catch a physics bug?  (REGEX picks mutants by name)
#
# Applies each mutation below, alone, to a scratch copy of the working tree,
# rebuilds, runs the fast CTest tests (all but figures, install, gpu) and
# prints whether they caught it ("killed") or not ("SURVIVED").  Code
# mutations are sed expressions on one file (one concept, usually one line;
# the script checks the file changed); preset mutations change one key of a
# shipped preset in a copy of model/gpus/ that the tests read through
# LHSIM_PRESET_DIR.  Not run in CI (a few minutes per ten mutants); run it
# after changing the simulator and keep the list current as components arrive.
set -uo pipefail
cd "$(dirname "$0")/.."
FILTER=${1:-}
W=${LHSIM_MUTANTS_DIR:-/tmp/lhsim-mutants}
rm -rf "$W" && mkdir -p "$W/src"
# the working tree as it is (tracked and untracked, not ignored), without builds
git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$W/src" 2>/dev/null
cmake -S "$W/src" -B "$W/build" -DCMAKE_BUILD_TYPE=Release -DLHSIM_CUDA=OFF >/dev/null || exit 1
cmake --build "$W/build" -j"$(nproc)" >/dev/null || { echo "the unmutated tree does not build" >&2; exit 1; }
FAST='figures|install|gpu|browser'
if ! (cd "$W/build" && ctest -E "$FAST" >/dev/null 2>&1); then
    echo "the unmutated tree fails its fast tests; fix that first" >&2
    exit 1
fi

# name | file | sed expression(s) separated by ' ;; '
CODE=(
"mshr wake only when two wait|sim/lsu.c|s/    if (m->mw_n > 0) {/    if (m->mw_n > 1) {/"
"first in line kept asleep a way too long|sim/lsu.c|s/m->set_held\[m->head_set\] >= m->head_thr);/m->set_held[m->head_set] >= m->head_thr - 1);/"
"first in line kept asleep an entry too long|sim/lsu.c|s/m->mshr_used + m->head_need > s->mshr_cap) ||/m->mshr_used + m->head_need >= s->mshr_cap) ||/"
"first in line kept asleep an L1 line too long|sim/lsu.c|s/(m->head_ld > 0 \&\& m->ld_used + m->head_ld > s->ld_cap)/(m->head_ld > 0 \&\& m->ld_used + m->head_ld >= s->ld_cap)/"
"bank busy time ignored|sim/dram.c|s/return !\*hit \&\& s->bank_busy > 0 \&\&/return 0 \&\& s->bank_busy > 0 \&\&/"
"channel queue always serves its oldest|sim/dram.c|s/if (best < 0 || st < bstart) {/if (best < 0) {/"
"channel queue blind to the turnaround|sim/dram.c|s/if (s->turnaround > 0 \&\& s->ch_dir\[ch\] != en->write) st += s->turnaround;/;/"
"launch ends with its first warp|sim/stats.c|s/    while (n > 0) {/    while (n == m) {/"
"launch factor keeps the rates' noise|sim/stats.c|s/if (nd) e \/= noisy \/ nd > 1 ? noisy \/ nd : 1;/;/"
"warm launch starts its data again|sim/sim.c|s/        w->iter = iter;/        w->iter = 0 * iter;/"
"loads wait at L2's request port|sim/lsu.c|s/        if (in_bytes > 0) through = \*p;/        through = *p;/"
"a store's data free at L2's request port|sim/lsu.c|s/? s->in_svc\[in_bytes\]/? s->in_svc[0]/"
"row hits held to the access rate|sim/dram.c|s/if (svc < s->ch_min \&\& !pass)/if (svc < s->ch_min)/"
"reads of an open activation row held to the access rate|sim/dram.c|s/if (!en->write) pass = s->act_row\[ab\] == (int64_t)ar;/if (!en->write) pass = 0;/"
"partial-granule writes pass the access rate|sim/dram.c|s/else if (!whole_granules(s, en->sectors)) pass = 0;/;/"
"activation rows 1 KiB of address, not of each channel|sim/sim.c|s/ \* (uint64_t)s->nch$//"
"an L2 line's spread all late (its mean moved)|sim/lsu.c|s/(rng_unit(\&s->rng) - 0.5)/rng_unit(\&s->rng)/"
"the far half's crossing on top of the mean|sim/sim.c|s/ - 0.5 \* (double)s->cross;/;/"
"bar releases the block at any warp|sim/warp.c|s/    if ((m->bar_in \& block) != block) {/    if (0) {/"
"bar: the SM takes every warp's at once|sim/warp.c|s/ : t) + s->bar_unit_ps;/ : t);/"
"bar releases at the last warp's issue|sim/warp.c|s/sim_time go = m->bar_free + s->barrier_ps;/sim_time go = t + s->barrier_ps;/"
"a request's header free at L2's request port|sim/sim.c|s/s->in_svc\[b\] = (sim_time)llround((b + s->in_hdr) \* s->in_ps_per_byte);/s->in_svc[b] = (sim_time)llround(b * s->in_ps_per_byte);/"
"L2 byte scan reads past its ways|sim/cache.c|s/uint64_t keep = c->ways - i >= 8 ? ~0ULL : (1ULL << 8 \* (c->ways - i)) - 1;/uint64_t keep = ~0ULL;/"
"L2 byte scan takes a later empty way|sim/cache.c|s/if (empty < 0 \&\& e) empty/if (e) empty/"
"write-back cost ignored|sim/sim.c|s/s->wb_cost = (sim_time)llround(g->return_cycles_per_load \* (double)s->cycle);/s->wb_cost = 0;/"
"whole-granule DRAM writes as slow as partial ones|sim/dram.c|s/: whole_granules(s, en->sectors) ? s->bank_busy_whole : s->bank_busy_wr/: s->bank_busy_wr/"
"partial DRAM writes as fast as whole ones|sim/dram.c|s/if (part \&\& part != gm) return 0;/if (part > gm) return 0;/"
"IMAD on the integer pipe|sim/sass.c|s/{\"IMAD\", K_ALU, UNIT_FP32, 4, 0}/{\"IMAD\", K_ALU, UNIT_INT, 4, 0}/"
"L1 hits pay the return cost|sim/warp.c|s/if (s->wb_cost > 0 \&\& sl->filled) {/if (s->wb_cost > 0) {/"
"L2 hits pay the return cost on top of the round trip|sim/sim.c|s/ - svc - ret;/ - svc - 0 * ret;/"
"L2 slices at random, line by line|sim/lsu.c|s/(uint32_t)(line - run \* per) + mod_by(hash_line(run/mod_by(hash_line(line/ ;; s/    uint64_t run = line \/ per;//"
"latency spread ignored|sim/sim.c|s/s->spread_ps = g->latency_spread_ns \* 1000.0;/s->spread_ps = 0;/"
"merged loads counted against the MSHR cap|sim/lsu.c|s/if (in->op == OP_ST || map_find(s, m, reqs\[k\].l1line) < 0) fresh++;/fresh++;/"
"per-warp load cap ignored|sim/lsu.c|s/if (in->op == OP_LD \&\& w->outstanding >= s->warp_cap) {/if (0) {/"
"LSU queue never throttles|sim/lsu.c|s/if (m->lsu_free > t + s->lsu_queue) {/if (0) {/"
"store frees its entry on issue (no write buffer)|sim/lsu.c|s/    if (en->kind == ENT_STORE) { \/\* served/    if (0) { \/* served/"
"MSHR cap off by one|sim/lsu.c|s/if (m->mshr_used + fresh > s->mshr_cap ||/if (m->mshr_used + fresh > s->mshr_cap + 1 ||/"
"register rounding 128|model/occupancy.c|s/round_up(in->regs \* g->warp_size, g->reg_alloc_unit)/round_up(in->regs * g->warp_size, 128)/"
"no sub-partition allocation|model/occupancy.c|s/o->limit_registers = o->warps_per_subpartition \* g->sub_partitions \/ wpb;/o->limit_registers = g->regs_per_sm \/ regs_warp \/ wpb;/"
"no 1 KB reserved per block|model/occupancy.c|s/int static_sz = in->smem_static + g->smem_reserved_per_block_bytes;/int static_sz = in->smem_static;/"
"shared memory not rounded|model/occupancy.c|s/int alloc = round_up(total, g->smem_alloc_unit_bytes);/int alloc = total;/"
"closed form ignores the MSHR cap|model/closed.c|s/if (lines > g->mshr_per_sm) {/if (0) {/"
"one-sided Jacobian|validate/fit.c|s/gsl_vector_set(xx, j, gsl_vector_get(x, j) - FD_STEP);/gsl_vector_set(xx, j, gsl_vector_get(x, j));/ ;; s/(2 \* FD_STEP));/FD_STEP);/"
"compare median off by one|validate/summary.c|s/s->med = n % 2 ? e\[n \/ 2\] :/s->med = n % 2 ? e[n \/ 2 - 1] :/"
"compare p90 rank off by one|validate/summary.c|s/s->p90 = e\[(int)ceil(0.9 \* n) - 1\];/s->p90 = e[(int)(0.9 * n) - 1];/"
"axpy4-float4 built-in removed|sim/workload.c|s/} else if (!strcmp(name, \"axpy4-float4\")) {/} else if (0) {/"
"store lines not counted as traffic|sim/workload.c|s/w->dram_bytes_per_iter = dram;/w->dram_bytes_per_iter = 0.5 * dram;/"
"lines counted with 128 B, not the preset's line|sim/sim.c|s/int l = lsu_lines_of(\&wl->ins\[i\], g->line_bytes, g->sector_bytes);/int l = lsu_lines_of(\&wl->ins[i], 128, g->sector_bytes);/"
"a repeated workload key accepted|sim/workload.c|s/                        seterr(err, errlen, \"%s:%d: '%s' given twice\", fname, lineno, key);/                        continue;/"
"CSV quotes not understood|validate/measured.c|s/        if (\*r == '\"') {/        if (0) {/"
"-o replaces a FIFO|cli/util.c|s/    if (stat(target, \&sb) == 0 \&\& !S_ISREG(sb.st_mode)) {/    if (0) {/"
"signal handlers override an inherited ignore|cli/util.c|s/old.sa_handler != SIG_IGN/1/"
"stdout failure not checked|cli/main.c|s/if (fflush(stdout) != 0 || ferror(stdout)) cli_fail(\"stdout: write failed\");/(void)0;/"
"figures ask a small GPU for warps it lacks|plots/figures.c|s/        if (W\[i\] <= g.max_warps_per_sm)/        if (1)/"
"L2 hits cost no slice time|sim/lsu.c|s/    sim_time svc = (sim_time)llround(bytes \* s->l2_ps_per_byte);/    sim_time svc = 0;/"
"L2 request rate ignored|sim/lsu.c|s/    \*f = start + (svc > req ? svc : req);/    *f = start + svc;/"
"random lines over the scaled footprint for L1|sim/lsu.c|0,/fp_full/s/        uint64_t nl = span ? s->fp_full\[in->stream\] \/ (uint64_t)lb : s->lines_total;/        uint64_t nl = span ? span \/ (uint64_t)lb : s->lines_total;/"
"warm-up ends before the latency settles|sim/stats.c|s/(l <= 0 || bt->last_lat <= 0 || fabs(l - bt->last_lat) > 0.05 \* bt->last_lat)/(l <= 0)/"
"calendar appends out of order|sim/engine.c|s/    while (i > b->head \&\& before(\&e, \&b->a\[i - 1\])) {/    while (0) {/"
"fetch granularity ignored|sim/lsu.c|s/    return m \& s->line_mask;/    return miss;/"
"no copy in the near L2 partition|sim/lsu.c|s/    if (near != home) {/    if (0) {/"
"L1 lines do not bound loads in flight|sim/lsu.c|s/(m->ld_used + fresh > s->ld_cap || set_full)/(set_full)/"
"L1 sets do not bound loads in flight|sim/lsu.c|s/                set_full |= held > 0 \&\& c >= s->l1_set_ways;/                (void)held, (void)c;/"
"a full L1 set takes one more line|sim/lsu.c|s/                set_full |= held > 0 \&\& c >= s->l1_set_ways;/                set_full |= held > 0 \&\& c > s->l1_set_ways;/"
"a line in flight never gives its L1 way back|sim/lsu.c|s/    if (en->l1set >= 0) m->set_held\[en->l1set\]--;/    (void)0;/"
"L1 sets by a hash|sim/cache.c|s/    if (c->plain) return (uint32_t)(line % c->sets);/    (void)0;/"
"loads pass a load waiting for room|sim/lsu.c|s/    if (s->in_order \&\& in->op == OP_LD \&\& m->mw_n > 0 \&\& !head) {/    if (0) {/"
"a waiting load goes to the back of the line|sim/lsu.c|s/        if (s->in_order \&\& head) { \/\* stays first/        if (0) { \/* stays first/"
"the carve-out does not shrink L1|sim/sim.c|s/    if (!(g->l1_shared_bytes > 0) || p->smem_per_sm < 0) return g->l1_bytes;/    return g->l1_bytes;/"
"a store holds its L2 slice as a load|sim/lsu.c|s/partial ? s->l2_pst_ps : s->l2_st_ps,/s->l2_req_ps,/"
"a partial store holds its L2 slice as a whole one|sim/lsu.c|s/partial ? s->l2_pst_ps : s->l2_st_ps,/s->l2_st_ps,/"
"a write holds its DRAM bank as a read|sim/dram.c|s/(en->write ? s->bank_busy_wr : s->bank_busy)/s->bank_busy/"
"a taken branch costs nothing|sim/warp.c|s/        if (in->taken) w->fetch_at = t + s->branch_ps;/        (void)0;/"
"the importer marks every inner back edge taken|sim/sass.c|s/                if (t + 1 < trips \&\& \*n > 0/                if (*n > 0/"
"partial writes never fetch|sim/lsu.c|s/    uint32_t rd = s->g->partial_write_fetch ? (miss \& partial) : 0;/    uint32_t rd = 0;/"
"dirty lines never written back|sim/lsu.c|s/        write_back(s, en->sm, evl, evm, dep);/        (void)evl;/"
"ALU pipes never busy|sim/warp.c|s/        if (\*pf > t) {/        if (0) {/"
"read/write turnaround ignored|sim/dram.c|s/    if (s->turnaround > 0 \&\& s->ch_dir\[ch\] != write) {/    if (0) {/"
"import: no reaching definition around the back edge|sim/sass.c|s/        memcpy(cur, last, sizeof cur);/        for (int r = 0; r < NREG; r++) cur[r] = -1;/"
"launch: the last wave's tail costs nothing|sim/launch.c|s/        out->tail_us = in->iterations \* r.time_per_iter_ns \* 1e-3;/        out->tail_us = 0;/"
"closed form counts loads only|cli/sweep.c|s/    model_whole_iteration(g, w, m);/    (void)w;/"
"L1 never hits|sim/lsu.c|s/        if (s->measuring) s->l1_acc++, s->l1_hits += !miss;/        miss = sectors;/"
"caches measured cold (no fill warm-up)|sim/stats.c|s/            if (a < cap \&\& a > bt->prev_allocs) {/            if (0) {/"
"LRU where random replacement is asked|sim/cache.c|s/        if (c->random \&\& lru->tag != 0) {/        if (0) {/"
"a store's registers never held|sim/warp.c|s/        if ((w->held >> in->dst \& 1) \&\& w->held_until > ready) {/        if (0) {/"
"L1 sees the scaled share of a wrapping stream|sim/lsu.c|s/out\[k\].l1line = (uint64_t)((int64_t)out\[k\].line + delta \/ lb);/out[k].l1line = out[k].line;/"
"store path not serial|sim/lsu.c|s/            \*sf = (\*sf > t ? \*sf : t) + /            *sf = t + /"
"a random element at its line's start|sim/lsu.c|s/            int sec0 = slots > 1 ? /            int sec0 = 0 \&\& slots > 1 ? /"
"an L2 miss passes its home slice|sim/lsu.c|s/    if (s->g->l2_miss_holds_slice \&\& s->l2_req_ps > 0) dep = l2_wait(s, home, l2line, dep);/    (void)0;/"
"no wait in the SM's own L2 half|sim/lsu.c|s/if (s->g->l2_miss_holds_slice \&\& s->l2_req_ps > 0) lag = /if (0) lag = /"
"DRAM access floor ignored|sim/dram.c|s/    if (svc < s->ch_min) svc = s->ch_min;/    (void)0;/"
"a point's half-width with a bare 2 (five batches trusted)|sim/stats.c|s/double hw = t975(bt->nb - 1) \* sqrt/double hw = (t975(bt->nb - 1) * 0 + 2.0) * sqrt/"
"a drifting point never flagged|sim/stats.c|s/r->drifting = !s->p.launch_iters \&\& /r->drifting = 0 \&\& /"
"the trend's move not over the mean|sim/stats.c|s/    return b \* (n - 1) \/ m;/    return b * (n - 1);/"
"time per iteration from back edges|sim/stats.c|s/    if (per_iter > 0 \&\& s->useful > 0)/    if (0)/"
"random lanes in one line not coalesced|sim/lsu.c|s/            while (d < n \&\& out\[d\].line != out\[n\].line) d++;/            d = n;/"
"a load merges with a line in flight whatever its sectors|sim/lsu.c|s/            uint32_t more = fresh ? 0 : reqs\[k\].sectors \& ~s->ents\[e\].sectors;/            uint32_t more = 0;/"
"a load's L1 sets never freed when it is done|sim/lsu.c|s/m->set_held\[sl->held_set\[k\]\]--;/;/"
"a load's L1 lines freed twice|sim/lsu.c|s/        if (!s->hold_per_load) {/        if (1) {/"
"an L2 set's dirty lines never cleaned|sim/cache.c|s/    if (n <= c->dirty_ways /    if (1 /"
"the newest dirty line cleaned, not the oldest|sim/cache.c|s/set\[i\].dstamp < old->dstamp/set[i].dstamp > old->dstamp/"
"a cleaned line not written to DRAM|sim/lsu.c|s/        evl = cl, evm = cm;/        (void)cl;/"
"the fit skips the points that store, not those that do not|validate/fit.c|s/            c->nostore\[i\] = (unsigned char)!stores;/            c->nostore[i] = (unsigned char)stores;/"
"the fit skips every column but the turnaround's|validate/fit.c|s/c->skip = c->nostore \&\& !strcmp(/c->skip = c->nostore \&\& strcmp(/"
"the fit's forward column divided by twice the step|validate/fit.c|s/ - gsl_vector_get(fm, (size_t)i)) \/ FD_STEP;/ - gsl_vector_get(fm, (size_t)i)) \/ (2 * FD_STEP);/"
"the fit stops at any trial, however large|validate/fit.c|s/<= 0.1 \* c->sex\[j\];/<= 1e9;/"
"stall counts ignored|sim/warp.c|s/    if (in->stall > 1) {/    if (0) {/"
"a taken branch's cost not added after its stall|sim/warp.c|s/ + (in->taken ? s->branch_ps : 0);/;/"
"control word's stall read from the wrong bits|sim/sass.c|s/(int)(hi >> 41 \& 0xf)/(int)(hi >> 40 \& 0xf)/"
"the slow path of 64-bit % run through|sim/sass.c|s/        if (to > i + 1 \&\& call) skip\[i\] = to;/        (void)to;/"
"an imported loop's back edge not taken|sim/sass.c|s/    if (back) list\[n - 1\] |= TAKEN;/    (void)0;/"
"warps waiting for a scheduler retried in no order of age|sim/warp.c|s/(s->g->oldest_first ? (sim_time)(wi % s->p.warps_per_sm) : 0)/0/"
"the scheduler's waiting warps served youngest first|sim/warp.c|s/(sim_time)__builtin_ctzll(s->sched_wait\[k\])/(sim_time)(63 - __builtin_clzll(s->sched_wait[k]))/ ;; s/int age = __builtin_ctzll(m);/int age = 63 - __builtin_clzll(m);/"
"a scheduler's stale event served|sim/warp.c|s/    if (s->sched_ev\[k\] != t) return;/    if (0) return;/"
"a launch's finished warps are not counted|sim/warp.c|s/            if (++s->ndone == s->nw) s->launch_end = t;/            if (s->ndone == s->nw) s->launch_end = t;/"
"a warm state runs on at its old timings|sim/sim.c|s/^    derive(c);/    (void)c;/"
"a warm state runs on without settling|sim/sim.c|s/bt.warm = bt.b + (settle_batches > 1 ? settle_batches : 1);/bt.warm = bt.b;/"
"a warm copy's L1 index rebuilt at the wrong lines|sim/cache.c|s/ix_put(dst, dst->w\[k\].tag - 1, (int32_t)k)/ix_put(dst, dst->w[k].tag, (int32_t)k)/"
"a warm copy's L2 tags rebuilt empty|sim/cache.c|s/dst->tags\[k\] = dst->w\[k\].tag;/dst->tags[k] = 0;/"
)
# name | preset | key | new value ('xF' multiplies the shipped value by F)
PRESET=(
"h200 latency x1.3|h200|latency_ns|x1.3"
"h200 bandwidth x0.8|h200|bandwidth_gbps|x0.8"
"h200 latency spread 0|h200|latency_spread_ns|0"
"h200 bank busy 0|h200|bank_busy_ns|0"
"h200 write-back cost 0|h200|return_cycles_per_load|0"
"h200 register unit 128|h200|reg_alloc_unit|128"
"a100-80 register unit 128|a100-80|reg_alloc_unit|128"
"h200 1 KB reserve dropped|h200|smem_reserved_per_block_bytes|0"
"h200 L2 bandwidth x2|h200|l2_bandwidth_gbps|x2"
"h200 fetch 32 B|h200|l2_fetch_bytes|32"
"h200 store path x2|h200|store_bytes_per_cycle|x2"
"h200 fetch 128 B|h200|l2_fetch_bytes|128"
"h200 DRAM access rate unbounded|h200|dram_accesses_per_ns|0"
"h200 row hits held to the access rate|h200|hits_skip_access_min|0"
"h200 no activation rows|h200|activation_row_bytes|0"
"h200 no L2 spread|h200|l2_jitter_ns|0"
"h200 no crossing between L2's halves|h200|l2_cross_ns|0"
"h200 L2 misses pass the slices|h200|l2_miss_holds_slice|0"
"h200 taken branch at the old fitted cost|h200|branch_cycles|22.3"
"h200 L1 lines freed each as it comes|h200|l1_lines_held_per_load|0"
"h200 no limit on an L2 set's dirty lines|h200|l2_dirty_ways|0"
"h200 barrier released at once|h200|barrier_cycles|0"
"h200 the SM takes every bar at once|h200|barrier_warp_cycles|0"
)

killed=0 survived=0
report() { printf '%-50s %s\n' "$1" "$2"; }
# a mutant that makes a test hang is caught by the per-test timeout
runtests() { (cd "$W/build" && ctest --timeout 300 -E "$FAST" >/dev/null 2>&1); }
for m in "${CODE[@]}"; do
    IFS='|' read -r name file exprs <<<"$m"
    [ -n "$FILTER" ] && ! grep -qE -- "$FILTER" <<<"$name" && continue
    f="$W/src/$file"
    if [ ! -f "$f" ]; then report "$name" "NOT APPLIED (no $file)"; continue; fi
    cp "$f" "$f.orig"
    while IFS= read -r e; do sed -i "$e" "$f"; done < <(printf '%s\n' "${exprs// ;; /$'\n'}")
    if cmp -s "$f" "$f.orig"; then
        report "$name" "NOT APPLIED (pattern not found: update the list)"
        mv "$f.orig" "$f"
        touch "$f"
        continue
    fi
    if ! cmake --build "$W/build" -j"$(nproc)" >/dev/null 2>&1; then
        report "$name" "killed (does not build)"; killed=$((killed + 1))
    elif runtests; then
        report "$name" "SURVIVED"; survived=$((survived + 1))
    else
        report "$name" "killed"; killed=$((killed + 1))
    fi
    mv "$f.orig" "$f"
    touch "$f" # newer than the mutant's objects: the next build restores them
done
cmake --build "$W/build" -j"$(nproc)" >/dev/null 2>&1
if ! (cd "$W/build" && ctest --timeout 300 -E "$FAST" >/dev/null 2>&1); then
    echo "the tree did not come back clean after the code mutants" >&2
    exit 1
fi
for m in "${PRESET[@]}"; do
    IFS='|' read -r name preset key val <<<"$m"
    [ -n "$FILTER" ] && ! grep -qE -- "$FILTER" <<<"$name" && continue
    P="$W/presets"
    rm -rf "$P" && cp -r "$W/src/model/gpus" "$P"
    ini="$P/$preset.ini"
    old=$(awk -F'[=;]' -v k="$key" '{ gsub(/[ \t]/, "", $1) } $1 == k { gsub(/[ \t]/, "", $2); print $2; exit }' "$ini")
    if [ -z "$old" ]; then report "$name" "NOT APPLIED (no key $key)"; continue; fi
    case $val in x*) new=$(awk -v a="$old" -v f="${val#x}" 'BEGIN { printf "%.6g", a * f }');; *) new=$val;; esac
    sed -i -E "s/^([ \t]*$key[ \t]*=[ \t]*)[^ ;\t]+/\1$new/" "$ini"
    if (cd "$W/build" && LHSIM_PRESET_DIR="$P" ctest --timeout 300 -E "$FAST" >/dev/null 2>&1); then
        report "$name ($old -> $new)" "SURVIVED"; survived=$((survived + 1))
    else
        report "$name ($old -> $new)" "killed"; killed=$((killed + 1))
    fi
done
echo "mutants: $killed killed, $survived survived"
[ $survived -eq 0 ]
