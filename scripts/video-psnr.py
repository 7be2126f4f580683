#!/usr/bin/python3
"""PSNR of a video against the PNG frames renderpages rendered, for scripts/bench-formats.sh:
the video decoded by ffmpeg to RGB (cut to the frames' size: a 4:2:0 video pads odd sides), the
frames read by PIL, frame k against frame k. Prints "overall / worst" in dB, overall from the mean
squared error of all frames, as `animate --psnr` prints it.
Usage: scripts/video-psnr.py VIDEO FRAMES_FOLDER"""
import math, os, subprocess, sys
from PIL import Image

video, folder = sys.argv[1], sys.argv[2]
names = sorted(n for n in os.listdir(folder) if n.endswith(".png"))
width, height = Image.open(os.path.join(folder, names[0])).size
coded = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                        "-of", "csv=p=0", video], check=True, capture_output=True, text=True).stdout.strip().split(",")
coded_width, coded_height = int(coded[0]), int(coded[1])
# Decoded at the video's own size and cut here: ffmpeg 5.1's crop filter dropped the last frame of
# renderpages' MP4s (65 frames decoded as 64).
raw = subprocess.run(["ffmpeg", "-v", "error", "-i", video, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                     check=True, capture_output=True).stdout
frame = coded_width * coded_height * 3
if len(raw) != frame * len(names):
    sys.exit(f"{video}: {len(raw) // frame} frames decoded, {len(names)} rendered")
size = width * height * 3
total, worst = 0.0, math.inf
for k, name in enumerate(names):
    rows = raw[k * frame:(k + 1) * frame]
    shown = b"".join(rows[y * coded_width * 3:y * coded_width * 3 + width * 3] for y in range(height))
    drawn = Image.open(os.path.join(folder, name)).convert("RGB").tobytes()
    mse = sum((a - b) * (a - b) for a, b in zip(shown, drawn)) / size
    total += mse
    worst = min(worst, math.inf if mse == 0 else 10 * math.log10(255 * 255 / mse))
mean = total / len(names)
print("%.2f / %.2f" % (math.inf if mean == 0 else 10 * math.log10(255 * 255 / mean), worst))
