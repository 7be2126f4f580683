#!/usr/bin/env python3
"""Writes docs/architecture.md's dependency graph from the layer map in
Tests/PageRenderTests/ArchitectureTests.swift (`layers`): one line per folder, each folder above
every folder it uses, its uses from the highest layer down. ArchitectureDocTests checks the
result against the same map; run this after changing the map.
Usage: scripts/architecture-graph.py"""
import functools
import os
import re

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
source = open(os.path.join(root, "Tests/PageRenderTests/ArchitectureTests.swift")).read()
body = re.search(r"static let layers: \[String: Set<String>\] = \[(.*?)\n    \]", source, re.S).group(1)
layers = {k: re.findall(r'"(\w+)"', v) for k, v in re.findall(r'"(\w+)": \[([^\]]*)\]', body)}


@functools.lru_cache(None)
def depth(folder):
    return 1 + max((depth(u) for u in layers[folder]), default=-1)


order = sorted(layers, key=lambda f: (-depth(f), f))
width = max(len(f) for f in layers)
lines = [f"{f:<{width}} ─► " + (", ".join(sorted(layers[f], key=lambda u: (-depth(u), u))) or "nothing") for f in order]

path = os.path.join(root, "docs/architecture.md")
doc = open(path).read()
start = doc.index("## Dependency graph")
block_start = doc.index("```\n", start) + 4
block_end = doc.index("```", block_start)
open(path, "w").write(doc[:block_start] + "\n".join(lines) + "\n" + doc[block_end:])
print(f"docs/architecture.md: {len(lines)} folders")
