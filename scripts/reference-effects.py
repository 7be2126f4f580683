#!/usr/bin/env python3
"""Independent transcription of FSPagerView's coverFlow and cubic Core Animation transforms
(WenchaoD/FSPagerView, Sources/FSPageViewTransformer.swift; docs/effects.md, layoutEffect) for LayoutEffectTests: prints the projected corners of a 300 x 200 card.
Row-vector Core Animation order: translate in z, rotate about y, perspective m34 = -0.002."""
import math

W, H = 300.0, 200.0


def cover_flow(p, item_spacing):
    q = min(max(-p, -1), 1)
    rotation = math.sin(q * math.pi / 2) * math.pi * 0.25 * 1.5
    tz = -item_spacing * 0.5 * abs(q)

    def project(x, y):
        u, v, z = x - W / 2, y - H / 2, tz
        u2 = u * math.cos(rotation) + z * math.sin(rotation)
        z2 = -u * math.sin(rotation) + z * math.cos(rotation)
        w = 1 - z2 / 500
        return W / 2 + u2 / w, H / 2 + v / w
    return math.degrees(rotation), tz, [project(*c) for c in [(0, 0), (W, 0), (W, H), (0, H)]]


def cubic(p):
    direction = 1 if p < 0 else -1
    theta = p * math.pi / 2
    pivot = W / 2 + direction * W / 2

    def project(x, y):
        u, v = x - pivot, y - H / 2
        u2, z2 = u * math.cos(theta), -u * math.sin(theta)
        w = 1 - z2 / 500
        return pivot + u2 / w, H / 2 + v / w
    return [project(*c) for c in [(0, 0), (W, 0), (W, H), (0, H)]]


if __name__ == "__main__":
    spacing = W - W * math.sin(3 * math.pi / 16)
    print("coverFlow p=0.25:", cover_flow(0.25, spacing))
    print("cubic p=0.5:", cubic(0.5))
