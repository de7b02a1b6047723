"""The procedural SPIEval task generator: deterministic, complete, solvable, disjoint, tunable."""

from __future__ import annotations

import json
import re
import statistics
from itertools import product

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.papers import SPIEVAL
from mobile_env.task_format import load_suite, load_tasks
from mobile_env.task_format.loading import suite_file, to_jsonl
from mobile_env.generation.generator import (CANDIDATE_TOOLS, CAPABILITIES, EXECUTION_TOOLS,
                                             OPERATIONS, generate, instruction_template, main,
                                             split_keys)
from mobile_env.generation.generator_text import LANGUAGES
from mobile_env.validation import validate_task

DEMO = json.loads(suite_file("demo").read_text().splitlines()[0])
#: Gold parameters that hold the person the instruction itself names ("Call Leo", "Pay Miao").
NAMING_PARAMS = {"name", "receivingName", "participants", "people", "passenger"}


@pytest.fixture(scope="module")
def sample() -> list:
    """100 medium tasks: every capability x operation pair twice."""
    return generate(100, seed=11, verify=False)


def _replay(task, steps) -> tuple[float, str]:
    env = MobilePlannerEnv(tasks=[task])
    env.reset(options={"task_id": task.id})
    seen, reward = "", 0.0
    for step in steps:
        observation, reward, terminated, truncated, _ = env.step(json.dumps(step,
                                                                            ensure_ascii=False))
        seen += observation
        if terminated or truncated:
            break
    return reward, seen


def test_same_seed_same_bytes_other_seed_other_tasks():
    first = to_jsonl(generate(25, seed=3, verify=False))
    assert first == to_jsonl(generate(25, seed=3, verify=False))
    assert first != to_jsonl(generate(25, seed=4, verify=False))


def test_cli_writes_the_same_file_as_the_function(tmp_path):
    out = tmp_path / "t.jsonl"
    assert main(["--n", "10", "--seed", "5", "--out", str(out), "--quiet"]) == 0
    assert out.read_text(encoding="utf-8") == to_jsonl(generate(10, seed=5))
    assert [t.id for t in load_tasks(out)] == [f"gen-5-{i:05d}" for i in range(10)]


def test_every_capability_operation_pair_is_produced(sample):
    pairs = {(t.capability, op) for t in sample for op in t.categories}
    assert set(product(CAPABILITIES, OPERATIONS)) <= pairs
    assert all(len(t.categories) == (2 if t.capability == "multi_intent" else 1) for t in sample)


def test_tasks_match_the_spieval_shape(sample):
    for task in sample:
        assert task.candidate_tools == list(CANDIDATE_TOOLS) == DEMO["candidate_tools"]
        assert (task.step_limit == SPIEVAL.step_limit and task.now == DEMO["now"]
                and task.weekday == DEMO["weekday"])
        assert task.profile.model_dump() == DEMO["profile"]
    assert len({t.id for t in sample}) == len(sample)


def test_reference_solutions_score_one_and_finishing_at_once_scores_zero(sample):
    for task in sample[:50]:
        steps = [[c.model_dump() for c in step] for step in task.reference_solution]
        reward, seen = _replay(task, steps)
        assert reward == 1.0, task.id
        found = set(re.findall(r'"id":\s*"([a-z_]+-\d+)"', seen))
        assert {e.record_id for e in task.evidence} <= found, f"{task.id}: evidence not searched"
        assert _replay(task, [[{"name": "finish", "arguments": {}}]])[0] == 0.0, task.id


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_other_difficulties_validate(difficulty):
    for task in generate(20, seed=2, difficulty=difficulty, verify=False):
        assert validate_task(task) == [], task.id


def test_shipped_splits_are_valid_sized_and_reproducible():
    """Disjointness of the shipped pairs is tests/generation/test_disjoint.py's; here their size
    and seeds."""
    train, test = load_suite("spieval-train"), load_suite("spieval-test")
    assert (len(train), len(test)) == (2000, 250)
    assert not {t.id for t in train} & {t.id for t in test}
    assert to_jsonl(train[:20]) == to_jsonl(generate(20, seed=7, verify=False))
    exclude = frozenset(k for t in train for k in split_keys(t))
    assert to_jsonl(test[:20]) == to_jsonl(generate(20, seed=1007, side="test", exclude=exclude,
                                                    verify=False))


def test_exclude_drops_tasks_that_share_a_key():
    base = generate(5, seed=9, verify=False)
    again = generate(5, seed=9, exclude=frozenset(k for t in base[:2] for k in split_keys(t)),
                     verify=False)
    kept = [t.id for t in again]
    assert base[0].id not in kept and base[1].id not in kept and len(kept) == 5
    assert not {k for t in again for k in split_keys(t)} & {k for t in base[:2]
                                                            for k in split_keys(t)}


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_each_split_is_phrased_with_its_own_templates(lang: str) -> None:
    """Training and test templates are disjoint sets, and every generated instruction reads back
    as the template(s) of the split that phrased it."""
    phrases = LANGUAGES[lang].phrases
    train_set = {t for ts in phrases["train"].values() for t in ts}
    test_set = {t for ts in phrases["test"].values() for t in ts}
    assert train_set and test_set and not train_set & test_set
    assert set(phrases["train"]) == set(phrases["test"])
    for split, allowed in (("train", train_set), ("test", test_set)):
        for task in generate(60, seed=3, lang=lang, side=split, verify=False):
            template = instruction_template(task)
            assert template is not None, task.instruction
            assert set(template.split(" + ")) <= allowed, (split, task.instruction, template)


def _mean_records(tasks) -> float:
    return statistics.mean(sum(map(len, t.records.values())) for t in tasks)


def test_knobs_change_difficulty():
    plain = generate(50, seed=4, distractors=0, noise=0.0, page_depth=0, verify=False)
    busy = generate(50, seed=4, distractors=10, noise=0.0, page_depth=0, verify=False)
    assert _mean_records(busy) > _mean_records(plain) + 5
    noisy = generate(50, seed=4, noise=1.0, verify=False)
    modes = [c.arguments.get("mode") for t in noisy for s in t.reference_solution for c in s]
    assert "fuzzy" in modes and "fuzzy" not in [c.arguments.get("mode") for t in plain
                                                 for s in t.reference_solution for c in s]
    deep = generate(50, seed=4, page_depth=3, verify=False)
    pages = [c.arguments.get("page", 1) for t in deep for s in t.reference_solution for c in s]
    assert max(pages) > 1 and all(c.arguments.get("page", 1) == 1 for t in plain
                                  for s in t.reference_solution for c in s)
    with pytest.raises(ValueError):
        generate(1, seed=1, noise=2.0)


def test_medium_worlds_are_scattered(sample):
    assert statistics.mean(len(t.records) for t in sample) >= 5
    assert _mean_records(sample) >= 12


def test_instructions_are_short_and_never_state_the_values(sample):
    single = [len(t.instruction) for t in sample if t.capability != "multi_intent"]
    assert 25 <= statistics.mean(single) <= 45 and max(single) <= 80
    assert len({t.instruction for t in sample}) >= 0.9 * len(sample)
    for task in sample:
        text = task.instruction.casefold()
        for answer in task.gold.answers:
            for gold_call in answer.calls:
                for param, rule in gold_call.arguments.items():
                    if param in NAMING_PARAMS:
                        continue
                    for value in rule.values or []:
                        stated = re.search(rf"\b{re.escape(str(value).casefold())}\b", text)
                        assert not stated, (task.id, param, value)


def test_execution_tools_knob_offers_gold_plus_distractors_and_keeps_the_world():
    full = generate(30, seed=5, verify=False)
    narrow = generate(30, seed=5, execution_tools=2, verify=False)
    for wide, task in zip(full, narrow):
        assert (task.instruction, task.records, task.gold) == (wide.instruction, wide.records,
                                                               wide.gold)
        offered = [t for t in task.candidate_tools if t in EXECUTION_TOOLS]
        gold = {c.name for c in task.gold.answers[0].calls}
        assert gold <= set(offered) and len(offered) == max(2, len(gold))
        assert [t for t in task.candidate_tools if t not in EXECUTION_TOOLS] == \
            [t for t in CANDIDATE_TOOLS if t not in EXECUTION_TOOLS]
        assert validate_task(task) == [], task.id
    assert len({tuple(t.candidate_tools) for t in narrow}) > 5  # distractors vary with the task
    assert to_jsonl(narrow) == to_jsonl(generate(30, seed=5, execution_tools=2, verify=False))
    with pytest.raises(ValueError):
        generate(1, seed=1, execution_tools=0)
