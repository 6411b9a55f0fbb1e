"""The exhibit's print layout and map, whose expression contexts are made once an exhibit while the exhibits export.

QGIS makes the map's expression context anew each time a table frame, label, legend or scale bar measures or draws
itself (QGIS 3.22: over a hundred times an exhibit), and with it the layout's: each reads the settings file and
builds the map's CRS through PROJ, a sixth of the export's time. While the atlas exports, only its feature changes,
and with it the map's extent: a context made for what they are holds until they change."""

import contextlib
from collections.abc import Callable, Iterator

from qgis.core import QgsExpressionContext, QgsLayoutItemMap, QgsPrintLayout


class ExhibitLayout(QgsPrintLayout):
    """A print layout whose expression context, and its map's (``ExhibitMap``), are held while ``exporting``."""

    def __init__(self, project):
        super().__init__(project)
        self._held: dict[str, tuple] | None = None  # while exporting: each context, with what it was made for

    @contextlib.contextmanager
    def exporting(self) -> Iterator[None]:
        """While the atlas exports: each context is made once for each exhibit, none held from before."""
        self._held = {}
        try:
            yield
        finally:
            self._held = None

    def held(self, name: str, state: tuple, make: Callable[[], QgsExpressionContext]) -> QgsExpressionContext:
        """The context ``make`` makes for ``name``, which reads ``state`` besides the atlas's feature: while
        exporting, made once for each exhibit and state; otherwise made each time, as QGIS does."""
        if self._held is None:
            return make()
        atlas = self.atlas()
        made_for = (
            atlas.currentFeatureNumber(),
            self.reportContext().feature().id(),
            atlas.currentFilename(),
            self.renderContext().dpi(),
            state,
        )
        if name not in self._held or self._held[name][0] != made_for:
            self._held[name] = (made_for, make())
        return self._held[name][1]

    def createExpressionContext(self) -> QgsExpressionContext:  # noqa: N802 (QGIS's name)
        return self.held("layout", (), super().createExpressionContext)


class ExhibitMap(QgsLayoutItemMap):
    """The exhibit's map, its expression context held by its layout (``ExhibitLayout.held``) for its extent."""

    def createExpressionContext(self) -> QgsExpressionContext:  # noqa: N802 (QGIS's name)
        layout = self.layout()
        if not isinstance(layout, ExhibitLayout):  # a copy the designer made
            return super().createExpressionContext()
        extent, frame = self.extent(), self.rect()
        state = (extent.toRectF(), frame.width(), frame.height(), self.mapRotation(), tuple(self.layers()))
        return layout.held("map", state, super().createExpressionContext)
