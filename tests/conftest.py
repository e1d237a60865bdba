"""Fixtures shared by the whole suite: the site built once, served on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import build


@pytest.fixture(scope="session")
def dist_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built once per session, into a temporary folder.

    Never the working tree's dist/, which a developer may be serving meanwhile. The
    runtime tarballs come from .cache/npm/ (the network only on the very first build).
    """
    out = tmp_path_factory.mktemp("site") / "dist"
    try:
        build.build(out)
    except build.BuildError as error:
        pytest.fail(f"build.py failed: {error}")
    return out


@pytest.fixture(scope="session")
def site_url(dist_dir: Path) -> Iterator[str]:
    """The built site, served for the whole session; ends with a slash."""
    site = build.serve_in_background(dist_dir)
    yield site.url
    site.stop()


@pytest.fixture
def private_site(dist_dir: Path) -> Iterator[build.RunningSite]:
    """The built site on a server of the test's own, on its own port (so its own
    origin: no service worker or storage shared with other tests), that the test
    may stop."""
    site = build.serve_in_background(dist_dir)
    yield site
    site.stop()
