"""Victory points (RULES.md §5.2): every band edge of the table, for 1, 2 and 3 deals."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import briscola
from briscola import victory_points

# RULES.md §5.2 as printed: winner's VP, then the MP band for 1, 2 and 3 deals (None: open).
# The 3-deal 17-3 row is the corrected 54-62.
RULES_TABLE = [
    (10, (0, 0), (0, 0), (0, 0)),
    (11, (2, 2), (2, 4), (2, 4)),
    (12, (4, 6), (6, 10), (6, 12)),
    (13, (8, 12), (12, 18), (14, 22)),
    (14, (14, 18), (20, 26), (24, 32)),
    (15, (20, 24), (28, 34), (34, 42)),
    (16, (26, 30), (36, 42), (44, 52)),
    (17, (32, 36), (44, 50), (54, 62)),
    (18, (38, 42), (52, 58), (64, 72)),
    (19, (44, 48), (60, 68), (74, 84)),
    (20, (50, None), (70, None), (86, None)),
]
EDGES = [(vp, deals, mp) for vp, *bands in RULES_TABLE for deals, band in enumerate(bands, start=1)
         for mp in band if mp is not None]


@pytest.mark.parametrize("vp, deals, mp", EDGES)
def test_each_band_edge_scores_its_row(vp: int, deals: int, mp: int) -> None:
    assert victory_points(mp, deals) == (vp, 20 - vp)


@pytest.mark.parametrize("deals", [1, 2, 3])
def test_the_bands_read_back_as_the_rules_print_them(deals: int) -> None:
    printed = [(vp, *bands[deals - 1]) for vp, *bands in RULES_TABLE]
    assert briscola.victory.bands(deals) == printed


@pytest.mark.parametrize("deals", [1, 2, 3])
def test_the_open_band_has_no_ceiling(deals: int) -> None:
    assert victory_points(120 * deals, deals) == (20, 0)
    assert victory_points(10_000, deals) == (20, 0)


def test_the_corrected_17_3_row_for_three_deals() -> None:
    assert victory_points(54, 3) == (17, 3) and victory_points(62, 3) == (17, 3)
    assert victory_points(34, 3) == (15, 5)  # the seed's misprinted "34" is the 15-5 row


@pytest.mark.parametrize("deals", [1, 2, 3])
def test_an_odd_difference_scores_like_the_even_number_below_it(deals: int) -> None:
    for mp in range(1, 200, 2):
        assert victory_points(mp, deals) == victory_points(mp - 1, deals)


@given(st.integers(0, 400), st.sampled_from([1, 2, 3]))
def test_more_points_never_score_fewer_vp_and_fewer_deals_never_fewer(mp: int, deals: int) -> None:
    assert victory_points(mp + 1, deals)[0] >= victory_points(mp, deals)[0]
    if deals > 1:
        assert victory_points(mp, deals - 1)[0] >= victory_points(mp, deals)[0]


@pytest.mark.parametrize("mp, deals, expected", [
    (0, 1, (14, 0)), (12, 1, (14, 0)), (14, 1, (14, 0)), (20, 1, (15, 0)), (50, 1, (20, 0)),
    (0, 3, (14, 0)), (24, 3, (14, 0)), (40, 3, (15, 0)), (62, 3, (17, 0)),
])
def test_a_forfeit_gives_0_to_the_loser_and_at_least_14_to_the_winner(
        mp: int, deals: int, expected: tuple[int, int]) -> None:
    assert victory_points(mp, deals, forfeit=True) == expected


@pytest.mark.parametrize("mp, deals, words", [
    (-2, 1, "difference"), (2.0, 1, "difference"), (True, 1, "difference"), ("2", 1, "difference"),
    (2, 0, "deals"), (2, 4, "deals"), (2, True, "deals"), (2, 1.0, "deals"), (2, None, "deals"),
])
def test_bad_arguments_are_refused_naming_them(mp: object, deals: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        victory_points(mp, deals)  # type: ignore[arg-type]


def test_the_function_is_on_the_package() -> None:
    assert briscola.victory_points is victory_points
