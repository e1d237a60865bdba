"""Plain records for the page's Python, the same under CPython and MicroPython.

MicroPython has no ``dataclasses``; ``Value`` gives a record what ``@dataclass`` gave it:
equality by content (the renderer skips a panel equal to the one it drew), a hash and a
readable repr. Each subclass writes its own ``__init__``, with the fields as keyword
parameters. Also here: the type of an observation as the page gets it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # for mypy only: MicroPython has no engine on the main thread
    from briscola.observation import Observation as EngineObservation

    class Observation(EngineObservation, total=False):
        """One seat's view as JSON brings it from the engine, and as the table paces it."""

        trick_winner: int | None  # a finished trick held on the table a moment (pacing.py)
        dealing: bool  # a new deal's cards flying in, the player's first move waiting (pacing.py)

    DealResultData = dict[str, Any]  # DealResult.to_dict(), as JSON brings it


class Value:
    """Equal when of the same class with equal fields (its instance ``__dict__``)."""

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.__dict__ == self.__dict__

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        # Sorted: MicroPython's dicts keep no order. A field holding a dict makes it unhashable,
        # as it made a frozen dataclass.
        return hash((type(self).__name__, tuple(sorted(self.__dict__.items()))))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__name__}({fields})"
