"""How readable the table's words are, measured from the pixels a player sees.

axe-core cannot judge text on the felt (a gradient: it reports the contrast as unknown), so
each text is photographed twice, as shown and with its letters made transparent: the pixels
that differ are the letters, and what lies behind them is the second picture. The contrast
of the text's colour against that background is WCAG's ratio; the text passes when 90% of
its letters' pixels reach it (the rest: edges of a pill's shadow under a descender). Text
shadows are left out of both pictures: the letters must be readable without them.
"""

from __future__ import annotations

import base64
from typing import Any

from playwright.sync_api import Page

# Every word on the table a player reads outside a button or a panel (a word drawn at 0 px,
# the title on a narrow phone, is there for screen readers only).
TEXTS = (".brand, #score, #trump, #called, #status, .seat-name, .seat-level, .badge, .dealer-chip,"
         " .score-match, .score-points, .briscola-name, .stock-count")
LEAST_PX = 12  # the smallest text a phone's player is asked to read
NORMAL, LARGE = 4.5, 3.0  # WCAG AA: large is 24 px, or 18.66 px bold

FIND = """(selector) => {
    const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
        && parseFloat(getComputedStyle(e).fontSize) > 0 && e.textContent.trim();
    return [...document.querySelectorAll(selector)].filter(shown).map((e, i) => {
        e.dataset.legibility = i;
        const range = document.createRange();
        range.selectNodeContents(e);
        const r = range.getBoundingClientRect();
        const style = getComputedStyle(e);
        const x = Math.max(0, Math.floor(r.left)), y = Math.max(0, Math.floor(r.top));
        return {i, what: (e.id ? '#' + e.id : '.' + e.classList[0]) + ' "' + e.textContent.trim().slice(0, 30) + '"',
                size: parseFloat(style.fontSize), bold: parseInt(style.fontWeight) >= 700,
                color: style.color.match(/[\\d.]+/g).map(Number),
                clip: {x, y, width: Math.min(innerWidth, Math.ceil(r.right)) - x,
                       height: Math.min(innerHeight, Math.ceil(r.bottom)) - y}};
    });
}"""

QUIET = """(on) => {
    let style = document.getElementById('legibility-style');
    if (on && !style) {
        style = document.createElement('style');
        style.id = 'legibility-style';
        style.textContent = '* { text-shadow: none !important; transition: none !important; }';
        document.head.appendChild(style);
    } else if (!on && style) {
        style.remove();
    }
}"""

HIDE = """([i, hidden]) => {
    const e = document.querySelector(`[data-legibility="${i}"]`);
    if (hidden) e.style.setProperty('color', 'transparent', 'important');
    else { e.style.removeProperty('color'); delete e.dataset.legibility; }
}"""

# The ratio at the tenth percentile of the letters' pixels (null: no letter drawn).
RATIO = """async ([shown, hidden, color]) => {
    const pixels = async (png) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
    };
    const [a, b] = [await pixels(shown), await pixels(hidden)];
    const linear = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    const luminance = (r, g, b) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    const [r, g, bl, alpha = 1] = color;
    const ratios = [];
    for (let p = 0; p < a.length; p += 4) {
        if (Math.abs(a[p] - b[p]) + Math.abs(a[p + 1] - b[p + 1]) + Math.abs(a[p + 2] - b[p + 2]) < 90) continue;
        const back = luminance(b[p], b[p + 1], b[p + 2]);
        const text = luminance(r * alpha + b[p] * (1 - alpha), g * alpha + b[p + 1] * (1 - alpha),
                               bl * alpha + b[p + 2] * (1 - alpha));
        ratios.push((Math.max(back, text) + 0.05) / (Math.min(back, text) + 0.05));
    }
    ratios.sort((x, y) => x - y);
    return ratios.length ? ratios[Math.floor(ratios.length / 10)] : null;
}"""


def _png(page: Page, clip: Any) -> str:
    return base64.b64encode(page.screenshot(clip=clip)).decode("ascii")


def unreadable_texts(page: Page) -> list[str]:
    """Every text of TEXTS on the screen smaller than LEAST_PX or under WCAG AA's contrast,
    as sentences (empty: all readable)."""
    problems = []
    page.evaluate(QUIET, True)
    try:
        texts: list[dict[str, Any]] = page.evaluate(FIND, TEXTS)
        for text in texts:
            if text["size"] < LEAST_PX - 0.05:
                problems.append(f"{text['what']}: {text['size']:.1f} px, under {LEAST_PX}")
            clip = text["clip"]
            if clip["width"] < 1 or clip["height"] < 1:
                continue
            shown = _png(page, clip)
            page.evaluate(HIDE, [text["i"], True])
            hidden = _png(page, clip)
            page.evaluate(HIDE, [text["i"], False])
            ratio = page.evaluate(RATIO, [shown, hidden, text["color"]])
            large = text["size"] >= 24 or (text["size"] >= 18.66 and text["bold"])
            least = LARGE if large else NORMAL
            if ratio is None or ratio < least:
                problems.append(f"{text['what']}: contrast {ratio if ratio is None else round(ratio, 2)}, under {least}")
    finally:
        page.evaluate(QUIET, False)
    return problems
