"""SPIEval exact match (rewards/gold_calls.py): order invariance, rules, breakdowns.

The value rules themselves, on perturbed answers played through the env, are in
tests/rewards/test_spieval_protocol.py."""

from __future__ import annotations

import itertools
import random
from typing import Any, Callable

import pytest

from mobile_env.episode import EpisodeRecord, StepRecord
from mobile_env.feedback import error, ok
from mobile_env.state import PhoneState
from mobile_env.task_format import load_suite
from mobile_env.task_format.schema import Gold
from mobile_env.tools import CallResult
from mobile_env.rewards import RewardResult, get, gold_calls
from mobile_env.rewards.gold_calls import EXACT_PAIRING_LIMIT, _assign
from mobile_env.rewards.values import normalise

DEMO = load_suite("demo")[0]
GOLD = {"answers": [{"calls": [
    {"name": "Phone_Call", "arguments": {"telephone": {"values": ["+1 415-739-2098"]},
                                         "type": {"values": ["VIDEO"]}}},
    {"name": "Messages_Send", "arguments": {"telephone": {"values": ["13916623345"]},
                                            "text": {"key_facts": ["late", "7 pm"]}}},
    {"name": "Clock_CreateAlarm", "arguments": {"time": {"values": ["07:00:00"]},
                                                "name": {"unconstrained": True}}},
]}]}


def _episode(calls: list[tuple[str, dict[str, Any]]], gold: dict[str, Any] = GOLD,
             failed: tuple[str, dict[str, Any]] | None = None) -> EpisodeRecord:
    task = DEMO.model_copy(update={"gold": Gold.model_validate(gold)})
    results = [CallResult(name, "execute", args, ok({})) for name, args in calls]
    if failed:
        results.append(CallResult(failed[0], "execute", failed[1], error("invalid_arguments", "x")))
    state = PhoneState(now=task.now)
    return EpisodeRecord(task, "standard", state, state, [StepRecord("a", "o", results)])


RIGHT = [("Clock_CreateAlarm", {"time": "07:00:00", "name": "Gym"}),
         ("Messages_Send", {"telephone": "13916623345", "text": "Running LATE, there by 7 pm"}),
         ("Phone_Call", {"telephone": "+1 415-739-2098", "type": "VIDEO"})]


def score(calls: list[tuple[str, dict[str, Any]]], **kw: Any) -> tuple[float, dict[str, Any]]:
    result = get("spieval_exact")(_episode(calls, **kw))
    return result.value, result.breakdown


@pytest.mark.parametrize("left,right", [
    ("2025-5-2", "2025-05-02"), ("9:05", "09:05:00"), ("200", 200.0), (200, "200.00"),
    ("  Daniel   Reed ", "daniel reed"), ("+1 (415) 739-2098", "+14157392098"),
    (["b", "a"], ["a", "b"])])
def test_normalise_equates_spellings(left: Any, right: Any) -> None:
    assert normalise(left) == normalise(right)


@pytest.mark.parametrize("left,right", [("2025-05-02", "2025-05-03"), ("Daniel", "Daniel Reed"),
                                        (200, 200.01), (["a"], ["a", "b"])])
def test_normalise_keeps_differences(left: Any, right: Any) -> None:
    assert normalise(left) != normalise(right)


def test_right_answer_in_any_order_scores_one() -> None:
    for order in (RIGHT, RIGHT[::-1], [RIGHT[1], RIGHT[0], RIGHT[2]]):
        value, breakdown = score(order)
        assert value == 1.0 and breakdown["correct"]
        assert all(c["matched"] for c in breakdown["calls"])


def test_unconstrained_parameter_may_be_absent() -> None:
    calls = [RIGHT[0][0:1] + ({"time": "07:00:00"},), *RIGHT[1:]]
    assert score(calls)[0] == 1.0


def test_wrong_value_is_named_with_expected_and_got() -> None:
    calls = [*RIGHT[:2], ("Phone_Call", {"telephone": "+1 415-739-2098", "type": "VOICE"})]
    value, breakdown = score(calls)
    assert value == 0.0
    [problem] = next(c for c in breakdown["calls"] if c["gold"] == "Phone_Call")["problems"]
    assert problem == {"problem": "wrong_value", "param": "type", "expected": ["VIDEO"],
                       "got": "VOICE"}


def test_missing_key_fact_fails() -> None:
    calls = [RIGHT[0], ("Messages_Send", {"telephone": "13916623345", "text": "late"}), RIGHT[2]]
    value, breakdown = score(calls)
    assert value == 0.0
    sms = next(c for c in breakdown["calls"] if c["gold"] == "Messages_Send")
    assert sms["problems"][0]["param"] == "text"


def test_default_parameter_counts_as_given() -> None:
    gold = {"answers": [{"calls": [{"name": "Phone_Call", "arguments": {
        "telephone": {"values": ["123456"]}, "type": {"values": ["VOICE"]}}}]}]}
    assert score([("Phone_Call", {"telephone": "123456"})], gold=gold)[0] == 1.0


def test_unexpected_non_default_parameter_fails() -> None:
    calls = [("Clock_CreateAlarm", {"time": "07:00:00", "alarmCount": 5}), *RIGHT[1:]]
    value, breakdown = score(calls)
    assert value == 0.0
    alarm = next(c for c in breakdown["calls"] if c["gold"] == "Clock_CreateAlarm")
    assert alarm["problems"] == [{"problem": "unexpected_param", "param": "alarmCount", "got": 5}]


def test_extra_and_missing_calls_fail() -> None:
    value, breakdown = score([*RIGHT, RIGHT[2]])
    assert value == 0.0 and breakdown["extra_calls"] == ["Phone_Call"]
    value, breakdown = score(RIGHT[:2])
    assert value == 0.0 and breakdown["missing_calls"] == ["Phone_Call"]


def test_wrong_tool_is_reported_as_such() -> None:
    calls = [*RIGHT[:2], ("Contacts_Create", {"name": "Daniel", "telephone": "+1 415-739-2098"})]
    value, breakdown = score(calls)
    assert value == 0.0
    phone = next(c for c in breakdown["calls"] if c["gold"] == "Phone_Call")
    assert phone["problems"][0]["problem"] == "wrong_tool"


def test_failed_calls_do_not_count() -> None:
    value, _ = score(RIGHT, failed=("Phone_Call", {"telephone": "oops"}))
    assert value == 1.0


def test_any_acceptable_answer_passes() -> None:
    gold = {"answers": [
        {"calls": [{"name": "Phone_Call", "arguments": {"telephone": {"values": ["111111"]}}}]},
        {"calls": [{"name": "Messages_Send", "arguments": {"telephone": {"values": ["222222"]},
                                                           "text": {"unconstrained": True}}}]}]}
    value, breakdown = score([("Messages_Send", {"telephone": "222222", "text": "hi"})], gold=gold)
    assert value == 1.0 and breakdown["answer_index"] == 1


def test_doing_nothing_scores_zero() -> None:
    value, breakdown = score([])
    assert value == 0.0 and len(breakdown["missing_calls"]) == 3


def test_ordered_gold_requires_order() -> None:
    gold = {**GOLD, "ordered": True}
    in_gold_order = [RIGHT[2], RIGHT[1], RIGHT[0]]
    assert score(in_gold_order, gold=gold)[0] == 1.0
    assert score(in_gold_order[::-1], gold=gold)[0] == 0.0


def test_key_facts_are_plain_text_not_values() -> None:
    gold = {"answers": [{"calls": [{"name": "Messages_Send", "arguments": {
        "telephone": {"values": ["222222"]}, "text": {"key_facts": ["11:00", "200"]}}}]}]}
    calls = [("Messages_Send",
              {"telephone": "222222", "text": "See  you at 11:00, bring 200 yuan"})]
    assert score(calls, gold=gold)[0] == 1.0


def _search_every_permutation(golds: list[int], made: list[int],
                              cost: Callable[[int, int | None], int]) -> list[int | None]:
    """The exact pairing by its definition: the cheapest of every permutation, the first one
    ``itertools.permutations`` yields on a tie."""
    slots: list[int | None] = [*made, *([None] * len(golds))]
    return list(min(itertools.permutations(slots, len(golds)),
                    key=lambda perm: sum(cost(g, c) for g, c in zip(golds, perm))))


@pytest.mark.parametrize("seed", range(8))
def test_the_exact_pairing_is_the_search_of_every_permutation(seed: int) -> None:
    """Costs of 0-2 tie often, so the tie-break (and with it the breakdown's pairs) is checked
    as much as the total; every size up to the limit, gold and made indices interleaved."""
    rng = random.Random(seed)
    for n_gold in range(EXACT_PAIRING_LIMIT + 1):
        for n_made in range(EXACT_PAIRING_LIMIT + 1):
            indices = rng.sample(range(20), n_gold + n_made)
            golds, made = sorted(indices[:n_gold]), sorted(indices[n_gold:])
            table = {(g, c): rng.randint(0, 2) for g in golds for c in [*made, None]}
            priced: list[tuple[int, int | None]] = []

            def cost(g: int, c: int | None) -> int:
                priced.append((g, c))
                return table[g, c]

            assert _assign(golds, made, cost) == _search_every_permutation(
                golds, made, lambda g, c: table[g, c])
            assert len(priced) == len(set(priced)) == n_gold * (n_made + 1)  # each pair once


def _exact_match_counting_pricings(calls: list[tuple[str, dict[str, Any]]],
                                   gold: dict[str, Any] = GOLD) -> tuple[RewardResult, int]:
    """``spieval_exact`` of ``calls`` against ``gold``, and how many pairs it priced."""
    priced = 0
    original = gold_calls.call_problems

    def counted(*args: Any, **kwargs: Any) -> list[dict[str, Any]]:
        nonlocal priced
        priced += 1
        return original(*args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(gold_calls, "call_problems", counted)
        return get("spieval_exact")(_episode(calls, gold)), priced


def test_scoring_four_gold_calls_of_a_tool_against_five_prices_each_pair_once() -> None:
    """The exact pairing prices each pair of a gold call and a made call of its tool once,
    where a search of every permutation would price each pair in every permutation."""
    gold = {"answers": [{"calls": [
        {"name": "Messages_Send", "arguments": {"telephone": {"values": [f"1391662334{i}"]},
                                                "text": {"key_facts": ["late"]}}}
        for i in range(4)]}]}
    calls = [("Messages_Send", {"telephone": f"1391662334{i}", "text": "running late"})
             for i in (3, 9, 1, 0, 2)]
    result, priced = _exact_match_counting_pricings(calls, gold)
    assert result.value == 0.0 and result.breakdown["extra_calls"] == ["Messages_Send"]
    assert [c["matched"] for c in result.breakdown["calls"]] == [True, True, True, True]
    assert priced <= 4 * 5  # each pair once, its problems listed from the same pricing


def _greedy_by_minimum(golds: list[int], made: list[int],
                             cost: Callable[[int, int | None], int]) -> list[int | None]:
    free, out = list(made), []
    for g in golds:
        c = min(free, key=lambda j: cost(g, j), default=None)
        out.append(c if c is not None and cost(g, c) < cost(g, None) else None)
        if out[-1] is not None:
            free.remove(out[-1])
    return out


@pytest.mark.parametrize("seed", range(4))
def test_the_greedy_pairing_takes_the_cheapest_free_call(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        n_gold, n_made = rng.randint(0, 8), rng.randint(0, 12)
        if n_gold <= EXACT_PAIRING_LIMIT and n_made <= EXACT_PAIRING_LIMIT:
            continue
        golds, made = list(range(n_gold)), sorted(rng.sample(range(100), n_made))
        table = {(g, c): rng.randint(0, 3) for g in golds for c in [*made, None]}

        def cost(g: int, c: int | None) -> int:
            return table[g, c]

        assert _assign(golds, made, cost) == _greedy_by_minimum(
            golds, made, cost)


def test_a_repeated_call_pairs_once_and_is_extra_after() -> None:
    """Fifty steps of the same wrong send (a degenerate policy's episode) against the demo's
    gold: one send is paired with its gold call, two are shown against the other gold calls,
    the other 47 are extra."""
    result = get("spieval_exact")(_episode([("Messages_Send", {"telephone": "13916623345",
                                                               "text": "hello"})] * 50))
    assert result.value == 0.0 and len(result.breakdown["extra_calls"]) == 47
    assert [c["call"] for c in result.breakdown["calls"]] == ["Messages_Send"] * 3
