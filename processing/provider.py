"""The ``dockline`` Processing provider."""

from qgis.core import QgsProcessingProvider
from qgis.PyQt.QtGui import QIcon

from ..about import ICON_PATH, metadata
from .allocation import AllocationAlgorithm
from .buildout import BuildOutAlgorithm
from .check_facilities import CheckFacilitiesAlgorithm
from .exhibits import ExhibitsAlgorithm
from .export_cad import ExportCadAlgorithm
from .facility_areas import FacilityAreasAlgorithm
from .import_cad import ImportCadAlgorithm
from .mhw_from_dem import MhwFromDemAlgorithm
from .permit_calendar import PermitCalendarAlgorithm
from .shoreline_analysis import ShorelineAnalysisAlgorithm
from .tie_lines import TieLinesAlgorithm

ALGORITHMS = (
    ShorelineAnalysisAlgorithm,
    TieLinesAlgorithm,
    FacilityAreasAlgorithm,
    AllocationAlgorithm,
    CheckFacilitiesAlgorithm,
    BuildOutAlgorithm,
    ExhibitsAlgorithm,
    MhwFromDemAlgorithm,
    ExportCadAlgorithm,
    ImportCadAlgorithm,
    PermitCalendarAlgorithm,
)


class DocklineProvider(QgsProcessingProvider):
    """Dockline's algorithms in the Processing Toolbox, models, batch mode and qgis_process."""

    def id(self):
        return "dockline"

    def name(self):
        return "Dockline — Canandaigua Lake docking law"

    def longName(self):  # noqa: N802 (QGIS's name)
        return f"{self.name()} ({metadata()['version']})"

    def versionInfo(self):  # noqa: N802 (QGIS's name)
        return metadata()["version"]

    def icon(self):
        return QIcon(ICON_PATH)

    def svgIconPath(self):  # noqa: N802 (QGIS's name)
        return ICON_PATH

    def loadAlgorithms(self):  # noqa: N802 (QGIS's name)
        for algorithm in ALGORITHMS:
            self.addAlgorithm(algorithm())
