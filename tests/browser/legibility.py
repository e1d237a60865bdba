"""How readable the table's words are, measured from the pixels a player sees.

axe-core cannot judge text on the felt (a gradient: it reports the contrast as unknown), so
the screen is photographed twice, as shown and with the letters of every text made
transparent: within a text's box, the pixels that differ are its letters, and what lies
behind them is the second picture (texts never cover each other: test_layout checks it). The contrast
of the text's colour against that background is WCAG's ratio; the text passes when 90% of
its letters' pixels reach it (the rest: edges of a pill's shadow under a descender). Text
shadows are left out of both pictures: the letters must be readable without them.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page
from tests.browser.screen import png_base64

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
        // through the CSSOM: the page's Content-Security-Policy refuses a <style> of ours
        e.style.setProperty('text-shadow', 'none', 'important');
        e.style.setProperty('transition', 'none', 'important');
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

HIDE = """(hidden) => {
    for (const e of document.querySelectorAll('[data-legibility]')) {
        if (hidden) e.style.setProperty('color', 'transparent', 'important');
        else {
            for (const property of ['color', 'text-shadow', 'transition']) e.style.removeProperty(property);
            delete e.dataset.legibility;
        }
    }
}"""

# For each text, the ratio at the tenth percentile of its letters' pixels (null: no letter drawn).
RATIOS = """async ([shown, hidden, texts]) => {
    const pixels = async (png) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return {width: image.width, data: context.getImageData(0, 0, image.width, image.height).data};
    };
    const [a, b] = [await pixels(shown), await pixels(hidden)];
    const scale = a.width / innerWidth;  // the screen's pixels per CSS pixel
    const linear = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    const luminance = (r, g, b) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    return texts.map(({clip, color}) => {
        const [r, g, bl, alpha = 1] = color;
        const ratios = [];
        for (let y = Math.floor(clip.y * scale); y < Math.ceil((clip.y + clip.height) * scale); y++) {
            for (let x = Math.floor(clip.x * scale); x < Math.ceil((clip.x + clip.width) * scale); x++) {
                const p = (y * a.width + x) * 4;
                const [s, h] = [a.data, b.data];
                if (Math.abs(s[p] - h[p]) + Math.abs(s[p + 1] - h[p + 1]) + Math.abs(s[p + 2] - h[p + 2]) < 90) continue;
                const back = luminance(h[p], h[p + 1], h[p + 2]);
                const text = luminance(r * alpha + h[p] * (1 - alpha), g * alpha + h[p + 1] * (1 - alpha),
                                       bl * alpha + h[p + 2] * (1 - alpha));
                ratios.push((Math.max(back, text) + 0.05) / (Math.min(back, text) + 0.05));
            }
        }
        ratios.sort((x, y) => x - y);
        return ratios.length ? ratios[Math.floor(ratios.length / 10)] : null;
    });
}"""


def unreadable_texts(page: Page) -> list[str]:
    """Every text of TEXTS on the screen smaller than LEAST_PX or under WCAG AA's contrast,
    as sentences (empty: all readable)."""
    problems = []
    try:
        texts: list[dict[str, Any]] = page.evaluate(FIND, TEXTS)
        shown = png_base64(page)
        page.evaluate(HIDE, True)
        hidden = png_base64(page)
    finally:
        page.evaluate(HIDE, False)
    measured = [text for text in texts if text["clip"]["width"] >= 1 and text["clip"]["height"] >= 1]
    ratios = page.evaluate(RATIOS, [shown, hidden, measured])
    for text in texts:
        if text["size"] < LEAST_PX - 0.05:
            problems.append(f"{text['what']}: {text['size']:.1f} px, under {LEAST_PX}")
    for text, ratio in zip(measured, ratios):
        large = text["size"] >= 24 or (text["size"] >= 18.66 and text["bold"])
        least = LARGE if large else NORMAL
        if ratio is None or ratio < least:
            problems.append(f"{text['what']}: contrast {ratio if ratio is None else round(ratio, 2)}, under {least}")
    return problems
