"""Actions as values, with the parse/format pair (python-chess's ``Move.from_uci``/``uci()``).

Text stays the boundary (saves, the page, ``Game.apply``): ``Action.parse`` is the one way
in and ``str(action)`` the one way out, so nothing else slices action strings.

    >>> Action.parse("bid 2 65")
    Action(verb='bid', rank=2, points=65)
    >>> str(Action.play(parse_card("10S")))
    'play 10S'
    >>> Action.parse("bid carichi").carichi
    True
"""

from __future__ import annotations

import reprlib  # quotes bad text cut short, whatever its size
from functools import lru_cache
from typing import Final, NamedTuple

from .cards import ALL_CARDS, SUITS, card_code, parse_card
from .signals import SIGNALS

VERBS: Final = ("play", "bid", "pass", "trump", "call", "next", "signal", "abandon", "flag")
FORFEITS: Final = ("abandon", "flag")  # what the table applies for a seat, never an agent
CARICHI: Final = "carichi"
MAX_RANK = 10  # a bid's number up to 10 is a rank; from 61 a points target


class Action(NamedTuple):  # a tuple: made thousands of times a second, and immutable
    """One move: ``verb`` and the one or two things it names.

    ``play C`` and ``call C`` (chiamata's points auction: the called card) name a ``card``;
    ``bid R`` a ``rank``, ``bid 2 P`` rank 2 and ``points``, ``bid P`` (points auction)
    ``points`` alone, ``bid carichi`` ``carichi``; ``trump S`` a ``suit``; ``abandon S`` and
    ``flag S`` a ``seat``; ``signal W`` (Briscola a 4's segnali) a ``word`` of
    ``signals.SIGNALS``; ``pass`` and ``next`` nothing.
    """

    verb: str
    card: int | None = None
    rank: int | None = None
    points: int | None = None
    carichi: bool = False
    suit: int | None = None
    seat: int | None = None
    word: str | None = None

    @classmethod
    def play(cls, card: int) -> "Action":
        return PLAYS[card]

    @classmethod
    def parse(cls, text: str) -> "Action":
        """The action ``text`` spells, in the one spelling ``str`` gives; a ValueError says
        what is wrong with anything else."""
        if not isinstance(text, str):
            raise ValueError(f"an action is text such as 'play 1D', not {type(text).__name__}")
        return _parse(text)

    @classmethod
    def _parse_text(cls, text: str) -> "Action":
        verb, _, rest = text.partition(" ")
        if verb not in VERBS:
            raise ValueError(f"{reprlib.repr(text)} is not an action; actions are: {', '.join(VERBS[:6])}")
        action = cls._parse_rest(verb, rest)
        if str(action) != text:
            raise ValueError(f"{reprlib.repr(text)} is not how an action is written; write {str(action)!r}")
        return action

    @classmethod
    def _parse_rest(cls, verb: str, rest: str) -> "Action":
        words = rest.split(" ") if rest else []
        if verb in ("pass", "next"):
            if words:
                raise ValueError(f"{verb!r} takes nothing after it")
            return cls(verb)
        if len(words) != 1 and not (verb == "bid" and len(words) == 2):
            raise ValueError(f"{reprlib.repr(verb + ' ' + rest)} is not an action: {_SHAPES[verb]}")
        if verb in ("play", "call"):
            return cls(verb, card=parse_card(words[0]))
        if verb == "trump":
            if words[0] not in SUITS:
                raise ValueError(f"'trump' names a suit: D, C, B or S, not {reprlib.repr(words[0])}")
            return cls(verb, suit=SUITS.index(words[0]))
        if verb in FORFEITS:
            return cls(verb, seat=_number(words[0], "a seat"))
        if verb == "signal":
            if words[0] not in SIGNALS:
                raise ValueError(f"'signal' names one of {', '.join(SIGNALS)}, not {reprlib.repr(words[0])}")
            return cls(verb, word=words[0])
        if words == [CARICHI]:
            return cls(verb, carichi=True)
        numbers = [_number(word, "a rank or points") for word in words]
        if len(numbers) == 2:
            return cls(verb, rank=numbers[0], points=numbers[1])
        if numbers[0] <= MAX_RANK:
            return cls(verb, rank=numbers[0])
        return cls(verb, points=numbers[0])

    def __str__(self) -> str:
        if self.card is not None:
            return f"{self.verb} {card_code(self.card)}"
        if self.suit is not None:
            return f"{self.verb} {SUITS[self.suit]}"
        if self.seat is not None:
            return f"{self.verb} {self.seat}"
        if self.word is not None:
            return f"{self.verb} {self.word}"
        if self.carichi:
            return f"{self.verb} {CARICHI}"
        words = [str(n) for n in (self.rank, self.points) if n is not None]
        return " ".join([self.verb, *words])

    def __repr__(self) -> str:
        named = {k: v for k, v in (("card", self.card), ("rank", self.rank), ("points", self.points),
                                   ("suit", self.suit), ("seat", self.seat), ("word", self.word))
                 if v is not None}
        if self.carichi:
            named["carichi"] = True
        return "Action(" + ", ".join([f"verb={self.verb!r}", *(f"{k}={v!r}" for k, v in named.items())]) + ")"

    @property
    def forfeit(self) -> bool:
        return self.verb in FORFEITS


# Every card's play, made once: the engine lists and applies them thousands of times a second.
PLAYS: Final = tuple(Action("play", card=c) for c in ALL_CARDS)
PLAY_TEXTS: Final = tuple(str(action) for action in PLAYS)


@lru_cache(maxsize=1024)  # the legal texts are a few hundred; a refused text is never kept
def _parse(text: str) -> Action:
    return Action._parse_text(text)


_SHAPES: Final = {
    "play": "write 'play' and a card, like 'play 1D'",
    "call": "write 'call' and a card, like 'call 1D'",
    "trump": "write 'trump' and a suit, like 'trump D'",
    "bid": "write 'bid' and a rank, 'bid 2' and points, points, or 'bid carichi'",
    "abandon": "write 'abandon' and a seat, like 'abandon 0'",
    "flag": "write 'flag' and a seat, like 'flag 0'",
    "signal": "write 'signal' and a signal, like 'signal asso'",
}


def _number(word: str, what: str) -> int:
    if not (word.isascii() and word.isdigit()):
        raise ValueError(f"{reprlib.repr(word)} is not {what}: write a whole number")
    return int(word)
