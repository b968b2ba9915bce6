#!/bin/bash
# browser.sh LHSIM -- index.html in a real browser (Debian's chromium,
# headless): the page loads with no console message, the explorer draws, a
# slider moved as a user would redraws it (the page's own #test mode records
# the drawing before and after an 'input' event), and two slider settings
# give two different screenshots.
L=$1
B=$(command -v chromium || command -v chromium-browser || true)
[ -n "$B" ] || { echo "chromium not installed: skipped (apt-get install chromium)"; exit 77; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
D="$T/demo dir"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*" >&2; }
"$L" demo -o "$D" >"$T/log" 2>&1 || { cat "$T/log"; bad "demo failed"; }
U="file://$(printf '%s' "$D/index.html" | sed 's/ /%20/g')"
run() { timeout 120 "$B" --headless --no-sandbox --disable-gpu --user-data-dir="$T/profile" \
        --enable-logging=stderr --v=0 --virtual-time-budget=3000 "$@" 2>>"$T/console.txt"; }
run --dump-dom "$U#test" >"$T/dom.html" || bad "chromium --dump-dom failed"
grep -q 'data-explorer="ready"' "$T/dom.html" && ok || bad "explorer did not finish drawing"
grep -q 'data-moved="changed"' "$T/dom.html" && ok || bad "moving the ILP slider did not change the drawing"
grep -q 'data-error=' "$T/dom.html" && bad "page error: $(grep -o 'data-error="[^"]*"' "$T/dom.html")" || ok
grep -q '<polyline id="sim" points="[0-9]' "$T/dom.html" && grep -q '<circle id="dot"' "$T/dom.html" && ok || bad "no simulated curve or dot in the SVG"
grep -q '<img src="bandwidth-vs-warps.png"' "$T/dom.html" && ok || bad "the figures are gone from the page"
run --window-size=1200,1500 --screenshot="$T/a.png" "$U#w=3&ilp=0&lat=1&bw=1" >/dev/null || bad "screenshot a"
run --window-size=1200,1500 --screenshot="$T/b.png" "$U#w=9&ilp=3&lat=0&bw=2" >/dev/null || bad "screenshot b"
run --window-size=1200,1500 --screenshot="$T/a2.png" "$U#w=3&ilp=0&lat=1&bw=1" >/dev/null || bad "screenshot a again"
for p in a b; do
    [ "$(od -An -tx1 -N8 "$T/$p.png" | tr -d ' \n')" = 89504e470d0a1a0a ] && [ "$(stat -c %s "$T/$p.png")" -gt 50000 ] && ok || bad "$p.png is not a full screenshot"
done
cmp -s "$T/a.png" "$T/b.png" && bad "two slider settings drew the same page" || ok
cmp -s "$T/a.png" "$T/a2.png" && ok || bad "the same setting drew two different pages"
# the page's own console: no message at all (errors, warnings, logs)
grep 'CONSOLE' "$T/console.txt" | grep -F "file://" >"$T/msgs.txt"
[ ! -s "$T/msgs.txt" ] && ok || bad "console messages: $(head -3 "$T/msgs.txt")"
echo "browser: $pass passed, $fail failed"
[ $fail -eq 0 ]
