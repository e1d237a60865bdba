"""The project's own card art (site/art): every style, every card, standalone SVG."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

# site/ holds build-time and browser code, not an installed package ("site" is also a stdlib name).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "site"))

import art  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
CODES = [f"{rank}{suit}" for suit in "DCBS" for rank in range(1, 11)]
MAX_BYTES = 8 * 1024


@cache
def deck(style: str) -> dict[str, str]:
    return art.render_deck(style)


def artwork(document: str) -> str:
    """The drawing with its title and corner index removed and ids renamed in order of
    appearance, so two cards compare equal only if they draw the same picture."""
    root = ET.fromstring(document)
    for title in root.findall(f"{SVG}title"):
        root.remove(title)
    text = ET.tostring(root, encoding="unicode")
    index_ids = {
        group.get("id") for group in root.iter(f"{SVG}g") if group.find(f"{SVG}text") is not None
    }
    for index_id in index_ids:
        text = re.sub(rf'<(?:ns0:)?g id="{index_id}".*?</(?:ns0:)?g>', "", text, count=1, flags=re.S)
        text = re.sub(rf'<(?:ns0:)?use href="#{index_id}"[^>]*/>', "", text)
    names: dict[str, str] = {}

    def rename(match: re.Match[str]) -> str:
        return match.group(1) + names.setdefault(match.group(2), f"i{len(names)}")

    return re.sub(r'(id="|href="#|url\(#)([^")]+)', rename, text)


@pytest.mark.parametrize("style", art.STYLES)
def test_every_style_has_forty_faces_and_a_back(style: str) -> None:
    cards = deck(style)
    assert sorted(cards) == sorted([*CODES, "back"])
    for key, document in cards.items():
        root = ET.fromstring(document)
        assert root.tag == f"{SVG}svg", key
        assert root.get("viewBox") == "0 0 200 320", key


@pytest.mark.parametrize("style", art.STYLES)
def test_faces_are_distinct_pictures_within_a_style(style: str) -> None:
    pictures = {artwork(deck(style)[code]) for code in CODES}
    assert len(pictures) == len(CODES)


def test_styles_draw_different_cards() -> None:
    for key in [*CODES, "back"]:
        pictures = {artwork(deck(style)[key]) for style in art.STYLES}
        assert len(pictures) == len(art.STYLES), key


def test_unknown_style_is_refused() -> None:
    with pytest.raises(ValueError, match="tarocchi"):
        art.render_deck("tarocchi")
    with pytest.raises(ValueError):
        art.corner_label("Napoletane", "1D")


@pytest.mark.parametrize("code", ["11D", "0S", "1X", "D1", "", "1d", "10 S", "01D"])
def test_unknown_card_code_is_refused(code: str) -> None:
    with pytest.raises(ValueError):
        art.render_card("napoletane", code)
    with pytest.raises(ValueError):
        art.corner_label("francesi", code)


def test_documents_reference_nothing_outside_themselves() -> None:
    for style in art.STYLES:
        for key, document in deck(style).items():
            assert "http://" not in document.replace('xmlns="http://www.w3.org/2000/svg"', ""), key
            assert "https://" not in document and "@import" not in document and "@font-face" not in document, key
            ids = set(re.findall(r'id="([^"]+)"', document))
            refs = re.findall(r'href="([^"]*)"', document) + re.findall(r"url\(([^)]*)\)", document)
            for ref in refs:
                assert ref.startswith("#") and ref[1:] in ids, (style, key, ref)


def test_an_id_means_the_same_drawing_in_every_document() -> None:
    """Cards may be inlined together in one page, where ids are shared."""
    seen: dict[str, str] = {}
    for style in art.STYLES:
        for key, document in deck(style).items():
            root = ET.fromstring(document)
            ids = [element.get("id") for element in root.iter() if element.get("id")]
            assert len(ids) == len(set(ids)), (style, key)
            for element in root.iter():
                element_id = element.get("id")
                if element_id:
                    drawing = ET.tostring(element, encoding="unicode")
                    assert seen.setdefault(element_id, drawing) == drawing, (style, key)


def test_text_uses_only_generic_font_fallbacks() -> None:
    for style in art.STYLES:
        for key, document in deck(style).items():
            for family in re.findall(r'font-family="([^"]*)"', document):
                assert family.split(",")[-1].strip() in ("serif", "sans-serif"), (style, key, family)


@pytest.mark.parametrize(
    ("style", "code", "label"),
    [
        ("napoletane", "1D", "1"),
        ("napoletane", "10B", "10"),
        ("piacentine", "9S", "9"),
        ("francesi", "1D", "A"),
        ("francesi", "7C", "7"),
        ("francesi", "8B", "J"),
        ("francesi", "9S", "Q"),
        ("francesi", "10C", "K"),
    ],
)
def test_corner_index_shows_the_rank_label(style: str, code: str, label: str) -> None:
    assert art.corner_label(style, code) == label
    root = ET.fromstring(deck(style)[code])
    assert [text.text for text in root.iter(f"{SVG}text")] == [label]


def test_every_card_stays_small() -> None:
    for style in art.STYLES:
        for key, document in deck(style).items():
            assert len(document.encode()) < MAX_BYTES, (style, key)

