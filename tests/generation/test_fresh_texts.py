"""A MobilePA split repeats no instruction text while its scenarios have unused wordings: the
generation loop redraws a repeating task a bounded number of times, deterministically."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

import pytest

from mobile_env.generation.common import (TEXT_RETRIES, RepeatedText, check_text, distinct_tasks,
                                          fresh)
from mobile_env.generation.mobilepa_generator import build_task
from mobile_env.task_format.generated import read_manifest
from mobile_env.task_format.loading import load_suite, tasks_dir
from mobile_env.task_format.schema import Task

#: The share of a generated MobilePA suite's tasks whose instruction text is their own.
MIN_DISTINCT = 0.95
GENERATED_MOBILEPA = sorted(name for name in read_manifest(tasks_dir())
                            if name.startswith("mobilepa"))


@lru_cache(maxsize=1)
def _template() -> Task:
    return build_task(0, 1)


def _task(index: int, text: str) -> Task:
    """A real task renamed ``t-index`` and worded ``text``."""
    return _template().model_copy(update={"id": f"t-{index}", "instruction": text})


def test_fresh_needs_new_texts_within_and_across_groups() -> None:
    assert fresh([_task(0, "a"), _task(1, "b")], {"c"})
    assert not fresh([_task(0, "a"), _task(1, "a")], set())
    assert not fresh([_task(0, "a")], {"a"})


def test_a_repeated_text_is_redrawn_then_taken_after_the_retries() -> None:
    texts = ["a", "a", "b", *["b"] * (TEXT_RETRIES + 1), "c"]
    built = distinct_tasks(3, lambda i, said: [_task(i, texts[i])], lambda t: t.id,
                           verify=False, fresh_texts=True)
    # index 1 repeats "a" and is skipped; "b" at 2; the repeats of "b" are skipped until the
    # retries are spent, then the next one is taken although it repeats
    assert [t.id for t in built] == ["t-0", "t-2", f"t-{3 + TEXT_RETRIES}"]
    plain = distinct_tasks(3, lambda i, said: [_task(i, texts[i])], lambda t: t.id,
                           verify=False)
    assert [t.id for t in plain] == ["t-0", "t-1", "t-2"]  # the rule is a generator's choice


def test_a_build_that_refuses_a_repeated_text_early_is_redrawn_the_same_way() -> None:
    """A build may raise RepeatedText before it assembles its task: the index counts as a
    repeat, and once the retries are spent the build is asked without the texts."""
    texts = ["a", "a", "b", *["b"] * (TEXT_RETRIES + 1), "c"]
    asked: list[tuple[int, bool]] = []

    def build(index: int, said: object) -> list[Task]:
        assert isinstance(said, (set, frozenset))
        asked.append((index, bool(said)))
        check_text(texts[index], said)
        return [_task(index, texts[index])]

    built = distinct_tasks(3, build, lambda t: t.id, verify=False, fresh_texts=True)
    assert [t.id for t in built] == ["t-0", "t-2", f"t-{3 + TEXT_RETRIES}"]
    assert asked[-1] == (3 + TEXT_RETRIES, False)  # the retries spent: no texts to check
    with pytest.raises(RepeatedText):
        check_text("a", {"a"})


@pytest.mark.parametrize("suite", GENERATED_MOBILEPA)
def test_every_generated_mobilepa_suite_words_its_tasks_apart(suite: str) -> None:
    tasks = load_suite(suite)
    distinct = len(Counter(t.instruction for t in tasks))
    assert distinct >= MIN_DISTINCT * len(tasks), (suite, distinct, len(tasks))
