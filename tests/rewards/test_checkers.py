"""MobilePA-Bench primary checkers (F19 Bucket 1, F20 Bucket 2), ``task_checker`` and the
validator's handling of them."""

from __future__ import annotations

import json
from typing import Any, Iterator

import pytest
from toy_tools import PROFILE, Nothing, Setting, Title, registered, set_setting

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.state import PhoneState
from mobile_env.task_format import Task, load_suite
from mobile_env.generation.cli import main as tasks_main
from mobile_env.validation import validate_task
from mobile_env.tools.registry import Tool, ToolArgs, ToolContext
from mobile_env.rewards import get


class _Rename(ToolArgs):
    id: str
    title: str


class _Id(ToolArgs):
    id: str


def _read(state: PhoneState, args: Nothing, ctx: ToolContext) -> list[dict[str, Any]]:
    return list(state.table("ck_notes"))


def _add(state: PhoneState, args: Title, ctx: ToolContext) -> dict[str, Any]:
    """Stamps the step, a field that legitimately differs between equally good paths."""
    return state.insert("ck_notes", {"title": args.title, "created_at": f"step {ctx.step}"})


def _rename(state: PhoneState, args: _Rename, ctx: ToolContext) -> dict[str, Any]:
    rows = state.table("ck_notes")
    state.tables["ck_notes"] = tuple({**r, "title": args.title} if r["id"] == args.id else r
                                     for r in rows)
    return {"renamed": args.id}


def _delete(state: PhoneState, args: _Id, ctx: ToolContext) -> dict[str, Any]:
    state.tables["ck_notes"] = tuple(r for r in state.table("ck_notes") if r["id"] != args.id)
    return {"deleted": args.id}


TOOLS = [Tool("ck_read", "Read notes.", Nothing, "retrieve", "test", _read),
         Tool("ck_add", "Add a note.", Title, "execute", "test", _add),
         Tool("ck_rename", "Rename a note.", _Rename, "execute", "test", _rename),
         Tool("ck_delete", "Delete a note.", _Id, "execute", "test", _delete),
         Tool("ck_set", "Set a setting by its key (network.wifi, display.dark_mode).",
              Setting, "execute", "test", set_setting)]


@pytest.fixture(autouse=True, scope="module")
def _tools() -> Iterator[None]:
    with registered(TOOLS):
        yield


def c(name: str, **arguments: Any) -> dict[str, Any]:
    return {"name": name, "arguments": arguments}


WIFI_ON = c("ck_set", key="network.wifi", value=True)
ADD = c("ck_add", title="Groceries")
RENAME = c("ck_rename", id="ck_notes-1", title="Old list")
READ = c("ck_read")
FINISH = c("finish")


def make_task(**fields: Any) -> Task:
    data: dict[str, Any] = {
        "id": "ck-task", "suite": "test", "capability": "dependency_planning",
        "instruction": "Turn on wifi, then add a note called Groceries.", "profile": PROFILE,
        "now": "2025-11-01 12:00:00", "weekday": "Saturday",
        "initial_settings": {"network.wifi": False, "display.dark_mode": False},
        "records": {"ck_notes": [{"id": "ck_notes-1", "title": "List", "created_at": "2025-10-01"},
                                 {"id": "ck_notes-2", "title": "Ideas",
                                  "created_at": "2025-10-02"}]},
        "candidate_tools": [t.name for t in TOOLS], "step_limit": 15}
    return Task.model_validate({**data, **fields})


TOOL_TASK = make_task(
    checker="tool_calls",
    required_calls=[{"name": "ck_set", "arguments": {"key": {"values": ["network.wifi"]},
                                                     "value": {"values": [True]}}},
                    {"name": "ck_add", "arguments": {"title": {"values": ["groceries"]}}}],
    reference_solution=[[READ], [WIFI_ON], [ADD], [FINISH]])

STATE_TASK = make_task(
    id="ck-state", checker="state_change",
    instruction="Turn on wifi, rename List to Old list, add Groceries.",
    target_delta={"tables": {"ck_notes": {"added": [{"title": "Groceries"}],
                                          "changed": {"ck_notes-1": {"title": "Old list"}}}},
                  "settings": {"network.wifi": True}, "ignore_fields": ["ck_notes.created_at"]},
    reference_solution=[[WIFI_ON, ADD, RENAME], [FINISH]])


def play(task: Task, *steps: dict[str, Any] | list[dict[str, Any]] | str) -> EpisodeRecord:
    """Run ``steps`` (then finish, unless the episode already ended) and return the record."""
    env = MobilePlannerEnv(tasks=[task])
    env.reset(options={"task_id": task.id})
    for step in (*steps, FINISH):
        *_, terminated, truncated, _ = env.step(step if isinstance(step, str) else json.dumps(step))
        if terminated or truncated:
            break
    assert env.episode is not None
    return env.episode


def score(task: Task, *steps: Any) -> tuple[float, dict[str, Any]]:
    result = get(task.checker)(play(task, *steps))
    return result.value, result.breakdown


# -------------------------------------------------------------------------------- tool calls


def test_tool_calls_right_order_passes_with_extra_reads() -> None:
    assert score(TOOL_TASK, WIFI_ON, ADD)[0] == 1.0
    assert score(TOOL_TASK, READ, WIFI_ON, READ, [READ, ADD])[0] == 1.0


def test_tool_calls_wrong_order_fails() -> None:
    value, breakdown = score(TOOL_TASK, ADD, WIFI_ON)
    assert value == 0.0
    assert breakdown["missing_calls"] == ["ck_add"]
    assert breakdown["calls"][1]["problems"] == [{"problem": "out_of_order"}]
    assert [e["call"] for e in breakdown["extraneous_calls"]] == ["ck_add"]


def test_tool_calls_extra_side_effect_fails() -> None:
    value, breakdown = score(TOOL_TASK, WIFI_ON, ADD,
                             c("ck_set", key="display.dark_mode", value=True))
    assert value == 0.0 and breakdown["missing_calls"] == []
    assert breakdown["extraneous_calls"] == [
        {"index": 2, "call": "ck_set", "arguments": {"key": "display.dark_mode", "value": True}}]
    assert score(TOOL_TASK, WIFI_ON, ADD, ADD)[0] == 0.0  # doing it twice is a side effect too


def test_tool_calls_wrong_argument_fails() -> None:
    value, breakdown = score(TOOL_TASK, WIFI_ON, c("ck_add", title="Grocery"))
    assert value == 0.0
    assert breakdown["calls"][1]["problems"] == [
        {"problem": "wrong_value", "param": "title", "expected": ["groceries"], "got": "Grocery"}]


def test_tool_calls_normalise_arguments() -> None:
    assert score(TOOL_TASK, WIFI_ON, c("ck_add", title="  GROCERIES "))[0] == 1.0


def test_tool_calls_ignore_failed_calls() -> None:
    """A call that failed (here: an injected fault) changed nothing; the retry is what counts."""
    task = Task.model_validate({**TOOL_TASK.model_dump(mode="json"),
                                "friction": [{"kind": "runtime_error", "tool": "ck_add",
                                              "times": 2}]})
    assert score(task, WIFI_ON, ADD, ADD, ADD)[0] == 1.0
    assert score(task, WIFI_ON, ADD)[0] == 0.0


ANY_ORDER = Task.model_validate({**TOOL_TASK.model_dump(mode="json"), "id": "ck-any",
                                 "required_calls_ordered": False})


@pytest.mark.parametrize("steps,ordered,any_order", [
    ((WIFI_ON, ADD), 1.0, 1.0),
    ((ADD, WIFI_ON), 0.0, 1.0),
    (([ADD, READ, WIFI_ON],), 0.0, 1.0),
    ((ADD, WIFI_ON, ADD), 0.0, 0.0),             # the second note is a side effect either way
    ((ADD,), 0.0, 0.0),
    ((ADD, c("ck_set", key="display.dark_mode", value=True), WIFI_ON), 0.0, 0.0)])
def test_required_calls_ordered_or_in_any_order(steps: tuple[Any, ...], ordered: float,
                                                any_order: float) -> None:
    assert score(TOOL_TASK, *steps)[0] == ordered
    value, breakdown = score(ANY_ORDER, *steps)
    assert value == any_order
    assert all(p != {"problem": "out_of_order"} for d in breakdown["calls"] for p in d["problems"])


def test_order_free_pairing_covers_the_side_effects_when_it_can() -> None:
    """Two required adds (one any title, one 'Groceries'): 'Groceries' first must not take the
    any-title slot and leave itself unpaired."""
    any_title = {"name": "ck_add", "arguments": {"title": {"unconstrained": True}}}
    groceries = {"name": "ck_add", "arguments": {"title": {"values": ["Groceries"]}}}
    task = Task.model_validate({**ANY_ORDER.model_dump(mode="json"),
                                "required_calls": [any_title, groceries]})
    assert score(task, ADD, c("ck_add", title="Milk"))[0] == 1.0
    assert score(task, c("ck_add", title="Milk"), ADD)[0] == 1.0
    value, breakdown = score(task, c("ck_add", title="Milk"), c("ck_add", title="Tea"))
    assert value == 0.0 and breakdown["missing_calls"] == ["ck_add"]


def test_order_free_pairing_matches_brute_force() -> None:
    """On random bipartite graphs the pairing covers every side effect exactly when some
    one-to-one assignment does."""
    import itertools
    import random

    from mobile_env.feedback import ok
    from mobile_env.rewards.tool_calls import pair_any_order
    from mobile_env.task_format.schema import GoldCall
    from mobile_env.tools import CallResult

    rng = random.Random(7)
    for _ in range(300):
        n_req, n_calls = rng.randint(1, 4), rng.randint(1, 5)
        titles = [rng.choice("abc") for _ in range(n_calls)]
        calls = [CallResult("ck_add" if rng.random() < 0.7 else "ck_read", "execute"
                            if rng.random() < 0.8 else "retrieve", {"title": t}, ok({}))
                 for t in titles]
        required = [GoldCall.model_validate({"name": "ck_add", "arguments": {"title": {
            "values": rng.sample(list("abc"), rng.randint(1, 2))}}}) for _ in range(n_req)]
        pairs = pair_any_order(required, calls)
        writes = {j for j, call in enumerate(calls) if call.kind == "execute"}
        found = None not in pairs and writes <= set(pairs)

        def fits(g: int, j: int) -> bool:
            titles = required[g].arguments["title"].values or []
            return calls[j].name == "ck_add" and calls[j].arguments["title"] in titles

        possible = any(all(fits(g, j) for g, j in enumerate(perm)) and writes <= set(perm)
                       for perm in itertools.permutations(range(n_calls), n_req))
        assert found == possible, (titles, [r.arguments["title"].values for r in required])


def test_memory_writes_are_side_effects() -> None:
    memory = [{"id": "memory-1", "text": "Groceries on Saturday", "category": "routine"}]
    tools = [*TOOL_TASK.candidate_tools, "search_user_memory", "add_user_memory",
             "remove_user_memory"]
    task = Task.model_validate({**TOOL_TASK.model_dump(mode="json"), "memory": memory,
                                "candidate_tools": tools})
    assert score(task, c("search_user_memory", query="groceries"), WIFI_ON, ADD)[0] == 1.0
    value, breakdown = score(task, WIFI_ON, ADD, c("add_user_memory", text="Likes groceries"))
    assert value == 0.0
    assert [e["call"] for e in breakdown["extraneous_calls"]] == ["add_user_memory"]
    assert score(task, WIFI_ON, ADD, c("remove_user_memory", memory_id="memory-1"))[0] == 0.0
    asked = Task.model_validate({**task.model_dump(mode="json"), "required_calls": [
        *task.model_dump(mode="json")["required_calls"],
        {"name": "add_user_memory", "arguments": {"text": {"key_facts": ["groceries"]}}}]})
    assert score(asked, WIFI_ON, ADD, c("add_user_memory", text="Likes groceries"))[0] == 1.0


def test_ambiguity_forbids_acting_before_resolving() -> None:
    task = Task.model_validate({
        **TOOL_TASK.model_dump(mode="json"),
        "friction": [{"kind": "ambiguity", "table": "ck_notes",
                      "record_ids": ["ck_notes-1", "ck_notes-2"],
                      "forbidden_calls": ["ck_add"], "resolved_by": ["ck_read"]}]})
    value, breakdown = score(task, WIFI_ON, ADD)
    assert value == 0.0 and breakdown["ambiguity"][0]["problem"] == "unresolved_ambiguity"
    assert score(task, WIFI_ON, READ, ADD)[0] == 1.0


# ------------------------------------------------------------------------------ state change


def test_state_delta_equal_passes_by_any_path() -> None:
    assert score(STATE_TASK, WIFI_ON, ADD, RENAME)[0] == 1.0
    assert score(STATE_TASK, READ, [RENAME, ADD], READ, WIFI_ON)[0] == 1.0
    # intermediate writes that end where the target does are fine: only D_T - D_0 counts
    detour = [c("ck_rename", id="ck_notes-2", title="Tmp"),
              c("ck_rename", id="ck_notes-2", title="Ideas")]
    assert score(STATE_TASK, c("ck_set", key="network.wifi", value=False), *detour, WIFI_ON,
                 ADD, RENAME)[0] == 1.0


def test_state_delta_missing_change_fails() -> None:
    value, breakdown = score(STATE_TASK, WIFI_ON, ADD)
    assert value == 0.0
    assert breakdown["differences"] == [
        {"table": "ck_notes", "problem": "missing_change", "record_id": "ck_notes-1",
         "expected": {"title": "Old list"}, "got": {}}]
    value, breakdown = score(STATE_TASK, ADD, RENAME)
    assert breakdown["differences"] == [{"setting": "network.wifi", "problem": "missing_change",
                                         "expected": True, "got": False}]


def test_state_delta_unrelated_or_destructive_write_fails() -> None:
    value, breakdown = score(STATE_TASK, WIFI_ON, ADD, RENAME, c("ck_delete", id="ck_notes-2"))
    assert value == 0.0
    assert breakdown["differences"] == [{"table": "ck_notes", "problem": "unexpected_removal",
                                         "record_id": "ck_notes-2"}]
    value, breakdown = score(STATE_TASK, WIFI_ON, ADD, RENAME,
                             c("ck_set", key="display.dark_mode", value=True))
    assert [d["problem"] for d in breakdown["differences"]] == ["unexpected_change"]
    value, breakdown = score(STATE_TASK, WIFI_ON, ADD, ADD, RENAME)
    assert [d["problem"] for d in breakdown["differences"]] == ["unexpected_added"]
    value, breakdown = score(STATE_TASK, WIFI_ON, ADD,
                             c("ck_rename", id="ck_notes-1", title="Olds"))
    assert [d["problem"] for d in breakdown["differences"]] == ["wrong_change"]


def test_state_delta_ignored_fields_may_differ() -> None:
    """created_at records the step, so it differs between paths; it is on the ignore list."""
    early = play(STATE_TASK, ADD, WIFI_ON, RENAME)
    late = play(STATE_TASK, WIFI_ON, RENAME, READ, ADD)
    assert early.final_state.table("ck_notes")[-1] != late.final_state.table("ck_notes")[-1]
    assert get("state_change")(early).value == get("state_change")(late).value == 1.0
    strict = Task.model_validate({**STATE_TASK.model_dump(mode="json"), "target_delta": {
        **STATE_TASK.target_delta.model_dump(mode="json"), "ignore_fields": []}})
    assert get("state_change")(play(strict, ADD, WIFI_ON, RENAME)).value == 0.0


_BY_FACTS = {"added": [{"title": {"key_facts": ["groceries"]}}],
             "changed": {"ck_notes-1": {"title": {"key_facts": [
                 "list", ["old", "previous", "former"]]}}}}
FACTS_TASK = Task.model_validate({
    **STATE_TASK.model_dump(mode="json"), "id": "ck-facts",
    "target_delta": {**STATE_TASK.target_delta.model_dump(mode="json"),
                     "tables": {"ck_notes": _BY_FACTS}}})


@pytest.mark.parametrize("added,renamed,dictated,by_facts", [
    ("Groceries", "Old list", 1.0, 1.0),
    ("Buy groceries", "Old list", 0.0, 1.0),            # the user did not dictate the title
    ("GROCERIES", "old  list", 1.0, 1.0),               # values compare normalised
    ("Groceries", "Previous list", 0.0, 1.0),           # a fact in another of its wordings
    ("Milk", "Old list", 0.0, 0.0),
    ("Groceries", "List", 0.0, 0.0)])
def test_state_delta_free_text_by_its_facts(added: str, renamed: str, dictated: float,
                                            by_facts: float) -> None:
    steps = (WIFI_ON, c("ck_add", title=added), c("ck_rename", id="ck_notes-1", title=renamed))
    assert score(STATE_TASK, *steps)[0] == dictated
    assert score(FACTS_TASK, *steps)[0] == by_facts


def test_state_delta_pairs_added_records_one_to_one() -> None:
    """Two expected notes, one by facts and one exact: 'Groceries' must not be spent on the
    facts record while the exact one goes unmatched."""
    delta = FACTS_TASK.target_delta.model_dump(mode="json")
    delta["tables"]["ck_notes"] = {"added": [{"title": {"key_facts": ["groceries"]}},
                                             {"title": "Groceries"}]}
    task = Task.model_validate({**FACTS_TASK.model_dump(mode="json"), "target_delta": delta})
    assert score(task, WIFI_ON, ADD, c("ck_add", title="Weekly groceries"))[0] == 1.0
    value, breakdown = score(task, WIFI_ON, c("ck_add", title="Weekly groceries"),
                             c("ck_add", title="More groceries"))
    assert value == 0.0
    assert [d["problem"] for d in breakdown["differences"]] == ["missing_added", "unexpected_added"]


def test_state_delta_leaves_out_the_worlds_own_changes() -> None:
    """A scheduled state change is the world's write, not the planner's: it is in D_0."""
    task = Task.model_validate({**STATE_TASK.model_dump(mode="json"), "friction": [
        {"kind": "state_change", "step": 2, "settings": {"display.dark_mode": True},
         "records": {"ck_notes": [{"title": "Pushed"}]}}]})
    assert score(task, WIFI_ON, ADD, RENAME)[0] == 1.0


def test_memory_counts_as_a_table() -> None:
    episode = play(STATE_TASK, WIFI_ON, ADD, RENAME)
    episode.final_state.memory = ({"id": "memory-1", "content": "likes tea"},)
    breakdown = get("state_change")(episode).breakdown
    assert breakdown["differences"][0]["table"] == "memory"


# ------------------------------------------------------------------- doing nothing, task_checker


@pytest.mark.parametrize("task", [TOOL_TASK, STATE_TASK], ids=["tool_calls", "state_change"])
def test_doing_nothing_or_only_reading_scores_zero(task: Task) -> None:
    assert score(task)[0] == 0.0
    assert score(task, READ, READ)[0] == 0.0
    assert score(task, "I cannot do that.")[0] == 0.0


def test_task_checker_applies_each_tasks_own_checker() -> None:
    env = MobilePlannerEnv(tasks=[TOOL_TASK])
    env.reset(options={"task_id": TOOL_TASK.id})
    for step in (WIFI_ON, ADD, FINISH):
        _, reward, *_, info = env.step(json.dumps(step))
    assert reward == 1.0 and "extraneous_calls" in info["reward_breakdown"]
    assert get("task_checker")(play(STATE_TASK, WIFI_ON, ADD, RENAME)).value == 1.0


def test_task_checker_is_spieval_exact_on_spieval_tasks() -> None:
    for task in load_suite("spieval-core")[:20]:
        steps = [[c.model_dump() for c in step] for step in task.reference_solution]
        for episode in (play(task, *steps), play(task)):
            assert get("task_checker")(episode) == get("spieval_exact")(episode)


# ------------------------------------------------------------------------------------ validate


@pytest.mark.parametrize("task", [TOOL_TASK, STATE_TASK], ids=["tool_calls", "state_change"])
def test_validator_accepts_sound_tasks(task: Task) -> None:
    assert validate_task(task) == []


def test_validator_accepts_reference_calls_that_meet_friction() -> None:
    task = Task.model_validate({**TOOL_TASK.model_dump(mode="json"),
                                "friction": [{"kind": "runtime_error", "tool": "ck_add"}],
                                "reference_solution": [[WIFI_ON], [ADD], [ADD], [FINISH]]})
    assert validate_task(task) == []


def test_validator_rejects_broken_tasks() -> None:
    wrong = Task.model_validate({**TOOL_TASK.model_dump(mode="json"),
                                 "reference_solution": [[ADD], [WIFI_ON], [FINISH]]})
    assert validate_task(wrong) == ["replay: the reference solution scores 0.0, not 1.0"]
    unknown = Task.model_validate({**TOOL_TASK.model_dump(mode="json"), "required_calls": [
        {"name": "ck_add", "arguments": {"body": {"values": ["x"]}}}]})
    assert "has no parameter 'body'" in validate_task(unknown)[0]
    ghost = Task.model_validate({**STATE_TASK.model_dump(mode="json"), "target_delta": {
        "tables": {"ck_notes": {"removed": ["ck_notes-9"]}}}})
    assert "target_delta.tables.ck_notes: removed record 'ck_notes-9'" in validate_task(ghost)[0]


def test_validate_cli_handles_every_checker(tmp_path: Any, capsys: Any) -> None:
    spieval = load_suite("demo")[0]
    path = tmp_path / "mixed.jsonl"
    path.write_text("".join(t.model_dump_json() + "\n" for t in (spieval, TOOL_TASK, STATE_TASK)),
                    encoding="utf-8")
    assert tasks_main(["validate", "--quiet", str(path)]) == 0
    assert "3 task(s): all valid" in capsys.readouterr().out
