"""The code blocks of the README and of every documentation page run as shown (see
readme_blocks.py).

The blocks that need no installation and no training run here, in this environment, from a
folder outside the checkout; every block -- set-up, training and the CPU demonstration included,
the expensive ones in the reduced forms listed in ``readme_blocks.REDUCED`` -- runs against an
installed wheel in ``test_wheel.py`` (slow).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterator

import pytest

from readme_blocks import DOCS, Place, blocks, run

EXPENSIVE = ("pip ", "python3 -m venv", "mobile-env train", "mobile-env tasks generate",
             "mobile-env serve", "MobilePlannerClient", "ray_rollout", "--agent hf")
CHEAP = [b for b in blocks(*DOCS) if not any(word in b.text for word in EXPENSIVE)]


def test_the_docs_have_the_blocks_the_tests_expect() -> None:
    """Every block is a doctest, a console session or a script (nothing is silently skipped)."""
    found = blocks(*DOCS)
    assert {b.lang for b in found} == {"python", "console", "bash"}
    assert len(found) >= 15 and len(CHEAP) >= 5
    assert any(">>> " in b.text for b in found if b.lang == "python")
    assert all(b.text.startswith("$ ") for b in found if b.lang == "console")


@pytest.fixture(scope="module")
def place(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Place]:
    where = Place(tmp_path_factory.mktemp("readme") / "work", Path(sys.executable).parent)
    yield where
    where.close()


@pytest.mark.parametrize("block", CHEAP, ids=lambda b: b.id)
def test_block_runs_as_shown(block: object, place: Place) -> None:
    place.workdir.mkdir(exist_ok=True)
    run(block, place)  # type: ignore[arg-type]
