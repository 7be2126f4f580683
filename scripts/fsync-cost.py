#!/usr/bin/env python3
"""What fsync of a staged file and of its folder before the rename would cost renderpages
(docs/limits.md, "Out of reach"): writes N files of SIZE bytes and renames each into place, once
plainly (what the output transaction does) and once with fsync of the file and of the folder
before each rename. Usage: scripts/fsync-cost.py [folder] [N] [SIZE]."""
import os, sys, time, tempfile

folder = sys.argv[1] if len(sys.argv) > 1 else "."
count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
size = int(sys.argv[3]) if len(sys.argv) > 3 else 20_000
data = os.urandom(size)

def run(sync):
    work = tempfile.mkdtemp(prefix=".fsync-cost-", dir=folder)
    dfd = os.open(work, os.O_RDONLY | os.O_DIRECTORY)
    start = time.perf_counter()
    for i in range(count):
        staged, target = f"{work}/.s{i}", f"{work}/f{i}"
        fd = os.open(staged, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.write(fd, data)
        if sync:
            os.fsync(fd)
        os.close(fd)
        if sync:
            os.fsync(dfd)
        os.rename(staged, target)
    elapsed = time.perf_counter() - start
    os.close(dfd)
    for i in range(count):
        os.unlink(f"{work}/f{i}")
    os.rmdir(work)
    return elapsed

st = os.statvfs(folder)
plain, synced = run(False), run(True)
print(f"{count} files of {size} bytes in {os.path.abspath(folder)}: plain {plain*1000/count:.3f} ms a file, "
      f"with fsync of file and folder {synced*1000/count:.3f} ms a file ({synced/plain:.1f}x)")
