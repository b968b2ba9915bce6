#!/usr/bin/env python3
"""Count, in each k_stream / k_chase variant's SASS, the global loads issued
before the first instruction that uses a loaded value (seed 000: the
compiler must not interleave loads and uses).  Input: cuobjdump -sass output.
Output CSV: kernel,loads_before_first_use,load_opcode."""
import re, sys

text = open(sys.argv[1]).read()
funcs = re.split(r"\n\s*Function : ", text)
print("kernel,loads_before_first_use,load_opcode")
for f in funcs[1:]:
    name = f.split("\n", 1)[0].strip()
    if "k_stream" not in name and "k_chase" not in name:
        continue
    ins = re.findall(r"/\*[0-9a-f]{4}\*/\s+(.*?);", f)
    # find the loop body: from the last backward branch target, approximate by
    # scanning all instructions; count LDGs until a consumer of an LDG dest
    dests, count, op = set(), 0, ""
    best = 0
    for line in ins:
        line = re.sub(r"^@!?U?P\d\s+", "", line.strip())
        m = re.match(r"(\S+)\s*(.*)", line)
        if not m:
            continue
        opc, args = m.group(1), m.group(2)
        regs = re.findall(r"\bR\d+\b", args)
        if opc.startswith("LDG"):
            dests.add(regs[0]); count += 1; op = opc
            continue
        srcs = regs[1:] if regs else []
        if opc.startswith("ST"):
            srcs = regs
        if dests and any(r in dests for r in srcs):
            best = max(best, count)
            dests, count = set(), 0
    best = max(best, count)
    print(f"{name},{best},{op}")
