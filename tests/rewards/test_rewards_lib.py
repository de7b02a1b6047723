"""The reward library: registry, composition, shaping terms, purity, per-step shaping, and
reward-hacking guards, on episodes played by the real env."""

from __future__ import annotations

import copy
import json
import math
import pickle
from typing import Any, Sequence

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.task_format import Task, load_suite
from mobile_env.tools import REGISTRY
from mobile_env.rewards import (RewardResult, from_spec, gated, get, maximum, minimum, names,
                                register, step_rewards, weighted)
from mobile_env.rewards.shaping import SHAPING, prefix

DEMO = load_suite("demo")[0]
CORE = load_suite("spieval-core")
Action = str | list[tuple[str, dict[str, Any]]]

RIGHT_NUMBER, WRONG_NUMBER = "+1 415-739-2098", "+1 415-739-2198"
SEARCHES: list[Action] = [[("search_meeting", {"pattern": "manager"})],
                          [("search_contacts", {"pattern": "Daniel Reed", "field": "name"}),
                           ("search_notes", {"pattern": "Daniel"})]]
FINISH: Action = [("finish", {})]


def play(actions: Sequence[Action], task: Task = DEMO,
         env: MobilePlannerEnv | None = None) -> EpisodeRecord:
    """Run ``actions`` (call lists, sent as one JSON list each, or raw text) in a fresh episode."""
    env = env or MobilePlannerEnv(tasks=[task])
    env.reset(options={"task_id": task.id})
    for action in actions:
        text = action if isinstance(action, str) else json.dumps(
            [{"name": n, "arguments": a} for n, a in action], ensure_ascii=False)
        _, _, terminated, truncated, _ = env.step(text)
        if terminated or truncated:
            break
    assert env.episode is not None
    return env.episode


def reference(task: Task) -> list[Action]:
    return [[(c.name, c.arguments) for c in step] for step in task.reference_solution]


def call(number: str, kind: str = "VIDEO") -> Action:
    return [("Phone_Call", {"telephone": number, "type": kind})]


def one_call_per_exec_tool() -> dict[str, dict[str, Any]]:
    """A valid call of every execution tool, taken from the core suite's reference solutions."""
    calls: dict[str, dict[str, Any]] = {}
    for task in CORE:
        for step in task.reference_solution:
            for c in step:
                if REGISTRY[c.name].kind == "execute":
                    calls.setdefault(c.name, c.arguments)
    return calls


CONTACT_NUMBERS = [r["phone_number"] for r in DEMO.records["contacts"]]

EPISODES: dict[str, list[Action]] = {
    "right": reference(DEMO),
    "right_blind": [call(RIGHT_NUMBER), FINISH],
    "right_noisy": ['{"name": "search_contacts", "arguments": ', [("serch_notes", {})],
                    *SEARCHES, *SEARCHES, [("search_phone", {"pattern": "Reed"})],
                    call(RIGHT_NUMBER), FINISH],
    "wrong_number": [*SEARCHES, call(WRONG_NUMBER), FINISH],
    "wrong_type": [*SEARCHES, call(RIGHT_NUMBER, "VOICE"), FINISH],
    "spray": [*SEARCHES,
              [("Phone_Call", {"telephone": n, "type": "VIDEO"}) for n in CONTACT_NUMBERS], FINISH],
    "spray_types": [*SEARCHES, *(call(n, k) for n in CONTACT_NUMBERS for k in ("VIDEO", "VOICE")),
                    FINISH],
    "every_tool": [*SEARCHES, call(RIGHT_NUMBER),
                   [(n, a) for n, a in one_call_per_exec_tool().items() if n != "Phone_Call"],
                   FINISH],
    "nothing": [FINISH],
    "answer_only": ["I have called your manager."],
    "reading_only": [*SEARCHES, "Your manager is Daniel Reed."],
    "garbage": ["{oops", '{"name": "nope", "arguments": {}}', FINISH],
}
RIGHT = ("right", "right_blind", "right_noisy")
WRONG = tuple(k for k in EPISODES if k not in RIGHT)


@pytest.fixture(scope="module")
def episodes() -> dict[str, EpisodeRecord]:
    return {name: play(actions) for name, actions in EPISODES.items()}


def value(reward: str, episode: EpisodeRecord) -> float:
    return get(reward)(episode).value


# ----------------------------------------------------------------------------------- registry


def test_registry_names_every_reward_once() -> None:
    assert get("format") is get("well_formed")
    assert {"spieval_exact", "spieval_shaped", "well_formed", "partial_credit",
            "retrieval_efficiency",
            "step_cost", "invalid_call_penalty"} <= set(names())
    with pytest.raises(ValueError, match="registered twice"):
        register("spieval_exact", get("well_formed"))
    with pytest.raises(KeyError, match="no reward named 'no_such_reward'; see mobile-env eval"):
        get("no_such_reward")
    with pytest.raises(KeyError, match="did you mean 'spieval_exact'"):
        get("spieval_exakt")


def test_composites_register_by_name(episodes: dict[str, EpisodeRecord]) -> None:
    composite = register("test_exact_or_format", maximum("spieval_exact", "well_formed"))
    assert get("test_exact_or_format") is composite
    outer = weighted({"test_exact_or_format": 2.0})
    inner = outer(episodes["garbage"]).breakdown["test_exact_or_format"]
    assert inner["value"] == pytest.approx(1 / 3)


def test_env_accepts_a_composite_by_name() -> None:
    env = MobilePlannerEnv(tasks=[DEMO], reward="spieval_shaped")
    env.reset(options={"task_id": DEMO.id})
    for action in reference(DEMO):
        _, reward, terminated, _, info = env.step(json.dumps([{"name": n, "arguments": a}
                                                              for n, a in action]))
    assert terminated and reward == pytest.approx(get("spieval_shaped")(env.episode).value)
    assert info["reward_breakdown"]["spieval_exact"]["value"] == 1.0


# -------------------------------------------------------------------------------- composition


def constant(v: float, label: str) -> Any:
    def reward(_: EpisodeRecord) -> RewardResult:
        return RewardResult(v, {"label": label})

    reward.__name__ = label
    return reward


def test_weighted_sums_and_keeps_each_component(episodes: dict[str, EpisodeRecord]) -> None:
    ep = episodes["wrong_type"]
    composite = weighted({"partial_credit": 0.5, constant(2.0, "two"): -0.25})
    result = composite(ep)
    assert result.value == pytest.approx(0.5 * value("partial_credit", ep) - 0.5)
    assert result.breakdown["two"] == {"weight": -0.25, "value": 2.0, "breakdown": {"label": "two"}}
    assert result.breakdown["partial_credit"]["breakdown"] == get("partial_credit")(ep).breakdown
    assert composite.__name__ == "weighted(0.5*partial_credit+-0.25*two)"


def test_gate_multiplies(episodes: dict[str, EpisodeRecord]) -> None:
    efficient_if_solved = gated("retrieval_efficiency", "spieval_exact")
    assert value("retrieval_efficiency", episodes["nothing"]) == 1.0
    assert efficient_if_solved(episodes["nothing"]).value == 0.0
    noisy = efficient_if_solved(episodes["right_noisy"])
    assert 0 < noisy.value == value("retrieval_efficiency", episodes["right_noisy"]) < 1
    gate = get("spieval_exact")(episodes["right_noisy"])
    assert noisy.breakdown["gate"] == {"name": "spieval_exact", "value": 1.0,
                                       "breakdown": gate.breakdown}


def test_minimum_and_maximum_pick_and_report(episodes: dict[str, EpisodeRecord]) -> None:
    low, high = constant(0.2, "low"), constant(0.7, "high")
    ep = episodes["nothing"]
    assert (minimum(low, high)(ep).value == 0.2
            and minimum(low, high)(ep).breakdown["chosen"] == "low")
    result = maximum(low, high, "spieval_exact")(ep)
    assert result.value == 0.7 and result.breakdown["chosen"] == "high"
    assert result.breakdown["spieval_exact"]["value"] == 0.0
    with pytest.raises(ValueError):
        minimum()


def test_same_named_components_stay_apart(episodes: dict[str, EpisodeRecord]) -> None:
    result = weighted({constant(1.0, "c"): 1.0, constant(3.0, "c"): 1.0})(episodes["nothing"])
    assert result.value == 4.0 and set(result.breakdown) == {"c", "c#2"}


def test_composition_fails_early_and_refuses_nan(episodes: dict[str, EpisodeRecord]) -> None:
    with pytest.raises(KeyError, match="spieval_exakt"):
        weighted({"spieval_exakt": 1.0})
    with pytest.raises(ValueError, match="finite"):
        weighted({"spieval_exact": math.inf})
    with pytest.raises(ValueError, match="nan"):
        weighted({constant(math.nan, "broken"): 1.0})(episodes["nothing"])


def test_a_reward_spec_is_a_name_or_json_weights(episodes: dict[str, EpisodeRecord]) -> None:
    """What ``--reward`` takes in ``train grpo`` and ``serve``: the same weighted sum whether the
    weights come as a mapping or as JSON text, and a registered name as its reward."""
    assert from_spec("spieval_exact") is get("spieval_exact")
    by_hand = weighted({"spieval_shaped": 1.0, "final_reply": 0.1})
    for spec in ({"spieval_shaped": 1, "final_reply": 0.1},
                 '{"spieval_shaped": 1, "final_reply": 0.1}', ' {"spieval_shaped": 1.0,'
                 ' "final_reply": 1e-1}'):
        reward = from_spec(spec)
        assert reward.__name__ == "1*spieval_shaped+0.1*final_reply"
        for episode in episodes.values():
            assert reward(episode) == by_hand(episode)


@pytest.mark.parametrize("spec, says", [
    ("nope", "no reward named 'nope'; see mobile-env eval --help"),
    ("spieval_exakt", "no reward named 'spieval_exakt'; did you mean 'spieval_exact'"),
    ('{"spieval_shaped": 1, "nope": 0.1}', "no reward named 'nope'"),
    ('{"spieval_shaped": 1,', "is not valid JSON"),
    ('["spieval_shaped"]', "a registered name or a JSON object of weights"),
    ("{}", "a registered name or a JSON object of weights"),
    ('{"spieval_shaped": "1"}', "the weight of 'spieval_shaped' must be a finite number"),
    ('{"spieval_shaped": true}', "must be a finite number"),
    ('{"spieval_shaped": NaN}', "must be a finite number"),
    ({"spieval_shaped": math.inf}, "must be a finite number")])
def test_a_bad_reward_spec_says_what_to_write(spec: Any, says: str) -> None:
    with pytest.raises(ValueError) as error:
        from_spec(spec)
    assert says in str(error.value) and "\n" not in str(error.value)


# ---------------------------------------------------------------------------- shaping terms


def test_well_formed_is_the_share_of_clean_steps(episodes: dict[str, EpisodeRecord]) -> None:
    assert value("well_formed", episodes["right"]) == 1.0
    assert value("well_formed",
                 episodes["garbage"]) == pytest.approx(1 / 3)  # bad JSON, unknown tool, finish
    assert value("well_formed", episodes["right_noisy"]) == pytest.approx(7 / 9)


def test_partial_credit_counts_tool_and_parameters(episodes: dict[str, EpisodeRecord]) -> None:
    # gold units: tool, telephone, type = 3
    assert value("partial_credit", episodes["right"]) == 1.0
    assert value("partial_credit", episodes["wrong_type"]) == pytest.approx(2 * 2 / (2 + 1 + 3))
    assert value("partial_credit", episodes["wrong_number"]) == pytest.approx(2 * 2 / (2 + 1 + 3))
    # the right call plus five wrong ones: 3 true units, 5 x 3 false ones
    assert value("partial_credit", episodes["spray"]) == pytest.approx(2 * 3 / (3 + 15 + 3))
    assert value("partial_credit", episodes["reading_only"]) == 0.0


def test_retrieval_efficiency_charges_retrievals_beyond_the_reference(
        episodes: dict[str, EpisodeRecord]) -> None:
    assert value("retrieval_efficiency", episodes["right"]) == 1.0
    noisy = get("retrieval_efficiency")(episodes["right_noisy"])
    assert noisy.breakdown == {"retrievals": 7, "reference_retrievals": 3, "extra": 4}
    assert noisy.value == pytest.approx(1 / 5)


def test_costs_are_bounded_penalties(episodes: dict[str, EpisodeRecord]) -> None:
    assert value("step_cost", episodes["right"]) == pytest.approx(-0.02 * 4)
    assert value("invalid_call_penalty", episodes["right"]) == 0.0
    assert value("invalid_call_penalty", episodes["garbage"]) == pytest.approx(-0.2)
    long = play([[("search_phone", {"pattern": "x"})]] * 50 + [FINISH], env=MobilePlannerEnv(
        tasks=[DEMO], step_limit=200))
    assert value("step_cost", long) == -1.0


def test_every_reward_is_pure_finite_and_repeatable(episodes: dict[str, EpisodeRecord]) -> None:
    env = MobilePlannerEnv(tasks=[DEMO])
    live = play(EPISODES["right_noisy"], env=env)
    assert env.state is not None
    before = (live.initial_state.digest(), live.final_state.digest(), env.state.digest(),
              len(live.steps))
    for name in names():
        for ep in (*episodes.values(), live):
            first, second = get(name)(ep), get(name)(ep)
            assert type(first.value) is float and math.isfinite(first.value), (name, first)
            assert first == second
    assert (live.initial_state.digest(), live.final_state.digest(), env.state.digest(),
            len(live.steps)) == before


# ---------------------------------------------------------------------------- hacking guards


@pytest.mark.parametrize("reward", ["spieval_exact", "spieval_shaped"])
def test_spraying_candidates_scores_below_the_single_right_call(
        reward: str, episodes: dict[str, EpisodeRecord]) -> None:
    right = value(reward, episodes["right"])
    for hack in ("spray", "spray_types", "every_tool"):
        assert value(reward, episodes[hack]) < right, hack


def test_calling_every_tool_fails_the_gold_checker(episodes: dict[str, EpisodeRecord]) -> None:
    result = get("spieval_exact")(episodes["every_tool"])
    assert result.value == 0.0 and len(result.breakdown["extra_calls"]) == 9


@pytest.mark.parametrize("episode", ["nothing", "answer_only", "reading_only", "garbage"])
def test_doing_nothing_or_only_reading_earns_nothing(episode: str,
                                                     episodes: dict[str, EpisodeRecord]) -> None:
    assert value("spieval_exact", episodes[episode]) == 0.0
    assert value("spieval_shaped", episodes[episode]) <= 0.0


def test_shaping_is_bounded_below_the_correctness_margin(episodes: dict[str,
                                                                        EpisodeRecord]) -> None:
    assert sum(abs(w) for w in SHAPING.values()) < 1.0
    for term in SHAPING:
        fn = get(term) if isinstance(term, str) else term
        assert all(-1.0 <= fn(ep).value <= 1.0 for ep in episodes.values()), term


def test_no_wrong_demo_episode_outscores_a_right_one(episodes: dict[str, EpisodeRecord]) -> None:
    assert all(value("spieval_exact", episodes[k]) == 1.0 for k in RIGHT)
    assert all(value("spieval_exact", episodes[k]) == 0.0 for k in WRONG)
    worst_right = min(value("spieval_shaped", episodes[k]) for k in RIGHT)
    assert all(value("spieval_shaped", episodes[k]) < worst_right for k in WRONG)


def wrong_variants(task: Task) -> dict[str, list[Action]]:
    """Near misses of a task's reference solution: a call dropped, one value changed, a call
    doubled, and the execution step sprayed with every value of the changed call."""
    steps = reference(task)
    exec_at = max(i for i, s in enumerate(steps)
                  if any(REGISTRY[n].kind == "execute" for n, _ in s))
    execs = [(n, a) for n, a in steps[exec_at] if REGISTRY[n].kind == "execute"]
    name, args = execs[0]
    key = next(k for k, v in args.items() if isinstance(v, str))
    changed = (name, {**args, key: args[key] + " (2)"})
    head, tail = steps[:exec_at], steps[exec_at + 1:]
    return {"dropped": [*head, execs[1:] or [("finish", {})], *tail],
            "changed": [*head, [changed, *execs[1:]], *tail],
            "doubled": [*head, [*execs, execs[0]], *tail],
            "sprayed": [*head, [*execs, changed], *tail]}


@pytest.mark.parametrize("task", CORE[:12], ids=lambda t: t.id)
def test_shaping_never_lifts_a_wrong_answer_over_a_right_one(task: Task) -> None:
    env = MobilePlannerEnv(tasks=[task])
    noisy = ["{bad", *reference(task)[:-1], [("search_phone", {"pattern": "a"})] * 3,
             *reference(task)[-1:]]
    played = [play(actions, task, env)
              for actions in (reference(task), noisy, *wrong_variants(task).values())]
    # a variant the phone refuses (a malformed changed value, a duplicate) may still be right
    rights = [value("spieval_shaped", e) for e in played if value("spieval_exact", e) == 1.0]
    wrongs = [value("spieval_shaped", e) for e in played if value("spieval_exact", e) == 0.0]
    assert len(rights) >= 2 and len(wrongs) >= 2 and len(rights) + len(wrongs) == len(played)
    assert max(wrongs) < min(rights)


# ----------------------------------------------------------------------------- per-step mode


def test_step_rewards_telescope_to_the_episode_reward(episodes: dict[str, EpisodeRecord]) -> None:
    shaped = get("spieval_shaped")
    for ep in episodes.values():
        per_step = step_rewards(shaped, ep)
        assert len(per_step) == len(ep.steps)
        assert sum(per_step) == pytest.approx(shaped(ep).value - shaped(prefix(ep, 0)).value)


def test_live_per_step_scoring_matches_step_rewards() -> None:
    """What the env's per-step mode computes (score the live record after each step, pay the
    difference) equals step_rewards over the finished record."""
    shaped = get("spieval_shaped")
    env = MobilePlannerEnv(tasks=[DEMO])
    env.reset(options={"task_id": DEMO.id})
    assert env.episode is not None
    potential, paid = shaped(env.episode).value, []
    for action in EPISODES["right_noisy"]:
        text = action if isinstance(action, str) else json.dumps([{"name": n, "arguments": a}
                                                                  for n, a in action])
        _, _, terminated, _, _ = env.step(text)
        now = shaped(env.episode).value
        paid.append(now - potential)
        potential = now
        if terminated:
            break
    assert paid == pytest.approx(step_rewards(shaped, env.episode))


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_a_step_potential_that_is_not_finite_is_refused(
        bad: float, episodes: dict[str, EpisodeRecord]) -> None:
    """A non-finite value would poison every step reward after it: an env whose
    ``step_reward`` returns one fails at its reset, and the offline ``step_rewards`` on the first
    prefix, each naming the reward."""
    broken = constant(bad, "broken_potential")
    with pytest.raises(ValueError, match=r"'broken_potential' returned (nan|inf|-inf)"):
        MobilePlannerEnv(tasks=[DEMO], step_reward=broken).reset()
    with pytest.raises(ValueError, match="broken_potential"):
        step_rewards(broken, episodes["right"])


def test_the_env_scores_its_step_potential_once_a_step() -> None:
    """``step_reward``'s potential is the plain reward of the live record, scored once at the
    reset and once after every step; the episode's own reward, whose breakdown the last step's
    info carries, once at the end."""
    scored: dict[str, list[int]] = {"step": [], "episode": []}

    def recorded(kind: str) -> Any:
        def reward(ep: EpisodeRecord) -> RewardResult:
            scored[kind].append(len(ep.steps))
            return get("spieval_exact")(ep)
        return reward

    env = MobilePlannerEnv(tasks=[DEMO], reward=recorded("episode"),
                           step_reward=recorded("step"))
    env.reset(options={"task_id": DEMO.id})
    steps = 0
    for action in [*(json.dumps([{"name": c.name, "arguments": c.arguments} for c in step])
                     for step in DEMO.reference_solution), "done"]:
        steps += 1
        _, _, terminated, _, info = env.step(action)
        if terminated:
            break
    assert info["reward_breakdown"] == get("spieval_exact")(env.episode).breakdown
    assert scored["step"] == list(range(steps + 1))
    assert scored["episode"] == [steps]


def test_the_env_pays_the_step_rewards_of_its_record() -> None:
    """30 steps of a different call, each paid the change of ``spieval_shaped`` over the record
    so far: what ``step_rewards`` computes over the finished record."""
    env = MobilePlannerEnv(tasks=[DEMO], step_reward="spieval_shaped", step_limit=40)
    env.reset(options={"task_id": DEMO.id})
    paid = []
    for i in range(30):
        call = {"name": "Phone_Call", "arguments": {"telephone": f"+1 415-555-{i:04d}",
                                                    "type": "VIDEO"}}
        paid.append(env.step(json.dumps(call))[4]["step_reward"])
    assert env.episode is not None and len(env.episode.effective_calls) == 30
    assert paid == pytest.approx(step_rewards(get("spieval_shaped"), env.episode)[:30])


def test_a_live_record_scores_as_its_copies_do() -> None:
    """Rewards keep nothing between calls: after every step of a live episode, every registered
    reward scores the record as it scores a deep copy and a pickled copy of it."""
    env = MobilePlannerEnv(tasks=[DEMO], step_limit=40)
    env.reset(options={"task_id": DEMO.id})
    record = env.episode
    assert record is not None
    for action in EPISODES["right_noisy"]:
        text = action if isinstance(action, str) else json.dumps(
            [{"name": n, "arguments": a} for n, a in action])
        _, _, terminated, _, _ = env.step(text)
        copies = (copy.deepcopy(record), pickle.loads(pickle.dumps(record)))
        assert all(c == record for c in copies)
        for name in names():
            scored = get(name)(record)
            assert all(get(name)(c) == scored for c in copies), (name, len(record.steps))
        if terminated:
            break
    assert record.termination_reason == "finish"


def test_final_reply_scores_how_the_episode_ended() -> None:
    from mobile_env.prompts import DONE_REPLY

    reply = get("final_reply")
    assert reply(play([*SEARCHES, FINISH])).value == 1.0
    assert reply(play([*SEARCHES, DONE_REPLY])).value == 1.0
    close = reply(play(["[DONE] Request done."])).value
    far = reply(play(["qz"])).value
    assert 1.0 > close > far >= 0.0
    assert reply(play(["[DONE]需求已完成，还有什么可以帮您？"])).value == 1.0  # Figure 9's original
    assert reply(play(['{"name": '])).value == 0.0  # said nothing (the episode is still running)


def test_rewards_apply_where_their_task_kind_is() -> None:
    from mobile_env.rewards.checkers import applies_to

    spieval = CORE[0]
    tool_use = next(t for t in load_suite("mobilepa-tool-use") if t.checker == "tool_calls")
    memory = next(t for t in load_suite("mobilepa-memory") if t.required_memory_ids)
    assert applies_to("spieval_exact", spieval) and not applies_to("spieval_exact", tool_use)
    assert applies_to("tool_calls", tool_use) and not applies_to("tool_calls", spieval)
    assert not applies_to("state_change", tool_use) and not applies_to("memory_gate", tool_use)
    assert applies_to("memory_gate", memory) and not applies_to("skill_gate", memory)
    assert all(applies_to(name, task) for name in ("task_checker", "step_cost", "final_reply")
               for task in (spieval, tool_use, memory))


def test_the_reward_shaping_example_shows_only_rewards_that_apply() -> None:
    import runpy
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "reward_shaping.py"
    namespace = runpy.run_path(str(example))
    shown = namespace["applicable"](tuple(CORE))
    left_out = {"tool_calls", "state_change", "behaviour", "memory_gate", "skill_gate"}
    assert left_out.isdisjoint(shown)
    assert {"spieval_exact", "spieval_shaped", "my_shaped"} <= set(shown)
    scores = {"oracle": {"spieval_exact": 1.0}, "random": {"spieval_exact": 0.0}}
    table = namespace["format_table"](scores, "spieval-core")
    assert table.splitlines()[-1].split() == ["spieval_exact", "1.000", "0.000"]
    assert all(len(line) <= 100 for line in table.splitlines())


def test_a_component_shared_by_two_terms_is_scored_once_per_evaluation(
        episodes: dict[str, EpisodeRecord]) -> None:
    """``spieval_shaped`` has ``spieval_exact`` as a term and as a gate: it is scored once, with
    the value it has alone; a new evaluation scores afresh, and a component a term scores on
    another record (a prefix) is scored for that record."""
    scored: list[EpisodeRecord] = []
    exact = get("spieval_exact")

    def counted(episode: EpisodeRecord) -> RewardResult:
        scored.append(episode)
        return exact(episode)

    ep = episodes["right_noisy"]
    composite = weighted({counted: 1.0, gated("retrieval_efficiency", counted): 0.1})
    result = composite(ep)
    assert scored == [ep]
    assert result.value == pytest.approx(1.0 + 0.1 * value("retrieval_efficiency", ep))
    assert result.breakdown["counted"]["breakdown"] == exact(ep).breakdown
    composite(ep)
    assert scored == [ep, ep]

    def before_any_step(episode: EpisodeRecord) -> RewardResult:
        return weighted({counted: 1.0})(prefix(episode, 0))

    assert weighted({counted: 1.0, before_any_step: 1.0})(ep).value == 1.0 + 0.0
    assert scored[2] is ep and scored[3] is not ep and not scored[3].steps
