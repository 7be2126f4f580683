#!/usr/bin/env bash
# The public API of the PageRender library as the compiler sees it: prints the number of public
# symbols in its symbol graph and lists those without a doc comment. `make api` runs it;
# PublicAPITests keeps the same rules within `make test` from the source text, without building.
# Counted: every symbol of the module's graph and of its extension graphs (members added to
# Foundation and Swift types) at public access, enum cases and protocol requirements included;
# not counted: members a type inherits from a Swift protocol's extension (Equatable's `!=`, …),
# which the graph marks as synthesized and Swift documents.
set -euo pipefail
cd "$(dirname "$0")/.."
# Earlier graphs are removed first, so the one found below is this run's.
find .build -type d -name symbolgraph -prune -exec rm -rf {} + 2>/dev/null || true
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The dump also tries the test module, which has no symbol graph of its own, and fails after
# PageRender's graph is written; finding that graph is what decides.
swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || true
graph=$(find .build -path '*/symbolgraph/PageRender.symbols.json' | head -n 1)
[ -n "$graph" ] || { cat "$log" >&2; echo "no PageRender symbol graph was written" >&2; exit 1; }
graphs=$(dirname "$graph")
python3 - "$graphs" <<'PY'
import glob, json, sys
symbols = []
for path in sorted(glob.glob(sys.argv[1] + "/PageRender*.symbols.json")):
    symbols += json.load(open(path))["symbols"]
own = [s for s in symbols if "::SYNTHESIZED::" not in s["identifier"]["precise"] and s.get("accessLevel") in ("public", "open")]
undocumented = sorted(".".join(s["pathComponents"]) + " (" + s["kind"]["displayName"] + ")"
                      for s in own if not s.get("docComment", {}).get("lines"))
print(f"public symbols: {len(own)}")
print(f"without a doc comment: {len(undocumented)}")
for name in undocumented:
    print("  " + name)
PY
