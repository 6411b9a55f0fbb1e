"""``make bench``: the whole shoreline engine on a Canandaigua-scale synthetic lake (about 36 miles of shore,
2,500 parcels, islands, coves) and on a 100,000-parcel one. Prints time, parcels per second, peak memory, and a
floor operation (one buffer and one intersection per parcel) with the engine's ratio to it.

Usage: python scripts/bench.py [canandaigua|large ...]   (each case runs in its own process)
"""

import resource
import subprocess
import sys
import time

import numpy as np
import shapely
from devenv import package_root
from synthetic_lake import synthetic_lake

sys.path.insert(0, str(package_root()))

from dockline.rules.lake import analyse_lake  # noqa: E402

CASES = {
    "canandaigua": {"half_length": 42_000.0, "half_width": 8_000.0, "islands": 3, "frontage": (20, 130)},
    "large": {"half_length": 1_450_000.0, "half_width": 240_000.0, "islands": 12, "frontage": (20, 130),
              "vertex_spacing": 15.0},
}


def floor_seconds(parcels) -> float:
    """One buffer and one intersection per parcel (vectorised): the least any per-parcel geometry costs."""
    geometries = np.array([geometry for _, geometry in parcels], dtype=object)
    start = time.perf_counter()
    shapely.intersection(shapely.buffer(geometries, 60.0), np.roll(geometries, 1))
    return time.perf_counter() - start


def run_case(name: str) -> None:
    start = time.perf_counter()
    water, parcels = synthetic_lake(**CASES[name])
    generated = time.perf_counter() - start
    start = time.perf_counter()
    analysis = analyse_lake(water, parcels)
    seconds = time.perf_counter() - start
    floor = floor_seconds(parcels)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    shore_miles = sum(ring.length for ring in analysis.shoreline.rings) / 5280
    adjoining = sum(status == "adjoining" for status in analysis.status.values())
    print(f"{name}: {len(parcels):,} parcels ({adjoining:,} adjoining), {shore_miles:,.1f} miles of shore, "
          f"{len(analysis.shoreline.rings)} rings (generated in {generated:.1f} s)")
    print(f"  engine  {seconds:8.2f} s   {len(parcels) / seconds:10,.0f} parcels/s   peak memory {peak_mib:,.0f} MiB")
    print(f"  floor   {floor:8.2f} s   (one buffer + one intersection per parcel)   engine/floor = "
          f"{seconds / floor:.1f}")
    print(f"  {len(analysis.zones):,} zones, {len(analysis.flags):,} flags")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--case":
        run_case(sys.argv[2])
    else:
        for case in sys.argv[1:] or list(CASES):
            subprocess.run([sys.executable, __file__, "--case", case], check=True)
