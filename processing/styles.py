"""Output layers load styled: each output name has a QML style in resources/styles."""

import os

from qgis.core import QgsProcessingLayerPostProcessorInterface

from ..about import PLUGIN_DIR

STYLE_DIR = os.path.join(PLUGIN_DIR, "resources", "styles")


def style_path(output_name: str) -> str:
    return os.path.join(STYLE_DIR, f"{output_name.lower()}.qml")


class _LoadStyle(QgsProcessingLayerPostProcessorInterface):
    def __init__(self, path):
        super().__init__()
        self.path = path

    def postProcessLayer(self, layer, context, feedback):  # noqa: N802 (QGIS's name)
        layer.loadNamedStyle(self.path)
        layer.triggerRepaint()


def style_on_load(algorithm, context, destination: str, output_name: str) -> None:
    """If QGIS will load this output, apply its style when it does (the post-processor must outlive the run, so
    the algorithm instance keeps it)."""
    path = style_path(output_name)
    if not os.path.exists(path) or not context.willLoadLayerOnCompletion(destination):
        return
    processor = _LoadStyle(path)
    algorithm.__dict__.setdefault("_style_processors", []).append(processor)
    context.layerToLoadOnCompletionDetails(destination).setPostProcessor(processor)
