"""``__future__`` for the page's MicroPython, which has none.

It lets ``from __future__ import annotations`` (which every module of site/py starts with,
for CPython and mypy) import there; MicroPython never evaluates annotations anyway. Only
MicroPython gets site/mpy: CPython keeps its own module.
"""

annotations = True
