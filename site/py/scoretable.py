"""The partita deal by deal, as one table: the scoreboard during the partita and the end
screen's results are the same table, so they read the same.

No rule here. A partita played to a goal (chiamata, Joker) is told in each seat's score
changes, as the engine scored them; any other in the card points each side took, deal by
deal, the winner of each deal marked, then the totals the engine keeps (deals won where
the format counts them, points in all). Column heads have a short form for a phone's
width (the full name stays for screen readers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Final

import i18n
import notes
from values import Value

if TYPE_CHECKING:
    from values import DealResultData, Observation

SHORT_OWN_NAME: Final = 4  # the player's own name as a short head, if no longer than this
DEALS_WON: Final = ("smazzate", "classica", "torneo")  # formats whose partita score counts deals won


class Column(Value):
    def __init__(self, name: str, short: str, won: bool = False) -> None:
        self.name = name
        self.short = short  # shown on a narrow screen
        self.won = won  # this seat or side won the partita


class Row(Value):
    def __init__(self, deal: str, cells: tuple[str, ...], best: tuple[bool, ...], notes: str,
                 short_notes: str = "") -> None:
        self.deal = deal
        self.cells = cells  # one per column
        self.best = best  # per column: it won this deal
        self.notes = notes
        self.short_notes = short_notes or notes  # with the heads' short names, for a phone


class ScoreTable(Value):
    def __init__(self, columns: tuple[Column, ...], rows: tuple[Row, ...],
                 totals: tuple[tuple[str, tuple[str, ...]], ...]) -> None:
        self.columns = columns
        self.rows = rows
        self.totals = totals  # (what the row counts, one cell per column)


def short_name(lang: str, seat: int, viewer: int, players: int, full: str, own_name: str = "",
               private: bool = False) -> str:
    """A seat's name in a few letters: 'Tu' (or a name that short), 'C1' for Computer 1, 'G2'
    for Giocatore 2, 'Bru.' for Bruno; two columns have room for a whole name ("Computer", a
    tournament's "Bruno"). ``private``: pass-and-play, where no seat is "Tu"."""
    if seat == viewer and not private:
        return own_name if 0 < len(own_name) <= SHORT_OWN_NAME else i18n.text(lang, "you")
    if players == 2 or len(full) <= SHORT_OWN_NAME:
        return full
    words = full.split()
    if len(words) > 1 and words[-1].isdigit():
        return full[0] + words[-1]
    return full[:SHORT_OWN_NAME - 1] + "."


def side_name(lang: str, side: list[int], viewer: int, name: Callable[[int], str], private: bool = False) -> str:
    """A side in a word: its seat's name when it has one seat, else 'Noi' or 'Voi' (in
    pass-and-play, whose device it is changes: its names)."""
    if len(side) == 1:
        return name(side[0])
    if private:
        return i18n.names(lang, [name(seat) for seat in side])
    return i18n.text(lang, "score.us" if viewer in side else "score.them")


def columns_of(view: Observation) -> list[list[int]]:
    """The table's columns as lists of seats: each seat when the partita has a goal (its
    score is each seat's own), else each side."""
    if view.get("goal"):
        return [[seat] for seat in range(view["players"])]
    return [list(side) for side in view["sides"]] or [[seat] for seat in range(view["players"])]


def side_points(view: Observation, seats: list[int]) -> int:
    """A side's points over the partita: once it is over, as the engine's result counts
    them (a forfeit's penalty in them), before that the running totals."""
    match = view.get("match_result") if view.get("phase") == "over" else None
    if match:
        for side, points in zip(match["sides"], match["side_points"]):
            if list(side) == seats:
                return int(points)
    return sum(view["totals"][s] for s in seats)


def build(view: Observation, lang: str, name: Callable[[int], str], own_name: str = "",
          private: bool = False) -> ScoreTable | None:
    """The table of the deals finished so far (None before the first); once the partita is
    over, its winners' columns marked, the points as the engine's result counts them, and
    the deal a forfeit cut short last."""
    results: list[DealResultData] = view.get("results") or []
    match = view.get("match_result") if view.get("phase") == "over" else None
    interrupted = match["deals"] if match and match.get("forfeit") and match["deals"] > len(results) else 0
    if not results and not interrupted:
        return None
    me, players = view["seat"], view["players"]
    groups = columns_of(view)
    winners = match["winner"] if match else []

    def column(seats: list[int]) -> Column:
        if len(seats) == 1:
            full = name(seats[0])
            short = short_name(lang, seats[0], me, players, full, own_name, private)
        else:
            full = i18n.names(lang, [name(s) for s in seats])
            short = side_name(lang, seats, me, name, private)
        return Column(full, short, bool(winners) and all(s in winners for s in seats))

    def short(seat: int) -> str:  # a seat in a note as its column's head names it on a phone
        return short_name(lang, seat, me, players, name(seat), own_name, private)

    goal = view.get("goal")
    rows = []
    for deal in results:
        if goal:
            cells = tuple(i18n.signed(deal["score_changes"][seats[0]]) for seats in groups)
            best = tuple(False for _ in groups)
        else:
            cells = tuple(str(sum(deal["points"][s] for s in seats)) for seats in groups)
            best = tuple(not deal["level"] and all(s in deal["winners"] for s in seats) for seats in groups)
        rows.append(Row(str(deal["number"] + 1), cells, best, notes.deal_notes(lang, deal, name),
                        notes.deal_notes(lang, deal, short, brief=True)))
    if interrupted:
        rows.append(Row(str(interrupted), tuple("–" for _ in groups), tuple(False for _ in groups),
                        i18n.text(lang, "note.interrupted")))
    scores = view["scores"]
    totals: list[tuple[str, tuple[str, ...]]] = []
    if goal:
        totals.append((i18n.text(lang, "scoreboard.total"), tuple(i18n.score(scores[seats[0]]) for seats in groups)))
    else:
        if view["options"].get("format", "punti") in DEALS_WON:
            totals.append((i18n.text(lang, "scoreboard.won"), tuple(str(scores[seats[0]]) for seats in groups)))
        totals.append((i18n.text(lang, "scoreboard.points"),
                       tuple(str(side_points(view, seats)) for seats in groups)))
    return ScoreTable(tuple(column(seats) for seats in groups), tuple(rows), tuple(totals))
