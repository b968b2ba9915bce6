#!/bin/bash
# import.sh LHSIM SRCDIR -- lhsim import on the committed H200 SASS
# (tests/sass/): every textbook kernel imports from both cuobjdump and
# nvdisasm text to the same workload, which lhsim reads back; the compiled
# order, dependent loads and uncounted opcodes come out as the SASS says; bad
# SASS and bad options are one line and exit 2.
L=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SRC=$(cd "$2" && pwd)
S=$SRC/tests/sass
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*" >&2; }
expect_err() {
    local word=$1; shift
    "$L" "$@" >"$T/out" 2>"$T/err"
    local rc=$?
    if [ $rc -ne 2 ]; then bad "exit $rc (want 2): $*"; return; fi
    if [ -s "$T/out" ]; then bad "stdout not empty: $*"; return; fi
    if [ "$(wc -l <"$T/err")" -ne 1 ]; then bad "stderr not one line: $*: $(cat "$T/err")"; return; fi
    if ! grep -qF -- "$word" "$T/err"; then bad "message lacks '$word': $*: $(cat "$T/err")"; return; fi
    ok
}
body() { grep -v '^#' "$1" | sed 's/ *#.*//'; }

# the listing: every kernel, demangled, with its loops
"$L" import --sass "$S/textbook.sass" >"$T/list" || bad "listing failed"
[ "$(grep -c '^[a-z_0-9<>]*  _Z' "$T/list")" -eq 15 ] && ok || bad "listing: want 15 kernels: $(cat "$T/list")"
grep -q '^axpy<4>  _Z4axpyILi4EEvfPK6float4PS0_m' "$T/list" && ok || bad "listing: axpy<4> demangled"
grep -q -- '--loop 1: 0x01e0..0x0540, 55 instructions, 12 global memory' "$T/list" && ok || bad "listing: axpy<4>'s loop"
"$L" import --help | grep -q "cuobjdump -sass" && ok || bad "import --help"

# every textbook kernel: cuobjdump and nvdisasm text give the same program,
# and lhsim reads it back (lhsim workloads FILE parses and checks it)
for k in copy triad 'axpy<1>' 'axpy<2>' 'axpy<3>' 'axpy<4>' 'axpy<5>' 'axpy<6>' 'axpy<7>' 'axpy<8>' \
         transpose reduce_sum stencil5 fma_loop gather; do
    "$L" import --sass "$S/textbook.sass" --kernel "$k" -o "$T/a.wl" || { bad "import $k (cuobjdump)"; continue; }
    "$L" import --sass "$S/textbook.nvdisasm" --kernel "$k" -o "$T/b.wl" || { bad "import $k (nvdisasm)"; continue; }
    # the same but for the stall counts, which only cuobjdump prints (control words)
    if [ "$(body "$T/a.wl" | sed 's/ stall=[0-9]*//')" = "$(body "$T/b.wl")" ]; then ok; else bad "$k: cuobjdump and nvdisasm imports differ"; fi
    "$L" workloads "$T/a.wl" >"$T/rt" && ok || bad "$k: lhsim workloads does not read the import back"
    # round trip: what lhsim workloads prints is a workload that prints the same
    grep -v '^#' "$T/rt" >"$T/rt.wl" && "$L" workloads "$T/rt.wl" >"$T/rt2" &&
        [ "$(grep -v '^#' "$T/rt2")" = "$(grep -v '^#' "$T/rt")" ] && ok || bad "$k: round trip through lhsim workloads"
done
# bench kernels, each with the options its family needs
for k in 'k_axpy<1>' 'k_axpy<8>' 'k_copyk<4>' 'k_stream<4,uint4>' 'k_chase<4>' 'k_store<4>' \
         'k_strided<4>' 'k_reread<4>' 'k_launch'; do
    "$L" import --sass "$S/bench.sass" --kernel "$k" -o "$T/c.wl" && "$L" workloads "$T/c.wl" >/dev/null && ok ||
        bad "bench kernel $k"
done

# real SASS with calls, returns (RET.REL.NODEC R20 0x0: operands separated by a space) and
# 64-bit modulo slow paths: every kernel of the second families imports and reads back
for k in 'k_babel<0>' 'k_babel<3>' 'k_mix<4,0>' 'k_mix<0,4>' 'k_random<1>' 'k_random<0>'; do
    "$L" import --sass "$S/families2.sass" --kernel "$k" -o "$T/f2.wl" && "$L" workloads "$T/f2.wl" >/dev/null && ok || bad "families2 $k"
done
# the slow path of 64-bit modulo: `@!P0 BRA` over a block that CALLs the slow routine, to
# the inline fast path.  The import follows the fast path: the branch taken (it costs the
# preset's branch cycles), the block it jumps over not run, no CALL left.
"$L" import --sass "$S/families2.sass" --kernel 'k_babel<3>' -o "$T/b3.wl"
grep -q '^# slow paths x2 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 10 instructions it skips not run' "$T/b3.wl" && ok || bad "slow paths counted: $(grep '^#' "$T/b3.wl")"
[ "$(grep -c 'branch=taken .*@!P0 BRA 0x[25][84]0$' "$T/b3.wl")" -eq 2 ] && ! body "$T/b3.wl" | grep -q CALL && ok || bad "slow paths: branches taken, calls gone"
# the fast path follows each taken branch: I2F.U32.RP at its target (0x0280 and 0x0540)
grep -A1 'branch=taken .*@!P0 BRA 0x280' "$T/b3.wl" | tail -1 | grep -q '# 0280 I2F.U32.RP' &&
    grep -A1 'branch=taken .*@!P0 BRA 0x540' "$T/b3.wl" | tail -1 | grep -q '# 0540 I2F.U32.RP' && ok || bad "fast path after the branch"

# what the SASS says comes out: compiled order (axpy<4> of the bench: two
# loads, then FMAs, the third load after the first FMA), dependences, widths
"$L" import --sass "$S/bench.sass" --kernel 'k_axpy<4>' -o "$T/ax.wl"
order=$(body "$T/ax.wl" | awk '$1=="ld"||$1=="st"{printf "%s ", $1} $1=="alu" && /flops=2/{printf "f "}')
case "$order" in "ld ld f f f f ld st ld f f f f ld st "*) ok ;; *) bad "k_axpy<4> order: $order" ;; esac
[ "$(body "$T/ax.wl" | grep -c '^ld ')" -eq 8 ] && [ "$(body "$T/ax.wl" | grep -c '^st ')" -eq 4 ] && ok || bad "k_axpy<4>: 8 loads, 4 stores"
[ "$(body "$T/ax.wl" | grep -c 'flops=2 unit=fp32')" -eq 16 ] && ok || bad "k_axpy<4>: 16 FFMA on the fp32 pipe"
body "$T/ax.wl" | grep '^ld ' | grep -qv 'width=16' && bad "k_axpy<4>: LDG.E.128 is width=16" || ok
# integer multiply-adds go to the FMA pipe (GH100), the other integer ops to the
# ALU pipe: the chase's IMAD.WIDE on fp32, its LOP3 and LEA on int
"$L" import --sass "$S/bench.sass" --kernel 'k_chase<1>' -o "$T/chp.wl"
[ "$(grep -c '^alu .*# [0-9a-f]* IMAD.WIDE' "$T/chp.wl")" -ge 4 ] &&
    ! grep '^alu .*# [0-9a-f]* IMAD' "$T/chp.wl" | grep -qv 'unit=fp32' && ok || bad "k_chase<1>: every IMAD on the fp32 pipe"
grep -q '^alu .*unit=int .*# [0-9a-f]* LOP3' "$T/chp.wl" && grep -q '^alu .*unit=int .*# [0-9a-f]* LEA' "$T/chp.wl" &&
    ok || bad "k_chase<1>: LOP3 and LEA on the int pipe: $(grep '^alu' "$T/chp.wl" | head -5)"
# a store writes back what an FFMA computed, to the lines the load read
awk '/^st R24 /{ print }' "$T/ax.wl" | grep -q 'width=16' && grep -q '^ld r[0-9]* R24 ' "$T/ax.wl" && ok || bad "k_axpy<4>: y's load and store share stream R24"
# the pointer chase: every load's address is the previous load's value
"$L" import --sass "$S/bench.sass" --kernel 'k_chase<1>' -o "$T/ch.wl"
[ "$(body "$T/ch.wl" | grep -c '^ld ')" -gt 0 ] && [ "$(body "$T/ch.wl" | grep '^ld ' | grep -vc 'addr=r')" -eq 0 ] && ok || bad "k_chase<1>: dependent loads"
# a gather: the index load is not dependent, the data load is
"$L" import --sass "$S/textbook.sass" --kernel gather -o "$T/g.wl"
[ "$(body "$T/g.wl" | grep '^ld ' | head -1 | grep -c addr=)" -eq 0 ] && [ "$(body "$T/g.wl" | grep '^ld ' | sed -n 2p | grep -c addr=)" -eq 1 ] && ok || bad "gather: $(body "$T/g.wl" | grep '^ld ')"
# the fully unrolled FMA loop: 32 FFMA in one dependent chain
"$L" import --sass "$S/textbook.sass" --kernel fma_loop -o "$T/f.wl"
[ "$(body "$T/f.wl" | grep -c 'flops=2 unit=fp32')" -eq 32 ] && ok || bad "fma_loop: 32 FFMA"
# IMAD.WIDE a, b, c: a and b 32-bit, c and the result 64-bit.  The transpose's row
# addresses (IMAD.WIDE.U32 R10, R13, R4, R10) read R13 alone, not R14, which a load
# writes later in the loop: its loads are plain coalesced rows, not pointer chases
"$L" import --sass "$SRC/validate/results/h200/transpose/sass_transpose.txt" --kernel 'k_transpose<8>' -o "$T/tr.wl"
[ "$(grep -c '^ld ' "$T/tr.wl")" -eq 4 ] && ! grep -q 'addr=' "$T/tr.wl" && [ "$(grep -c '^st ' "$T/tr.wl")" -eq 4 ] &&
    [ "$(grep -c '^bar' "$T/tr.wl")" -eq 2 ] && ok || bad "k_transpose<8>: 4 coalesced loads, 4 stores, 2 bars: $(grep -E '^(ld|st|bar)' "$T/tr.wl")"
# a block barrier (__syncthreads) is bar: the warp waits for its block
"$L" import --sass "$S/textbook.sass" --kernel transpose -o "$T/t.wl"
[ "$(grep -c '^bar .*BAR.SYNC' "$T/t.wl")" -eq 1 ] && ! grep -q '^# not modelled' "$T/t.wl" && ok ||
    bad "transpose: BAR.SYNC imported as bar"
grep -q '^# no loop' "$T/t.wl" && ok || bad "transpose: no loop said"
# its forward branches (@P2 BRA 0x610...) jump over plain code, not a CALL: left as written
grep -q '@P2 BRA 0x610' "$T/t.wl" && ! grep -q 'branch=taken' "$T/t.wl" && ! grep -q '^# slow paths' "$T/t.wl" && ok ||
    bad "transpose: forward branches over plain code are not taken"
# a nested loop: --loop picks the outer, --trips repeats the inner body
"$L" import --sass "$S/bench.sass" --kernel 'k_fma<4>' --loop 2 --trips 8 -o "$T/fm.wl"
[ "$(body "$T/fm.wl" | grep -c 'flops=2 unit=fp32')" -eq 32 ] && ok || bad "k_fma<4> --loop 2 --trips 8: 32 FFMA"
"$L" import --sass "$S/bench.sass" --kernel 'k_fma<4>' --loop 2 --trips 1 -o "$T/fm1.wl"
[ "$(body "$T/fm1.wl" | grep -c 'flops=2 unit=fp32')" -eq 4 ] && ok || bad "k_fma<4> --trips 1: 4 FFMA"
# register spills (LDL/STL in k_mix<4,0>, families2.sass): local memory, marked space=local;
# global loads are not
"$L" import --sass "$S/families2.sass" --kernel 'k_mix<4,0>' -o "$T/spill.wl" || bad "import k_mix<4,0>"
[ "$(grep -c 'space=local .*LDL' "$T/spill.wl")" -eq 9 ] && [ "$(grep -c 'space=local .*STL' "$T/spill.wl")" -eq 4 ] &&
    ! grep -q 'space=local .*LDG' "$T/spill.wl" && ok || bad "LDL/STL: space=local, LDG not: $(grep -c space=local "$T/spill.wl")"
# ...and simulated as the warp's own lines: L1 hits, not useful bytes (the kernel's
# useful bandwidth is its four float4 loads per thread)
"$L" sim --gpu h200 --workload "$T/spill.wl" --warps 16 --format csv --columns useful_gbps,bandwidth_gbps,l1_hit >"$T/spill.csv" 2>/dev/null &&
    awk -F, 'NR == 2 { exit !($1 < 1.05 * $2 && $3 > 0.2) }' "$T/spill.csv" && ok || bad "spills: useful counts only global bytes: $(cat "$T/spill.csv")"

# the opcode classes (tests/sass/opcodes.sass): cp.async copies and their barrier, shared
# memory as a latency, .STRONG.GPU past L1, fp64 and MUFU pipes, widths, a constant store
"$L" import --sass "$S/opcodes.sass" --kernel kernel -o "$T/op.wl" || bad "import opcodes.sass"
grep -q '^ld r0 R4 width=16 cache=cg .*LDGSTS' "$T/op.wl" && grep -q '^ld r1 R6 width=16 cache=cg .*LDGSTS' "$T/op.wl" && ok || bad "LDGSTS: loads of their own"
grep -q '^alu r[0-9]* r1 r0 lat=2 flops=0 unit=none .*DEPBAR' "$T/op.wl" && ok || bad "DEPBAR waits for the copies before it"
grep -q '^alu r2 lat=30 flops=0 unit=none .*LDS.128' "$T/op.wl" && grep -q '^alu r2 r2 lat=4 flops=2 unit=fp32 .*FFMA R8, R8, R9' "$T/op.wl" && ok || bad "LDS: a latency; its four registers one value"
grep -q '^ld r3 R14 width=4 cache=cg .*STRONG.GPU' "$T/op.wl" && ok || bad ".STRONG.GPU: cache=cg"
grep -q '^alu r4 r3 r4 lat=8 flops=2 unit=fp64 .*DFMA' "$T/op.wl" && grep -q 'unit=sfu .*MUFU' "$T/op.wl" && ok || bad "DFMA fp64 (reads its own last result), MUFU sfu"
grep -q '^st R20 r4 width=8 .*STG.E.64' "$T/op.wl" && grep -q '^st R22 - width=1 .*STG.E.U8 .*RZ' "$T/op.wl" && ok || bad "store widths; a constant (RZ) store has no source"
grep -q '^bar  .*BAR.SYNC' "$T/op.wl" && ok || bad "BAR.SYNC: bar"
grep -q '^alu r6[01] r7 lat=2 flops=0 unit=none .*@P1 BRA' "$T/op.wl" && ok || bad "the branch reads its predicate"
# ...and, the loop's back edge, is taken (the only branch=taken)
[ "$(grep -c 'branch=taken' "$T/op.wl")" -eq 1 ] && grep -q 'branch=taken .*@P1 BRA 0x10' "$T/op.wl" && ok || bad "the back edge is taken"
# annotations
"$L" import --sass "$S/bench.sass" --kernel 'k_strided<4>' --pattern all=stride:64 --footprint R10=1M -o "$T/s.wl"
[ "$(body "$T/s.wl" | grep '^ld ' | grep -c 'stride=64')" -eq 4 ] && body "$T/s.wl" | grep -q '^ld r[0-9]* R10 .*footprint=1048576' && ok || bad "annotations: $(body "$T/s.wl" | grep '^ld')"
"$L" import --sass "$S/bench.sass" --kernel 'k_stream<1,uint4>' --pattern all=random -o "$T/r.wl"
body "$T/r.wl" | grep '^ld ' | grep -q 'pattern=random' && ok || bad "--pattern all=random"
"$L" import --sass "$S/families3.sass" --kernel 'k_rsec<0,8>' --pattern all=random:group=2:own -o "$T/g2.wl"
[ "$(body "$T/g2.wl" | grep -c '^st R[0-9]* r0 width=8 pattern=random group=2 spread=own\( stall=[0-9]*\)\?$')" -eq 4 ] && ok || bad "random:group=2:own: $(body "$T/g2.wl" | grep '^st')"
"$L" sim --gpu toy --workload "$T/g2.wl" --warps 2 --footprint 1M --format csv >"$T/g2.csv" && [ "$(wc -l <"$T/g2.csv")" -eq 2 ] && ok || bad "sim on a grouped random workload"
# --offset: a stream's array past 512 B, added to the offsets the SASS gives
# its instructions (k_babel<0>: the read array's two loads 16 B off, the
# written array's stores 160 B off by all=, the loads keeping their own);
# the workload's misaligned copy on the H200 slower than the aligned one
"$L" import --sass "$S/families2.sass" --kernel 'k_babel<0>' --offset all=160 --offset R4=16 --offset R4_2=16 -o "$T/of.wl"
[ "$(body "$T/of.wl" | grep -c '^ld r0 R4\(_2\)\? width=16 offset=16$')" -eq 2 ] &&
    [ "$(body "$T/of.wl" | grep -c '^st R12\(_2\)\? r0 width=16 offset=160 stall=12$')" -eq 2 ] &&
    grep -q '^# stream R12_2: its array starts 160 B past 512 B (--offset)' "$T/of.wl" && ok ||
    bad "--offset: $(grep -E '^(ld|st)' "$T/of.wl")"
"$L" import --sass "$S/bench.sass" --kernel 'k_axpy<4>' --offset all=64 -o "$T/ofa.wl"
"$L" import --sass "$S/bench.sass" --kernel 'k_axpy<4>' -o "$T/ofb.wl"
# each offset moves by 64 B: the SASS's own (0x10..0x30 past the stream's first) kept
paste -d' ' <(body "$T/ofb.wl" | grep -E '^(ld|st) ' | sed 's/.*offset=\([0-9]*\).*/\1/; t; s/.*/0/') \
    <(body "$T/ofa.wl" | grep -E '^(ld|st) ' | sed 's/.*offset=\([0-9]*\).*/\1/; t; s/.*/0/') |
    awk '$2 != $1 + 64 { bad = 1 } END { exit bad || NR == 0 }' && ok || bad "--offset all=64 does not add 64 to every offset"
"$L" import --sass "$S/families2.sass" --kernel 'k_babel<0>' -o "$T/of0.wl"
a0=$("$L" sim --gpu h200 --workload "$T/of0.wl" --warps 32 --format csv --columns bandwidth_gbps 2>/dev/null | tail -1)
a1=$("$L" sim --gpu h200 --workload "$T/of.wl" --warps 32 --format csv --columns bandwidth_gbps 2>/dev/null | tail -1)
awk -v a="$a0" -v b="$a1" 'BEGIN { exit !(a > 0 && b > 0 && b < 0.95 * a) }' && ok || bad "misaligned copy $a1 GB/s, aligned $a0"
# an inner loop repeated N times: its back edge is taken on all but the last trip (and
# the outer loop's own back edge, the last line, on every iteration)
"$L" import --sass "$S/families3.sass" --kernel 'k_fmau<4,2>' --loop 2 --trips 4 -o "$T/tk.wl"
[ "$(body "$T/tk.wl" | grep -c 'branch=taken')" -eq 4 ] && [ "$(grep -c 'branch=taken .*BRA 0x500' "$T/tk.wl")" -eq 3 ] && [ "$(grep -c 'BRA 0x500' "$T/tk.wl")" -eq 4 ] && ok || bad "inner back edges taken on 3 of 4 trips: $(grep BRA "$T/tk.wl")"
"$L" import --sass "$S/families3.sass" --kernel 'k_fmau<4,2>' --loop 2 -o "$T/tk1.wl"
[ "$(grep -c 'branch=taken .*BRA 0x500' "$T/tk1.wl")" -eq 0 ] && [ "$(body "$T/tk1.wl" | grep -c 'branch=taken')" -eq 1 ] && ok || bad "one trip: only the outer back edge taken"
# stall counts: cuobjdump's second line per instruction holds the control word, whose
# bits 41-44 (of that 64-bit word) are the cycles the warp waits before its next
# instruction.  k_axpy<4> of the bench: its LDG.E.128 at 0x01f0 stalls 4 (control word
# 0x000ea8000c1e1d00), the FFMA at 0x0280 2, the FFMA at 0x0250 1 (not written)
"$L" import --sass "$S/bench.sass" --kernel 'k_axpy<4>' -o "$T/st.wl"
grep -q '^ld r[0-9]* R24 width=16 stall=4 *# 01f0 LDG.E.128 ' "$T/st.wl" && grep -q 'stall=2 *# 0280 FFMA' "$T/st.wl" &&
    grep '# 0250 FFMA' "$T/st.wl" | grep -vq stall= && grep -q '^# stall=N: the stall count' "$T/st.wl" && ok || bad "stall counts: $(grep -E '# 0(1f0|250|280) ' "$T/st.wl")"
# nvdisasm prints no control words: no stall counts, and the workload says so
"$L" import --sass "$S/textbook.nvdisasm" --kernel 'axpy<4>' -o "$T/nv.wl"
! body "$T/nv.wl" | grep -q stall= && grep -q '^# no control words' "$T/nv.wl" && ok || bad "nvdisasm: no stall counts"
# the simulator honours them: one warp of k_axpy<4> takes longer an iteration with them
# (over 1 MiB, which L2 holds: from DRAM the few cycles they add are lost in the noise
# of DRAM's latencies, 0.04% either way; over 64 KiB, which L1 holds, the warp waits
# for room for its stores' lines, each holding an entry until L2 has it, stall counts
# or not: 172.7 ns an iteration both, once the stores' times have settled)
sed 's/ stall=[0-9]*//' "$T/st.wl" > "$T/nost.wl"
"$L" sim --gpu h200 --workload "$T/st.wl" --warps 1 --footprint 1M --format csv --columns time_per_iter_ns > "$T/st.csv" 2>/dev/null &&
    "$L" sim --gpu h200 --workload "$T/nost.wl" --warps 1 --footprint 1M --format csv --columns time_per_iter_ns > "$T/nost.csv" 2>/dev/null &&
    awk -v a="$(tail -1 "$T/st.csv")" -v b="$(tail -1 "$T/nost.csv")" 'BEGIN { exit !(a > b) }' && ok ||
    bad "stall counts slow one warp: $(tail -1 "$T/st.csv") vs $(tail -1 "$T/nost.csv")"
expect_err "random[:group=N][:own]" import --sass "$S/families3.sass" --kernel 'k_rsec<0,8>' --pattern all=random:group=3
expect_err "random[:group=N][:own]" import --sass "$S/families3.sass" --kernel 'k_rsec<0,8>' --pattern all=random:own:own
expect_err "random[:group=N][:own]" import --sass "$S/families3.sass" --kernel 'k_rsec<0,8>' --pattern all=random:mine
# stdin, and -o - for stdout
"$L" import --sass - --kernel copy <"$S/textbook.sass" -o - >"$T/stdin.wl" && "$L" import --sass "$S/textbook.sass" --kernel copy >"$T/file.wl" &&
    [ "$(body "$T/stdin.wl")" = "$(body "$T/file.wl")" ] && ok || bad "--sass - and -o -"
# the imported file runs
"$L" sim --gpu toy --workload "$T/g.wl" --warps 2 --format csv >"$T/sim.csv" && [ "$(wc -l <"$T/sim.csv")" -eq 2 ] && ok || bad "sim on an imported workload"

# SASS it cannot read: one line naming the line and the opcode, exit 2
sed '59s/IMAD.WIDE R2, R3, 0x4, R10 ;/IMAD.WIDE R2, R3x, 0x4, R10 ;/' "$S/textbook.sass" >"$T/bad.sass"
grep -q 'R3x' "$T/bad.sass" && ok || bad "test setup: bad.sass"
expect_err "bad.sass:59: bad register 'R3x' (IMAD)" import --sass "$T/bad.sass" --kernel gather
printf '\t\tFunction : k\n        /*0000*/  LDG.E R2, desc[UR4][R2.64 ;\n' >"$T/bad2.sass"
expect_err "bad2.sass:2: missing ']' (LDG)" import --sass "$T/bad2.sass" --kernel k
printf '\t\tFunction : k\n        /*0000*/  STG.E R2, R4 ;\n' >"$T/bad3.sass"
expect_err "bad3.sass:2: STG without a global address operand" import --sass "$T/bad3.sass" --kernel k
printf '\t\tFunction : k\n        /*0000*/  lDG R2, [R4.64] ;\n' >"$T/bad4.sass"
expect_err "bad4.sass:2: 'lDG' is not an opcode" import --sass "$T/bad4.sass" --kernel k
printf '\t\tFunction : k\n        /*0000*/  FFMA R2, R4, R5, R300 ;\n' >"$T/bad5.sass"
expect_err "bad5.sass:2: bad register 'R300' (FFMA)" import --sass "$T/bad5.sass" --kernel k
printf '\t\tFunction : k\n        /*0000*/  FFMA R2, R4, R5, R6\n' >"$T/bad6.sass"
expect_err "bad6.sass:2: no ';'" import --sass "$T/bad6.sass" --kernel k
printf '\t\tFunction : k\n        /*0010*/  FFMA R2, R4, R5, R6 ;\n        /*0020*/  BRA 0x8 ;\n' >"$T/bad7.sass"
expect_err "branch target 0x8 is not an instruction" import --sass "$T/bad7.sass" --kernel k
# offsets past what SASS encodes (32 bits) are a damaged listing, not a sum to overflow
printf '\t\tFunction : k\n        /*0000*/  LDG.E R2, desc[UR4][R4.64+0x7fffffffffffffff+0x7fffffffffffffff] ;\n' >"$T/bad8.sass"
expect_err "bad8.sass:2: offset '0x7fffffffffffffff' is larger than SASS can encode (LDG)" import --sass "$T/bad8.sass" --kernel k
printf '\t\tFunction : k\n        /*0000*/  LDG.E R2, desc[UR4][R4.64+0xffffffff+0x10] ;\n' >"$T/bad9.sass"
expect_err "bad9.sass:2: address offsets add up past 32 bits (LDG)" import --sass "$T/bad9.sass" --kernel k
printf 'nothing here\n' >"$T/empty.sass"
expect_err "no kernel found" import --sass "$T/empty.sass"
printf 'a\0b' >"$T/nul.sass"
expect_err "binary data" import --sass "$T/nul.sass"
# unknown opcodes are not errors: counted
printf '\t\tFunction : k\n        /*0000*/  LDG.E R2, desc[UR4][R4.64] ;\n        /*0010*/  FROB R3, R2 ;\n        /*0020*/  STG.E desc[UR4][R6.64], R2 ;\n        /*0030*/  BRA 0x0 ;\n' >"$T/frob.sass"
"$L" import --sass "$T/frob.sass" --kernel k -o "$T/frob.wl" && grep -q 'not modelled (left out): FROB x1' "$T/frob.wl" && ok || bad "unknown opcode counted"
# options
expect_err "no kernel of" import --sass "$S/textbook.sass" --kernel nosuch
expect_err "8 kernels match" import --sass "$S/textbook.sass" --kernel axpy
expect_err "--loop 2: axpy<4> has 1 loop" import --sass "$S/textbook.sass" --kernel 'axpy<4>' --loop 2
expect_err "stream 'R99' is not in" import --sass "$S/textbook.sass" --kernel copy --pattern R99=random
expect_err "--pattern" import --sass "$S/textbook.sass" --kernel copy --pattern R2=zigzag
expect_err "--pattern" import --sass "$S/textbook.sass" --kernel copy --pattern R2=stride:0
expect_err "--footprint" import --sass "$S/textbook.sass" --kernel copy --footprint R2=12
# above 1 PiB a footprint's bytes would not stay exact in 64 bits
expect_err "1 PiB" import --sass "$S/textbook.sass" --kernel copy --footprint R2=2000000G
expect_err "--offset R2=-16: a whole number of bytes" import --sass "$S/textbook.sass" --kernel copy --offset R2=-16
expect_err "--offset R2=1.5: a whole number" import --sass "$S/textbook.sass" --kernel copy --offset R2=1.5
expect_err "--offset R2=99999999: a whole number" import --sass "$S/textbook.sass" --kernel copy --offset R2=99999999
expect_err "stream 'R99' is not in" import --sass "$S/textbook.sass" --kernel copy --offset R99=16
expect_err "--offset: stream R2 given twice" import --sass "$S/textbook.sass" --kernel copy --offset R2=16 --offset R2=32
expect_err "--sass" import --kernel copy
expect_err "--kernel NAME picks" import --sass "$S/textbook.sass" --loop 1
expect_err "nosuch.sass" import --sass "$T/nosuch.sass"
mkdir -p "$T/d.sass"
expect_err "not a regular file" import --sass "$T/d.sass"
expect_err "--trips" import --sass "$S/textbook.sass" --kernel copy --trips 0
expect_err "--name" import --sass "$S/textbook.sass" --kernel copy --name 'a,b'
expect_err "given twice" import --sass "$S/textbook.sass" --kernel copy --pattern R2=random --pattern R2=random
# -o: nothing half-written when the import fails
printf 'keep\n' >"$T/keep.wl"
"$L" import --sass "$T/bad5.sass" --kernel k -o "$T/keep.wl" 2>/dev/null
[ "$(cat "$T/keep.wl")" = keep ] && ok || bad "a failed import replaced -o's file"

# ---- whole launches: lhsim sim --grid (the toy: 4 SMs, 8 blocks of 64 threads each, a wave of 32)
col() { awk -F, -v n="$2" -v r="$3" 'NR==1{for(i=1;i<=NF;i++) c[$i]=i; next} NR==r+1{print $c[n]}' "$1"; }
"$L" sim --gpu toy --workload stream --grid 1,31,32,33,64,65 --block 64 --iterations 10 --format csv >"$T/g.csv" || bad "sim --grid"
[ "$(wc -l <"$T/g.csv")" -eq 7 ] && ok || bad "--grid list: one row per grid"
# waves and the tail: 32 blocks = 1 wave; 33 = 1 wave + a tail of one block on one SM
[ "$(col "$T/g.csv" full_waves 3)" = 1 ] && [ "$(col "$T/g.csv" tail_blocks 3)" = 0 ] && ok || bad "grid 32: one full wave"
[ "$(col "$T/g.csv" full_waves 4)" = 1 ] && [ "$(col "$T/g.csv" tail_blocks 4)" = 1 ] && [ "$(col "$T/g.csv" tail_sms 4)" = 1 ] && ok || bad "grid 33: a one-block tail on one SM"
[ "$(col "$T/g.csv" full_waves 6)" = 2 ] && [ "$(col "$T/g.csv" tail_blocks 6)" = 1 ] && ok || bad "grid 65: two waves and a tail"
# under a wave: 31 blocks on the 4 SMs, 8 warps each (the mean, rounded up)
[ "$(col "$T/g.csv" full_waves 2)" = 0 ] && [ "$(col "$T/g.csv" warps_tail 2)" = 16 ] && [ "$(col "$T/g.csv" tail_sms 2)" = 4 ] && ok || bad "grid 31: $(sed -n 3p "$T/g.csv")"
# the time is the sum of its parts; the achieved bandwidth is the useful bytes over it
awk -F, 'NR==1{for(i=1;i<=NF;i++) c[$i]=i; next} { s = $c["launch_us"] + $c["full_us"] + $c["tail_us"] + $c["drain_us"];
    d = s - $c["time_us"]; if (d < 0) d = -d; if (d > 0.002) exit 1;
    b = $c["useful_bytes"] / ($c["time_us"] * 1e-6) / 1e9; d = b - $c["achieved_gbps"]; if (d < 0) d = -d; if (d > 0.05 + 0.002 * b) exit 1;
    if ($c["useful_bytes"] != $c["grid"] * 64 * 10 * 16) exit 1 }' "$T/g.csv" && ok || bad "time = launch + waves + tail + drain; bytes and GB/s"
# full waves cost the steady state's time per iteration each; a wave more, more time; a block more, a tail
awk -F, 'NR==1{for(i=1;i<=NF;i++) c[$i]=i; next} { t[NR-1] = $c["time_us"]; f[NR-1] = $c["full_us"]; p[NR-1] = $c["tpi_full_ns"] }
    END { if (!(t[4] > t[3] && t[6] > t[5] && t[5] > t[3])) exit 1;
          e = f[5] / (2 * 10 * p[5] * 1e-3) - 1; if (e > 1e-3 || e < -1e-3) exit 1 }' "$T/g.csv" && ok || bad "monotone waves"
# the launch overhead comes from the preset (h200: 5.31 us, measured)
"$L" sim --gpu h200 --workload stream --grid 1 --block 256 --format csv --sim-sms 2 >"$T/h.csv" && [ "$(col "$T/h.csv" launch_us 1)" = 5.310 ] && ok || bad "h200 launch overhead"
# --elements: iterations = elements / (grid x block)
"$L" sim --gpu toy --workload stream --grid 32 --block 64 --elements 20480 --format csv >"$T/e.csv" && [ "$(col "$T/e.csv" iterations 1)" = 10 ] && ok || bad "--elements"
expect_err "--grid needs --block" sim --gpu toy --grid 32
expect_err "--block 2048" sim --gpu toy --grid 32 --block 2048
expect_err "go with --grid" sim --gpu toy --block 64
expect_err "no --warps" sim --gpu toy --grid 32 --block 64 --warps 4
expect_err "not both" sim --gpu toy --grid 32 --block 64 --iterations 2 --elements 100
expect_err "--grid is lhsim sim's" model --gpu toy --grid 32 --block 64
expect_err "cannot launch" sim --gpu toy --grid 32 --block 256 --regs 255
expect_err "--grid" sim --gpu toy --grid 0 --block 64
expect_err "--iterations" sim --gpu toy --grid 4 --block 64 --iterations 0

# README "Predict your own kernel": its commands, as written, on the committed
# fixture (nvcc when there is one; cuobjdump needs the GPU machine's toolkit)
mkdir -p "$T/readme/bin" && ln -s "$L" "$T/readme/bin/lhsim" && ln -s "$SRC/tests" "$T/readme/tests" && ln -s "$SRC/cuda" "$T/readme/cuda"
sed -n '/^## Predict your own kernel/,/^## /p' "$SRC/README.md" | grep '^    [a-z]' | sed 's/^    //' >"$T/readme/cmds"
[ "$(grep -c '^lhsim ' "$T/readme/cmds")" -eq 2 ] && ok || bad "README section: want two lhsim commands: $(cat "$T/readme/cmds")"
NVCC=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null || true)
while read -r cmd; do
    case "$cmd" in
    lhsim*) (cd "$T/readme" && PATH="$T/readme/bin:$PATH" bash -c "$cmd" >"$T/readme/out" 2>&1) && ok || bad "README: $cmd: $(tail -2 "$T/readme/out")" ;;
    nvcc*) if [ -n "$NVCC" ]; then (cd "$T/readme" && PATH="$(dirname "$NVCC"):$PATH" bash -c "$cmd" >"$T/readme/out" 2>&1) && [ -s "$T/readme/textbook.cubin" ] && ok || bad "README: $cmd: $(tail -2 "$T/readme/out")"; fi ;;
    cuobjdump*) command -v cuobjdump >/dev/null && { (cd "$T/readme" && bash -c "$cmd") && ok || bad "README: $cmd"; } ;;
    *) bad "README section: unexpected command: $cmd" ;;
    esac
done <"$T/readme/cmds"
grep -q 'axpy-4  *H200  *1056  *256  *40  *6 ' "$T/readme/out" && ok || bad "README: the launch rows: $(cat "$T/readme/out")"

echo "import.sh: $pass passed, $fail failed"
[ $fail -eq 0 ]
