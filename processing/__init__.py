"""Dockline's Processing provider and algorithms (one per file); thin adapters over ``rules``."""
