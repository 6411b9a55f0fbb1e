"""The panel's inputs: the layers, fields and settings of an analysis, in groups as a user meets them (the lake
first, the proposals, then folded the records, the fields and settings, the terrain), the parcels guessed from
their geometry and fields, every choice remembered per project."""

from __future__ import annotations

from qgis.core import QgsFieldProxyModel, QgsProject, QgsVectorLayer, QgsWkbTypes
from qgis.gui import QgsCollapsibleGroupBox, QgsDoubleSpinBox, QgsFieldComboBox, QgsFileWidget, QgsMapLayerComboBox
from qgis.PyQt.QtCore import pyqtSignal
from qgis.PyQt.QtWidgets import QComboBox, QFormLayout, QVBoxLayout

from ..compat import LAYER_FILTER, LAYER_FILTERS
from ..processing.adapters.terrain_inputs import LABELS as TERRAIN_LABELS
from ..processing.adapters.terrain_inputs import RASTERS_NAMED, UNIT_NAMES
from ..rules.outputs.schema import OUTPUTS

LAYER_CHOICES = (  # key, label, layer filter, optional
    ("PARCELS", "Parcels", LAYER_FILTER.PolygonLayer, False),
    (
        "WATER",
        "Water (polygons) or MHW (closed lines)",
        LAYER_FILTERS(LAYER_FILTER.PolygonLayer | LAYER_FILTER.LineLayer),
        False,
    ),
    ("ZONING", "Zoning districts", LAYER_FILTER.PolygonLayer, True),
    ("OUTLETS", "Outlets", LAYER_FILTER.VectorLayer, True),
    ("MORE_OUTLETS", "More outlets (e.g. points beside lines)", LAYER_FILTER.VectorLayer, True),
    ("DOCKS", "Proposed docks", LAYER_FILTER.PolygonLayer, True),
    ("MOORINGS", "Proposed moorings", LAYER_FILTER.PointLayer, True),
    ("STRUCTURES", "Proposed structures", LAYER_FILTER.PolygonLayer, True),
    ("BOATS", "Docked boats", LAYER_FILTER.PolygonLayer, True),
    ("BUILDINGS", "Upland buildings", LAYER_FILTER.PolygonLayer, True),
    ("VARIANCES", "Variances granted (table)", LAYER_FILTER.VectorLayer, True),
    ("CERTIFICATES", "Nonconforming certificates (table or polygons)", LAYER_FILTER.VectorLayer, True),
    ("CONSOLIDATIONS", "Consolidations (table)", LAYER_FILTER.VectorLayer, True),
    ("EXEMPTIONS", "Recorded exemptions (table)", LAYER_FILTER.VectorLayer, True),
    ("PERMITS", "Permits (table: the officer's calendar)", LAYER_FILTER.VectorLayer, True),
    ("DEM", TERRAIN_LABELS["DEM"], LAYER_FILTER.RasterLayer, True),
    ("BATHYMETRY", TERRAIN_LABELS["BATHYMETRY"], LAYER_FILTER.RasterLayer, True),
    ("SOUNDINGS", TERRAIN_LABELS["SOUNDINGS"], LAYER_FILTER.PointLayer, True),
)
RASTERS = ("DEM", "BATHYMETRY")  # one topo-bathymetric DEM may be both
OTHER_INPUTS = ("water", "lake", "shore", "zoning", "outlet", "dock", "mooring", "structure", "boat", "building")
ID_NAMES = ("parcel_id", "parcelid", "parcel", "pid", "print_key", "sbl", "tax_id", "apn")  # what ids are called
FIELD_CHOICES = (  # key, label, the parcels' field names guessed (in any case; the first found)
    ("PARCEL_ID", "Parcel id field", ID_NAMES),
    ("ADDRESS_FIELD", "Address field", ("address",)),
    ("DISTRICT_FIELD", "District field", ("district",)),
    ("LAND_USE_FIELD", "Land use field", ("land_use",)),
    ("STEEP_SLOPE_FIELD", "Steep-slope field", ("steep_slope",)),
    ("TIER_ELECTION_FIELD", "Tier election field (2 or 3)", ("tier_election",)),
    ("MUNICIPALITY_FIELD", "Municipality field (each parcel's town)", ()),  # chosen, never guessed
)
GROUPS = (  # title, folded at first, the keys of its rows in order
    ("The lake", False, ("PARCELS", "PARCEL_ID", "WATER", "ZONING", "OUTLETS", "MORE_OUTLETS", "TIER_MAP")),
    ("Proposals", False, ("DOCKS", "MOORINGS", "STRUCTURES", "BOATS", "BUILDINGS")),
    ("Records", True, ("VARIANCES", "CERTIFICATES", "CONSOLIDATIONS", "EXEMPTIONS", "PERMITS")),
    (
        "Fields and settings",
        True,
        ("ADDRESS_FIELD", "DISTRICT_FIELD", "LAND_USE_FIELD", "STEEP_SLOPE_FIELD", "TIER_ELECTION_FIELD")
        + ("ZONING_FIELD", "MUNICIPALITY_FIELD", "PROFILE", "TOLERANCE"),
    ),
    (
        "Terrain",
        True,
        ("DEM", "BATHYMETRY", "SOUNDINGS", "SOUNDINGS_FIELD", "SOUNDINGS_LEVEL_FT", "VERTICAL_UNIT")
        + ("VERTICAL_OFFSET_FT",),
    ),
)
SETTINGS_SCOPE = "dockline"
FIELD_CHARS = 22  # the narrowest a row's box may be, in characters: narrower, it goes under its label


class ChoiceError(Exception):
    """The inputs cannot be run as chosen; the message says what to choose."""


def field_named(names, wanted) -> str | None:
    """The first of ``names`` that is one of ``wanted``, in any case (``wanted``'s order first)."""
    by_lower = {name.lower(): name for name in reversed(names)}
    return next((by_lower[name] for name in wanted if name in by_lower), None)


def is_dockline_output(layer) -> bool:
    """A layer an analysis wrote (its fields hold all of one output's): never guessed as an input."""
    names = set(layer.fields().names())
    return any({name for name, _ in output.fields} <= names for output in OUTPUTS.values())


def parcels_score(layer) -> tuple[int, int, int]:
    """How much a layer looks like parcels: polygons with a parcel id field, then named so, then not named as
    another input (proposed docks and boats hold parcel ids too); (0, 0, 0) for anything but polygons."""
    polygons = isinstance(layer, QgsVectorLayer) and layer.geometryType() == QgsWkbTypes.GeometryType.PolygonGeometry
    if not polygons or is_dockline_output(layer):
        return (0, 0, 0)
    name = layer.name().lower()
    return (
        int(field_named(layer.fields().names(), ID_NAMES) is not None),
        int("parcel" in name),
        int(not any(word in name for word in OTHER_INPUTS)),
    )


def in_text(label: str) -> str:
    """A row's label inside a sentence: its first letter lower case, the rest as written (MHW stays MHW)."""
    return label[:1].lower() + label[1:]


def looks_like_parcels(layer) -> bool:
    """Polygons with a parcel id field or named as parcels."""
    return any(parcels_score(layer)[:2])


def guess_parcels(layers):
    """The layer most like parcels (the first of equals), or None where none looks like them at all."""
    best = max(layers, key=parcels_score, default=None)
    return best if best is not None and looks_like_parcels(best) else None


class InputsBox(QgsCollapsibleGroupBox):
    """Every input row, in folded groups; ``parameters()`` gives them as dockline:shorelineanalysis takes them."""

    folded = pyqtSignal()  # a group was folded or unfolded: the panel fits its room to the rows shown

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Inputs"))
        self.setObjectName("dockline_inputs")
        self.setSaveCollapsedState(False)
        self.layer_boxes, self.field_boxes = {}, {}
        rows = self._layer_rows() | self._field_rows() | self._setting_rows() | self._terrain_rows()
        layout = QVBoxLayout(self)
        self.groups = {}
        for title, collapsed, keys in GROUPS:
            group = self.groups[title] = QgsCollapsibleGroupBox(self.tr(title), self)
            group.setSaveCollapsedState(False)
            form = QFormLayout(group)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # in a narrow panel, under the label
            for key in keys:
                label, widget = rows[key]
                widget.setMinimumWidth(FIELD_CHARS * self.fontMetrics().averageCharWidth())
                form.addRow(label, widget)
            group.setCollapsed(collapsed)
            group.collapsedStateChanged.connect(self.folded)
            layout.addWidget(group)
        self.collapsedStateChanged.connect(self.folded)
        self.layer_boxes["PARCELS"].layerChanged.connect(self._parcel_layer_changed)
        self.layer_boxes["PARCELS"].activated.connect(self._parcels_picked)  # by the user only, not by setLayer
        self.parcels_chosen = False  # by the user or remembered in the project: never replaced by a guess
        self.layer_boxes["ZONING"].layerChanged.connect(self._zoning_layer_changed)
        self.layer_boxes["SOUNDINGS"].layerChanged.connect(self.field_boxes["SOUNDINGS_FIELD"].setLayer)
        project = QgsProject.instance()
        project.readProject.connect(self.restore_choices)
        project.layersAdded.connect(self._layers_added)
        self.restore_choices()

    # -- building ---------------------------------------------------------------------------------------------
    def _layer_rows(self) -> dict:
        rows = {}
        for key, label, kind, _ in LAYER_CHOICES:
            combo = self.layer_boxes[key] = QgsMapLayerComboBox(self)
            combo.setFilters(kind)
            combo.setAllowEmptyLayer(True)  # a required one too: empty rather than the first layer, unasked
            combo.setObjectName(f"dockline_{key.lower()}")
            rows[key] = (self.tr(label), combo)
        return rows

    def _field_rows(self) -> dict:
        rows = {}
        for key, label, _ in (*FIELD_CHOICES, ("ZONING_FIELD", "Zoning district field", ())):
            combo = self.field_boxes[key] = QgsFieldComboBox(self)
            combo.setAllowEmptyFieldName(True)  # the id too: empty rather than a wrong guess (fid)
            combo.setObjectName(f"dockline_{key.lower()}")
            rows[key] = (self.tr(label), combo)
        return rows

    def _setting_rows(self) -> dict:
        from ..processing.adapters.shoreline_run import DEFAULT_TOLERANCE
        from ..rules import PROFILES

        self.profile_box = QComboBox(self)
        self.profile_box.addItems([profile.name for profile in PROFILES.values()])
        self.tier_map = QgsFileWidget(self)
        self.tier_map.setFilter(self.tr("Tier map (*.csv)"))
        self.tolerance = self._feet_box("dockline_tolerance", 0.01, 100.0, DEFAULT_TOLERANCE)
        self.tolerance.setToolTip(
            self.tr("How far parcel lines may stop short of or overlap the MHW, in feet (as TOLERANCE in Processing).")
        )
        return {
            "PROFILE": (self.tr("Municipality (parcels without one)"), self.profile_box),
            "TIER_MAP": (self.tr("Tier map ([municipality,]district,tier)"), self.tier_map),
            "TOLERANCE": (self.tr("Tolerance, parcel lines to the MHW"), self.tolerance),
        }

    def _terrain_rows(self) -> dict:
        """The soundings' field and water level, the rasters' vertical unit and offset: as the Processing
        parameters of the same names (§ 73-5 STEEP SLOPE, § 73-9C(1)(d), § 73-13H; D17)."""
        field = self.field_boxes["SOUNDINGS_FIELD"] = QgsFieldComboBox(self)
        field.setObjectName("dockline_soundings_field")
        field.setFilters(QgsFieldProxyModel.Filter.Numeric)
        self.soundings_level = self._feet_box("dockline_soundings_level", 0.0, 20000.0, 0.0)
        self.soundings_level.setSpecialValueText(self.tr("none: the field holds elevations"))
        self.vertical_unit = QComboBox(self)
        self.vertical_unit.setObjectName("dockline_vertical_unit")
        self.vertical_unit.addItems(UNIT_NAMES)
        self.vertical_offset = self._feet_box("dockline_vertical_offset", -20000.0, 20000.0, 0.0)
        rasters = self.tr(RASTERS_NAMED)
        return {
            "SOUNDINGS_FIELD": (self.tr(TERRAIN_LABELS["SOUNDINGS_FIELD"]), field),
            "SOUNDINGS_LEVEL_FT": (self.tr(TERRAIN_LABELS["SOUNDINGS_LEVEL_FT"]), self.soundings_level),
            "VERTICAL_UNIT": (self.tr(TERRAIN_LABELS["VERTICAL_UNIT"]).format(rasters), self.vertical_unit),
            "VERTICAL_OFFSET_FT": (self.tr(TERRAIN_LABELS["VERTICAL_OFFSET_FT"]).format(rasters), self.vertical_offset),
        }

    def _feet_box(self, name: str, low: float, high: float, value: float) -> QgsDoubleSpinBox:
        box = QgsDoubleSpinBox(self)
        box.setObjectName(name)
        box.setRange(low, high)
        box.setDecimals(2)
        box.setSuffix(" ft")
        box.setClearValue(value)
        box.setValue(value)
        return box

    # -- guesses ----------------------------------------------------------------------------------------------
    def _parcel_layer_changed(self, layer) -> None:
        names = layer.fields().names() if layer is not None else []
        for key, _, wanted in FIELD_CHOICES:
            combo = self.field_boxes[key]
            combo.setLayer(layer)
            combo.setField(field_named(names, wanted) or "")

    def _zoning_layer_changed(self, layer) -> None:
        zoning = self.field_boxes["ZONING_FIELD"]
        zoning.setLayer(layer)
        if layer is not None:
            zoning.setField(field_named(layer.fields().names(), ("district",)) or "")

    def _layers_added(self, layers) -> None:
        """Layers added to the project: a guessed parcels layer (never one the user or the project chose) gives
        way to one of them that looks more like parcels (``parcels_score``), whatever order they come in."""
        if self.parcels_chosen:
            return
        best, current = guess_parcels(layers), self.layer_boxes["PARCELS"].currentLayer()
        if best is not None and (current is None or parcels_score(best) > parcels_score(current)):
            self._choose_parcels(best)

    def _parcels_picked(self) -> None:
        """The user chose the parcels layer: no layer added later replaces it."""
        self.parcels_chosen = True

    def _choose_parcels(self, layer) -> None:
        if layer is not None:
            self.layer_boxes["PARCELS"].setLayer(layer)
            self._parcel_layer_changed(layer)  # its fields guessed even where it was already shown

    # -- choices, remembered per project ----------------------------------------------------------------------
    def parameters(self) -> dict:
        """The analysis parameters as dockline:shorelineanalysis takes them; ChoiceError where a required input
        is missing or a layer is chosen twice."""
        layers = {key: self.layer_boxes[key].currentLayer() for key, *_ in LAYER_CHOICES}
        for key, label, _, optional in LAYER_CHOICES:
            if not optional and layers[key] is None:
                raise ChoiceError(self.tr("Choose the {layer} layer first.").format(layer=in_text(self.tr(label))))
        chosen = {}
        for key, label, _, _ in LAYER_CHOICES:
            layer = layers[key]
            if layer is not None and layer.id() in chosen and key not in RASTERS:
                raise ChoiceError(
                    self.tr(
                        "The layer {name} is chosen both as {first} and as {second}: each needs its own layer."
                    ).format(name=layer.name(), first=in_text(chosen[layer.id()]), second=in_text(self.tr(label)))
                )
            if layer is not None and key not in RASTERS:
                chosen[layer.id()] = self.tr(label)
        fields = {key: combo.currentField() for key, combo in self.field_boxes.items()}
        if not fields["PARCEL_ID"]:
            raise ChoiceError(self.tr("Choose the parcels' id field first."))
        if layers["ZONING"] is not None and not fields["ZONING_FIELD"]:
            raise ChoiceError(self.tr("Choose the zoning layer's district field, or no zoning layer."))
        if layers["SOUNDINGS"] is not None and not fields["SOUNDINGS_FIELD"]:
            raise ChoiceError(self.tr("Choose the soundings' elevation (or depth) field, or no soundings layer."))
        if layers["WATER"].geometryType() == QgsWkbTypes.GeometryType.LineGeometry:  # the MHW as closed lines
            layers["SHORELINE"] = layers.pop("WATER")
        outlets = [layer for layer in (layers.pop("OUTLETS"), layers.pop("MORE_OUTLETS")) if layer is not None]
        parameters = {key: layer for key, layer in layers.items() if layer is not None}
        if outlets:
            parameters["OUTLETS"] = outlets
        parameters.update({key: name for key, name in fields.items() if key != "ADDRESS_FIELD"})
        parameters["PROFILE"] = self.profile_box.currentIndex()
        if self.tier_map.filePath():
            parameters["TIER_MAP"] = self.tier_map.filePath()
        parameters["TOLERANCE"] = self.tolerance.value()
        if self.soundings_level.value() != self.soundings_level.minimum():
            parameters["SOUNDINGS_LEVEL_FT"] = self.soundings_level.value()
        parameters["VERTICAL_UNIT"] = self.vertical_unit.currentIndex()
        parameters["VERTICAL_OFFSET_FT"] = self.vertical_offset.value()
        return parameters

    def field(self, key: str) -> str:
        return self.field_boxes[key].currentField()

    def layers_in_use(self) -> set:
        return {combo.currentLayer().id() for combo in self.layer_boxes.values() if combo.currentLayer()}

    def save_choices(self) -> None:
        project = QgsProject.instance()
        for key, combo in self.layer_boxes.items():
            layer = combo.currentLayer()
            project.writeEntry(SETTINGS_SCOPE, f"layer/{key}", layer.id() if layer else "")
        for key, combo in self.field_boxes.items():
            project.writeEntry(SETTINGS_SCOPE, f"field/{key}", combo.currentField())
        project.writeEntry(SETTINGS_SCOPE, "profile", self.profile_box.currentIndex())
        project.writeEntry(SETTINGS_SCOPE, "tier_map", self.tier_map.filePath())
        project.writeEntryDouble(SETTINGS_SCOPE, "tolerance", self.tolerance.value())
        project.writeEntryDouble(SETTINGS_SCOPE, "soundings_level", self.soundings_level.value())
        project.writeEntry(SETTINGS_SCOPE, "vertical_unit", self.vertical_unit.currentIndex())
        project.writeEntryDouble(SETTINGS_SCOPE, "vertical_offset", self.vertical_offset.value())

    def restore_choices(self) -> None:
        """The choices remembered in the project; where none is, the parcels guessed and no other layer (the first
        polygon layer is not the water just because it is first)."""
        project = QgsProject.instance()
        for key, combo in self.layer_boxes.items():
            layer = project.mapLayer(project.readEntry(SETTINGS_SCOPE, f"layer/{key}", "")[0])
            if key == "PARCELS":
                self.parcels_chosen = layer is not None
            if layer is not None:
                combo.setLayer(layer)
            elif key == "PARCELS":  # guessed; its fields follow below
                combo.setLayer(guess_parcels(project.mapLayers().values()) or combo.currentLayer())
            else:
                combo.setLayer(None)
        # the field boxes follow the layers now shown, also where a box showed its layer already and so said
        # no change (a panel opened again on a project that remembers its choices)
        self._parcel_layer_changed(self.layer_boxes["PARCELS"].currentLayer())
        self._zoning_layer_changed(self.layer_boxes["ZONING"].currentLayer())
        self.field_boxes["SOUNDINGS_FIELD"].setLayer(self.layer_boxes["SOUNDINGS"].currentLayer())
        for key, combo in self.field_boxes.items():
            name = project.readEntry(SETTINGS_SCOPE, f"field/{key}", "")[0]
            if name:
                combo.setField(name)
        self.profile_box.setCurrentIndex(project.readNumEntry(SETTINGS_SCOPE, "profile", 0)[0])
        self.tier_map.setFilePath(project.readEntry(SETTINGS_SCOPE, "tier_map", "")[0])
        self.tolerance.setValue(project.readDoubleEntry(SETTINGS_SCOPE, "tolerance", self.tolerance.clearValue())[0])
        self.soundings_level.setValue(project.readDoubleEntry(SETTINGS_SCOPE, "soundings_level", 0.0)[0])
        self.vertical_unit.setCurrentIndex(project.readNumEntry(SETTINGS_SCOPE, "vertical_unit", 0)[0])
        self.vertical_offset.setValue(project.readDoubleEntry(SETTINGS_SCOPE, "vertical_offset", 0.0)[0])

    def unload(self) -> None:
        project = QgsProject.instance()
        project.readProject.disconnect(self.restore_choices)
        project.layersAdded.disconnect(self._layers_added)
