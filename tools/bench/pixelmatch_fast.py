"""Times PyPI pixelmatch-fast on two PNGs, for the `diff` benchmark suite (tools/benchmarks/DiffBenchmark.swift).

Usage: pixelmatch_fast.py A.png B.png ROUNDS
Prints JSON: the count, the median of the public pixelmatch() call on decoded RGBA images, and
the median of its two numba kernels alone (grey background + compare) on prepared arrays.
Decoding, the first (compiling) call and array preparation are outside the timings.
"""
import json
import statistics
import sys
import time

import numpy as np
from PIL import Image
import pixelmatch as pm


def median_seconds(rounds, body):
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        body()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main():
    a, b, rounds = Image.open(sys.argv[1]).convert("RGBA"), Image.open(sys.argv[2]).convert("RGBA"), int(sys.argv[3])
    a.load()
    b.load()
    count = pm.pixelmatch(a, b)  # compiles (or loads the cached) numba kernels
    call = median_seconds(rounds, lambda: pm.pixelmatch(a, b))

    arr1, arr2 = np.array(a, dtype=np.uint8), np.array(b, dtype=np.uint8)
    flat1, flat2 = arr1.ravel(), arr2.ravel()
    a32, b32 = flat1.view(np.uint32), flat2.view(np.uint32)
    output = np.zeros_like(arr1)
    height, width = arr1.shape[:2]

    def kernels():
        pm._draw_gray_pixels(arr1, output, 0.1)
        return pm._compare_pixels(flat1, flat2, a32, b32, output.ravel(), width, height, 35215.0 * 0.01, False, False,
                                  255, 255, 0, 255, 0, 0, 255, 0, 0)

    kernels()
    kernel = median_seconds(rounds, kernels)
    print(json.dumps({"version": pm.__version__, "diffPixels": count, "kernelDiffPixels": kernels(),
                      "callSeconds": call, "kernelSeconds": kernel}))


if __name__ == "__main__":
    main()
