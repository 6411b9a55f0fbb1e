#!/usr/bin/env bash
# make test-matrix: the whole suite on QGIS 3.40 (Debian 13 "trixie", Python 3.13, numpy 2) and on QGIS 3.44
# (Debian unstable "sid"), each in a Debian root built with debootstrap from this machine's Debian mirror and kept
# outside the checkout for the next run. The checkout is bind-mounted into the root at its own path.
# The suite "bullseye" (make test-python39) is Python 3.9, Debian 11's: no QGIS, the engine's and the headless tests
# in a venv with the checkout and its requirements from PyPI as pip picks them for 3.9 (pytest arguments go to each).
#   DOCKLINE_MATRIX_SUITES="trixie"  scripts/test_matrix.sh [pytest arguments]   (default: trixie sid)
#   DOCKLINE_MATRIX_ROOTS=/elsewhere                                             (default: /var/cache/dockline-matrix)
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)
roots=$(realpath -m "${DOCKLINE_MATRIX_ROOTS:-/var/cache/dockline-matrix}")
suites=${DOCKLINE_MATRIX_SUITES:-trixie sid}
venv=/opt/dockline-venv
stamp=.dockline-matrix-ready  # a root without it is half-built; it lists what the root holds

choose_packages() {  # what a suite's root holds: packages, pip_packages and the stamp's text
  if [ "$1" = bullseye ]; then
    # Debian's GDAL bindings (the rasters; built on numpy 1); bullseye's pip 20.3 would copy the whole checkout to
    # build it, so a newer one. The rest comes from PyPI on each run (run_python39).
    packages=(python3 python3-venv python3-gdal ca-certificates)
    pip_packages=("pip>=23")
    ready="${packages[*]} ${pip_packages[*]}"
    return
  fi
  # Debian's packages first; pip (in a venv over them) only for what Debian lacks.
  packages=(qgis python3-qgis qgis-providers python3-shapely python3-numpy python3-pyproj python3-pytest
            python3-hypothesis python3-venv python3-pip xvfb xauth imagemagick poppler-utils ca-certificates
            fonts-dejavu-core locales-all python3-ezdxf postgresql)  # and the suite's PostGIS (provision_root)
  local holidays  # the officer's calendar, pinned as requirements-dev.txt pins it
  holidays=$(grep -oE '^holidays==[^[:space:]]+' "$checkout/requirements-dev.txt")
  pip_packages=(pytest-qgis==5.0.2 "$holidays")
  ready="${packages[*]} postgis ${pip_packages[*]}"
}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# The Debian mirror apt uses here (one-line or deb822 sources), without the security archive.
mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
  grep -E '^[[:space:]]*(deb|URIs:)' | grep -oE 'https?://[^[:space:]]+' | grep -v security | grep -E '/debian/?$' |
  head -1 || true)
[ -n "$mirror" ] || { echo "test-matrix: no Debian mirror found in /etc/apt/sources.list*" >&2; exit 2; }

in_root() {  # in_root ROOT COMMAND...: run a command inside a root, with a clean environment
  local root=$1
  shift
  $sudo env -i HOME=/root LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive chroot "$root" "$@"
}

last_mount_under() {  # the mount point inside a root mounted last (a mount may hide one below it), if any
  awk -v root="$1" '$2 == root || index($2, root "/") == 1 {last = $2} END {if (last) print last}' /proc/self/mounts
}

unmount_all() {  # after stopping what still runs inside (the tests, when the run is interrupted)
  local point process
  for process in /proc/[0-9]*; do
    [ "$(readlink "$process/root" 2>/dev/null)" != "$1" ] || kill "${process#/proc/}" 2>/dev/null || true
  done
  # One at a time, the last mounted first, until none is left: where a run cut short left /dev bound again over
  # the root's /dev and its /dev/shm, the deepest path first is a mount hidden below another, which umount cannot
  # reach ("not mounted").
  while point=$(last_mount_under "$1") && [ -n "$point" ]; do
    $sudo umount "$point" 2>/dev/null || $sudo umount -l "$point" || return 1
  done
}

mount_root() {  # what QGIS and the tests need from the machine, and the checkout at its own path
  local root=$1
  $sudo mount -t proc proc "$root/proc"
  $sudo mount --bind /sys "$root/sys"
  $sudo mount --bind /dev "$root/dev"
  $sudo mount -t tmpfs tmpfs "$root/dev/shm"
  $sudo mount --bind /dev/pts "$root/dev/pts"  # terminals (the CLI's progress bar on one)
  $sudo mkdir -p "$root$checkout"
  $sudo mount --bind "$checkout" "$root$checkout"
  $sudo cp /etc/resolv.conf "$root/etc/resolv.conf"
}

bootstrap_root() {  # debootstrap and apt's configuration; the stamp, empty, says this much is done
  local suite=$1 root=$2
  if [ -d "$root" ]; then
    echo "test-matrix: $root is half-built, building it again"
    unmount_all "$root"
    if [ -n "$(last_mount_under "$root")" ]; then
      echo "test-matrix: $root still has mounts, not removing it" >&2
      return 1
    fi
    $sudo rm -rf --one-file-system "$root"
  fi
  command -v debootstrap >/dev/null || {
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends debootstrap
  }
  $sudo mkdir -p "$root"
  $sudo debootstrap --variant=minbase "$suite" "$root" "$mirror"
  # A frozen mirror's unstable Release is past its Valid-Until date.
  echo 'Acquire::Check-Valid-Until "false";' | $sudo tee "$root/etc/apt/apt.conf.d/99dockline-matrix" >/dev/null
  echo "deb $mirror $suite main" | $sudo tee "$root/etc/apt/sources.list" >/dev/null
  $sudo touch "$root/$stamp"
}

provision_root() {  # QGIS and the test tools into a mounted root (again when the lists change); then the stamp
  local root=$1
  in_root "$root" dpkg --configure -a  # a provisioning cut short
  in_root "$root" apt-get update -q
  in_root "$root" apt-get install -y -q --no-install-recommends "${packages[@]}"
  local major  # PostGIS for the suite's PostgreSQL, whichever the suite's is, if it has one
  if [ -d "$root/usr/lib/postgresql" ]; then
    major=$(in_root "$root" sh -c 'ls /usr/lib/postgresql | sort -n | tail -1')
    in_root "$root" apt-get install -y -q --no-install-recommends "postgresql-$major-postgis-3"
  fi
  in_root "$root" apt-get clean
  # pip as configured here: its configuration and the CA file it trusts.
  local file
  for file in /etc/pip.conf /etc/xdg/pip/pip.conf /etc/xdg/pip/constraints.txt /etc/ssl/certs/ca-certificates.crt; do
    [ -f "$file" ] && $sudo install -D -m 644 "$file" "$root$file"
  done
  [ -x "$root$venv/bin/pip" ] || in_root "$root" python3 -m venv --system-site-packages "$venv"
  in_root "$root" "$venv/bin/pip" install -q "${pip_packages[@]}"
  echo "$ready" | $sudo tee "$root/$stamp" >/dev/null
}

as_user() {  # as_user ROOT COMMAND...: run a command inside a mounted root, in the checkout, as the calling user
  local root=$1 user
  shift
  user=$(id -u):$(id -g)
  $sudo mkdir -p "$root/tmp/dockline-home"
  $sudo chown "$user" "$root/tmp/dockline-home"
  $sudo env -i HOME=/tmp/dockline-home LANG=C.UTF-8 PATH="$venv/bin:/usr/sbin:/usr/bin:/sbin:/bin" QT_QPA_PLATFORM=offscreen \
    PYTHONDONTWRITEBYTECODE=1 chroot --userspec="$user" "$root" sh -c 'cd "$0" && exec "$@"' "$checkout" "$@"
}

run_suite() {  # the whole suite inside a mounted root, as the calling user
  local root=$1
  in_root "$root" python3 -c 'import qgis.core as q, shapely, numpy, sys
print("test-matrix: QGIS", q.Qgis.version(), "Python", sys.version.split()[0], "numpy", numpy.__version__,
      "shapely", shapely.__version__, "GEOS", shapely.geos_version_string)'
  # the CLI's venv (pip install ., no QGIS) and the development venv make demo runs on are the host's only
  as_user "$root" python -m pytest -p no:cacheprovider -m "not cli and not host" "${pytest_args[@]}"
}

# bullseye: the checkout and what its rooms need into the venv (as make test-engine and make headless install them;
# numpy 1 for Debian's GDAL bindings), then the engine's and the headless rooms, each timed.
run_python39() {
  local root=$1 room started status=0
  in_root "$root" sh -c 'cd "$0" && exec "$@"' "$checkout" "$venv/bin/pip" install -q --disable-pip-version-check \
    -r requirements-engine.txt pyarrow ".[explore]" "numpy<2" || return 1
  in_root "$root" "$venv/bin/python" -c 'import geopandas, numpy, pyogrio, pyproj, shapely, sys
from osgeo import gdal
print("test-matrix: Python", sys.version.split()[0], "numpy", numpy.__version__, "shapely", shapely.__version__,
      "GEOS", shapely.geos_version_string, "pyproj", pyproj.__version__, "geopandas", geopandas.__version__,
      "pyogrio", pyogrio.__version__, "GDAL", gdal.__version__)'
  for room in tests/engine tests/headless; do
    started=$SECONDS
    as_user "$root" python -m pytest -p no:cacheprovider -W "ignore:Unknown config option:pytest.PytestConfigWarning" \
      "$room" "${pytest_args[@]}" || status=1
    echo "test-matrix: $room took $((SECONDS - started)) s"
  done
  return $status
}

pytest_args=("$@")
failed=()
for suite in $suites; do
  root=$roots/$suite
  trap 'unmount_all "$root"' EXIT
  started=$SECONDS
  choose_packages "$suite"
  if [ ! -f "$root/$stamp" ]; then
    bootstrap_root "$suite" "$root"
  fi
  mount_root "$root"
  if [ "$(cat "$root/$stamp")" != "$ready" ]; then
    provision_root "$root"
    echo "test-matrix: $suite root ready in $((SECONDS - started)) s"
  fi
  started=$SECONDS
  run=run_suite
  [ "$suite" != bullseye ] || run=run_python39
  if $run "$root"; then
    echo "test-matrix: $suite passed in $((SECONDS - started)) s"
  else
    echo "test-matrix: $suite FAILED in $((SECONDS - started)) s"
    failed+=("$suite")
  fi
  unmount_all "$root"
  trap - EXIT
done
[ ${#failed[@]} -eq 0 ] || { echo "test-matrix: failed on ${failed[*]}" >&2; exit 1; }
