"""Fixtures shared by the whole suite: the site built once, served on 127.0.0.1."""

from __future__ import annotations

import fcntl
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import build


@pytest.fixture(scope="session")
def dist_dir(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    """The site built once per session, into a temporary folder.

    Never the working tree's dist/, which a developer may be serving meanwhile. The
    runtime tarballs come from .cache/npm/ (the network only on the very first build).
    Under pytest-xdist the workers share one build: the first to ask makes it, in the
    session's folder they all have in common, while the others wait for it (a build is
    seconds of a core, most of it drawing the app's icons).
    """
    if worker_id == "master":  # no xdist: the session's own folder
        return _built(tmp_path_factory.mktemp("site") / "dist")
    shared = tmp_path_factory.getbasetemp().parent  # this session's, above each worker's own
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        out = shared / "site" / "dist"
        return out if (shared / "site" / "built").exists() else _built(out)


def _built(out: Path) -> Path:
    if out.exists():  # a build that failed half-way, in another worker
        shutil.rmtree(out)
    try:
        build.build(out)
    except build.BuildError as error:
        pytest.fail(f"build.py failed: {error}")
    (out.parent / "built").touch()
    return out


@pytest.fixture
def private_site(dist_dir: Path) -> Iterator[build.RunningSite]:
    """The built site on a server of the test's own, on its own port (so its own
    origin: no service worker or storage shared with other tests), that the test
    may stop."""
    site = build.serve_in_background(dist_dir)
    yield site
    site.stop()
