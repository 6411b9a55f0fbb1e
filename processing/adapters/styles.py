"""Output layers load styled: each output name has a QML style in resources/styles."""

import os

from qgis.core import QgsProcessingLayerPostProcessorInterface

from ...about import style_path


class _LoadStyle(QgsProcessingLayerPostProcessorInterface):
    def __init__(self, path):
        super().__init__()
        self.path = path

    def postProcessLayer(self, layer, context, feedback):  # noqa: N802 (QGIS's name)
        layer.loadNamedStyle(self.path)
        layer.triggerRepaint()


_PENDING: dict[str, _LoadStyle] = {}  # destination → processor: QGIS runs a copy of the algorithm and deletes it
# before the layers load, so the processors must outlive it (one per destination, replaced by the next run)


def style_on_load(context, destination: str, output_name: str) -> None:
    """If QGIS will load this output, apply its style when it does."""
    path = style_path(output_name)
    if not os.path.exists(path) or not context.willLoadLayerOnCompletion(destination):
        return
    processor = _PENDING[destination] = _LoadStyle(path)
    context.layerToLoadOnCompletionDetails(destination).setPostProcessor(processor)
