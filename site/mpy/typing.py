"""``typing`` for the page's MicroPython, which has none.

MicroPython never evaluates annotations, so these names need only import: each stands for
nothing. Two things run for real: ``TYPE_CHECKING`` is False, and ``Literal[...]`` keeps its
values for ``get_args`` (intents.py lists its kinds once, for mypy and for the page alike).
Only MicroPython gets site/mpy: CPython keeps its own module.
"""

TYPE_CHECKING = False

Any = Callable = Final = Iterable = Protocol = object


class _Literal:
    def __init__(self, values):
        self.values = values


class _LiteralForm:
    def __getitem__(self, values):
        return _Literal(values if isinstance(values, tuple) else (values,))


Literal = _LiteralForm()


def get_args(alias):
    return alias.values if isinstance(alias, _Literal) else ()
