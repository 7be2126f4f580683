#!/usr/bin/env python3
"""Draws the carousel's item artwork: ten landscapes (sky gradient, sun or moon, layered hills),
made here so the repository owns them (MIT, like the rest). Deterministic: the same files every
run. Eight are JPEG, two PNG, so the samples exercise both decoders. 600 x 840 px: the 300 x 420 pt
cards at @2x. Needs Pillow (Debian python3-pil, in the Makefile's DEB_PACKAGES).
Run from the repository root: /usr/bin/python3 samples/carousel/artwork/make-artwork.py
"""
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter

WIDTH, HEIGHT = 600, 840
SUPER = 2  # shapes drawn at twice the size and averaged down: smooth edges without antialiasing

# (name, sky top, sky bottom, sun colour, sun x, sun y, sun radius, hill colours far to near, stars)
SCENES = [
    ("dawn", "#2B1B5A", "#F7A072", "#FFE29A", 0.68, 0.50, 70, ["#7A4F8C", "#4E3470", "#2A1B47"], False),
    ("noon", "#3A8DDE", "#BFE6FF", "#FFF6C8", 0.30, 0.22, 56, ["#7FBF7F", "#4F9A5A", "#2E6B3A"], False),
    ("dusk", "#1D2B64", "#F8CDDA", "#FFB38A", 0.50, 0.56, 90, ["#6C5B9B", "#44386E", "#231C3F"], False),
    ("night", "#04060F", "#1B2A4A", "#E8ECF5", 0.74, 0.20, 40, ["#22304F", "#17213A", "#0C1222"], True),
    ("desert", "#F6D365", "#FDA085", "#FFF3D6", 0.25, 0.40, 64, ["#E0955A", "#C0703C", "#8A4B26"], False),
    ("glacier", "#83A4D4", "#E6F4F1", "#FFFFFF", 0.62, 0.30, 50, ["#B8D4E8", "#8FB3CF", "#5E86A8"], False),
    ("forest", "#134E5E", "#71B280", "#F4F1BB", 0.40, 0.28, 46, ["#2F6F4F", "#1F5138", "#0F3322"], False),
    ("lagoon", "#0F9B8E", "#C6FFDD", "#FFFDE4", 0.70, 0.35, 60, ["#3BA99C", "#1F7A70", "#0E4A45"], False),
    ("ember", "#200122", "#6F0000", "#FF8A3D", 0.45, 0.46, 80, ["#4A0D1E", "#320714", "#1A030A"], True),
    ("meadow", "#A1C4FD", "#F9F7D9", "#FFE680", 0.78, 0.26, 52, ["#9CCF6E", "#6FAE4B", "#3F7F2C"], False),
]


def colour(hex_text):
    return tuple(int(hex_text[i:i + 2], 16) for i in (1, 3, 5))


def mix(a, b, u):
    return tuple(round(a[i] + (b[i] - a[i]) * u) for i in range(3))


def draw(scene, seed):
    name, top, bottom, sun, sx, sy, radius, hills, stars = scene
    rng = random.Random(seed)
    w, h = WIDTH * SUPER, HEIGHT * SUPER
    image = Image.new("RGB", (w, h))
    pen = ImageDraw.Draw(image)
    top, bottom = colour(top), colour(bottom)
    for y in range(h):
        pen.line([(0, y), (w, y)], fill=mix(top, bottom, (y / (h - 1)) ** 1.2))
    if stars:
        for _ in range(90):
            x, y, r = rng.uniform(0, w), rng.uniform(0, h * 0.55), rng.uniform(1.5, 4.5)
            pen.ellipse([x - r, y - r, x + r, y + r], fill=mix(colour("#FFFFFF"), bottom, rng.uniform(0, 0.5)))
    # A soft halo, then the disc.
    cx, cy, r = sx * w, sy * h, radius * SUPER
    halo = Image.new("L", (w, h), 0)
    ImageDraw.Draw(halo).ellipse([cx - 2.2 * r, cy - 2.2 * r, cx + 2.2 * r, cy + 2.2 * r], fill=110)
    halo = halo.filter(ImageFilter.GaussianBlur(r * 0.8))
    image.paste(Image.new("RGB", (w, h), colour(sun)), mask=halo)
    pen = ImageDraw.Draw(image)
    pen.ellipse([cx - r, cy - r, cx + r, cy + r], fill=colour(sun))
    # Hills: sums of sines, each layer lower and darker.
    for layer, hill in enumerate(hills):
        base = h * (0.58 + 0.12 * layer)
        waves = [(rng.uniform(0.6, 2.4), rng.uniform(0, 2 * math.pi), rng.uniform(20, 70) * SUPER) for _ in range(3)]
        points = [(0, h)]
        for x in range(0, w + 8, 8):
            y = base - sum(a * math.sin(f * 2 * math.pi * x / w + p) for f, p, a in waves)
            points.append((x, y))
        points.append((w, h))
        pen.polygon(points, fill=colour(hill))
    return name, image.resize((WIDTH, HEIGHT), Image.LANCZOS)


def main():
    folder = os.path.dirname(os.path.abspath(__file__))
    for i, scene in enumerate(SCENES):
        name, image = draw(scene, seed=i + 1)
        # Two PNGs (the 4th and 8th), the rest JPEG.
        if i in (3, 7):
            path = os.path.join(folder, f"{i + 1:02d}-{name}.png")
            image.save(path, optimize=True)
        else:
            path = os.path.join(folder, f"{i + 1:02d}-{name}.jpg")
            image.save(path, quality=85, optimize=True, progressive=False)
        print(f"wrote {path} ({os.path.getsize(path) // 1024} KB)")


if __name__ == "__main__":
    main()
