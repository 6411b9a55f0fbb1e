"""QGIS layers to the engine's working frame (US survey feet, D16) and back, as WKB.

All input layers go to the parcels layer's CRS first (with a notice when they differ), then to feet: a projected
CRS in metres or feet whose scale factors where the lake lies are within 1e-5 of 1 (or the working CRS itself) is
scaled exactly; a geographic CRS, or a projected one not true to scale there (any Mercator, CONUS Albers, a far-off
UTM zone), is reprojected to EPSG:2261 where the lake lies in its area of use, otherwise to a transverse Mercator in
US feet centred on the lake. Outputs go back to the parcels layer's CRS.
"""

from __future__ import annotations

import re

import numpy as np
import shapely
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeature,
    QgsGeometry,
    QgsPoint,
    QgsProcessingException,
    QgsRectangle,
    QgsWkbTypes,
)

from ...rules.run import without_unplaced
from ...rules.tools.arrays import geometry_array
from ...rules.tools.errors import DocklineInputError
from ...rules.tools.progress import Cancelled
from ...rules.tools.units import US_FT_PER_METRE, local_definition, require_crs, true_to_scale
from ...rules.tools.units import feet_per_unit as rules_feet_per_unit
from ...rules.tools.values import feature_label
from ..base import every_feature

PROJ_UNITS = {"us-ft": "US survey foot", "ft": "foot", "m": "metre"}
CANCEL_STRIDE = 1000  # features made between two looks at the feedback


def feet_per_unit(crs: QgsCoordinateReferenceSystem, layer: str) -> float | None:
    """US survey feet in one unit of a projected CRS (read from its PROJ definition: QGIS 3.22 does not tell
    US from international feet); None for a geographic CRS."""
    if crs.isGeographic():
        return None
    proj = crs.toProj()
    to_meter = re.search(r"\+to_meter=([0-9.eE+-]+)", proj)
    if to_meter:
        return float(to_meter.group(1)) * US_FT_PER_METRE
    unit = re.search(r"\+units=(\S+)", proj)
    if unit is None or unit.group(1) not in PROJ_UNITS:
        raise QgsProcessingException(
            f"{layer}: its CRS {crs.authid() or crs.description()} measures in "
            f"{unit.group(1) if unit else 'unknown units'}; Dockline needs metres or feet"
        )
    return rules_feet_per_unit(PROJ_UNITS[unit.group(1)], layer)


class WorkingFrame:
    """The parcels layer's CRS and how its coordinates become US survey feet."""

    def __init__(
        self, source, context, feedback, working_crs: str = "EPSG:2261", layer: str = "parcels", lake=None
    ) -> None:
        """``lake`` (the name and source of the water or the shoreline), where given, is where the CRS is checked
        for scale and the working CRS chosen, so that a parcel far off (a placeholder at 0,0, a stray record) moves
        neither; else the source's own extent."""
        crs = source.sourceCrs()
        _require_crs(layer, crs)
        self.crs = crs
        self.context = context
        self.to_working = self.from_working = None
        self.factor = feet_per_unit(crs, layer)
        if self.factor is not None and crs == QgsCoordinateReferenceSystem(working_crs):
            return  # the working CRS itself: measured as it is
        extent = self._extent_of(*lake) if lake is not None else source.sourceExtent()
        scale = self._scale(extent) if self.factor is not None else None
        if scale is not None and true_to_scale(*scale):
            return
        target = self._target(extent, working_crs)  # only here: QGIS also maps it to WGS 84
        self.to_working = QgsCoordinateTransform(crs, target, context.transformContext())
        self.from_working = QgsCoordinateTransform(target, crs, context.transformContext())
        self.factor = 1.0
        why = f" (its scale factor at the data is {max(scale, key=lambda k: abs(k - 1)):.6f})" if scale else ""
        feedback.pushInfo(
            f"{layer} is in {crs.authid() or crs.description()}: reprojected to "
            f"{target.authid() or target.toProj()} to measure in US survey feet{why}."
        )

    @property
    def map_crs(self) -> QgsCoordinateReferenceSystem:
        """The CRS a map of the outputs is drawn in true to scale: the parcels' own where it measures as it is,
        otherwise the working CRS they are measured in (a geographic CRS would stretch a page's map east-west)."""
        return self.crs if self.to_working is None else self.to_working.destinationCrs()

    @property
    def feet_per_map_unit(self) -> float:
        """US survey feet in one unit of ``map_crs``."""
        return self.factor

    def _extent_of(self, name: str, lake) -> QgsRectangle:
        """The lake's extent in this frame's CRS (a lake without a CRS is refused first)."""
        _require_crs(name, lake.sourceCrs())
        into = QgsCoordinateTransform(lake.sourceCrs(), self.crs, self.context.transformContext())
        try:
            return into.transformBoundingBox(lake.sourceExtent())
        except QgsCsException as error:
            raise QgsProcessingException(
                f"{name}: its extent cannot be put into the parcels' CRS {self.crs.authid()}: {error}"
            ) from None

    def _scale(self, extent: QgsRectangle) -> tuple[float, float] | None:
        """The CRS's (meridional, parallel) scale factors at the middle of the data, from PROJ; the middle found
        in the CRS's own geographic CRS, so no datum shift (and no transform to WGS 84) is asked for. None where
        it cannot tell."""
        geographic = QgsCoordinateReferenceSystem(self.crs.geographicCrsAuthId())
        if not geographic.isValid():
            return None
        to_degrees = QgsCoordinateTransform(self.crs, geographic, self.context.transformContext())
        try:
            centre = to_degrees.transform(extent.center())
        except QgsCsException:
            return None
        factors = self.crs.factors(QgsPoint(centre.x(), centre.y()))
        return (factors.meridionalScale(), factors.parallelScale()) if factors.isValid() else None

    def _target(self, extent: QgsRectangle, working_crs) -> QgsCoordinateReferenceSystem:
        """The working CRS where the data lies in its area of use, else a local transverse Mercator in feet."""
        to_degrees = QgsCoordinateTransform(
            self.crs, QgsCoordinateReferenceSystem("EPSG:4326"), self.context.transformContext()
        )
        lonlat = to_degrees.transformBoundingBox(extent)
        working = QgsCoordinateReferenceSystem(working_crs)
        if working.bounds().contains(lonlat):
            return working
        return QgsCoordinateReferenceSystem.fromProj(
            local_definition((lonlat.xMinimum(), lonlat.yMinimum(), lonlat.xMaximum(), lonlat.yMaximum()))
        )

    def source_to_feet(self, source, feedback, layer: str, request=None):
        """(features, shapely geometries in feet) of every feature of a source (those of ``request`` if given);
        None for no geometry."""
        into_parcels = None
        if source.wkbType() != QgsWkbTypes.Type.NoGeometry:  # a table has nothing to place
            _require_crs(layer, source.sourceCrs())
        if source.sourceCrs().isValid() and source.sourceCrs() != self.crs:
            into_parcels = QgsCoordinateTransform(source.sourceCrs(), self.crs, self.context.transformContext())
            feedback.pushInfo(
                f"{layer} is in {source.sourceCrs().authid()}, the parcels in {self.crs.authid()}: "
                f"{layer} reprojected to the parcels' CRS."
            )
        transforms = [transform for transform in (into_parcels, self.to_working) if transform is not None]
        features, wkbs = [], []
        for feature in every_feature(source, request):
            if feedback.isCanceled():
                break
            features.append(feature)
            geometry = feature.geometry()  # a copy of the feature's: transformed without changing it
            if geometry.isEmpty():  # a null geometry too
                wkbs.append(None)
                continue
            if QgsWkbTypes.isCurvedType(geometry.wkbType()):  # arcs from CAD
                geometry = QgsGeometry(geometry.constGet().segmentize())
            for transform in transforms:
                geometry.transform(transform)
            wkbs.append(bytes(geometry.asWkb()))
        geometries, warnings = without_unplaced(shapely.from_wkb(geometry_array(wkbs)), labels(features, layer))
        for warning in warnings:
            feedback.pushWarning(warning)
        if self.factor != 1.0:
            geometries = shapely.transform(geometries, lambda xy: xy * self.factor)
        return features, geometries

    def to_layer(self, geometries):
        """Shapely geometries in feet as QgsGeometry objects in the parcels layer's CRS (None or empty: None),
        made one at a time as the caller takes them."""
        geometries = geometry_array(geometries)
        present = shapely.is_geometry(geometries) & ~shapely.is_empty(geometries)
        scaled = geometries[present]
        if self.factor != 1.0:
            scaled = shapely.transform(scaled, lambda xy: xy / self.factor)
        wkbs = np.full(len(geometries), None, dtype=object)
        wkbs[present] = shapely.to_wkb(scaled)
        back = self.from_working
        for wkb in wkbs.tolist():
            if wkb is None:
                yield None
                continue
            result = QgsGeometry()
            result.fromWkb(wkb)
            if back is not None:
                result.transform(back)
            yield result

    def to_features(self, rows: list, geometry_type, feedback=None) -> list:
        """Rows of (shapely geometry in feet or None, attribute values) as features in the parcels layer's CRS,
        their geometries multi where ``geometry_type`` (a ``QgsWkbTypes`` type) is; ``Cancelled`` soon after the
        feedback is cancelled. A feature carries no fields: a sink or provider takes its values in field order."""
        multi = QgsWkbTypes.isMultiType(geometry_type)
        features = []
        for made, (geometry, (_, values)) in enumerate(zip(self.to_layer([g for g, _ in rows]), rows)):
            if feedback is not None and made % CANCEL_STRIDE == 0 and feedback.isCanceled():
                raise Cancelled("cancelled while making the outputs")
            feature = QgsFeature()
            if geometry is not None:
                if multi:
                    geometry.convertToMultiType()
                feature.setGeometry(geometry)
            feature.setAttributes(values)
            features.append(feature)
        return features

    def geometries_to_feet(self, geometries) -> np.ndarray:
        """Shapely geometries in the frame's CRS (no None) as shapely geometries in working feet."""
        geometries = geometry_array(geometries)
        if self.to_working is not None:
            moved = []
            for wkb in shapely.to_wkb(geometries).tolist():
                geometry = QgsGeometry()
                geometry.fromWkb(wkb)
                geometry.transform(self.to_working)
                moved.append(bytes(geometry.asWkb()))
            geometries = shapely.from_wkb(geometry_array(moved))
        return shapely.transform(geometries, lambda xy: xy * self.factor) if self.factor != 1.0 else geometries

    def from_feet(self, geometry):
        """One shapely geometry in working feet as a shapely geometry in the frame's CRS."""
        back = next(self.to_layer([geometry]))
        return shapely.from_wkb(bytes(back.asWkb()))


def _require_crs(layer: str, crs) -> None:
    """The layer's CRS, or the run stops naming the layer (``rules.tools.units.require_crs``)."""
    try:
        require_crs(layer, crs.isValid())
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from None


def labels(features, layer: str) -> list[str]:
    """How a message names each feature: by its layer and id (``feature_label``)."""
    return [feature_label(layer, feature.id()) for feature in features]
