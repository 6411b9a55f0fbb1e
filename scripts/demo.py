"""``make demo``: allocation for example frontages, first headless through ``rules``, then through QGIS
Processing (``qgis_process run dockline:allocation``) on the bundled example table.

The whole-shoreline analysis of the sample lake replaces the second half once the shoreline engine lands.
"""

import csv
import subprocess
import sys

from devenv import QGIS_PROCESS, REPO, package_root, qgis_process_env

sys.path.insert(0, str(package_root()))

from dockline.rules import DocklineInputError, allocate, get_profile  # noqa: E402

OUT = REPO / "out" / "demo"
SAMPLE = REPO / "resources" / "sample"


def print_headless_table():
    profile = get_profile("south_bristol")
    print("Tier 1 (Table 1, § 73-8A) — headless, rules/ only")
    print(f"{'lineal ft':>10} {'cat':>4} {'slips':>6} {'docks':>6} {'moorings':>9} {'setback':>8} {'boathouse':>10}")
    for frontage in (20, 25.004, 25.005, 75, 150, 200, 200.01, 260, 420):
        a = allocate(frontage, 1, profile)
        print(f"{frontage:>10} {a.category:>4} {a.max_slips:>6} {a.max_docks:>6} {a.max_moorings:>9} "
              f"{a.fal_setback_ft:>6} ft {'yes' if a.boathouse_allowed else 'no':>10}")
    for tier, frontage, use in ((2, 480, None), (3, 400, "hotel"), (2, 240, None)):
        a = allocate(frontage, tier, profile, land_use=use)
        summary = f"{a.max_slips} slips, at most {a.max_moorings} moorings" if a.eligible else "no facility"
        print(f"Tier {tier}, {frontage} ft: {a.reason}: {summary}")
    try:
        allocate(-12, 1)
    except DocklineInputError as error:
        print(f"Bad input is refused: {error}")


def run_qgis_process():
    OUT.mkdir(parents=True, exist_ok=True)
    env = qgis_process_env(OUT / "qgis-profile")
    subprocess.run([QGIS_PROCESS, "plugins", "enable", "dockline"], env=env, check=True, capture_output=True)
    output = OUT / "allocation.csv"
    output.unlink(missing_ok=True)
    run = subprocess.run([
        QGIS_PROCESS, "run", "dockline:allocation", "--",
        f"PARCELS={SAMPLE / 'example_frontages.csv'}", "PARCEL_ID=parcel_id", "LINEAL_FT_FIELD=lineal_ft",
        "DISTRICT_FIELD=district", "LAND_USE_FIELD=land_use", "STEEP_SLOPE_FIELD=steep_slope", "PROFILE=0",
        f"TIER_MAP={SAMPLE / 'example_tier_map.csv'}", f"ALLOCATION={output}",
    ], env=env, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"qgis_process failed:\n{run.stdout}\n{run.stderr}")
    print(f"\nQGIS Processing: qgis_process run dockline:allocation → {output.relative_to(REPO)}")
    log = run.stdout.splitlines() + run.stderr.splitlines()
    print("  " + next(line[line.index("Dockline allocation"):] for line in log if "Dockline allocation" in line))
    for line in log:
        if line.startswith("ERROR:"):
            print("  " + line.replace("ERROR:", "Logged:").replace("\t", " "))
    with output.open() as handle:
        for row in csv.DictReader(handle):
            print(f"  {row['parcel_id']:>6}  Tier {row['tier']}  {row['lineal_ft']:>6} ft  {row['reason']:<22} "
                  f"slips {row['max_slips']:>3}  moorings {row['max_moorings']:>3}  {row['tier_reason']}")


if __name__ == "__main__":
    print_headless_table()
    run_qgis_process()
