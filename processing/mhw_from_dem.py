"""``dockline:mhwfromdem``: the mean high-water mark traced on a DEM at the mean high-water level (§ 73-5)."""

from __future__ import annotations

from qgis.core import (
    QgsProcessingException,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterNumber,
    QgsProcessingParameterRasterLayer,
    QgsWkbTypes,
)

from ..compat import NUMBER_DOUBLE, SOURCE_ANY_GEOMETRY, SOURCE_LINE, SOURCE_POLYGON
from ..rules.law.catalogue import value
from ..rules.law.vocabulary import FlagCode
from ..rules.tools.wording import counted
from .adapters.sinks import AsideSinks
from .adapters.terrain_inputs import UNIT_NAMES, vertical_parameters
from .base import DocklineAlgorithm, make_fields


class RasterExtent:
    """A raster layer's CRS and extent, as the working frame asks a feature source for them."""

    def __init__(self, layer):
        self.layer = layer

    def sourceCrs(self):  # noqa: N802 (QGIS's name)
        return self.layer.crs()

    def sourceExtent(self):  # noqa: N802 (QGIS's name)
        return self.layer.extent()


class MhwFromDemAlgorithm(DocklineAlgorithm):
    """The MHW as closed lines and the lake as polygons from a DEM, ready for the shoreline algorithms."""

    DEM = "DEM"
    VERTICAL_UNIT = "VERTICAL_UNIT"
    VERTICAL_OFFSET_FT = "VERTICAL_OFFSET_FT"
    LEVEL_FT = "LEVEL_FT"
    LAKE = "LAKE"
    MIN_AREA_SQFT = "MIN_AREA_SQFT"
    SHORELINE = "SHORELINE"
    WATER = "WATER"
    FLAGS = "FLAGS"
    SINK_FIELDS = {
        SHORELINE: [("ring", str), ("length_ft", float)],
        WATER: [("area_sqft", float), ("level_ft", float)],
        FLAGS: [("code", str), ("value", float), ("message", str)],
    }
    STYLES = {FLAGS: "MHW_FLAGS"}  # the MHW's flags, not the shoreline analysis's
    algorithm_id, title = "mhwfromdem", "MHW from a DEM"
    group_id, group_title = "shoreline", "Shoreline"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "Traces the mean high-water mark (§ 73-5: where the lake's mean high-water level, 689.40 ft, meets the "
            "land) on a DEM, topographic or topo-bathymetric, in any CRS.\n\n"
            "Elevations are read in the band's vertical unit and brought to the law's datum by adding the "
            "vertical offset (D17). The lake is the area below the level that holds the given point or overlaps "
            "the given approximate outline (without one: the largest); closed contours enclosing less than the "
            "minimum area (ponds, pits, rocks) are dropped; islands are holes.\n\n"
            "LiDAR delivers a lake hydro-flattened: one flat surface at the day's water level, often above "
            "689.40 ft, where the level's contour does not exist. Flat cells at the lake's edge above the level "
            "are counted as water, so the MHW follows the flattened edge there; each such stretch is a "
            "MHW_HYDROFLATTENED flag with the surface's elevation: a survey is needed there. Where the contour "
            "meets a gap in the data or the raster's edge, the run says where; nothing is filled in.\n\n"
            "Outputs: SHORELINE (closed MHW lines, length_ft), WATER (the lake, area_sqft) in the DEM's CRS, and "
            "FLAGS."
        )

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        self.addParameter(QgsProcessingParameterRasterLayer(self.DEM, self.tr("DEM (elevations, band 1)")))
        for parameter in vertical_parameters(self, self.tr("the DEM")):
            self.addParameter(parameter)
        self.addParameter(
            QgsProcessingParameterNumber(
                self.LEVEL_FT,
                self.tr("Mean high-water level (ft)"),
                NUMBER_DOUBLE,
                float(value("MEAN_HIGH_WATER")),
            )
        )
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.LAKE,
                self.tr("The lake: a point in it, or its outline"),
                [SOURCE_ANY_GEOMETRY],
                None,
                True,
            )
        )
        self.addParameter(
            QgsProcessingParameterNumber(
                self.MIN_AREA_SQFT,
                self.tr("Minimum area of a lake or island (sq ft)"),
                NUMBER_DOUBLE,
                10_000.0,
                minValue=0.0,
            )
        )
        self.addParameter(QgsProcessingParameterFeatureSink(self.SHORELINE, self.tr("MHW (closed lines)"), SOURCE_LINE))
        self.addParameter(QgsProcessingParameterFeatureSink(self.WATER, self.tr("Lake"), SOURCE_POLYGON))
        self.addParameter(QgsProcessingParameterFeatureSink(self.FLAGS, self.tr("MHW flags"), SOURCE_LINE))

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        import numpy as np  # shapely, numpy and GDAL only when the algorithm runs: the plugin loads without them

        from ..readers.rasters import contour_lines, read_elevations
        from ..rules import DocklineInputError
        from ..rules.terrain.mhw import assemble_lake, flattened_stretches, open_ends, water_field
        from .adapters.frames import WorkingFrame

        layer = self.parameterAsRasterLayer(parameters, self.DEM, context)
        if layer is None or layer.providerType() != "gdal":
            raise QgsProcessingException("DEM: give a raster layer read from a file (GDAL)")
        unit = UNIT_NAMES[self.parameterAsEnum(parameters, self.VERTICAL_UNIT, context)]
        level = self.parameterAsDouble(parameters, self.LEVEL_FT, context)
        try:
            raster = read_elevations(
                layer.source(),
                unit,
                self.parameterAsDouble(parameters, self.VERTICAL_OFFSET_FT, context),
            )
        except DocklineInputError as error:
            raise QgsProcessingException(f"DEM: {error}") from None
        frame = WorkingFrame(RasterExtent(layer), context, feedback, layer="DEM")
        feedback.setProgressText("Contouring")
        try:
            field = water_field(raster.elevations, level)  # the elevations become the field (in place)
        except DocklineInputError as error:
            raise QgsProcessingException(f"LEVEL_FT: {error}") from None
        lines = contour_lines(raster, field.values)
        if feedback.isCanceled():
            return {}
        for x, y in open_ends(lines):
            feedback.pushWarning(
                f"the {level:.2f}-ft contour meets a gap in the DEM's data or its edge near ({x:.1f}, {y:.1f}) "
                f"({layer.crs().authid()}): that shore is not traced; fill the gap or extend the DEM"
            )
        seed = self._lake(parameters, context, frame, feedback)
        try:
            lake = assemble_lake(
                frame.geometries_to_feet(np.array(lines, dtype=object)),
                seed,
                self.parameterAsDouble(parameters, self.MIN_AREA_SQFT, context),
            )
        except DocklineInputError as error:
            raise QgsProcessingException(f"DEM, at LEVEL_FT {level:g} ft: {error}") from None
        water = frame.from_feet(lake.water)
        stretches = flattened_stretches(water, field.flat, raster.to_cell, raster.cell / 2)
        outputs = self._write(parameters, context, frame, lake.water, stretches, level)
        feedback.pushInfo(
            f"The lake: {lake.water.area:,.0f} sq ft, {counted(len(lake.water.interiors), 'island')}; "
            f"{counted(lake.dropped, 'closed contour')} dropped (smaller than the minimum area, or outside the lake); "
            f"{counted(len(stretches), 'hydro-flattened stretch', 'hydro-flattened stretches')}."
        )
        return outputs

    def _lake(self, parameters, context, frame, feedback):
        import shapely

        source = self.parameterAsSource(parameters, self.LAKE, context)
        if source is None:
            return None
        _, geometries = frame.source_to_feet(source, feedback, "LAKE")
        present = [g for g in geometries if g is not None]
        return shapely.union_all(present) if present else None

    def _write(self, parameters, context, frame, water_ft, stretches, level) -> dict:
        import numpy as np
        import shapely

        rings = [shapely.LineString(ring.coords) for ring in [water_ft.exterior, *water_ft.interiors]]
        specifications = {
            self.SHORELINE: (
                self.SINK_FIELDS[self.SHORELINE],
                QgsWkbTypes.Type.LineString,
                [(ring, ["shore" if k == 0 else f"island {k}", ring.length]) for k, ring in enumerate(rings)],
            ),
            self.WATER: (
                self.SINK_FIELDS[self.WATER],
                QgsWkbTypes.Type.Polygon,
                [(water_ft, [water_ft.area, level])],
            ),
            self.FLAGS: (
                self.SINK_FIELDS[self.FLAGS],
                QgsWkbTypes.Type.LineString,
                [
                    (
                        frame.geometries_to_feet(np.array([line], dtype=object))[0],
                        [
                            FlagCode.MHW_HYDROFLATTENED.value,
                            elevation,
                            f"hydro-flattened water surface at {elevation:.2f} ft, above the {level:.2f}-ft level: "
                            "the MHW follows its edge here; a survey is needed",
                        ],
                    )
                    for line, elevation in stretches
                ],
            ),
        }
        with AsideSinks(self, parameters, context) as sinks:  # written aside, moved in together
            for name, (fields, kind, rows) in specifications.items():
                features = frame.to_features(rows, kind)
                sinks.write(name, make_fields(fields), kind, frame.crs, features)
        return sinks.results
