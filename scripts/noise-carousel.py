# The scenario of reliability attack 3's memory runs (scripts/memory-table.sh,
# scripts/memory-limit-scan.sh): the carousel sample with a 300x420 picture of random pixels as
# every item's art (nothing compresses), at scale 1 and 30 fps, two swipes per 1x, written as
# noise1.json, noise2.json, noise4.json and noise8.json beside noise.png in WORK.
# Usage: python3 scripts/noise-carousel.py SAMPLE WORK
import json, random, struct, sys, zlib
sample, work = sys.argv[1], sys.argv[2]
# The noise picture as a PNG written with zlib (no imaging library needed), seeded.
rng = random.Random(28)
w, h = 300, 420
rows = b"".join(b"\x00" + bytes(rng.getrandbits(8) for _ in range(w * 3)) for _ in range(h))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
open(f"{work}/noise.png", "wb").write(png)
s = json.load(open(sample))
s["look"]["items"] = {"images": ["noise.png"]}
s["screen"]["scale"] = 1
s["fps"] = 30
swipes = [{"kind": "swipe", "distance": 180, "duration": 150}, {"kind": "swipe", "distance": -180, "duration": 150}]
s.pop("gesture", None)
for k in (1, 2, 4, 8):
    json.dump(dict(s, gestures=swipes * k), open(f"{work}/noise{k}.json", "w"))
