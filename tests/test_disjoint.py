"""Shipped test splits share nothing with their training splits (issue 17.5): no world, no
instruction text, no (instruction template, gold tool sequence) pair -- and, for the pairs that
say so, no user's profile world. Data-driven over :data:`SHIPPED_PAIRS`."""

from __future__ import annotations

from pathlib import Path

import pytest

from mobile_env.tasks import cli
from mobile_env.tasks.disjoint import SHIPPED_PAIRS, SplitPair, gold_tool_sequence, overlap
from mobile_env.tasks.loading import load_suite, load_tasks, to_jsonl

TASKS = Path(__file__).resolve().parents[1] / "tasks"


@pytest.mark.parametrize("pair", SHIPPED_PAIRS, ids=lambda p: f"{p.train}|{p.test}")
def test_shipped_test_split_shares_nothing_with_training(pair: SplitPair) -> None:
    problems = overlap(load_suite(pair.train), load_suite(pair.test)).problems(pair.users)
    assert not problems, f"{pair.test} leaks {pair.train}:\n  " + "\n  ".join(problems)


def test_every_generated_split_is_in_a_pair() -> None:
    """A shipped file of templated (generated) tasks is a training or a test split of a pair."""
    paired = {name for p in SHIPPED_PAIRS for name in (p.train, p.test)}
    generated = {path.stem for path in TASKS.glob("*.jsonl")
                 if any(t.template for t in load_suite(path.stem))}
    assert generated and generated <= paired, sorted(generated - paired)


def test_each_respect_is_caught(tmp_path: Path) -> None:
    """The check fails on a copied world, a repeated instruction and a reused template; a new
    template for the same tools, or the same template for other tools, is fine."""
    train = next(t for t in load_suite("mobilepa-train") if t.checker == "tool_calls")
    other_tools = [c.model_copy(update={"name": "list_alarms"}) for c in train.required_calls]
    test = [train.model_copy(update={"id": "same-world"}),
            train.model_copy(update={"id": "same-words", "records": {}}),
            train.model_copy(update={"id": "same-template", "records": {}, "instruction": "x"}),
            train.model_copy(update={"id": "new-template", "records": {}, "instruction": "y",
                                     "template": "y"}),
            train.model_copy(update={"id": "other-tools", "records": {}, "instruction": "z",
                                     "required_calls": other_tools})]
    found = overlap([train], test)
    assert found.worlds == ["same-world"]
    assert found.instructions == ["same-world", "same-words"]
    assert found.templates == ["same-world", "same-words", "same-template"]
    assert found.users == [t.id for t in test]  # the same user throughout
    assert len(found.problems()) == 3 and len(found.problems(users=True)) == 4
    assert overlap([train], test[3:]).problems() == []
    assert gold_tool_sequence(test[4]) != gold_tool_sequence(train)
    train_file, test_file = tmp_path / "train.jsonl", tmp_path / "test.jsonl"
    train_file.write_text(to_jsonl([train]), encoding="utf-8")
    test_file.write_text(to_jsonl(test[:1]), encoding="utf-8")
    assert load_tasks(train_file)[0].template == train.template  # the field survives a dump
    assert cli.main(["disjoint", str(train_file), str(test_file)]) == 1
    assert cli.main(["disjoint", "--users", str(TASKS / "mobilepa-train.jsonl"),
                     str(TASKS / "mobilepa-test.jsonl")]) == 0
