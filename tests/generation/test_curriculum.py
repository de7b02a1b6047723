"""The generator's ``values`` curriculum: copied gold values, derived ones, or both."""

from __future__ import annotations

import pytest

from mobile_env.generation.curriculum import keeps, value_source, visible_text
from mobile_env.generation.generator import generate


@pytest.fixture(scope="module")
def mixed():
    return generate(60, seed=31, difficulty="easy", execution_tools=2, verify=False)


def test_both_kinds_occur_and_any_is_the_unfiltered_generator(mixed) -> None:
    kinds = [value_source(t) for t in mixed]
    assert 0 < kinds.count("copy") < len(kinds)
    same = generate(60, seed=31, difficulty="easy", execution_tools=2, values="any", verify=False)
    assert [t.model_dump() for t in same] == [t.model_dump() for t in mixed]


@pytest.mark.parametrize("values", ["copy", "derive"])
def test_the_filter_keeps_only_its_kind_deterministically(values: str) -> None:
    tasks = generate(15, seed=7, difficulty="easy", execution_tools=2, values=values)
    assert len(tasks) == 15 and {value_source(t) for t in tasks} == {values}
    again = generate(15, seed=7, difficulty="easy", execution_tools=2, values=values)
    assert [t.model_dump() for t in again] == [t.model_dump() for t in tasks]


def test_copy_means_every_gold_string_is_visible_or_the_default(mixed) -> None:
    from mobile_env.tools.registry import REGISTRY

    copied = [t for t in mixed if value_source(t) == "copy"]
    assert copied
    for task in copied:
        text = visible_text(task)
        for call in task.gold.answers[0].calls:
            props = REGISTRY[call.name].schema["function"]["parameters"]["properties"]
            for name, gold in call.arguments.items():
                for value in (v for v in gold.values or [] if isinstance(v, str)):
                    assert value.lower() in text or value == props[name].get("default"), \
                        (task.id, name, value)


def _with_gold_value(task, name: str, value: str):
    data = task.model_dump(mode="json")
    data["gold"]["answers"][0]["calls"][0]["arguments"][name]["values"] = [value]
    return type(task).model_validate(data)


def test_hiding_a_value_makes_a_copy_task_derived(mixed) -> None:
    task = next(t for t in mixed if value_source(t) == "copy"
                and any(g.values and isinstance(g.values[0], str) and len(g.values[0]) > 5
                        for g in t.gold.answers[0].calls[0].arguments.values()))
    name, gold = next((n, g) for n, g in task.gold.answers[0].calls[0].arguments.items()
                      if g.values and isinstance(g.values[0], str) and len(g.values[0]) > 5)
    assert value_source(_with_gold_value(task, name, gold.values[0])) == "copy"
    assert value_source(_with_gold_value(task, name, gold.values[0] + " on the 31st")) == "derive"


def test_an_unknown_curriculum_is_an_error() -> None:
    with pytest.raises(ValueError, match="copy, derive, any"):
        generate(1, seed=0, values="most")
    with pytest.raises(ValueError):
        keeps(generate(1, seed=0, verify=False)[0], "copied")
