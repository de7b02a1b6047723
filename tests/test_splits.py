"""Every shipped pair of generated splits is disjoint: by world, by instruction text and by
(instruction template, gold tool sequence) pair (:mod:`mobile_env.tasks.splits`).

The test is data-driven over :data:`mobile_env.tasks.splits.SHIPPED`: a new pair of splits is
checked as soon as it is listed there. A pair still known to leak is listed in ``KNOWN_LEAKS``
with the issue that fixes it; it is an expected failure that turns into a failure of its own the
day it stops leaking, so the entry is removed with the fix.
"""

from __future__ import annotations

import pytest

from mobile_env.tasks import Task, load_suite, splits
from mobile_env.tasks.schema import Gold

#: Pairs that still share keys, and why (the generators of the other side of issue 17, point 5).
KNOWN_LEAKS: dict[str, str] = {
    "mobilepa-train/mobilepa-test": "MobilePA Tool Use splits: issue 17 point 5, MobilePA side",
    "mobilepa-capabilities-train/mobilepa-capabilities-test":
        "MobilePA capability splits: issue 17 point 5, MobilePA side",
}


def _params() -> list[object]:
    out = []
    for pair in splits.SHIPPED:
        name = f"{pair.train}/{pair.test}"
        marks = [pytest.mark.xfail(reason=KNOWN_LEAKS[name], strict=True)] \
            if name in KNOWN_LEAKS else []
        out.append(pytest.param(pair, id=name, marks=marks))
    return out


@pytest.mark.parametrize("pair", _params())
def test_shipped_test_split_shares_nothing_with_its_training_split(pair: splits.SplitPair) -> None:
    template_of = pair.template_of()
    assert template_of is not None, (
        f"mobile_env.tasks.{pair.generator} cannot name its instruction templates: give it an "
        "instruction_template(task) so the (template, tool sequence) pairs can be compared")
    train, test = load_suite(pair.train), load_suite(pair.test)
    unnamed = [t.id for t in (*train, *test) if template_of(t) is None]
    assert not unnamed, f"instructions no template of the generator produces: {unnamed[:5]}"
    shared = splits.shared(train, test, template_of)
    assert shared == {kind: [] for kind in splits.KINDS}, {
        kind: f"{len(ids)} of {len(test)} test tasks, e.g. {ids[:3]}"
        for kind, ids in shared.items() if ids}


def test_every_shipped_split_is_listed() -> None:
    """A generated split that ships is one side of a listed pair (nothing escapes the check)."""
    from mobile_env.tasks import available_suites

    listed = {name for pair in splits.SHIPPED for name in (pair.train, pair.test)}
    generated = {s for s in available_suites() if s.endswith(("-train", "-test"))}
    assert generated == listed


def _task(tid: str, records: dict[str, list[dict[str, object]]], instruction: str,
          tool: str = "Phone_Call") -> Task:
    gold = Gold.model_validate({"answers": [{"calls": [{"name": tool, "arguments": {}}]}]})
    return load_suite("demo")[0].model_copy(update={"id": tid, "records": records,
                                                    "instruction": instruction, "gold": gold})


def test_each_kind_of_key_catches_its_own_overlap() -> None:
    base = load_suite("demo")[0]
    same_world = _task("w", base.records, "Ring my boss.")
    same_text = _task("t", {}, "  call MY manager. ")
    other = _task("p", {}, "Phone the boss.")
    template = {"Call my manager.": "Call {who}.", "Ring my boss.": "Ring {who}.",
                "  call MY manager. ": "Call {who} again.",
                "Phone the boss.": "Call {who}."}

    def template_of(task: Task) -> str:
        return template[task.instruction]

    shared = splits.shared([base], [same_world, same_text, other], template_of)
    assert shared["world"] == [same_world.id] and shared["text"] == [same_text.id]
    assert shared["template"] == [other.id]  # same template, same tool sequence
    other_tool = _task("q", {}, "Phone the boss.", tool="Messages_Send")
    assert splits.shared([base], [other_tool], template_of)["template"] == []
    assert splits.tool_sequence(base) == ("Phone_Call",)
