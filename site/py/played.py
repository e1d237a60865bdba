"""Carte viste: the cards already played in this deal, grouped by suit.

Read from the observation only (the finished tricks of the deal and the cards on the
table), so the panel shows exactly what every player at a real table has seen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from values import Observation

SUIT_ORDER: Final = ("D", "C", "B", "S")


def shown(view: Observation) -> bool:
    """The option is on (the panel is offered only then)."""
    return bool(view.get("options", {}).get("carte_viste"))


def played_cards(view: Observation) -> list[str]:
    """Every card played this deal, in the order it was played."""
    cards = [code for trick in view["history"] for _, code in trick["cards"]]
    cards += [code for _, code in view["table"] if code not in cards]
    return cards


def by_suit(view: Observation) -> list[tuple[str, list[str]]]:
    """(suit, cards played of that suit, lowest rank first) for each of the four suits."""
    played = played_cards(view)
    return [(suit, sorted((c for c in played if c[-1] == suit), key=lambda c: int(c[:-1])))
            for suit in SUIT_ORDER]
