#!/usr/bin/env bash
# Debian packages Dockline's build, tests and demo need; installs only what is missing, so it is safe to rerun.
set -euo pipefail
packages=(qgis python3-qgis qgis-providers python3-venv python3-pip xvfb xauth imagemagick poppler-utils
          libgeos-dev libgdal-dev python3-dev gcc g++  # shapely and the headless GDAL bindings built on Debian's
          postgresql postgresql-15-postgis-3)  # a real PostGIS for the tests of database inputs and outputs
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
wait_for_lock=(-o DPkg::Lock::Timeout=900)  # another apt or dpkg (unattended upgrades): wait up to 15 min, not fail
$sudo apt-get "${wait_for_lock[@]}" update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get "${wait_for_lock[@]}" install -y -q --no-install-recommends "${missing[@]}"
