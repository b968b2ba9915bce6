#!/usr/bin/env python3
"""For each k_stream / k_chase variant in `cuobjdump -sass` output, find the
main loop (the longest backward branch) and count the global loads issued in
it before the first instruction that reads a loaded register (the load-use example: the
compiler must not interleave loads and uses).
Output CSV: kernel,loop_instructions,loads_in_loop,loads_before_first_use,load_opcode."""
import re, sys

text = open(sys.argv[1]).read()
print("kernel,loop_instructions,loads_in_loop,loads_before_first_use,load_opcode")
for f in re.split(r"\n\s*Function : ", text)[1:]:
    name = f.split("\n", 1)[0].strip()
    if "k_stream" not in name and "k_chase" not in name:
        continue
    ins = []
    for m in re.finditer(r"/\*([0-9a-f]{4,})\*/\s+(.*?);", f):
        ins.append((int(m.group(1), 16), m.group(2).strip()))
    loop = None
    for addr, txt in ins:
        b = re.search(r"\bBRA\b.*?0x([0-9a-f]+)", txt)
        if b and int(b.group(1), 16) < addr:
            start = int(b.group(1), 16)
            if loop is None or addr - start > loop[1] - loop[0]:
                loop = (start, addr)
    body = [t for a, t in ins if loop and loop[0] <= a <= loop[1]]
    dests, count, before, op, nld = set(), 0, None, "", 0
    for t in body:
        t = re.sub(r"^@!?U?P[T0-9]\s+", "", t)
        parts = t.split(None, 1)
        opc, args = parts[0], parts[1] if len(parts) > 1 else ""
        regs = re.findall(r"\bR(\d+)\b", args)
        if opc.startswith("LDG"):
            w = 4 if ".128" in opc else 2 if ".64" in opc else 1
            base = int(regs[0])
            dests.update(range(base, base + w))
            count += 1
            nld += 1
            op = opc
            continue
        srcs = regs if opc.startswith("ST") else regs[1:]
        if before is None and any(int(r) in dests for r in srcs):
            before = count
    print(f"{name},{len(body)},{nld},{before if before is not None else count},{op}")
