"""The match end screen's content, from the engine's ``match_result`` and deal results.

No DOM and no rule: who won, the points per side (the §5.1 penalty included, as the engine
counted it), one line per deal, the victory points when the engine gives them. A partita
played to a goal (chiamata to 11, Joker to 10) is told in its own scores, not card points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Final

import i18n
import notes
from values import Value

if TYPE_CHECKING:
    from values import Observation

GAME_WON: Final = ("end.you_win", "end.you_and_win", "end.other_wins", "end.others_win")


class EndView(Value):
    def __init__(self, title: str, won: bool | None, lines: tuple[str, ...], deals: tuple[str, ...],
                 number: str = "") -> None:
        self.title = title
        self.won = won  # the player's side won; None when the win is shared by everyone
        self.lines = lines  # points, forfeit, victory points
        self.deals = deals  # one line per deal played
        self.number = number  # the game number, to replay the same shuffles


def build(view: Observation, lang: str, name: Callable[[int], str], game_number: int | str = "") -> EndView | None:
    """The end screen for a finished partita, or None while it is not over."""
    result = view.get("match_result")
    if view.get("phase") != "over" or not result:
        return None
    me: int = view["seat"]

    def side_name(side: list[int]) -> str:
        return i18n.names(lang, [name(s) for s in side])

    winners: list[int] = result["winner"]
    sides: list[list[int]] = result["sides"]
    if len(winners) == view["players"]:
        title, won = i18n.text(lang, "end.level"), None
    else:
        title = i18n.who_wins(lang, GAME_WON, [name(s) for s in winners if s != me], me in winners)
        won = me in winners
    goal = view.get("goal")
    if goal:
        # The engine ranks by the partita scores (seats level share a place): read top down.
        lines = [i18n.text(lang, "end.goal", goal=goal)]
        lines += [i18n.text(lang, "end.score", name=name(seat), score=i18n.points(lang, view["scores"][seat]))
                  for place in result["ranking"] for seat in place]
    else:
        lines = [i18n.text(lang, "end.points", name=side_name(side), points=points)
                 for side, points in zip(sides, result["side_points"])]
    forfeit = result.get("forfeit")
    if forfeit:
        # Italian conjugates for the player ("Hai abbandonato"): two keys per reason.
        if forfeit["seat"] == me:
            key = "end.abandon.you" if forfeit["reason"] == "abandon" else "end.flag.you"
        else:
            key = "end.abandon" if forfeit["reason"] == "abandon" else "end.flag"
        lines.append(i18n.text(lang, key, name=name(forfeit["seat"])))
        if result.get("difference") is not None:  # only two sides have an opponent to pay (§5.1)
            lines.append(i18n.text(lang, "end.penalty", penalty=forfeit["penalty"]))
    if result.get("difference") is not None:
        lines.append(i18n.text(lang, "end.difference", points=result["difference"]))
    vp = result.get("victory_points")
    if vp is not None:
        lines.append(i18n.text(lang, "end.vp", scores=" · ".join(
            f"{side_name(side)} {points}" for side, points in zip(sides, vp))))
    deals = []
    for index, deal in enumerate(view.get("results", []), start=1):
        if goal:
            points = " · ".join(f"{name(s)} {i18n.signed(change)}" for s, change in enumerate(deal["score_changes"]))
        else:
            points = " · ".join(f"{side_name(side)} {p}"
                                for side, p in zip(deal["sides"], deal["side_points"]))
        noted = notes.deal_notes(lang, deal, name)
        deals.append(i18n.text(lang, "end.deal", number=index, points=f"{points} · {noted}" if noted else points))
    if forfeit and result["deals"] > len(deals):  # the deal the forfeit interrupted
        deals.append(i18n.text(lang, "end.deal_interrupted", number=result["deals"]))
    told = i18n.text(lang, "end.number", number=game_number) if game_number != "" else ""
    return EndView(title, won, tuple(lines), tuple(deals), told)
