"""A county's lakes at once: each separate water polygon is a lake, each parcel and proposed facility goes with
the lake nearest it, and the lakes are analysed in parallel processes, their outputs joined in one result."""

from __future__ import annotations

import dataclasses
from typing import Any

import geopandas as gpd
import numpy as np
import pandas as pd
import shapely

from ..rules.law.profiles import read_tier_maps
from ..rules.run import unplaced
from ..rules.tools.units import require_crs
from ..rules.tools.values import identifier
from . import api

LAYERS = ("docks", "moorings", "structures", "boats", "buildings")  # placed with their lake; the rest are tables
NUMBERED = {"tie_points": "tie_id", "facility_area_lines": "line_id"}  # numbered from 1 over the whole run


def concat(layers: list, name: str) -> gpd.GeoDataFrame:
    """Several layers as one, in the first one's CRS (a table without geometry as it is: the API refuses it); one
    without a CRS is refused, naming it, never taken to be in another's. Features read with their fids are named
    by fid and file ("water feature 3 of lakes.gpkg, table 'north'"); one layer is returned as it is."""
    if len(layers) == 1:
        return layers[0]
    for frame in layers:
        sources = ", ".join(map(str, frame.attrs.get(api.SOURCES, [])))
        if api.drawn(frame):
            require_crs(f"{name} ({sources})" if sources else name, frame.crs is not None)
    crs = layers[0].crs if api.drawn(layers[0]) else None
    joined = pd.concat(
        [
            frame.to_crs(crs) if api.drawn(frame) and frame.crs and crs and frame.crs != crs else frame
            for frame in layers
        ],
        ignore_index=True,
    )
    joined.attrs[api.SOURCES] = [source for frame in layers for source in frame.attrs.get(api.SOURCES, [])]
    if all(frame.index.name == "fid" and len(frame.attrs.get(api.SOURCES, [])) == 1 for frame in layers):
        fids = [f"{fid} of {frame.attrs[api.SOURCES][0]}" for frame in layers for fid in frame.index]
        joined.index = pd.Index(fids, name="fid")
    return joined


def tier_maps(path: str | None) -> dict | None:
    """A ``[municipality,]district,tier`` CSV read once for every lake (``read_tier_maps``)."""
    return None if path is None else read_tier_maps(path)


def analyse_lakes(
    inputs: dict, options: dict, facilities: dict, jobs: int, executor, buildout: dict | None = None
) -> api.Result | api.BuildOut:
    """``api.analyse`` (and ``api.check`` where facilities are given) on each lake, ``jobs`` lakes at once; with
    ``buildout`` (``api.buildout``'s options), each lake's build-out instead, the ``parcels`` chosen in it."""
    lakes = _split(inputs, facilities, options["parcel_id"])
    buildouts = _buildouts(lakes, options["parcel_id"], buildout)
    if len(lakes) == 1 or jobs == 1:
        results = [_one(lake, options, each) for lake, each in zip(lakes, buildouts)]
    else:
        with executor(max_workers=min(jobs, len(lakes))) as pool:
            results = list(pool.map(_one, lakes, [options] * len(lakes), buildouts))
    return results[0] if len(results) == 1 else _join(results)


def _one(lake: tuple, options: dict, buildout: dict | None = None) -> api.Result | api.BuildOut:
    inputs, facilities = lake
    result = api.analyse(**inputs, **options)
    if facilities:
        result = api.check(result, **facilities)
    if buildout is not None:
        return api.buildout(result, **buildout)
    return dataclasses.replace(result, engine=None)  # the engine's objects stay in the worker


def _buildouts(lakes: list, parcel_id: str, buildout: dict | None) -> list:
    """Each lake's build-out options: of the parcels chosen, its own (and any id of no lake's parcel, which
    ``api.buildout`` refuses)."""
    if buildout is None or buildout.get("parcels") is None or len(lakes) == 1:
        return [buildout] * len(lakes)
    ids = [set(_ids(inputs["parcels"], parcel_id)) for inputs, _ in lakes]
    anywhere = set().union(*ids)
    chosen = [identifier(pid) for pid in buildout["parcels"]]
    return [{**buildout, "parcels": [pid for pid in chosen if pid in here or pid not in anywhere]} for here in ids]


def _split(inputs: dict, facilities: dict, parcel_id: str) -> list:
    """(inputs, facilities) per lake; the whole as one lake where the water is given as MHW lines or is one
    polygon, where the parcels or the water lack geometries or a CRS, the parcels their id field, or where a water
    feature lies nowhere (the API refuses them or leaves them out, naming them). A parcel without an id, and a
    feature of a lake without a parcel that has one, go with the lake of the first parcel that has one, whose run
    names them."""
    water, parcels = inputs.get("water"), inputs["parcels"]
    if water is None or not (api.drawn(water) and api.drawn(parcels)) or water.crs is None or parcels.crs is None:
        return [(inputs, facilities)]
    if parcel_id not in parcels:
        return [(inputs, facilities)]
    water = water.to_crs(parcels.crs).geometry.dropna().values
    if len(unplaced(water)):
        return [(inputs, facilities)]
    parts = shapely.get_parts(shapely.union_all(shapely.make_valid(water)))
    parts = parts[np.isin(shapely.get_type_id(parts), (3, 6))]
    if len(parts) < 2:
        return [(inputs, facilities)]
    tree = shapely.STRtree(parts)
    lake_of = {}
    placed = {  # a layer without geometries or a CRS goes whole to each lake, for the API to refuse it
        "parcels": parcels,
        **{k: v for k, v in facilities.items() if k in LAYERS and api.drawn(v) and v.crs is not None},
    }
    for name, frame in placed.items():
        lake_of[name] = _nearest(tree, frame.to_crs(parcels.crs).geometry.values)
    lake_of["parcels"][[pid is None for pid in _ids(parcels, parcel_id)]] = -1
    found = lake_of["parcels"][lake_of["parcels"] >= 0]
    for lake in lake_of.values():
        lake[~np.isin(lake, found)] = found[0] if len(found) else 0
    lakes = []
    for index, part in enumerate(parts):
        parcels = inputs["parcels"][lake_of["parcels"] == index]
        if len(parcels) == 0:
            continue
        lake_inputs = {**inputs, "parcels": parcels, "water": gpd.GeoDataFrame(geometry=[part], crs=parcels.crs)}
        lake_facilities = {k: (v[lake_of[k] == index] if k in lake_of else v) for k, v in facilities.items()}
        lakes.append((lake_inputs, lake_facilities))
    return lakes


def _ids(parcels, parcel_id: str) -> list:
    """The parcels' ids as the run reads them (``identifier``): None where missing, blank or NaN."""
    return [None if pd.isna(pid) else identifier(pid) for pid in parcels[parcel_id]]


def _nearest(tree, geometries) -> np.ndarray:
    """The index of the lake nearest each geometry (the first, where two are as near); -1 for no geometry, or one
    with a NaN or infinite coordinate."""
    lake = np.full(len(geometries), -1)
    present = ~shapely.is_missing(geometries) & ~shapely.is_empty(geometries)
    present[unplaced(geometries)] = False
    where, which = tree.query_nearest(geometries[present], all_matches=False)
    lake[np.flatnonzero(present)[where]] = which
    return lake


def _join(results: list) -> api.Result | api.BuildOut:
    """The lakes' outputs as one result (or build-out): rows and lines in lake order, tie points and lines numbered
    through."""
    joined: dict[str, Any] = {}  # the result's fields: GeoDataFrames, and lists of lines
    for field in dataclasses.fields(results[0]):
        values = [getattr(result, field.name) for result in results]
        if field.name in ("notices", "sources"):
            joined[field.name] = list(dict.fromkeys(n for listed in values for n in listed))
        elif isinstance(values[0], list):  # each lake's own lines: its totals, what it left out
            joined[field.name] = [line for listed in values for line in listed]
        elif field.name != "engine" and values[0] is not None:
            joined[field.name] = gpd.GeoDataFrame(pd.concat(values, ignore_index=True), crs=values[0].crs)
    if isinstance(results[0], api.BuildOut):
        return api.BuildOut(**joined)
    for name, column in NUMBERED.items():
        joined[name][column] = np.arange(1, len(joined[name]) + 1)
    rings = [result.tie_points["ring"].max() if len(result.tie_points) else 0 for result in results]
    offsets = np.repeat(np.concatenate([[0], np.cumsum(rings)[:-1]]), [len(r.tie_points) for r in results])
    joined["tie_points"]["ring"] = joined["tie_points"]["ring"] + offsets
    return api.Result(**joined)
