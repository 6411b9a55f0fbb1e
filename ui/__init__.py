"""Dockline's panel; no logic of the law lives here."""
