"""Dockline's panel and exhibits; no logic of the law lives here."""
