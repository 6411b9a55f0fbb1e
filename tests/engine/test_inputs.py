"""Attribute values read as the law needs them, whatever reader delivered them."""

import numpy as np
import pytest
from dockline.rules.tools.values import is_yes


@pytest.mark.parametrize("value", [True, 1, 1.0, np.float64(1.0), np.int64(1), "1", "1.0", " Yes ", "y", "T", "true"])
def test_a_yes_in_any_spelling_a_reader_gives(value):
    assert is_yes(value)


@pytest.mark.parametrize("value", [False, 0, 0.0, np.float64(0.0), 2, None, float("nan"), "", "no", "0", "0.0", "n"])
def test_anything_else_is_no(value):
    assert not is_yes(value)
