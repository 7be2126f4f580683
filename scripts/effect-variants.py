#!/usr/bin/env python3
"""The effect benchmarks' scenarios: samples/effects/swiftui-fade-scale.json's carousel (393 x 852
pt at @2x, 300 x 420 cards, 8 items) without effects, with the 2-D transition (scale 0.8 +
opacity 0 off identity), rotation3D 30 degrees about y and blur 6 pt, and with the carousel
sample's photos on the cards without and with the blur. Writes OUT/PREFIXNAME.json for each NAME
(none 2d 3d blur photos blur-photos); read by scripts/bench-effects.sh and
scripts/bench-instructions.sh.
Usage: scripts/effect-variants.py OUT [PREFIX]   (run from the repository root)"""
import json
import os
import sys

out = sys.argv[1]
prefix = sys.argv[2] if len(sys.argv) > 2 else ""
base = "samples/effects/swiftui-fade-scale.json"
# name: the look.items.transition of the variant (None: no effects) and whether its cards show
# the carousel sample's photos (the blur leaves a flat card's inside as it is, not a photo).
photos = [f"samples/carousel/artwork/{n}.jpg" for n in ("01-dawn", "05-desert", "06-glacier", "07-forest", "10-meadow")]
variants = {
    "none": (None, False),
    "2d": ({"effects": [{"scale": 0.8}, {"opacity": 0}]}, False),
    "3d": ({"effects": [{"rotation3D": {"angle": 30, "axis": [0, 1, 0]}}]}, False),
    "blur": ({"effects": [{"blur": 6}]}, False),
    "photos": (None, True),
    "blur-photos": ({"effects": [{"blur": 6}]}, True),
}
for name, (transition, images) in variants.items():
    with open(base) as f:
        s = json.load(f)
    s["look"]["items"].pop("transition", None)
    if transition:
        s["look"]["items"]["transition"] = transition
    if images:
        s["look"]["items"]["images"] = [os.path.abspath(p) for p in photos]
    with open(f"{out}/{prefix}{name}.json", "w") as f:
        json.dump(s, f)
