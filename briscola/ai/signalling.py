"""How computer partners signal in Briscola a 4 (segnali, RULES.md §9).

The engine offers only true signals, so a partner reads each one as a fact (``knowledge``
turns them into cards held or not held). What is left to choose is which fact to tell:
the strongest briscola not yet told this deal, since that is what decides who takes the
carichi; else "liscio" (no briscola, no carico), which is news at every trick, as each
trick brings a new card. Every level but Random signals this way, first thing in its turn.
"""

from __future__ import annotations

from ..actions import Action
from ..observation import Observation


def signal_to_send(observation: Observation) -> str | None:
    """The signal this seat sends now, or None to play on."""
    offered = [Action.parse(a).word for a in observation["legal_actions"] if a.startswith("signal ")]
    told = {word for seat, _, word in observation["signals"] if seat == observation["seat"]}
    for word in offered:  # the engine offers them strongest first, "liscio" last
        if word == "liscio" or word not in told:
            return f"signal {word}"
    return None

