"""Generated SPIEval suites state their search claims and use the richer gold features their
truth needs: each claim is what the build's env-run derivation finds, and holds under the
validator; each feature is counted in a shipped suite."""

from __future__ import annotations

from collections import Counter
from itertools import islice

import pytest

from mobile_env.generation.generator import generate, room_fact
from mobile_env.suites.authoring.build import needed_searches
from mobile_env.task_format import load_suite
from mobile_env.task_format.generated import read_manifest
from mobile_env.task_format.loading import tasks_dir
from mobile_env.task_format.schema import ParamGold, SearchClaim, Task, fact_wordings
from mobile_env.validation import replay, search_claim_problems

#: The generated SPIEval suites of the manifest.
SPIEVAL_SUITES = sorted(name for name in read_manifest(tasks_dir()) if name.startswith("spieval"))


def _derived(task: Task) -> list[dict]:
    """The claims the build derives by running the env on ``task`` without its own claims."""
    bare = task.model_copy(update={"search_claims": []})
    return [SearchClaim.model_validate(c).model_dump(mode="json") for c in needed_searches(bare)]


def _stated(task: Task) -> list[dict]:
    return [c.model_dump(mode="json") for c in task.search_claims]


@pytest.mark.parametrize("lang,side", [("en", "train"), ("zh", "train"), ("en", "test")])
def test_stated_claims_are_the_derived_ones(lang: str, side: str) -> None:
    """A task claims exactly what searching its opening state shows it needs: no search that
    needs fuzzy, a field or a later page goes unclaimed, and no claim is idle."""
    tasks = generate(60, seed=3, lang=lang, side=side, difficulty="hard", verify=False)
    assert sum(bool(t.search_claims) for t in tasks) >= 20
    for task in tasks:
        assert _stated(task) == _derived(task), task.id


def test_a_deep_noisy_search_claims_fuzzy_field_and_page() -> None:
    """Hard worlds misspell names (only fuzzy finds them) and bury answers past page 1."""
    needs = Counter(c.needs for t in generate(80, seed=5, difficulty="hard", verify=False)
                    for c in t.search_claims)
    assert needs["fuzzy"] and needs["field"] and needs["page"]


def test_easy_worlds_without_pages_claim_no_page() -> None:
    tasks = generate(30, seed=5, difficulty="easy", verify=False)
    assert not any(c.needs == "page" for t in tasks for c in t.search_claims)


@pytest.mark.parametrize("name", SPIEVAL_SUITES)
def test_shipped_suites_carry_claims_that_hold(name: str) -> None:
    """Every generated SPIEval suite carries field and page claims; its first claimed tasks
    claim what the env shows they need, and the validator accepts each claim."""
    tasks = load_suite(name)
    needs = Counter(c.needs for t in tasks for c in t.search_claims)
    assert needs["field"] > len(tasks) / 10 and needs["page"] > len(tasks) / 10, needs
    for task in islice((t for t in tasks if t.search_claims), 8):
        assert search_claim_problems(task) == [], task.id
        assert _stated(task) == _derived(task), task.id


def test_spieval_train_claims_fuzzy() -> None:
    """The noisy lookups of the medium training suite are claimed as fuzzy, each with the plain
    query it beats."""
    claims = [c for t in load_suite("spieval-train") for c in t.search_claims
              if c.needs == "fuzzy"]
    assert len(claims) >= 20
    assert all(c.obvious == c.call.arguments["pattern"] for c in claims)


def _specs(task: Task) -> list[ParamGold]:
    answers = task.gold.answers if task.gold else []
    return [spec for answer in answers for call in answer.calls
            for spec in call.arguments.values()]


def _fact_alternatives(task: Task) -> int:
    return sum(len(fact_wordings(fact)) > 1 for spec in _specs(task)
               for fact in spec.key_facts or [])


def _value_alternatives(task: Task) -> int:
    return sum(len(spec.values or []) > 1 for spec in _specs(task))


def _order_free(task: Task) -> bool:
    return task.gold is not None and not task.gold.ordered and any(
        len(answer.calls) > 1 for answer in task.gold.answers)


def _paraphrased(task: Task) -> int:
    return sum(bool(spec.paraphrases) for spec in _specs(task))


@pytest.mark.parametrize("name", ["spieval-train", "spieval-zh-train"])
def test_shipped_suites_use_the_richer_gold(name: str) -> None:
    """Gold values with several acceptable spellings, paraphrases, key facts with several
    wordings and order-free call sets each occur in the shipped suite."""
    tasks = load_suite(name)
    assert sum(_value_alternatives(t) > 0 for t in tasks) >= len(tasks) / 20
    assert sum(_paraphrased(t) > 0 for t in tasks) >= len(tasks) / 50
    assert sum(_fact_alternatives(t) > 0 for t in tasks) >= 5
    assert sum(_order_free(t) for t in tasks) >= len(tasks) / 20


def _reference(task: Task) -> list[list[dict]]:
    return [[{"name": c.name, "arguments": dict(c.arguments)} for c in step]
            for step in task.reference_solution]


def test_a_paraphrased_room_scores_and_a_wrong_one_does_not() -> None:
    """A meeting booked in "3B" for "Room 3B" meets the gold; another room's code does not."""
    task = next(t for t in load_suite("spieval-train") if _paraphrased(t))
    steps = _reference(task)
    create = next(c for step in steps for c in step if c["name"] == "Meeting_Create")
    spec = next(s for a in task.gold.answers for c in a.calls if c.name == "Meeting_Create"
                for s in [c.arguments["location"]])  # type: ignore[union-attr]
    code = spec.paraphrases[0].value
    create["arguments"]["location"] = code
    assert replay(task, steps)[0] == 1.0
    create["arguments"]["location"] = ["9Z"]
    assert replay(task, steps)[0] == 0.0


def test_a_room_fact_names_the_room_by_its_code_unless_another_fact_holds_it() -> None:
    assert room_fact("Room 3B") == ["Room 3B", "3B"]
    assert room_fact("3B会议室") == ["3B会议室", "3B"]
    assert room_fact("Board room") == "Board room"
    assert room_fact("Room 3B", beside=["QNW-a3bc"]) == "Room 3B"
    assert room_fact("Room 3B", beside=["QNW-a4bc"]) == ["Room 3B", "3B"]
