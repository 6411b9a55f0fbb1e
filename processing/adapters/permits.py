"""A permits table (``dockline:permitcalendar``'s PERMITS, the panel's and the exhibits' too) read as the officer's
calendar (``rules.law.calendar``) reads its rows."""

from qgis.PyQt.QtCore import QDate, QDateTime

from ..base import every_feature, plain


def cell(value):
    """A permits table's value as the calendar reads it: a date field's QDate (or QDateTime) as a date, NULL as
    None."""
    value = plain(value)
    if isinstance(value, QDateTime):
        value = value.date()
    if isinstance(value, QDate):
        return value.toPyDate() if value.isValid() else None
    return value


def permit_rows(source) -> list[dict]:
    """A permits table's rows as the calendar reads them: column → ``cell``."""
    names = source.fields().names()
    return [dict(zip(names, map(cell, feature.attributes()))) for feature in every_feature(source)]
