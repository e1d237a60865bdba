"""Tiny SVG text builders: elements, numbers and the document wrapper.

Cards are plain strings built from these helpers, so the output is small,
deterministic and needs nothing beyond the standard library.
"""

from __future__ import annotations

from xml.sax.saxutils import quoteattr

WIDTH = 200
HEIGHT = 320
CENTER_X = WIDTH / 2
CENTER_Y = HEIGHT / 2

Attr = str | float | int


def num(value: float) -> str:
    """Format a coordinate with at most one decimal, no trailing zeros."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def attrs(**values: Attr | None) -> str:
    """Render keyword attributes; `stroke_width` becomes `stroke-width`, None is skipped."""
    parts = []
    for name, value in values.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, (int, float)) else value
        parts.append(f" {name.rstrip('_').replace('_', '-')}={quoteattr(text)}")
    return "".join(parts)


def el(tag: str, *children: str, **values: Attr | None) -> str:
    """One element; self-closing when it has no children."""
    inner = "".join(children)
    if not inner:
        return f"<{tag}{attrs(**values)}/>"
    return f"<{tag}{attrs(**values)}>{inner}</{tag}>"


def group(*children: str, **values: Attr | None) -> str:
    return el("g", *children, **values)


def use(ref: str, x: float = 0, y: float = 0, scale: float = 1, rotate: float = 0) -> str:
    """Place a <defs> entry at (x, y), scaled and rotated around that point."""
    return el("use", href=f"#{ref}", transform=place(x, y, scale, rotate))


def place(x: float, y: float, scale: float = 1, rotate: float = 0) -> str:
    parts = [f"translate({num(x)} {num(y)})"]
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1:
        parts.append(f"scale({f'{scale:.3f}'.rstrip('0').rstrip('.')})")
    return "".join(parts)


def path(d: str, **values: Attr | None) -> str:
    return el("path", d=d, **values)


def circle(cx: float, cy: float, r: float, **values: Attr | None) -> str:
    return el("circle", cx=cx, cy=cy, r=r, **values)


def ellipse(cx: float, cy: float, rx: float, ry: float, **values: Attr | None) -> str:
    return el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **values)


def rect(x: float, y: float, w: float, h: float, **values: Attr | None) -> str:
    return el("rect", x=x, y=y, width=w, height=h, **values)


def document(title: str, defs: str, body: str) -> str:
    """A standalone SVG document with the card's shared viewBox."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" role="img">'
        f"{el('title', escape_text(title))}"
        f"{el('defs', defs) if defs else ''}{body}</svg>"
    )


def escape_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
