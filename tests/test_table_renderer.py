"""The renderer's batching (site/py/render.py), in CPython: PyScript's FFI and the page
stood in for, the draw itself left out (the browser tests draw real tables)."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from collections.abc import Callable, Iterator
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "site" / "py"))


class Window:
    def __init__(self) -> None:
        self.frames: list[Callable[[float], None]] = []

    def requestAnimationFrame(self, callback: Callable[[float], None]) -> None:
        self.frames.append(callback)

    def matchMedia(self, query: str) -> Any:
        return types.SimpleNamespace(matches=False)

    def frame(self) -> None:
        frames, self.frames = self.frames, []
        for callback in frames:
            callback(0.0)


@pytest.fixture
def renderer(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    ffi = types.ModuleType("pyscript.ffi")
    ffi.create_proxy = lambda function: function  # type: ignore[attr-defined]
    ffi.is_none = lambda value: value is None  # type: ignore[attr-defined]
    ffi.to_js = lambda value: value  # type: ignore[attr-defined]
    package = types.ModuleType("pyscript")
    package.ffi = ffi  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyscript", package)
    monkeypatch.setitem(sys.modules, "pyscript.ffi", ffi)
    for name in ("render", "render_panels"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    import render

    document = types.SimpleNamespace(documentElement=types.SimpleNamespace(lang="it"))
    yield render.Renderer(document, Window(), lambda error: None)
    for name in ("render", "render_panels"):  # imported with the stand-in FFI: not for others
        sys.modules.pop(name, None)


def table(name: str, cover: str = "") -> Callable[[], Any]:
    """A scene's builder: the renderer's batching reads only its panels' cover."""
    return lambda: types.SimpleNamespace(name=name, panels=types.SimpleNamespace(handover=cover))


def test_a_table_that_cannot_be_drawn_is_reported_once_not_at_every_frame(renderer: Any) -> None:
    reports: list[BaseException] = []
    drawn: list[object] = []
    def broken() -> object:
        raise ValueError("no such seat")

    def report(error: BaseException) -> None:
        reports.append(error)
        renderer.request(broken)  # the controller's notice asks for a draw, as fail() does

    renderer.on_error = report
    renderer.draw = lambda scene, animate: drawn.append(scene.name)

    renderer.request(broken)
    for _ in range(3):
        renderer.window.frame()
    assert [str(error) for error in reports] == ["no such seat"] and drawn == []
    renderer.request(table("table"))
    renderer.window.frame()  # drawn again: the next failure is news
    renderer.request(broken)
    renderer.window.frame()
    assert drawn == ["table"] and len(reports) == 2


def test_the_cards_a_lifted_cover_shows_do_not_fly_in(renderer: Any) -> None:
    drawn: list[tuple[str, bool]] = []
    renderer.draw = lambda scene, animate: drawn.append((scene.name, animate))

    for name, cover in (("played", ""), ("covered", "Giocatore 2"), ("lifted", ""), ("next", "")):
        renderer.request(table(name, cover))
        renderer.window.frame()
    # The covered felt has no card to move, the lifted table's are in hand already; the
    # table's next change moves its cards again.
    assert drawn == [("played", True), ("covered", True), ("lifted", False), ("next", True)]
