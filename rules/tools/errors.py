"""Errors Dockline raises for bad input: the message says which input and what is wrong."""


class DocklineInputError(ValueError):
    """Input the law cannot be applied to (a bad frontage, an unknown tier, profile or district...)."""
