"""The terrain inputs of the shoreline algorithms (§ 73-5 STEEP SLOPE, § 73-9C(1)(d), § 73-13H; D17): a DEM for
steep slopes, the lake's bottom as a raster or as soundings for the depth extension, read into the engine's
surfaces in working feet."""

from __future__ import annotations

from qgis.core import (
    QgsProcessingException,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsProcessingParameterRasterLayer,
)

from ...compat import FIELD_NUMERIC, FLAG_ADVANCED, NUMBER_DOUBLE, SOURCE_POINT
from ..base import plain

# readers.rasters.VERTICAL_UNITS, named here so that the plugin loads without what that module needs
UNIT_NAMES = ("US survey foot", "foot", "metre")
RASTERS = ("DEM", "BATHYMETRY")
RASTERS_NAMED = "the rasters"  # what the vertical unit and offset are of
LABELS = {  # the terrain parameters' descriptions, the panel's rows of the same names too
    "DEM": "DEM for steep slopes (land elevations)",
    "BATHYMETRY": "Bathymetry: bottom elevations",
    "SOUNDINGS": "or: soundings (points)",
    "SOUNDINGS_FIELD": "Soundings' elevation (or depth) field",
    "SOUNDINGS_LEVEL_FT": "Soundings' water level (ft; given: depths below it)",
    "VERTICAL_UNIT": "Vertical unit of {}",
    "VERTICAL_OFFSET_FT": "Vertical offset of {} to the datum (ft)",
}


def vertical_parameters(algorithm, rasters: str) -> list:
    """VERTICAL_UNIT and VERTICAL_OFFSET_FT: the unit the ``rasters`` hold elevations in, and what to add to every
    elevation to reach the law's datum (D17)."""
    return [
        QgsProcessingParameterEnum(
            "VERTICAL_UNIT",
            algorithm.tr(LABELS["VERTICAL_UNIT"]).format(rasters),
            options=list(UNIT_NAMES),
            defaultValue=0,
        ),
        QgsProcessingParameterNumber(
            "VERTICAL_OFFSET_FT",
            algorithm.tr(LABELS["VERTICAL_OFFSET_FT"]).format(rasters),
            NUMBER_DOUBLE,
            0.0,
        ),
    ]


def add_terrain_parameters(algorithm) -> None:
    """DEM, BATHYMETRY or SOUNDINGS (with their field and the water level of depths), the vertical unit and
    offset of the rasters."""
    for name in RASTERS:
        algorithm.addParameter(QgsProcessingParameterRasterLayer(name, algorithm.tr(LABELS[name]), optional=True))
    algorithm.addParameter(
        QgsProcessingParameterFeatureSource(
            "SOUNDINGS", algorithm.tr(LABELS["SOUNDINGS"]), [SOURCE_POINT], optional=True
        )
    )
    algorithm.addParameter(
        QgsProcessingParameterField(
            "SOUNDINGS_FIELD",
            algorithm.tr(LABELS["SOUNDINGS_FIELD"]),
            None,
            "SOUNDINGS",
            FIELD_NUMERIC,
            optional=True,
        )
    )
    advanced = [
        QgsProcessingParameterNumber(
            "SOUNDINGS_LEVEL_FT",
            algorithm.tr(LABELS["SOUNDINGS_LEVEL_FT"]),
            NUMBER_DOUBLE,
            None,
            optional=True,
        ),
        *vertical_parameters(algorithm, algorithm.tr(RASTERS_NAMED)),
    ]
    for parameter in advanced:
        parameter.setFlags(parameter.flags() | FLAG_ADVANCED)
        algorithm.addParameter(parameter)


def read_terrain(algorithm, parameters, context) -> dict:
    """The terrain parameters given, as plain values (raster paths, the soundings source and field …)."""
    terrain = {}
    for name in RASTERS:
        if parameters.get(name) in (None, ""):
            continue
        layer = algorithm.parameterAsRasterLayer(parameters, name, context)
        if layer is None or layer.providerType() != "gdal":
            raise QgsProcessingException(
                algorithm.tr("{name}: give a raster read from a file (GDAL).").format(name=name)
            )
        terrain[name] = layer.source()
    if parameters.get("SOUNDINGS") not in (None, ""):
        terrain["SOUNDINGS"] = algorithm.parameterAsSource(parameters, "SOUNDINGS", context)
        terrain["SOUNDINGS_FIELD"] = algorithm.parameterAsString(parameters, "SOUNDINGS_FIELD", context)
        if not terrain["SOUNDINGS_FIELD"]:
            raise QgsProcessingException(algorithm.tr("SOUNDINGS needs SOUNDINGS_FIELD: the elevation or depth field."))
        if parameters.get("SOUNDINGS_LEVEL_FT") not in (None, ""):
            terrain["SOUNDINGS_LEVEL_FT"] = algorithm.parameterAsDouble(parameters, "SOUNDINGS_LEVEL_FT", context)
    terrain["VERTICAL_UNIT"] = UNIT_NAMES[algorithm.parameterAsEnum(parameters, "VERTICAL_UNIT", context)]
    terrain["VERTICAL_OFFSET_FT"] = algorithm.parameterAsDouble(parameters, "VERTICAL_OFFSET_FT", context)
    return terrain


def surfaces_of(inputs, frame, feedback) -> tuple:
    """(the DEM, the lake's bottom) as surfaces in feet, None where not given."""
    from ...readers.rasters import grid_in
    from ...rules import DocklineInputError

    given = inputs.terrain
    unit, offset = given.get("VERTICAL_UNIT", UNIT_NAMES[0]), given.get("VERTICAL_OFFSET_FT", 0.0)
    working = frame.to_working.destinationCrs() if frame.to_working is not None else frame.crs
    surfaces, read = {}, {}  # read: source → surface, a topo-bathymetric raster given as both read once
    for name in (name for name in RASTERS if name in given):
        source = given[name]
        if source not in read:
            feedback.setProgressText(f"Reading {name}")
            try:
                read[source] = grid_in(source, working.toWkt(), frame.factor, unit, offset)
            except DocklineInputError as error:
                raise QgsProcessingException(f"{name}: {error}") from None
        surfaces[name] = read[source]
    if "SOUNDINGS" in given and "BATHYMETRY" not in surfaces:
        surfaces["BATHYMETRY"] = _soundings(given, frame, feedback)
    return surfaces.get("DEM"), surfaces.get("BATHYMETRY")


def _soundings(given: dict, frame, feedback):
    """Soundings as a surface: elevations, or depths below the water level they were taken at."""
    from ...rules import DocklineInputError
    from ...rules.terrain.surfaces import Triangulated

    features, points = frame.source_to_feet(given["SOUNDINGS"], feedback, "soundings")
    field, level = given["SOUNDINGS_FIELD"], given.get("SOUNDINGS_LEVEL_FT")
    rows = [(p, plain(f[field])) for f, p in zip(features, points) if p is not None and plain(f[field]) is not None]
    try:
        return Triangulated.from_soundings([[p.x, p.y] for p, _ in rows], [float(v) for _, v in rows], field, level)
    except DocklineInputError as error:
        raise QgsProcessingException(f"SOUNDINGS: {error}") from None
