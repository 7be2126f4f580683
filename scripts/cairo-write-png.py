#!/usr/bin/python3
"""The baseline of scripts/bench.sh: cairo's write_to_png alone on the frames of a folder.

Every frame-NNNN.png of FOLDER (all of them, resting frames too, as a program calling cairo for
each frame would) is read into a cairo ARGB32 image surface, the surface renderpages draws into, one
at a time, and only the write_to_png calls into OUT_FOLDER are timed (perf_counter around each call; reading
and copying are not counted). Prints "WALL CPU BYTES FRAMES": the medians over RUNS repetitions
of the summed wall time and of the summed CPU time of the process (seconds) of the write calls,
the total size of cairo's files, and the frame count.
Usage: /usr/bin/python3 scripts/cairo-write-png.py FOLDER OUT_FOLDER [RUNS]   (needs pycairo)
"""
import glob
import os
import statistics
import sys
import time

import cairo


def surface(path):
    read = cairo.ImageSurface.create_from_png(path)
    copy = cairo.ImageSurface(cairo.FORMAT_ARGB32, read.get_width(), read.get_height())
    context = cairo.Context(copy)
    context.set_source_surface(read, 0, 0)
    context.set_operator(cairo.OPERATOR_SOURCE)
    context.paint()
    copy.flush()
    return copy


def main():
    folder, out = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    os.makedirs(out, exist_ok=True)
    frames = sorted(glob.glob(os.path.join(folder, "frame-*.png")))
    walls, cpus = [], []
    for _ in range(runs):
        wall = cpu = 0.0
        for path in frames:
            image = surface(path)
            start, start_cpu = time.perf_counter(), time.process_time()
            image.write_to_png(os.path.join(out, os.path.basename(path)))
            wall += time.perf_counter() - start
            cpu += time.process_time() - start_cpu
        walls.append(wall)
        cpus.append(cpu)
    size = sum(os.path.getsize(os.path.join(out, os.path.basename(path))) for path in frames)
    print(f"{statistics.median(walls):.4f} {statistics.median(cpus):.4f} {size} {len(frames)}")


main()
