"""Partner signals of Briscola a 4 (segnali, RULES.md §9): the words, and which are true.

At a real table partners tell each other what they hold by face signals, from the second
trick on [004]. Here a seat may send its partner one signal a trick while the partner
cannot see its hand: ``asso``, ``tre``, ``re``, ``cavallo`` or ``fante`` ("I hold the
briscola of that rank"), or ``liscio`` ("nothing of value": no briscola, no Asso, no Tre).
The engine takes only true signals, so a partner may count on every one it sees.
"""

from __future__ import annotations

from typing import Final, Iterable

from .cards import ALL_CARDS, card

SIGNALS: Final = ("asso", "tre", "re", "cavallo", "fante", "liscio")
# Each "I hold this briscola" signal -> the rank it names (Fante 8, Cavallo 9, Re 10).
HELD_RANKS: Final = {"asso": 1, "tre": 3, "re": 10, "cavallo": 9, "fante": 8}
CARICHI_RANKS: Final = (1, 3)


def true_signals(hand: Iterable[int], trump: int) -> list[str]:
    """The signals that are true of ``hand`` with briscola suit ``trump``, in SIGNALS order."""
    cards = set(hand)
    told = [word for word, rank in HELD_RANKS.items() if card(rank, trump) in cards]
    return told + ([] if cards & denied_by_liscio(trump) else ["liscio"])


def denied_by_liscio(trump: int) -> frozenset[int]:
    """The cards a "liscio" says its sender does not hold: every briscola, every Asso and Tre."""
    return frozenset(c for c in ALL_CARDS if c // 10 == trump or c % 10 + 1 in CARICHI_RANKS)


def signalled_card(word: str, trump: int) -> int | None:
    """The briscola a signal says its sender holds (None for ``liscio``)."""
    rank = HELD_RANKS.get(word)
    return None if rank is None else card(rank, trump)
