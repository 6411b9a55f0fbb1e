"""The exhibit's print layout and map, whose expression contexts are made once an exhibit while the exhibits export.

QGIS makes the map's expression context anew each time a table frame, label, legend or scale bar measures or draws
itself (QGIS 3.22: over a hundred times an exhibit), and with it the layout's: each reads the settings file and
builds the map's CRS through PROJ, a sixth of the export's time. While the atlas exports, what these contexts read
changes only with the atlas's feature (the map's extent with it) and the page's render settings: a context made for
them holds until they change."""

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
        """While the atlas exports: each context made once for what it reads, none held from before."""
        self._held = {}
        try:
            yield
        finally:
            self._held = None

    def held(
        self, name: str, make: Callable[[], QgsExpressionContext], state: Callable[[], tuple] = tuple
    ) -> QgsExpressionContext:
        """The context ``make`` makes for ``name``: while exporting, made once for the atlas's feature, the page's
        render settings and ``state`` (what else it reads), and handed out as it is (QGIS copies it; not to be
        changed); otherwise made each time, as QGIS does."""
        if self._held is None:
            return make()
        atlas, rendering = self.atlas(), self.renderContext()
        made_for = (
            atlas.currentFeatureNumber(),
            atlas.currentFilename(),
            rendering.dpi(),
            rendering.isPreviewRender(),
            rendering.flags(),
            state(),
        )
        if name not in self._held or self._held[name][0] != made_for:
            self._held[name] = (made_for, make())
        return self._held[name][1]

    def createExpressionContext(self) -> QgsExpressionContext:  # noqa: N802 (QGIS's name)
        return self.held("layout", super().createExpressionContext)


class ExhibitMap(QgsLayoutItemMap):
    """The exhibit's map, its expression context held by its layout (``ExhibitLayout.held``) for its extent."""

    def createExpressionContext(self) -> QgsExpressionContext:  # noqa: N802 (QGIS's name)
        layout = self.layout()
        if not isinstance(layout, ExhibitLayout):  # no longer in it: QGIS is freeing the layout
            return super().createExpressionContext()
        return layout.held(self.uuid(), super().createExpressionContext, self._state)

    def _state(self) -> tuple:
        """What the map's context reads besides the atlas's feature and the page's render settings."""
        extent, frame = self.extent(), self.rect()
        return (extent.toRectF(), frame.width(), frame.height(), self.mapRotation(), tuple(self.layers()))
