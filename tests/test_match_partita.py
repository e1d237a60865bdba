"""The partita's bookkeeping fed with deal results directly (RULES.md §5, §6.5, §7).

Deal results here come from each game's scoring as the engine makes them, but with the points
chosen: 60–60 deals, tie-break chains and vinco subito endings that random play almost
never reaches, so the bounds of every format can be checked on the sequences that stress them.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.match import Partita
from briscola.scoring import DealResult
from briscola.variants import VARIANTS, chiamata, joker
from briscola.variants.briscola3 import most_points
from briscola.variants.pairs import two_sides

SIDES = {"briscola2": [[0], [1]], "briscola4": [[0, 2], [1, 3]]}
FORMATS: list[dict[str, Any]] = [
    {"format": "punti"}, {"format": "smazzate", "deals": 1}, {"format": "smazzate", "deals": 3},
    {"format": "smazzate", "deals": 5}, {"format": "classica"}, {"format": "torneo", "deals": 1},
    {"format": "torneo", "deals": 2}, {"format": "torneo", "deals": 3},
]


def partita(game: str, **options: Any) -> Partita:
    variant = VARIANTS[game]
    return Partita.start(variant, variant.parse_options(options))


def two_sided(game: str, side_points: tuple[int, int], last_trick: int = 0,
              ended_early: bool = False) -> DealResult:
    sides = SIDES[game]
    seat_points = [0] * (2 if game == "briscola2" else 4)
    for side, total in zip(sides, side_points):
        seat_points[side[0]] = total
    return two_sides(0, 0, seat_points, sides, last_trick, ended_early)


def record_all(p: Partita, deals: list[tuple[int, int]]) -> None:
    for side_points in deals:
        assert not p.over
        p.record(two_sided(p.variant.name, side_points))


def test_a_third_sixty_sixty_spareggio_in_pairs_is_lost_by_the_team_of_the_last_trick() -> None:
    p = partita("briscola4", spareggi=True)
    for number in range(3):
        p.record(two_sided("briscola4", (60, 60)))
        assert p.spareggio == number + 1 and not p.over
    scored = p.record(two_sided("briscola4", (60, 60), last_trick=2))
    assert p.winner == [1, 3] and scored.winners == [1, 3]
    assert scored.details == {"spareggio": 3, "decided_by_last_trick": True}
    result = p.result()
    assert result is not None and result.difference == 0 and result.deals == 4
    assert result.victory_points == [10, 10] and result.ranking == [[1, 3], [0, 2]]
    assert p.vp_column() == 1  # the three void deals are not counted


def test_spareggi_are_off_by_default_and_level_deals_are_replayed_until_a_side_wins() -> None:
    assert not VARIANTS["briscola2"].parse_options({}).spareggi
    p = partita("briscola2")
    record_all(p, [(60, 60)] * 6)
    assert p.spareggio == 0 and not p.over and all("spareggio" not in r.details for r in p.results)
    record_all(p, [(59, 61)])
    assert p.winner == [1]


def test_a_smazzate_sixty_sixty_in_the_middle_is_replayed_and_numbers_no_spareggio() -> None:
    p = partita("briscola2", format="smazzate", deals=3, spareggi=True)
    record_all(p, [(60, 60), (70, 50), (60, 60), (60, 60)])
    assert p.spareggio == 0 and p.scores == [1, 0]
    assert all("spareggio" not in r.details for r in p.results)
    # One win each: the next deal decides, so its 60-60 would end the match level.
    record_all(p, [(50, 70), (60, 60)])
    assert p.spareggio == 1 and p.scores == [1, 1]
    record_all(p, [(60, 60), (60, 60)])
    assert p.spareggio == 3
    p.record(two_sided("briscola2", (60, 60), last_trick=0))
    assert p.results[-1].details == {"spareggio": 3, "decided_by_last_trick": True}
    assert p.winner == [1] and p.scores == [1, 2]


def test_a_won_spareggio_ends_a_smazzate_match() -> None:
    p = partita("briscola2", format="smazzate", deals=5, spareggi=True)
    record_all(p, [(70, 50), (50, 70), (61, 59), (0, 120), (60, 60), (80, 40)])
    assert p.results[-1].details == {"spareggio": 1} and p.winner == [0] and p.scores == [3, 2]


def test_a_match_won_on_deals_with_fewer_points_records_difference_zero() -> None:
    p = partita("briscola2", format="smazzate", deals=3)
    record_all(p, [(61, 59), (0, 120), (61, 59)])
    result = p.result()
    assert p.winner == [0] and result is not None
    assert result.side_points == [122, 238] and result.difference == 0 and result.deals == 3


def test_classica_two_deal_wins_end_it() -> None:
    p = partita("briscola2", format="classica")
    record_all(p, [(61, 59), (61, 59)])
    assert p.winner == [0]


def test_classica_higher_total_wins_once_a_side_reaches_120() -> None:
    p = partita("briscola2", format="classica")
    record_all(p, [(100, 20), (50, 70)])
    assert p.winner == [0] and p.scores == [1, 1]


def test_classica_with_vinco_subito_can_need_a_third_deal() -> None:
    p = partita("briscola2", format="classica", vinco_subito=True)
    p.record(two_sided("briscola2", (61, 20), ended_early=True))
    p.record(two_sided("briscola2", (30, 61), ended_early=True))
    assert not p.over and p.totals == [91, 81]
    p.record(two_sided("briscola2", (61, 0), ended_early=True))
    assert p.winner == [0]


def test_classica_equal_totals_without_spareggi_play_on_unnumbered() -> None:
    p = partita("briscola2", format="classica", spareggi=False)
    record_all(p, [(70, 50), (50, 70)])
    assert p.spareggio == 0 and not p.over and p.totals == [120, 120]
    record_all(p, [(60, 60), (58, 62)])
    assert p.winner == [1] and p.scores == [1, 2]


def test_a_classica_sixty_sixty_is_void_counting_neither_a_win_nor_toward_120() -> None:
    p = partita("briscola2", format="classica")
    record_all(p, [(60, 60), (69, 51), (60, 60)])
    assert not p.over and p.scores == [1, 0] and p.totals == [69, 51]
    record_all(p, [(30, 90)])
    assert p.winner == [1] and p.totals == [99, 141]
    result = p.result()
    assert result is not None and result.deals == 4 and p.vp_column() == 2
    assert result.difference == 42 and result.victory_points == [4, 16]  # 2 deals: 36-42 is 16-4


def test_a_classica_level_at_120_goes_to_numbered_spareggi_when_chosen() -> None:
    p = partita("briscola4", format="classica", spareggi=True)
    record_all(p, [(70, 50), (60, 60), (50, 70)])
    assert p.spareggio == 1 and not p.over
    record_all(p, [(60, 60)])
    assert p.spareggio == 2 and p.totals == [120, 120, 0, 0]  # the 60-60s added nothing
    scored = p.record(two_sided("briscola4", (62, 58)))
    assert scored.details == {"spareggio": 2} and p.winner == [0, 2]


@pytest.mark.parametrize("deals", [1, 2, 3])
def test_a_torneo_match_plays_exactly_its_deals_and_is_won_on_total_points(deals: int) -> None:
    p = partita("briscola2", format="torneo", deals=deals)
    record_all(p, [(60, 60)])  # void: replayed, not one of the deals
    assert not p.over and p.spareggio == 0 and p.totals == [0, 0]
    outcomes = [(70, 50), (0, 120), (100, 20)][:deals]
    record_all(p, outcomes)
    totals = [sum(o[seat] for o in outcomes) for seat in (0, 1)]
    assert p.over and p.winner == [0 if totals[0] > totals[1] else 1] and p.vp_column() == deals
    result = p.result()
    assert result is not None and result.difference == abs(totals[0] - totals[1])


def test_a_torneo_match_level_on_points_goes_to_spareggi() -> None:
    p = partita("briscola2", format="torneo", deals=2)
    record_all(p, [(70, 50), (50, 70)])
    assert not p.over and p.spareggio == 1
    record_all(p, [(60, 60), (59, 61)])
    assert p.winner == [1] and p.results[-1].details == {"spareggio": 2}
    result = p.result()
    assert result is not None and result.difference == 2 and p.vp_column() == 2


@pytest.mark.parametrize("game", ["briscola2", "briscola4"])
@pytest.mark.parametrize("options", FORMATS)
def test_a_pair_partita_of_several_deals_says_so_before_its_first(game: str, options: dict[str, Any]) -> None:
    """What the table's scoreboard button reads: shown from the start where the partita is
    not over after one won deal."""
    p = partita(game, **options)
    several = p.several_deals
    record_all(p, [(70, 50)])
    assert several == (not p.over), options


@pytest.mark.parametrize("deals", [1, 2, 3])
def test_a_briscola3_partita_of_several_deals_says_so_before_its_first(deals: int) -> None:
    p = partita("briscola3", deals=deals)
    several = p.several_deals
    p.record(most_points(0, 0, [50, 40, 30], 0))
    assert several == (deals > 1) == (not p.over)


def test_a_partita_to_a_goal_is_of_several_deals() -> None:
    assert partita("chiamata").several_deals and partita("joker").several_deals


def test_briscola3_highest_total_after_n_deals_wins_and_ties_are_shared() -> None:
    p = partita("briscola3", deals=2)
    p.record(most_points(0, 0, [50, 40, 30], 0))
    assert not p.over
    p.record(most_points(1, 1, [35, 30, 55], 1))
    assert p.winner == [0, 2]
    result = p.result()
    assert result is not None and result.ranking == [[0, 2], [1]]
    assert result.winning_sides == [0, 2] and result.victory_points is None and result.difference is None


def test_chiamata_several_at_eleven_with_a_tie_play_another_deal() -> None:
    p = partita("chiamata")
    p.scores = [9, 9, 0, 0, 0]
    p.record(chiamata.score(0, 0, [40, 25, 0, 0, 55], 0, 1, 61, False, 0))  # caller 0 +2, partner 1 +1
    assert p.scores == [11, 10, -1, -1, -1] and p.winner == [0]
    q = partita("chiamata")
    q.scores = [9, 10, 0, 0, 0]
    q.record(chiamata.score(0, 0, [40, 25, 0, 0, 55], 0, 1, 61, False, 0))
    assert q.scores == [11, 11, -1, -1, -1] and not q.over


def test_a_shorter_chiamata_partita_is_won_at_its_chosen_goal() -> None:
    p = partita("chiamata", chiamata_goal=5)
    assert p.goal == 5 and partita("chiamata").goal == 11
    p.scores = [3, 2, 0, 0, 0]
    p.record(chiamata.score(0, 0, [40, 25, 0, 0, 55], 0, 1, 61, False, 0))  # caller 0 +2, partner 1 +1
    assert p.scores == [5, 3, -1, -1, -1] and p.winner == [0]


@pytest.mark.parametrize("goal", [0, 12, -3, 5.5, True, "5"])
def test_a_chiamata_goal_that_is_not_a_whole_number_from_1_to_11_is_refused(goal: Any) -> None:
    with pytest.raises(ValueError, match="'chiamata_goal' must be a whole number from 1 to 11"):
        partita("chiamata", chiamata_goal=goal)


@pytest.mark.parametrize("game", ["briscola2", "briscola3", "briscola4", "joker"])
def test_the_chiamata_goal_applies_to_chiamata_only(game: str) -> None:
    with pytest.raises(ValueError, match="'chiamata_goal' does not apply"):
        partita(game, chiamata_goal=5)


def test_joker_ten_reached_together_plays_on_until_one_leads() -> None:
    p = partita("joker")
    p.scores = [9, 8, 10]
    p.record(joker.score(0, 0, [30, 45, 45], 0, 1))  # the allies 1 and 2 take 90: +1 each
    assert p.scores == [9, 9, 11] and p.winner == [2]
    q = partita("joker")
    q.scores = [9, 10, 9]
    q.record(joker.score(0, 0, [30, 45, 45], 0, 1))
    assert q.scores == [9, 11, 10] and q.winner == [1]
    r = partita("joker")
    r.scores = [8, 9, 10]
    r.record(joker.score(0, 0, [55, 30, 35], 0, 1))  # the Joker takes 55: +2
    assert r.scores == [10, 9, 10] and not r.over


# -- bounds, on every format, over outcomes chosen to stress them --------------------------

# Deal outcomes: mostly 60-60 (to chain spareggi), or any split of a played-out deal; the
# split comes first so that the simplest example is a decisive deal, not endless 60-60s.
full_deals = st.one_of(st.integers(0, 120), st.just(60), st.just(60)).map(lambda a: (a, 120 - a))


@st.composite
def early_deals(draw: st.DrawFn) -> tuple[int, int]:
    """A vinco subito ending: the side that reached 61 first, the other with what it had."""
    winner_points = draw(st.integers(61, 120))
    other = draw(st.integers(0, min(59, 120 - winner_points)))
    return (winner_points, other) if draw(st.booleans()) else (other, winner_points)


def decisive_bound(options: dict[str, Any]) -> int:
    """The most deals a side can win in a match (see briscola/match.py's docstring)."""
    if options["format"] == "classica":
        return 3  # one win each, level totals, and a tie-break or a third win
    if options["format"] == "torneo":
        return options["deals"] + 1  # every deal, then a won spareggio
    return options.get("deals", 1)


def check_spareggi(results: list[DealResult]) -> None:
    """Numbered spareggi come in runs 1, 2, 3, each after a level one; a won one ends the match."""
    numbers = [r.details.get("spareggio", 0) for r in results]
    for index, number in enumerate(numbers):
        if number:
            assert number <= 3 and numbers[index - 1] == number - 1
            assert number == 1 or results[index - 1].level
            if not results[index].level:
                assert index == len(results) - 1, "a won spareggio decides the match"


SPAREGGI_RUN = [(60, 60, False)] * 4  # a 60-60 and three spareggi, the last lost on the last trick


@pytest.mark.parametrize("options, deals", [
    ({"format": "punti"}, SPAREGGI_RUN),
    ({"format": "smazzate", "deals": 3}, [(70, 50, False), (50, 70, False), *SPAREGGI_RUN]),
    ({"format": "classica"}, [(70, 50, False), (50, 70, False), *SPAREGGI_RUN[1:]]),
    ({"format": "torneo", "deals": 3},
     [(70, 50, False), (40, 80, False), (70, 50, False), *SPAREGGI_RUN[1:]]),
])
def test_the_longest_spareggi_run_ends_on_the_last_trick(options: dict[str, Any],
                                                        deals: list[tuple[int, int, bool]]) -> None:
    p = partita("briscola2", **options, spareggi=True)
    for a, b, early in deals:
        assert not p.over
        p.record(two_sided("briscola2", (a, b), last_trick=1, ended_early=early))
    assert p.winner == [0] and p.results[-1].details == {"spareggio": 3, "decided_by_last_trick": True}


@pytest.mark.parametrize("game", ["briscola2", "briscola4"])
@pytest.mark.parametrize("options", FORMATS)
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_every_format_ends_with_a_winner_within_its_bound(game: str, options: dict[str, Any],
                                                          data: st.DataObject) -> None:
    vinco_subito = data.draw(st.booleans(), label="vinco_subito")
    options = {**options, "vinco_subito": vinco_subito, "spareggi": True}
    p = partita(game, **options)
    limit = decisive_bound(options)
    while not p.over:
        assert sum(not r.level for r in p.results) < limit, "the match ran past its bound"
        early = vinco_subito and data.draw(st.booleans(), label="ends early")
        side_points = data.draw(early_deals() if early else full_deals, label="deal")
        last = data.draw(st.integers(0, p.players - 1), label="last trick")
        p.record(two_sided(game, side_points, last_trick=last, ended_early=early))
    result = p.result()
    assert result is not None and len(result.winning_sides) == 1 and result.winner == p.winner
    vp = result.victory_points
    assert vp is not None and sum(vp) == 20 and vp[result.winning_sides[0]] >= 10
    check_spareggi(p.results)
    if options["format"] in ("punti", "smazzate"):
        need = 1 if options["format"] == "punti" else (options["deals"] + 1) // 2
        assert max(p.scores) == need and min(p.scores) < need


@pytest.mark.parametrize("options", [f for f in FORMATS if f["format"] != "torneo"])
@settings(max_examples=60, deadline=None)
@given(deals=st.lists(full_deals, min_size=1, max_size=40))
def test_without_spareggi_only_sixty_sixty_deals_go_past_the_bound(options: dict[str, Any],
                                                                  deals: list[tuple[int, int]]) -> None:
    p = partita("briscola2", **options, spareggi=False)
    for side_points in deals:
        if p.over:
            break
        p.record(two_sided("briscola2", side_points))
    decisive = [r for r in p.results if not r.level]
    assert len(decisive) <= decisive_bound(options)
    assert all("spareggio" not in r.details for r in p.results)
