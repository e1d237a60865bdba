"""The table's sentences as a player reads them, in Italian and in English: verbs that
agree with who won (one seat, a team, the player and a partner), lists of names joined
as a sentence joins them, the player addressed as "you", points counted in words."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import briscola

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "site" / "py"))

import endscreen  # noqa: E402
import i18n  # noqa: E402
import notes  # noqa: E402
import scene  # noqa: E402
import scoretable  # noqa: E402
from state import UIState  # noqa: E402


def names(game: briscola.Game, lang: str) -> dict[int, str]:
    players = game.observation(0)["players"]
    return {seat: scene.seat_name(lang, seat, 0, players) for seat in range(players)}


def abandoned(name: str, seat: int) -> briscola.Game:
    game = briscola.new_game(name, seed=7)
    game.apply(f"abandon {seat}")
    return game


def end_title(game: briscola.Game, lang: str) -> str:
    end = endscreen.build(game.observation(0), lang, names(game, lang).__getitem__)
    assert end is not None
    return end.title


@pytest.mark.parametrize(("listed", "it", "en"), [
    ([], "", ""),
    (["Tu"], "Tu", "Tu"),
    (["Tu", "Computer 2"], "Tu e Computer 2", "Tu and Computer 2"),
    (["Dario", "Elena"], "Dario ed Elena", "Dario and Elena"),
    (["Computer 1", "Computer 2", "Computer 3"], "Computer 1, Computer 2 e Computer 3",
     "Computer 1, Computer 2 and Computer 3"),
])
def test_names_are_listed_as_a_sentence_lists_them(listed: list[str], it: str, en: str) -> None:
    assert (i18n.names("it", listed), i18n.names("en", listed)) == (it, en)


@pytest.mark.parametrize(("key", "name", "it"), [
    ("handover.title", "Anna", "Passa ad Anna"), ("handover.title", "Bruno", "Passa a Bruno"),
    ("status.thinking", "Alberto", "Tocca ad Alberto…"), ("refused.turn", "Computer 1", "Non è il tuo turno: tocca a Computer 1"),
    ("auction.waiting", "anna", "Asta: tocca ad anna…"),
])
def test_a_name_that_opens_on_a_takes_ad_in_italian(key: str, name: str, it: str) -> None:
    assert i18n.text("it", key, name=name) == it
    assert " ad " not in i18n.text("en", key, name=name)


@pytest.mark.parametrize(("count", "it", "en"), [
    (1, "1 punto", "1 point"), (-1, "\u22121 punto", "\u22121 point"), (0, "0 punti", "0 points"),
    (12, "12 punti", "12 points"), (-13, "\u221213 punti", "\u221213 points"),
])
def test_points_are_counted_in_words_singular_for_one(count: int, it: str, en: str) -> None:
    assert (i18n.points("it", count), i18n.points("en", count)) == (it, en)


def test_a_tally_breaks_between_its_scores_never_inside_one() -> None:
    assert i18n.tally([("Tu", -2), ("Computer 4", "+1")]) == "Tu:\xa0-2\xa0· Computer\xa04:\xa0+1"


@pytest.mark.parametrize(("place", "it", "en"), [
    (1, "1°", "1st"), (2, "2°", "2nd"), (3, "3°", "3rd"), (4, "4°", "4th"), (11, "11°", "11th"),
    (12, "12°", "12th"), (13, "13°", "13th"), (16, "16°", "16th"), (21, "21°", "21st"), (22, "22°", "22nd"),
])
def test_a_place_is_told_as_an_ordinal(place: int, it: str, en: str) -> None:
    assert (i18n.ordinal("it", place), i18n.ordinal("en", place)) == (it, en)


@pytest.mark.parametrize(("game", "quitter", "it", "en"), [
    ("briscola2", 0, "Computer ha vinto la partita", "Computer wins the game"),
    ("briscola2", 1, "Hai vinto la partita!", "You win the game!"),
    ("briscola4", 0, "Computer\u00a01 e Computer\u00a03 hanno vinto la partita", "Computer\u00a01 and Computer\u00a03 win the game"),
    ("briscola4", 1, "Tu e Computer\u00a02 avete vinto la partita!", "You and Computer\u00a02 win the game!"),
    ("chiamata", 0, "Computer\u00a01, Computer\u00a02, Computer\u00a03 e Computer\u00a04 hanno vinto la partita",
     "Computer\u00a01, Computer\u00a02, Computer\u00a03 and Computer\u00a04 win the game"),
])
def test_who_wins_the_game_agrees_with_one_winner_a_team_or_the_player_and_a_partner(
        game: str, quitter: int, it: str, en: str) -> None:
    """A title breaks between the names, never inside one: each name's space is a no-break one."""
    played = abandoned(game, quitter)
    assert (end_title(played, "it"), end_title(played, "en")) == (it, en)


@pytest.mark.parametrize(("lang", "title"), [("it", "Tu, Computer\u00a01 e Computer\u00a02 avete vinto la smazzata!"),
                                             ("en", "You, Computer\u00a01 and Computer\u00a02 win the deal!")])
def test_the_player_winning_with_two_others_is_listed_first_with_the_verb_for_all(lang: str, title: str) -> None:
    assert i18n.who_wins(lang, scene.DEAL_WON, ["Computer 1", "Computer 2"], you=True) == title


def test_a_partita_to_a_goal_ends_with_the_goal_said_once() -> None:
    game = abandoned("chiamata", 0)
    for lang, goal in (("it", "Partita a 11 punti"), ("en", "Game to 11 points")):
        end = endscreen.build(game.observation(0), lang, names(game, lang).__getitem__)
        assert end is not None and end.lines[0] == goal
        assert sum(goal in line for line in end.lines) == 1


@pytest.mark.parametrize(("lang", "heads", "shorts"), [
    ("it", ["Tu e Computer 2", "Computer 1 e Computer 3"], ["Noi", "Voi"]),
    ("en", ["You and Computer 2", "Computer 1 and Computer 3"], ["Us", "Them"]),
])
def test_the_teams_columns_at_the_end_name_the_player_and_partner_together(
        lang: str, heads: list[str], shorts: list[str]) -> None:
    game = abandoned("briscola4", 1)
    end = endscreen.build(game.observation(0), lang, names(game, lang).__getitem__)
    assert end is not None and end.table is not None
    assert [(column.name, column.short) for column in end.table.columns] == list(zip(heads, shorts))


def chiamata_deal_called_by_the_player() -> briscola.Game:
    """A chiamata deal the player wins the auction of (the Asso of Spade called) and that
    is then played out, every seat its first legal card."""
    game = briscola.new_game("chiamata", seed=4, dealer=4)  # seat 0, the player, bids first
    for action in ("bid 1", "pass", "pass", "pass", "pass", "trump S"):
        game.apply(action)
    while not game.deal_over:
        game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize(("lang", "alone"), [
    ("it", "Hai chiamato una tua carta: da solo, ti giochi 3 punti"),
    ("en", "You called your own card: alone, you play for 3 points"),
])
def test_a_deal_played_alone_says_why_the_callers_score_is_three_stakes(lang: str, alone: str) -> None:
    game = briscola.new_game("chiamata", seed=1, dealer=4)  # the player holds the Asso di Coppe
    for action in ("bid 1", "pass", "pass", "pass", "pass", "trump C"):
        game.apply(action)
    while not game.deal_over:
        game.apply(game.legal_actions()[0])
    result = scene.build(game.observation(0), UIState(lang=lang)).result
    assert result is not None and result.lines[1] == alone
    others = scene.build(chiamata_deal_called_by_the_player().observation(0), UIState(lang=lang)).result
    assert others is not None and not any("alone" in line or "da solo" in line for line in others.lines)


@pytest.mark.parametrize(("lang", "lines"), [
    ("it", ("Computer\u00a01, Computer\u00a02 e Computer\u00a03 hanno vinto la smazzata", "Ti servivano almeno 61 punti",
            "Tu e Computer 4: 57 punti", "Computer 1, Computer 2 e Computer 3: 63 punti")),
    ("en", ("Computer\u00a01, Computer\u00a02 and Computer\u00a03 win the deal", "You needed at least 61 points",
            "You and Computer 4: 57 points", "Computer 1, Computer 2 and Computer 3: 63 points")),
])
def test_the_deals_result_says_the_players_own_call_and_who_won_with_the_verb_agreeing(
        lang: str, lines: tuple[str, ...]) -> None:
    # The player called the Asso di Spade, held by seat 4: their side took 57 points.
    result = scene.build(chiamata_deal_called_by_the_player().observation(0), UIState(lang=lang)).result
    assert result is not None and (result.title,) + result.lines[:3] == lines


def test_a_raised_stake_is_said_with_the_contract_and_in_the_deals_notes() -> None:
    game = briscola.new_game("chiamata", seed=4, dealer=4)  # seat 0 bids first: the 2, then 2 at 75
    for action in ("bid 2", "bid 2 75", "pass", "pass", "pass", "pass", "trump S"):
        game.apply(action)
    while not game.deal_over:
        game.apply(game.legal_actions()[0])
    result = scene.build(game.observation(0), UIState(lang="it")).result
    assert result is not None and "Computer 1 doveva fare almeno 75 punti · posta ×2" in result.lines
    made = game.observation(0)["deal_result"]["side_points"][0]
    assert notes.deal_notes("en", game.observation(0)["deal_result"], str).startswith(f"1 called: needed 75, made {made} · ×2")


def test_a_card_the_player_played_is_named_as_their_own() -> None:
    game = briscola.new_game("briscola2", seed=11, dealer=1)  # the player leads
    card = game.observation(0)["hand"][0]
    game.apply(f"play {card}")
    for lang, said in (("it", "Hai giocato "), ("en", "You played ")):
        built = scene.build(game.observation(0), UIState(lang=lang))
        (on_table,) = [sprite for sprite in built.sprites if sprite.zone == "table"]
        assert on_table.label == said + i18n.card_name(lang, card, "napoletane")
        mine = next(seat for seat in built.seats if seat.seat == 0)
        assert mine.pile_label.startswith("Le tue prese" if lang == "it" else "Your tricks")


@pytest.mark.parametrize(("full", "short"), [
    ("Computer 1", "C1"), ("Giocatore 2", "G2"), ("Bruno", "Bru."), ("Ada", "Ada"), ("Nino", "Nino"),
])
def test_a_seats_short_head_is_its_name_in_a_few_letters(full: str, short: str) -> None:
    assert scoretable.short_name("it", 2, 0, 3, full) == short
    assert scoretable.short_name("it", 0, 0, 3, "Ada", private=True) == "Ada"  # pass-and-play: no "Tu"
    assert scoretable.short_name("it", 0, 0, 3, "Ada") == "Tu"


def test_a_screen_reader_is_told_the_card_another_seat_plays_and_the_card_called() -> None:
    """The status says whose turn it is: the cards the others played to the trick, which a
    sighted player sees on the table, are told beside it; the player's own card is not."""
    game = briscola.new_game("briscola2", seed=11, dealer=0)  # the computer leads
    assert scene.build(game.observation(0), UIState(lang="it")).announcement == ""
    led = game.observation(1)["hand"][0]
    game.apply(f"play {led}")
    built = scene.build(game.observation(0), UIState(lang="en"))
    assert built.announcement == "Computer played " + i18n.card_name("en", led, "napoletane")
    assert built.status == i18n.text("en", "status.your_turn")
    game.apply(f"play {game.observation(0)['hand'][0]}")
    assert scene.build(game.observation(0), UIState(lang="it")).announcement == ""
    chiamata = briscola.new_game("chiamata", seed=4, dealer=4)
    for action in ("bid 1", "pass", "pass", "pass", "pass", "trump S"):
        chiamata.apply(action)
    called = scene.build(chiamata.observation(0), UIState(lang="it"))
    assert called.announcement == "Carta chiamata: " + i18n.card_name("it", chiamata.observation(0)["called_card"], "napoletane")
    play = briscola.new_game("briscola4", seed=5, dealer=0)  # seat 1 leads, the player plays last
    for _ in range(3):
        play.apply(play.legal_actions()[0])
    told = scene.build(play.observation(0), UIState(lang="it")).announcement
    assert told == ". ".join(f"Computer {seat} ha giocato {i18n.card_name('it', code, 'napoletane')}"
                             for seat, code in play.observation(0)["table"])


def test_the_suit_to_name_says_the_card_called_and_marks_the_players_own() -> None:
    """Won with the Re: each suit button calls that suit's Re, the Re the player holds marked
    as theirs, and what calling it means said; then the player's badges say they play alone."""
    game = briscola.new_game("chiamata", seed=4, dealer=4)  # seat 0 bids first; it holds two Re
    for action in ("bid 10", "pass", "pass", "pass", "pass"):
        game.apply(action)
    hand = game.observation(0)["hand"]
    assert {"10S", "10C"} <= set(hand) and not {"10D", "10B"} & set(hand)
    auction = scene.build(game.observation(0), UIState(lang="it")).auction
    assert auction is not None and auction.title == "Chiama: Re di…"
    by_suit = {button.action: (button.label, button.name) for button in auction.buttons}
    assert by_suit["trump S"] == ("Spade (tua)", "Re di Spade, una tua carta: chiamandola giochi da solo")
    assert by_suit["trump D"] == ("Denari", "Re di Denari")
    assert auction.note == "Chiamando una tua carta giochi da solo."
    game.apply("trump S")
    mine = next(seat for seat in scene.build(game.observation(0), UIState(lang="en")).seats if seat.seat == 0)
    assert mine.badges == ("Caller", "Alone")


@pytest.mark.parametrize(("lang", "mate"), [("it", "Compagno"), ("en", "Partner")])
def test_a_pairs_other_seat_is_the_compagno_and_a_chiamatas_fellow_defender_an_ally(lang: str, mate: str) -> None:
    """The badge says what every other line of the page says of the seat across in Briscola a 4;
    in chiamata "Socio" is the caller's, so the defenders are allies for the deal."""
    pairs = briscola.new_game("briscola4", seed=5, dealer=0)
    assert {seat.seat: seat.badges for seat in scene.build(pairs.observation(0), UIState(lang=lang)).seats} == {
        0: (), 1: (), 2: (mate,), 3: ()}
    game = briscola.new_game("chiamata", seed=4, dealer=4)
    for action in ("pass", "bid 1", "pass", "pass", "pass", "trump S"):  # seat 1 calls, the player defends
        game.apply(action)
    while game.observation(0)["partner"] is None:  # until the called card is played
        game.apply(game.legal_actions()[0])
    assert game.observation(0)["sides"] == [[1, 4], [0, 2, 3]]
    badges = {seat.seat: seat.badges for seat in scene.build(game.observation(0), UIState(lang=lang)).seats}
    ally, partner, caller = (i18n.text(lang, key) for key in ("badge.ally", "badge.partner", "badge.caller"))
    assert badges == {0: (), 1: (caller,), 2: (ally,), 3: (ally,), 4: (partner,)}
    assert ally != mate


def test_a_deals_result_tells_its_score_changes_apart_from_the_partitas_totals() -> None:
    game = chiamata_deal_called_by_the_player()
    result = scene.build(game.observation(0), UIState(lang="it")).result
    assert result is not None
    changes = [line for line in result.lines if line.startswith("Questa smazzata: ")]
    totals = [line for line in result.lines if line.startswith("In totale: ")]
    assert len(changes) == len(totals) == 1
    assert changes[0].startswith("Questa smazzata: Tu:\u00a0−")  # the player's side lost (57 of 61)
    assert totals[0].startswith("In totale: Tu:\u00a0−") and "-" not in totals[0]  # a minus sign, as above


def replay_outcome(game: briscola.Game) -> str:
    """The replay bar's outcome at the last card of ``game``'s deal, just played."""
    ui = UIState(lang="it")
    steps = len(game.actions)
    ui.replay = {"step": steps, "steps": steps, "action": game.actions[-1], "actor": 0, "starts": [0],
                 "ends": [steps], "view": game.revealed_observation(0)}
    shown = scene.build(game.revealed_observation(0), ui).replay
    assert shown is not None
    return shown.outcome


def played_out(name: str, seed: int) -> briscola.Game:
    game = briscola.new_game(name, seed=seed)
    rng = random.Random(seed)
    while not game.deal_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_replay_tells_the_jokers_deal_against_what_it_needed_and_three_seats_points_by_name() -> None:
    joker = played_out("joker", 5)
    result = joker.observation(0)["deal_result"]
    needed, points = result["details"]["needed"][0], result["side_points"][0]
    assert replay_outcome(joker).endswith(" · " + f"Joker a {needed}, fatti {points}".replace(" ", "\u00a0"))
    three = played_out("briscola3", 5)
    points3 = three.observation(0)["deal_result"]["side_points"]
    told = " · " + i18n.tally(list(zip(("Tu", "Computer 1", "Computer 2"), points3))) + " — "  # then the partita's winner
    assert told in replay_outcome(three)
    called = chiamata_deal_called_by_the_player()  # the player's side took 57 of the 61 it needed
    assert " · " + "a 61, fatti 57".replace(" ", "\u00a0") in replay_outcome(called)


def test_a_partita_a_punti_of_several_deals_tells_the_points_in_all_after_the_second_deal() -> None:
    game = briscola.new_game("briscola3", seed=3, options={"deals": 3})
    while not game.deal_over:
        game.apply(game.legal_actions()[0])
    first = scene.build(game.observation(0), UIState(lang="en")).result
    assert first is not None and not any(line.startswith("Points in all") for line in first.lines)  # its own points
    game.apply("next")
    while not game.deal_over:
        game.apply(game.legal_actions()[0])
    view = game.observation(0)
    second = scene.build(view, UIState(lang="en")).result
    totals = i18n.tally([(name, view["scores"][seat]) for seat, name in enumerate(("You", "Computer 1", "Computer 2"))])
    assert second is not None and second.lines[-1] == f"Points in all: {totals}"
    assert sum(view["scores"]) == 240
