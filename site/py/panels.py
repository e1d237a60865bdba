"""The parts of the scene around the cards: clocks, carte viste, the match end, Abandon,
sound. Computed like the rest of the scene, from the observation and the UI state
(where the controller keeps the clocks' reading and the sound to play); render.py
draws them with the table, in the same pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import endscreen
import i18n
import menu
import played
from clock import format_seconds
from values import Value

if TYPE_CHECKING:
    from endscreen import EndView
    from state import UIState
    from values import Observation


class SeatClock(Value):
    """The clocks written by a seat's name: "0:12 · 4:30", with their spoken names."""

    def __init__(self, text: str, label: str, running: bool, warning: bool) -> None:
        self.text = text
        self.label = label
        self.running = running  # this seat's time is running now
        self.warning = warning  # its move clock is in its last seconds


class PlayedRow(Value):
    def __init__(self, suit: str, name: str, cards: tuple[tuple[str, str], ...], none: str) -> None:
        self.suit = suit
        self.name = name
        self.cards = cards  # (code, accessible name), lowest rank first
        self.none = none  # what the row says when no card of the suit was played


class PanelsView(Value):
    def __init__(self, clocks: tuple[SeatClock, ...], abandon_offered: bool, can_abandon: bool, abandon_asking: bool,
                 played_offered: bool, played_open: bool, played: tuple[PlayedRow, ...],
                 end: EndView | None, muted: bool, sound: tuple[int, str], again: str = "end.again",
                 hint_offered: bool = False, hint_ready: bool = False, undo_offered: bool = False,
                 undo_ready: bool = False, share: str = "",
                 handover: str = "", private: bool = False, abandon_body: str = "") -> None:
        self.clocks = clocks  # one per seat
        self.abandon_offered = abandon_offered  # a partita under way, or none yet
        self.can_abandon = can_abandon  # the engine lists a forfeit for the player
        self.abandon_asking = abandon_asking
        self.abandon_body = abandon_body  # what abandoning costs in this game, while asked
        self.played_offered = played_offered  # carte viste is on: its button shows
        self.played_open = played_open
        self.played = played  # the open panel's rows, () when closed
        self.end = end
        self.again = again  # the end screen's first button: play again, or back to the tournament
        # Each button stays in the bar while the game offers it (the others keep their places),
        # greyed while not ready: a hint at the player's move, undo once a move can be taken back.
        self.hint_offered = hint_offered  # suggestions are on
        self.hint_ready = hint_ready  # the player has a move to make
        self.undo_offered = undo_offered  # this game lets the player take moves back
        self.undo_ready = undo_ready  # a move of the player's can be taken back now
        self.share = share  # the link's fragment that shares the partita ended (menu.share), "" for none
        self.handover = handover  # pass-and-play: the name of the person to pass the device to, "" for none
        self.private = private  # pass-and-play: a hand shown is for one person's eyes (no snapshot of it kept)
        self.muted = muted
        self.sound = sound


def seat_clock(lang: str, ui: UIState, seat: int) -> SeatClock:
    shown = ui.clock
    parts: list[str] = []
    names: list[str] = []
    if shown is not None:
        if shown.seat == seat and shown.move_left is not None:
            parts.append(format_seconds(shown.move_left))
            names.append(i18n.text(lang, "clock.move", time=parts[-1]))
        if shown.match_left is not None and seat < len(shown.match_left):
            parts.append(format_seconds(shown.match_left[seat]))
            names.append(i18n.text(lang, "clock.match", time=parts[-1]))
    running = shown is not None and shown.seat == seat
    return SeatClock(" · ".join(parts), ", ".join(names), running, running and shown is not None and shown.warning)


def played_rows(view: Observation, lang: str) -> tuple[PlayedRow, ...]:
    style = view["options"].get("deck_style", "napoletane")
    none = i18n.text(lang, "played.none")
    return tuple(PlayedRow(suit, i18n.suit_name(lang, suit, style),
                           tuple((code, i18n.card_name(lang, code, style)) for code in cards), none)
                 for suit, cards in played.by_suit(view))


def shared(view: Observation, ui: UIState) -> str:
    """The partita on the table as a link's fragment for a friend, "" for a tournament
    match (the menu cannot start one, and its opponent is the tournament's)."""
    if ui.at_tournament_table(view):
        return ""
    if ui.passed_around():  # the result is no one person's to claim
        return menu.share(view["game"], ui.game_number, view["options"], ui.levels)
    result = view["match_result"]
    assert result is not None, "only a partita that is over is shared"
    winners = result["winner"]
    won = None if len(winners) == view["players"] else view["seat"] in winners
    return menu.share(view["game"], ui.game_number, view["options"], ui.levels,
                      ui.name, menu.outcome(won, endscreen.own_points(view)))


def _challenged(view: Observation, ui: UIState) -> dict[str, Any] | None:
    """The result of the friend who shared this very partita, if the link said it."""
    told = ui.challenge
    if told is None or told["game"] != view["game"] or str(told["number"]) != str(ui.game_number):
        return None
    return told


# What abandoning costs (RULES.md §5.1), in words, by game: against one side the deal's
# points left go to it, up to 20, and victory points are read; among more the one who
# abandons ranks last, and the unfinished deal counts for no one.
ABANDON_BODY = {"briscola2": "abandon.body", "briscola4": "abandon.body.pairs"}


def build(view: Observation | None, ui: UIState, players: int, name: Callable[[int], str],
          handover: str = "") -> PanelsView:
    lang = ui.lang
    private = ui.passed_around()
    # A tournament's match leads back to it, never to a game of its format outside one.
    back_to_tournament = view is not None and ui.tournament is not None and ui.at_tournament_table(view)
    offered = view is not None and played.shown(view)
    open_ = offered and ui.played_open
    end = None if view is None or ui.replay is not None else endscreen.build(
        # A tournament's match is no game the menu can deal again: its number is not told.
        view, lang, name, "" if ui.at_tournament_table(view) else ui.game_number, ui.name,
        _challenged(view, ui), private)
    return PanelsView(
        clocks=tuple(seat_clock(lang, ui, seat) for seat in range(players)),
        # Not once the partita is over: on its end screen and in its replay nothing is left to abandon.
        abandon_offered=view is None or (end is None and ui.replay is None),
        can_abandon=view is not None and ui.can_abandon,
        abandon_asking=ui.abandon_asking,
        abandon_body=i18n.text(lang, ABANDON_BODY.get(view["game"], "abandon.body.ranked"))
        if view is not None and ui.abandon_asking else "",
        played_offered=offered,
        played_open=open_,
        played=played_rows(view, lang) if view is not None and open_ else (),
        end=end,
        muted=ui.muted,
        sound=ui.sound,
        again="end.tournament" if back_to_tournament else "end.again",
        # Not under the tournament's panel (the hint chose a card there, unseen), nor on the
        # end screen (nothing is left to play, and a small phone's bar has no room to spare).
        hint_offered=ui.hints and view is not None and end is None and ui.replay is None and not ui.tournament_open,
        hint_ready=view is not None and bool(view["legal_actions"]),
        undo_offered=ui.undo_offered and not ui.tournament_open,
        undo_ready=ui.can_undo,
        share=shared(view, ui) if view is not None and end is not None else "",
        handover=handover,
        private=private,
    )
