"""Shipped test splits share nothing with their training splits: no world, no instruction text,
no (instruction template, gold tool sequence) pair -- and, for the pairs that say so, no user's
profile world. Data-driven over :data:`SHIPPED_PAIRS`: a new pair is checked as soon as it is
listed there."""

from __future__ import annotations

from pathlib import Path

import pytest

from mobile_env.generation import cli
from mobile_env.task_format import Task, available_suites
from mobile_env.generation.disjoint import (KINDS, SHIPPED_PAIRS, SplitPair, gold_tool_sequence,
                                            keys, overlap)
from mobile_env.task_format.loading import load_suite, load_tasks, suite_file, to_jsonl
from mobile_env.task_format.schema import Gold



@pytest.mark.parametrize("pair", SHIPPED_PAIRS, ids=lambda p: f"{p.train}|{p.test}")
def test_shipped_test_split_shares_nothing_with_training(pair: SplitPair) -> None:
    problems = overlap(load_suite(pair.train), load_suite(pair.test),
                       pair.template_of()).problems(pair.users)
    assert not problems, f"{pair.test} leaks {pair.train}:\n  " + "\n  ".join(problems)


def test_every_generated_split_is_in_a_pair() -> None:
    """A shipped file of templated (generated) tasks, and every ``-train`` / ``-test`` suite, is
    a training or a test split of a pair (nothing escapes the check)."""
    paired = {name for p in SHIPPED_PAIRS for name in (p.train, p.test)}
    generated = {name for name in available_suites()
                 if any(t.template for t in load_suite(name))}
    assert generated and generated <= paired, sorted(generated - paired)
    named = {s for s in available_suites() if s.endswith(("-train", "-test"))}
    assert named <= paired, sorted(named - paired)


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
    assert cli.main(["disjoint", "--users", str(suite_file("mobilepa-train")),
                     str(suite_file("mobilepa-test"))]) == 0


def _spieval(tid: str, records: dict[str, list[dict[str, object]]], instruction: str,
             tool: str = "Phone_Call") -> Task:
    gold = Gold.model_validate({"answers": [{"calls": [{"name": tool, "arguments": {}}]}]})
    return load_suite("demo")[0].model_copy(update={"id": tid, "records": records,
                                                    "instruction": instruction, "gold": gold})


def test_a_generator_that_reads_templates_back_is_checked_by_them() -> None:
    """Tasks without a ``template`` field (the SPIEval generator's) are compared by the template
    their generator reads back from the text."""
    base = load_suite("demo")[0]
    same_world = _spieval("w", base.records, "Ring my boss.")
    same_text = _spieval("t", {}, "  call MY manager. ")
    other = _spieval("p", {}, "Phone the boss.")
    template = {"Call my manager.": "Call {who}.", "Ring my boss.": "Ring {who}.",
                "  call MY manager. ": "Call {who} again.", "Phone the boss.": "Call {who}."}

    def template_of(task: Task) -> str:
        return template[task.instruction]

    found = overlap([base], [same_world, same_text, other], template_of)
    assert (found.worlds, found.instructions, found.templates) == (["w"], ["t"], ["p"])
    assert found.untemplated == []
    other_tool = _spieval("q", {}, "Phone the boss.", tool="Messages_Send")
    assert overlap([base], [other_tool], template_of).templates == []
    assert gold_tool_sequence(base) == ("Phone_Call",)
    assert {k.split(":", 1)[0] for k in keys(base, template_of)} == set(KINDS)
    assert overlap([base], [other]).untemplated == ["p"]  # without the generator: unchecked
