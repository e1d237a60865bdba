"""What the page's Python needs that CPython and MicroPython spell differently."""

from __future__ import annotations

import time


def monotonic() -> float:
    """Seconds on a clock that only goes forward (MicroPython has no time.monotonic)."""
    ticks = getattr(time, "ticks_ms", None)
    return ticks() / 1000 if ticks is not None else time.monotonic()
