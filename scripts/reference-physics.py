#!/usr/bin/env python3
"""Independent oracle for the engine tests: the formulas of docs/physics.md written again
in Python, without looking at the Swift code. Prints the expected values the physics tests carry.
Run: python3 scripts/reference-physics.py"""
import math

FRAME = 1000 / 120  # device frame, ms (120 Hz)

def decel_rest(x0, v0, d):
    """Free deceleration stepped per 120 Hz frame; returns (rest x, rest time ms)."""
    x, v, t = x0, v0, 0.0
    while True:
        t += FRAME
        decay = d ** FRAME
        x += v * d * (1 - decay) / (1 - d)
        v *= decay
        if abs(v) < 0.01:
            return x, t

def proposed(x0, v0, d):
    s = 0.01 if v0 >= 0 else -0.01
    return x0 + (v0 - s) / -math.log(d)

def rubber(x, R, c=0.55):
    return x * c * R / (R + c * abs(x))

def bounce_from_rest(o, d, until=None):
    """Overshoot o released at rest; per-frame bounce; returns (o at `until` ms or settle time)."""
    a = -math.log(0.99)
    v, t = 0.0, 0.0
    while True:
        t += FRAME
        relax = math.exp(-a * FRAME)
        decay = d ** FRAME
        o = relax * o + (1 - decay) * relax * d * v / (1 - d)
        v = decay * relax * v
        if until is not None and abs(t - until) < 1e-6:
            return o
        if abs(o) < 0.5 and abs(v) < 0.01:
            return t

def paging(x, v, T, W, per_frame=8):
    pull = 3.59090909e-4 - 1.84659091e-7 * W
    fr = 0.966818182 + 9.94318182e-6 * W
    t = 0.0
    while True:
        x0 = x
        for _ in range(per_frame):
            v = (v + (T - x) * pull) * fr
            x = x + v
        t += FRAME
        passed = (x0 - T) * (x - T) <= 0 and x0 != T
        if (abs(v) < 0.01 and abs(T - x) <= 1) or (passed and abs(v) < 0.1):
            return t

def release_velocity(speeds, inside=True):
    s = list(speeds)[-3:]
    while len(s) < 3:
        s.insert(0, s[0])
    latest = 0.2 * s[2] + 0.8 * s[1]
    prev = 0.2 * s[1] + 0.8 * s[0]
    if inside and abs(latest) < 0.25:
        return 0.0
    return 0.75 * prev + 0.25 * latest

if __name__ == "__main__":
    print("rubber x=100 R=375:", round(rubber(100, 375), 4))
    print("rubber x=375 R=375:", round(rubber(375, 375), 4))
    print("rubber x=-200 R=667:", round(-rubber(200, 667), 4))
    for x0, v0, d in [(1000, 2, 0.998), (1000, -2, 0.998), (1000, 2, 0.99), (500, -1.5, 0.99), (0, 0.7, 0.998)]:
        x, t = decel_rest(x0, v0, d)
        print(f"decel x0={x0} v0={v0} d={d}: rest {x:.3f} at {t:.3f} ms; proposed {proposed(x0, v0, d):.3f}")
    print("bounce 50 after 100 ms:", round(bounce_from_rest(50, 0.998, until=100), 3))
    print("bounce 50 settle ms:", round(bounce_from_rest(50, 0.998), 3))
    print("paging 100->375 v=2 W=375:", round(paging(100, 2, 375, 375), 3))
    print("paging 300->375 v=0 W=375:", round(paging(300, 0, 375, 375), 3))
    print("paging 500->390 v=-1 W=390:", round(paging(500, -1, 390, 390), 3))
    print("release [1,1,1]:", release_velocity([1, 1, 1]))
    print("release [2,1,0] (slowing):", round(release_velocity([2, 1, 0]), 6))
    print("release [0.2,0.2,0.2] (below floor):", release_velocity([0.2, 0.2, 0.2]))
    print("release [0.2,0.2,0.2] outside range:", round(release_velocity([0.2, 0.2, 0.2], inside=False), 6))
    print("release [0.5] (one interval):", release_velocity([0.5]))
    # Retargeting rule A: v=2, d=.998, target 500 ahead (natural ~994): d' = exp(-(v-s)/D)
    print("rule A d' (v=2, D=500):", round(math.exp(-(2 - 0.01) / 500), 9))
    # Rule B: v=1, d=.998, D=800 (natural ~494.5): v' = s - D ln d
    print("rule B v' (v=1, D=800):", round(0.01 - 800 * math.log(0.998), 9))
    # Rule B quick curve: v=0, D=100: v' = 0.01 + 100*0.2002... -> 0.2102 < 0.25 -> quick
    print("rule B quick v' (v=0, D=100):", round(0.01 + 100 * 0.0151136378, 9))
