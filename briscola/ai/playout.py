"""The fast playout policy of the search levels: a sound player's habits on a bare ``Deal``.

Playouts finish a determinized world thousands of times per move, so this policy reads
only the ``Deal`` as its seat would see it (its own hand, the table, the briscola, the
stock size) and each seat's side, with no lookahead. A card scores the points it moves
to or from the seat's side in the trick under way, discounted by a rough chance that a
later opponent beats it, less what the card is still worth in hand (briscole most):
lisci get led, carichi taken cheaply, points loaded onto a partner's safe trick.
"""

from __future__ import annotations

from typing import Sequence

from ..cards import TRUMP_STRENGTH
from ..deal import Deal
from ..variants.joker import JOKER_NEEDS

BEATEN_LEAD = 0.45  # chance an opponent takes a led card of another suit than briscola
BEATEN_LEAD_BRISCOLA = 0.2
BEATEN_LATER = 0.3  # chance an opponent still to play beats the winning card
BEATEN_LATER_STRONG = 0.1  # ... when it is a briscola from the Re up
STRONG_BRISCOLA = 7  # power of the Re
OVERTAKE_PARTNER = 0.5  # a tie goes to letting the partner keep the lead
JOKER_RISK = 30.0  # Joker Briscola: becoming the Joker alone against two without the cards to win


def playout(deal: Deal, sides: Sequence[int], joker: bool = False) -> None:
    """Play the deal to its end; ``sides[seat]`` names each seat's side.

    In Joker Briscola (``joker``) everyone plays alone until the first briscola makes its
    player the Joker, and from then on the two others play together.
    """
    side = list(sides)
    undecided = joker and deal.first_trump_seat is None
    while deal.table or deal.hands[deal.turn]:
        deal.play(policy_card(deal, side, undecided))
        if undecided and deal.first_trump_seat is not None:
            side = [0 if s == deal.first_trump_seat else 1 for s in range(deal.players)]
            undecided = False


def policy_card(deal: Deal, side: Sequence[int], joker_open: bool = False) -> int:
    """The best-scoring legal card; ``joker_open`` while nobody is the Joker yet."""
    cards = deal.legal_cards()
    if len(cards) == 1:
        return cards[0]
    trump, power, value = deal.trump, deal.power, deal.value
    table = deal.table
    me = deal.turn
    players = deal.players
    # Near the end of the deal there is little left to keep a card for.
    plays_left = len(deal.hands[me]) + len(deal.stock) // players
    keep_share = min(1.0, (plays_left - 1) / 3)
    last = len(table) == players - 1
    if table:
        keys = deal.strength[trump][table[0][1] // 10]
        # cards.trick_leader's rule on the same strength keys, with the trick's points in the
        # same pass: this is the search's innermost loop (a call and a second pass cost the
        # search levels a tenth of their speed).
        best_seat, best_key, points = -1, -1, 0
        for seat, c in table:
            points += value[c]
            if keys[c] > best_key:
                best_seat, best_key = seat, keys[c]
        ours = side[best_seat] == side[me]
        held = 0.0 if last else BEATEN_LATER_STRONG if best_key >= TRUMP_STRENGTH + STRONG_BRISCOLA else BEATEN_LATER
    best_card, best_score = cards[0], -1e9
    for c in cards:
        suit, v, p = c // 10, value[c], power[c]
        if suit == trump:
            keep = (1.5 + 0.9 * p + 0.8 * v) * keep_share
        else:
            keep = (0.3 * v + 0.2 * p) * keep_share
        if not table:
            beaten = BEATEN_LEAD_BRISCOLA if suit == trump else BEATEN_LEAD
            stake = v
            swing = (1 - 2 * beaten) * v
        else:
            key = keys[c]
            stake = points + v
            if key > best_key:
                beaten = 0.0 if last else BEATEN_LATER_STRONG if key >= TRUMP_STRENGTH + STRONG_BRISCOLA else BEATEN_LATER
                swing = (1 - 2 * beaten) * stake - (OVERTAKE_PARTNER if ours else 0.0)
            elif ours:
                swing = (1 - 2 * held) * stake
            else:
                swing = -stake
        score = swing - keep
        if joker_open and suit == trump and not _joker_can_win(deal, c, stake if swing > 0 else 0):
            score -= JOKER_RISK
        if score > best_score:
            best_card, best_score = c, score
    return best_card


def _joker_can_win(deal: Deal, c: int, taken: int) -> bool:
    """Whether the seat playing briscola c can hope for the Joker's 51: its points, the
    trick, and the strong briscole (from the Re up) it keeps."""
    me, trump, power, value = deal.turn, deal.trump, deal.power, deal.value
    strong = sum(value[x] + 4 for x in deal.hands[me]
                 if x != c and x // 10 == trump and power[x] >= STRONG_BRISCOLA)
    return deal.points[me] + taken + strong >= JOKER_NEEDS
