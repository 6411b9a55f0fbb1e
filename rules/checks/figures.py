"""The figures a certificate of nonconformity may record (§ 73-21F, D15): by name, the field each is read from
and how a finding names it. No shapely, so that the inputs' fields can be declared where it is missing.
"""

from __future__ import annotations

from typing import NamedTuple


class CertifiedFigure(NamedTuple):
    """A figure a certificate of nonconformity may record (§ 73-21F, D15): its field parameter, what the field
    holds, what a finding calls the figure, and its unit."""

    parameter: str
    holds: str
    what: str
    unit: str


CERTIFIED_FIGURES = {  # by name, the default name of the figure's field
    "area_sqft": CertifiedFigure("CERTIFICATE_AREA_FIELD", "certified area (sq ft)", "area", "sq ft"),
    "length_ft": CertifiedFigure("CERTIFICATE_LENGTH_FIELD", "certified length (ft)", "length", "ft"),
    "reach_ft": CertifiedFigure("CERTIFICATE_REACH_FIELD", "certified reach from MHW (ft)", "reach", "ft"),
    "width_ft": CertifiedFigure("CERTIFICATE_WIDTH_FIELD", "certified width (ft)", "width", "ft"),
    "height_ft": CertifiedFigure("CERTIFICATE_HEIGHT_FIELD", "certified height (ft)", "height", "ft"),
    "slips": CertifiedFigure("CERTIFICATE_SLIPS_FIELD", "certified boat slips", "number of slips", "slips"),
    "moorings": CertifiedFigure("CERTIFICATE_MOORINGS_FIELD", "certified moorings", "number of moorings", "moorings"),
}
