#!/usr/bin/env python3
"""Independent oracle for the engine's decided edge cases: the rules of docs/physics.md
("Retargeting", "Paging", "Bounce"), docs/engine.md ("Edge cases, decided") and
docs/strategies.md ("page-offsets", the controller) written again in Python, device frames at
120 Hz counted from the lift-off. Prints the expected values EngineEdgeCaseTests carries.
Run: python3 scripts/reference-edge-cases.py"""
import importlib.util
import math
import os

_spec = importlib.util.spec_from_file_location(
    "reference_physics", os.path.join(os.path.dirname(os.path.abspath(__file__)), "reference-physics.py"))
ref = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ref)

FRAME = ref.FRAME
A = -math.log(0.99)   # the bounce's relaxation per ms
CREEP = 0.015         # assumed creep speed, pt/ms (reference: a parameter)
NORMAL, FAST = 0.998, 0.99


def pixel(x, scale=2):
    return round(x * scale) / scale


def sign_s(v):
    return -0.01 if v < 0 else 0.01


# ---- page choice (Paging + Edge cases, decided) ----
def page_choice(offset, P, v, max_offset=math.inf):
    u = offset / P
    if abs(u - round(u)) <= 1e-9:          # exactly on a boundary: stay
        return round(u)
    if v > 0.3:
        return math.ceil(u)
    if v < -0.3:
        return math.floor(u)
    if u >= max_offset / P - 1e-9:         # slow release at or past the maximum: ceil(u)
        return math.ceil(u)
    return math.floor(u + 0.5)


def spring_run(x, v, T, W, scale=2):
    """Paging spring, floor(8.33) = 8 one-ms iterations per 120 Hz frame; (rest time, rest)."""
    pull = 3.59090909e-4 - 1.84659091e-7 * W
    fr = 0.966818182 + 9.94318182e-6 * W
    if x == T:
        return 0.0, T
    t = 0.0
    while True:
        x0 = x
        for _ in range(8):
            v = (v + (T - x) * pull) * fr
            x = x + v
        t += FRAME
        passed = (x0 - T) * (x - T) <= 0 and x0 != T
        if (abs(v) < 0.01 and abs(T - x) <= 1) or (passed and abs(v) < 0.1):
            return t, T


# ---- free deceleration with a bounce at the edges (Deceleration + Bounce) ----
def bounce_step(o, v, d, tau):
    relax, decay = math.exp(-A * tau), d ** tau
    return relax * o + (1 - decay) * relax * d * v / (1 - d), decay * relax * v


def decelerate(x, v, d, lo, hi, anchor=None):
    """Free deceleration; a frame that crosses an edge is split at the crossing and the rest runs
    in bounce mode toward the edge (or toward `anchor`, the adjusted target of a release outside
    the range). Returns (rest time, [x after frame 1, 2, ...]); the last x is the rest."""
    xs = []
    if anchor is None and (x < lo or x > hi):
        anchor = lo if x < lo else hi
    if anchor is None and abs(v) < 0.01:
        return 0.0, [x]
    while True:
        rest, done = FRAME, False
        while rest > 0 and not done:
            if anchor is not None:
                o, v = bounce_step(x - anchor, v, d, rest)
                x, rest = anchor + o, 0
                if abs(o) < 0.5 and abs(v) < 0.01:
                    x, v, done = anchor, 0.0, True
                continue
            edge = hi if v > 0 else lo
            # the crossing time solves x + v*d*(1 - d^tau)/(1 - d) = edge
            q = 1 - (edge - x) * (1 - d) / (v * d)
            tau = math.log(q) / math.log(d) if q > 0 and (edge - x) * v >= 0 else math.inf
            if tau <= rest:
                x, v, anchor, rest = edge, v * d ** tau, edge, rest - tau
                continue
            decay = d ** rest
            x, v, rest = x + v * d * (1 - decay) / (1 - d), v * decay, 0
            done = abs(v) < 0.01
        xs.append(x)
        if done:
            return len(xs) * FRAME, xs


# ---- retargeting, rules A-D and C ----
def plan(v, d, D):
    """(rule, v', d') for one axis released at v toward a target D pt away."""
    if D == 0:
        return ("D", 0.0, d)
    s = sign_s(v)
    natural = 0 if v == 0 else (v - s) / -math.log(d)
    if v != 0 and D * (-1 if v < 0 else 1) <= abs(natural):
        return ("A", v, min(math.exp(-(v - s) / D), 0.999))
    v2 = s - D * math.log(d)
    if abs(v2) < 0.25:
        return ("B", s + D * 0.0151136378, 0.985)
    return ("B", v2, d)


def plan_both(vx, vy, d, Dx, Dy):
    """Rule C: both axes take the larger rate; the other axis's velocity becomes s - D ln(rate)."""
    px, py = plan(vx, d, Dx), plan(vy, d, Dy)
    if "D" in (px[0], py[0]):
        return px, py
    rate = max(px[2], py[2])
    def aligned(p, v, D):
        return p if p[2] == rate else (p[0] + "->C", sign_s(v) - D * math.log(rate), rate)
    return aligned(px, vx, Dx), aligned(py, vy, Dy)


def retargeted(x, v, d, T, frames_out=()):
    """One axis toward an adjusted target: stop on reaching or passing it in the direction of v;
    from the frame after |v| drops below 0.01, creep at 0.015 pt/ms. (rest time, {k: x})."""
    t, k, at = 0.0, 0, {}
    if x == T:
        return 0.0, at
    while True:
        k += 1
        t += FRAME
        done = False
        if abs(v) < 0.01:
            step = CREEP * FRAME
            if abs(T - x) <= step:
                x, done = T, True
            else:
                x += step if T > x else -step
        else:
            decay = d ** FRAME
            nx, nv = x + v * d * (1 - decay) / (1 - d), v * decay
            if (nx - T) * (-1 if v < 0 else 1) >= 0:
                x, v, done = T, 0.0, True
            else:
                x, v = nx, nv
        if k in frames_out:
            at[k] = x
        if done:
            return t, at


# ---- the page-offsets controller (docs/strategies.md, "page-offsets") ----
def page_offset(offset, v, offsets):
    k = 0
    for i, o in enumerate(offsets):
        if abs(o - offset) < abs(offsets[k] - offset):
            k = i
    if abs(v) < 0.2:
        return k, offsets[k]
    j = k - 1 if v < 0 else k + 1
    return (j, offsets[j]) if 0 <= j < len(offsets) else (k, offsets[k])


def page_fraction(offset, offsets):
    pages = sorted(offsets)
    if offset in pages:
        return pages.index(offset)
    above = [p for p in pages if p >= offset]
    if not above:
        return len(pages) - 1
    below = [i for i, p in enumerate(pages) if p <= offset]
    if not below:
        return 0
    i = below[-1]
    return i + (offset - pages[i]) / (above[0] - pages[i])


def show(label, value):
    print(f"{label}: {value}")


if __name__ == "__main__":
    print("== content that fits: released at rest 40 pt before the edge (any d: v = 0) ==")
    t, xs = decelerate(-40, 0, NORMAL, 0, 0)
    show("rest time ms", round(t, 4))
    show("x at 100 ms (frame 12), displayed @2x", pixel(xs[11]))
    show("x at 50 ms (frame 6), displayed @2x", pixel(xs[5]))

    print("== paging release at or past the maximum, |v| <= 0.3: ceil(u), clamped ==")
    print("hidden pager: 3 items of 200 pt, page 250 (max 350), spring W = 250; fling (offset, v)")
    for x, v in [(360, 0.1), (350, 0.0), (360, 0.3), (360, -0.29), (360, -0.31), (340, 0.1), (400, 0.0)]:
        inside = 0 <= x <= 350
        release = 0.0 if inside and abs(v) < 0.25 else v
        page = page_choice(x, 250, v, max_offset=350)
        old = page_choice(x, 250, v)               # before the decision: the half-page rule
        target, old_target = min(page * 250, 350), min(old * 250, 350)
        t, _ = spring_run(x, release, target, 250)
        show(f"  ({x}, {v})", f"page {page} -> target {target}, rest time {round(t, 4)} ms (half-page rule: {old_target})")

    print("== 'changed' after pixel rounding: page-offsets [0, 300.125] @2x, .fast, fling 200 at 3 ==")
    nearest = page_offset(200, 3, [0, 300.125])
    show("controller returns", nearest)
    show("rounded hook value / rounded proposed", (pixel(min(nearest[1], 300.125)), pixel(min(pixel(200 + (3 - 0.01) / -math.log(FAST)), 300.125))))
    t, xs = decelerate(200, 3, FAST, 0, 300.125)
    show("natural motion: rest time ms", round(t, 4))
    show("peak (displayed @2x)", pixel(max(xs)))
    show("rest (displayed @2x)", pixel(xs[-1]))

    print("== repeated page offsets [0, 100, 0, 300] (content max 300), .fast ==")
    offsets = [0, 100, 0, 300]
    for x, v in [(10, 1), (10, -1), (280, -1), (280, 1), (60, 0.1), (50, 0.1)]:
        release = 0.0 if abs(v) < 0.25 else v       # inside the range
        show(f"  fling ({x}, {v}) -> (index, offset)", page_offset(x, release, offsets))
    for x in [0, 50, 100, 200, 300]:
        show(f"  pageFraction({x})", page_fraction(x, offsets))

    print("== rule C: both axes retargeted, d = .normal, 120 fps samples = device frames ==")
    for (x0, vx, tx, ty) in [(1000, 2, 1500, 200), (1000, 1, 1800, 30)]:
        px, py = plan(vx, NORMAL, tx - x0), plan(0, NORMAL, ty)
        cx, cy = plan_both(vx, 0, NORMAL, tx - x0, ty)
        show(f"  fling x {x0} at {vx} -> ({tx}, {ty}): alone x {px}, y {py}", f"C: x {cx}, y {cy}")
        frames = (6, 30, 120)
        tx_rest, ax = retargeted(x0, cx[1], cx[2], tx, frames)
        ty_rest, ay = retargeted(0, cy[1], cy[2], ty, frames)
        show("    rest time ms (x, y, both)", (round(tx_rest, 4), round(ty_rest, 4), round(max(tx_rest, ty_rest), 4)))
        for k in frames:
            xk = ax.get(k, tx) if k * FRAME <= tx_rest + 1e-9 else tx
            yk = ay.get(k, ty) if k * FRAME <= ty_rest + 1e-9 else ty
            show(f"    frame {k} ({round(k * FRAME, 4)} ms) displayed @2x", (pixel(xk), pixel(yk)))

    print("== released outside the range with an adjusted target: bounce toward the target, .normal ==")
    print("(the engine's adopted reading: rules A/B give the velocity and rate, the bounce runs toward the target)")
    for (x0, v, target) in [(-60, 2, 375), (7185, 2, 7000)]:
        p = plan(v, NORMAL, target - x0)
        t, xs = decelerate(x0, p[1], p[2], 0, 7125, anchor=target)
        show(f"  fling ({x0}, {v}) -> {target}: plan {p}", f"rest time {round(t, 4)} ms, rest {pixel(xs[-1])}, "
             f"frame 1 {pixel(xs[0])}, frame 12 {pixel(xs[11])}, max {pixel(max(xs))}, min {pixel(min(xs))}")

    print("== a release exactly on a boundary of a fractional page (tolerance 1e-9 pages) ==")
    for w, x, v in [(300.1, 900.3, -5), (300.4, 901.2, 5)]:
        show(f"  page {w}, offset {x}, v {v}", f"u = {x / w!r}: page {page_choice(x, w, v)} "
             f"(exact test: {math.floor(x / w) if v < 0 else math.ceil(x / w)}), displayed target {pixel(page_choice(x, w, v) * w)}")
