"""Cards: the code parse/format pair, trick strength and points (RULES.md §1)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.cards import ALL_CARDS, CLASSIC, SOUTHERN, card_code, parse_card, rank_of, suit_of
from engine_helpers import ALL_CODES, CLASSIC_POINTS, CLASSIC_STRENGTH, SOUTHERN_STRENGTH


def test_every_card_code_round_trips() -> None:
    assert sorted(card_code(c) for c in ALL_CARDS) == sorted(ALL_CODES)
    for c in ALL_CARDS:
        assert parse_card(card_code(c)) == c


def test_codes_name_rank_then_suit_initial() -> None:
    assert rank_of(parse_card("1D")) == 1 and suit_of(parse_card("1D")) == 0
    assert rank_of(parse_card("10S")) == 10 and suit_of(parse_card("10S")) == 3
    assert [suit_of(parse_card(f"7{s}")) for s in "DCBS"] == [0, 1, 2, 3]


@pytest.mark.parametrize("text", [
    "", "1", "D", "0D", "01D", "11D", "100D", "-1D", "+1D", "1X", "1DD", " 1D", "1D ", "1D\n",
    "1d", "10s", "AD", "QD", "١D", "１D", "²D", "1٫D", "1\u200bD", "\x001D", "10",
])
def test_malformed_card_codes_are_refused_with_a_message(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        parse_card(text)


@pytest.mark.parametrize("value", [None, 1, 1.0, b"1D", ["1D"], ("1", "D")])
def test_non_text_is_not_a_card(value: object) -> None:
    with pytest.raises(ValueError, match="not a card"):
        parse_card(value)  # type: ignore[arg-type]


@given(st.text(max_size=5))
@settings(max_examples=300, deadline=None)
def test_parse_card_accepts_exactly_the_forty_codes(text: str) -> None:
    if text in ALL_CODES:
        assert card_code(parse_card(text)) == text
    else:
        with pytest.raises(ValueError):
            parse_card(text)


def test_classic_trick_strength_asso_tre_re_cavallo_fante_then_numbers() -> None:
    for suit in "DCBS":
        ranked = sorted((parse_card(f"{r}{suit}") for r in range(1, 11)), key=CLASSIC.power.__getitem__,
                        reverse=True)
        assert [rank_of(c) for c in ranked] == list(CLASSIC_STRENGTH)


def test_classic_card_points_and_a_deck_holds_120() -> None:
    for c in ALL_CARDS:
        assert CLASSIC.value[c] == CLASSIC_POINTS.get(rank_of(c), 0)
    assert sum(CLASSIC.value) == 120
    assert {CLASSIC.value[parse_card(code)] for code in ("2D", "4C", "5B", "6S", "7D")} == {0}


def test_southern_order_puts_the_fante_above_the_cavallo_with_three_points() -> None:
    ranked = sorted((parse_card(f"{r}B") for r in range(1, 11)), key=SOUTHERN.power.__getitem__, reverse=True)
    assert [rank_of(c) for c in ranked] == list(SOUTHERN_STRENGTH)
    assert SOUTHERN.value[parse_card("8B")] == 3  # J
    assert SOUTHERN.value[parse_card("9B")] == 2  # Q
    assert sum(SOUTHERN.value) == 120
