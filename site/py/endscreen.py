"""The match end screen's content, from the engine's ``match_result`` and deal results.

No DOM and no rule: who won, the results table (scoretable.py: one row per deal, the
totals, the winners' columns marked; the §5.1 penalty in the points, as the engine counted
it), a forfeit, the point difference and victory points when the engine gives them. A
partita played to a goal (chiamata to 11, Joker to 10) is told in its own scores, not card
points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final

import i18n
import scoretable
from values import Value

if TYPE_CHECKING:
    from scoretable import ScoreTable
    from values import Observation

GAME_WON: Final = ("end.you_win", "end.you_and_win", "end.other_wins", "end.others_win")
# The victory points of both sides stay one piece up to this many characters: on any
# phone's line, even a 320 px one's (longer names, "Anna e Marco: 14 · ...", may break).
ONE_PIECE: Final = 24


class EndView(Value):
    def __init__(self, title: str, won: bool | None, lines: tuple[str, ...], table: ScoreTable | None,
                 number: str = "") -> None:
        self.title = title
        self.won = won  # the player's side won; None when the win is shared by everyone
        self.lines = lines  # the goal, a forfeit, the point difference, victory points
        self.table = table  # every deal played, and the totals
        self.number = number  # the game number, to replay the same shuffles


def own_points(view: Observation) -> int:
    """The points that decided a partita that is over, the player's: its own score where
    it is played to a goal (chiamata to 11, Joker to 10), else the card points the
    player's side took over all its deals."""
    result = view["match_result"]
    assert result is not None, "a partita not over has no points yet"
    if view.get("goal"):
        score: int = view["scores"][view["seat"]]
        return score
    side = next(i for i, seats in enumerate(result["sides"]) if view["seat"] in seats)
    points: int = result["side_points"][side]
    return points


def winners_title(view: Observation, lang: str, name: Callable[[int], str],
                  private: bool = False) -> tuple[str, bool | None]:
    """Who won the partita that is over, in one sentence, and whether the player's side
    did (None when everyone shares the win, or in pass-and-play)."""
    result = view["match_result"]
    assert result is not None, "a partita not over has no winner yet"
    me: int = -1 if private else view["seat"]
    winners: list[int] = result["winner"]
    if len(winners) == view["players"]:
        return i18n.text(lang, "end.level"), None
    title = i18n.who_wins(lang, GAME_WON, [name(s) for s in winners if s != me], me in winners)
    return title, me in winners if not private else None


def build(view: Observation, lang: str, name: Callable[[int], str], game_number: int | str = "",
          own_name: str = "", challenge: dict[str, Any] | None = None, private: bool = False) -> EndView | None:
    """The end screen for a finished partita, or None while it is not over; ``challenge``,
    the result of the friend who shared it (menu.challenge), is told beside the player's.
    ``private``: pass-and-play, where each seat is told by its name, none as "you"."""
    result = view.get("match_result")
    if view.get("phase") != "over" or not result:
        return None
    me: int = -1 if private else view["seat"]

    def side_name(side: list[int]) -> str:  # as the score table under the lines heads it
        return scoretable.side_name(lang, side, view["seat"], name, private)

    sides: list[list[int]] = result["sides"]
    title, won = winners_title(view, lang, name, private)
    goal = view.get("goal")
    lines = [i18n.text(lang, "end.goal", goal=goal)] if goal else []
    forfeit = result.get("forfeit")
    if forfeit:
        # Italian conjugates for the player ("Hai abbandonato"): two keys per reason.
        if forfeit["seat"] == me:
            key = "end.abandon.you" if forfeit["reason"] == "abandon" else "end.flag.you"
        else:
            key = "end.abandon" if forfeit["reason"] == "abandon" else "end.flag"
        lines.append(i18n.text(lang, key, name=name(forfeit["seat"])))
        if result.get("difference") is not None:  # only two sides have an opponent to pay (§5.1)
            key = "end.penalty.pairs" if len(sides[0]) > 1 else "end.penalty"  # a pair's opponents are two
            lines.append(i18n.text(lang, key, penalty=forfeit["penalty"]))
    vp = result.get("victory_points")
    if result.get("difference") is not None:
        # A forfeit's difference is not the points' (beside them in the score table): RULES.md
        # §5.2 reads it back from the winner's VP, and the line says so.
        key = "end.difference.forfeit" if forfeit else "end.difference"
        lines.append(i18n.text(lang, key, points=result["difference"], vp=max(vp or [0])))
    if vp is not None:
        scores = i18n.tally([(side_name(side), points) for side, points in zip(sides, vp)])
        if len(scores) <= ONE_PIECE:  # "Noi: 4 · Voi: 16" on a line of its own, not split after the dot
            scores = i18n.unbroken(scores)
        # Outside a tournament the victory points are the score a tournament would give.
        key = "end.vp" if view["options"].get("format") == "torneo" else "end.vp.casual"
        lines.append(i18n.text(lang, key, scores=scores))
    if challenge is not None:
        key = "end.challenge.level" if challenge["won"] is None else (
            "end.challenge.won" if challenge["won"] else "end.challenge.lost")
        # Card points, or a partita's score to a goal (1 point, −2 points): counted in words.
        lines.append(i18n.text(lang, key, name=challenge["by"] or i18n.text(lang, "end.challenge.friend"),
                               points=i18n.points(lang, int(challenge["points"])),
                               own=i18n.points(lang, own_points(view))))
    told = i18n.text(lang, "end.number", number=game_number) if game_number != "" else ""
    table = scoretable.build(view, lang, name, own_name, private)
    return EndView(title, won, tuple(lines), table, told)
