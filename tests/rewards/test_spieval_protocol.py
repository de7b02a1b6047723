"""SPIEval's evaluation protocol (``spieval_exact``) against the normalising grader
(``spieval_normalised``), on concrete perturbed answers played through the env.

Every perturbed call below is one the tool accepts (it succeeds and changes the phone); the
graders then disagree exactly where the paper's exact match and normalisation differ: types
strict, formats as declared, strings trimmed and case-insensitive but otherwise as written,
enum labels case-insensitive, arrays as multisets, unconstrained parameters by type only.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.papers import SPIEVAL as PAPER
from mobile_env.task_format import Task, load_suite
from mobile_env.rewards import get

DEMO = load_suite("demo")[0]

#: The right answer, as the reference solution writes it; one gold call per execution tool kind.
RIGHT: dict[str, dict[str, Any]] = {
    "Phone_Call": {"telephone": "+1 415-739-2098", "type": "VIDEO"},
    "Consumption_Create": {"item": "Transfer", "amount": 67, "receivingName": "Daniel Reed",
                           "receivingAccount": "6222 0000 1111 2222"},
    "Clock_CreateAlarm": {"time": "07:00:00", "repeatDayOfWeek": [1, 3], "alarmCount": 3},
    "Meeting_Create": {"dateStart": "2025-11-03", "dateEnd": "2025-11-03",
                       "timeStart": "09:00:00", "timeEnd": "10:00:00", "repeat": "weekly",
                       "participants": ["Daniel Reed", "Grace Lin"], "title": "Supplier review"},
    "TodoList_Create": {"content": "Buy walnuts for the office", "date": "2025-11-02",
                        "time": "18:30"},
    "Transport_Create": {"date": "2025-11-04", "time": "now", "start": "current",
                         "end": "Hongqiao Station", "passenger": ["Yixuan Xu"],
                         "telephone": "15711227837", "transportType": "car"},
}
GOLD = {
    "Phone_Call": {"telephone": {"values": ["+1 415-739-2098"]}, "type": {"values": ["VIDEO"]}},
    "Consumption_Create": {"item": {"values": ["Transfer"]}, "amount": {"values": [67]},
                           "receivingName": {"values": ["Daniel Reed"]},
                           "receivingAccount": {"values": ["6222 0000 1111 2222"]}},
    "Clock_CreateAlarm": {"time": {"values": ["07:00:00"]}, "repeatDayOfWeek": {"values": [[1, 3]]},
                          "alarmCount": {"unconstrained": True}},
    "Meeting_Create": {"dateStart": {"values": ["2025-11-03"]},
                       "dateEnd": {"values": ["2025-11-03"]},
                       "timeStart": {"values": ["09:00:00"]}, "timeEnd": {"values": ["10:00:00"]},
                       "repeat": {"values": ["weekly"]},
                       "participants": {"values": [["Daniel Reed", "Grace Lin"]]},
                       "title": {"key_facts": ["supplier", ["review", "meeting"]]}},
    "TodoList_Create": {"content": {"key_facts": ["walnuts"]}, "date": {"values": ["2025-11-02"]},
                        "time": {"values": ["18:30"]}},
    "Transport_Create": {"date": {"values": ["2025-11-04"]}, "time": {"values": ["now"]},
                         "start": {"values": ["current"]}, "end": {"values": ["Hongqiao Station"]},
                         "passenger": {"values": [["Yixuan Xu"]]},
                         "telephone": {"values": ["15711227837"]},
                         "transportType": {"values": ["car"]}},
}


def _task(tool: str) -> Task:
    data = DEMO.model_dump(mode="json")
    data.update(id=f"protocol-{tool}", candidate_tools=list(PAPER.tools), evidence=[],
                gold={"answers": [{"calls": [{"name": tool, "arguments": GOLD[tool]}]}]},
                reference_solution=[[{"name": tool, "arguments": RIGHT[tool]}],
                                    [{"name": "finish", "arguments": {}}]])
    return Task.model_validate(data)


def verdicts(tool: str, **changes: Any) -> tuple[float, float]:
    """(spieval_exact, spieval_normalised) of the right answer with ``changes`` written instead
    (a value of ``...`` leaves the parameter out), played through the env."""
    task = _task(tool)
    arguments = {**RIGHT[tool], **changes}
    arguments = {k: v for k, v in arguments.items() if v is not ...}
    env = MobilePlannerEnv(tasks=[task], reward="spieval_exact")
    env.reset(options={"task_id": task.id})
    _, _, _, _, info = env.step(json.dumps({"name": tool, "arguments": arguments}))
    assert info["calls"][0]["status"] == "ok", info["calls"]  # the tool accepted it
    _, reward, terminated, _, _ = env.step('{"name": "finish", "arguments": {}}')
    assert terminated
    return reward, get("spieval_normalised")(env.episode).value


def test_the_right_answer_passes_both() -> None:
    for tool in RIGHT:
        assert verdicts(tool) == (1.0, 1.0), tool


# (tool, the perturbed parameters, spieval_exact, spieval_normalised)
CASES = [
    # types strict: a number written as a string, an integer as a string
    ("Consumption_Create", {"amount": "67"}, 0.0, 1.0),
    ("Consumption_Create", {"amount": "67.00"}, 0.0, 1.0),
    ("Consumption_Create", {"amount": 67.0}, 1.0, 1.0),       # the same JSON number
    ("Consumption_Create", {"amount": 67.01}, 0.0, 0.0),
    ("Clock_CreateAlarm", {"alarmCount": "5"}, 0.0, 1.0),     # unconstrained: type only
    ("Clock_CreateAlarm", {"alarmCount": 10}, 1.0, 1.0),
    ("Clock_CreateAlarm", {"alarmCount": 3.0}, 0.0, 1.0),     # a number, but no integer
    ("Clock_CreateAlarm", {"alarmCount": ...}, 1.0, 1.0),
    ("Clock_CreateAlarm", {"repeatDayOfWeek": ["1", "3"]}, 0.0, 1.0),
    # formats as declared
    ("Clock_CreateAlarm", {"time": "07:00"}, 0.0, 1.0),       # H:M for an H:M:S parameter
    ("Clock_CreateAlarm", {"time": "7:00:00"}, 0.0, 1.0),
    ("TodoList_Create", {"time": "18:30:00"}, 0.0, 1.0),      # H:M:S for an H:M parameter
    ("Meeting_Create", {"dateStart": "2025-11-3", "dateEnd": "2025-11-3"}, 0.0, 1.0),
    ("Meeting_Create", {"timeStart": "9:00:00"}, 0.0, 1.0),
    ("Transport_Create", {"time": "NOW"}, 1.0, 1.0),
    # strings: trimmed and case-insensitive, otherwise as written
    ("Phone_Call", {"telephone": " +1 415-739-2098 "}, 1.0, 1.0),
    ("Phone_Call", {"telephone": "+14157392098"}, 0.0, 1.0),
    ("Phone_Call", {"telephone": "+1 (415) 739-2098"}, 0.0, 1.0),
    ("Phone_Call", {"telephone": "+1 415-739-2198"}, 0.0, 0.0),
    ("Consumption_Create", {"receivingAccount": "6222000011112222"}, 0.0, 1.0),
    ("Consumption_Create", {"receivingName": "daniel reed"}, 1.0, 1.0),
    ("Consumption_Create", {"receivingName": "Daniel  Reed"}, 0.0, 1.0),
    ("Transport_Create", {"end": "HONGQIAO STATION "}, 1.0, 1.0),
    # enum labels: any case, and the paper's Chinese labels
    ("Phone_Call", {"type": "video"}, 1.0, 1.0),
    ("Meeting_Create", {"repeat": "Weekly"}, 1.0, 1.0),
    ("Meeting_Create", {"repeat": "WEEKLY"}, 1.0, 1.0),
    ("Meeting_Create", {"repeat": "每周"}, 1.0, 1.0),
    ("Meeting_Create", {"repeat": "daily"}, 0.0, 0.0),
    ("Transport_Create", {"transportType": "Car"}, 1.0, 1.0),
    ("Transport_Create", {"transportType": "汽车"}, 1.0, 1.0),
    # arrays: multisets, items by the item rule
    ("Meeting_Create", {"participants": ["grace lin", "Daniel Reed"]}, 1.0, 1.0),
    ("Meeting_Create", {"participants": ["Daniel Reed"]}, 0.0, 0.0),
    ("Meeting_Create", {"participants": ["Daniel Reed", "Grace Lin", "Grace Lin"]}, 0.0, 0.0),
    ("Clock_CreateAlarm", {"repeatDayOfWeek": [3, 1]}, 1.0, 1.0),
    # free text by key facts, a fact in any of its wordings
    ("Meeting_Create", {"title": "SUPPLIER meeting"}, 1.0, 1.0),
    ("Meeting_Create", {"title": "Supplier call"}, 0.0, 0.0),
    # a parameter the gold does not name stays at its default, in its own type
    ("Phone_Call", {"type": ...}, 0.0, 0.0),
    ("Consumption_Create", {"note": "lunch"}, 0.0, 0.0),
    ("Clock_CreateAlarm", {"alarmDuration": 3}, 1.0, 1.0),
    ("Clock_CreateAlarm", {"alarmDuration": "3"}, 0.0, 1.0),
    # a null for a parameter that may be left out is left out
    ("Clock_CreateAlarm", {"alarmCount": None}, 1.0, 1.0),
    ("Clock_CreateAlarm", {"alarmDuration": None}, 1.0, 1.0),
    ("Consumption_Create", {"note": None}, 1.0, 1.0),
    ("Phone_Call", {"type": None}, 0.0, 0.0),                 # its default is not the gold's
]


@pytest.mark.parametrize("tool,changes,exact,normalised", CASES,
                         ids=[f"{t}-{json.dumps(c, ensure_ascii=False, default=str)}"
                              for t, c, _, _ in CASES])
def test_perturbed_answers(tool: str, changes: dict[str, Any], exact: float,
                           normalised: float) -> None:
    assert verdicts(tool, **changes) == (exact, normalised)


def test_the_breakdown_shows_what_was_written() -> None:
    task = _task("Consumption_Create")
    env = MobilePlannerEnv(tasks=[task])
    env.reset(options={"task_id": task.id})
    env.step(json.dumps({"name": "Consumption_Create", "arguments": {**RIGHT["Consumption_Create"],
                                                                      "amount": "67.00"}}))
    _, reward, _, _, info = env.step('{"name": "finish", "arguments": {}}')
    assert reward == 0.0
    [problem] = info["reward_breakdown"]["calls"][0]["problems"]
    assert problem == {"problem": "wrong_value", "param": "amount", "expected": [67],
                       "got": "67.00"}


def test_key_facts_keep_their_inner_whitespace_under_the_protocol() -> None:
    data = _task("Meeting_Create").model_dump(mode="json")
    data["gold"]["answers"][0]["calls"][0]["arguments"]["title"] = {
        "key_facts": ["supplier review"]}
    task = Task.model_validate(data)

    def graded(title: str) -> tuple[float, float]:
        env = MobilePlannerEnv(tasks=[task])
        env.reset(options={"task_id": task.id})
        env.step(json.dumps([{"name": "Meeting_Create",
                              "arguments": {**RIGHT["Meeting_Create"], "title": title}},
                             {"name": "finish", "arguments": {}}]))
        assert env.episode is not None
        return (get("spieval_exact")(env.episode).value,
                get("spieval_normalised")(env.episode).value)

    assert graded(" Weekly SUPPLIER REVIEW ") == (1.0, 1.0)
    assert graded("Supplier\nreview") == (0.0, 1.0)
    assert graded("Supplier  review") == (0.0, 1.0)
    assert graded("Supplier meeting") == (0.0, 0.0)


def test_an_empty_array_and_may_omit() -> None:
    gold = {"dateStart": {"values": ["2025-11-03"]}, "dateEnd": {"values": ["2025-11-03"]},
            "timeStart": {"values": ["09:00:00"]}, "timeEnd": {"values": ["10:00:00"]},
            "location": {"values": [[]]},
            "title": {"values": ["Supplier review"], "may_omit": True}}
    data = _task("Meeting_Create").model_dump(mode="json")
    data["gold"]["answers"][0]["calls"][0]["arguments"] = gold
    task = Task.model_validate(data)
    base = {k: RIGHT["Meeting_Create"][k] for k in ("dateStart", "dateEnd", "timeStart", "timeEnd")}

    def exact(**arguments: Any) -> float:
        env = MobilePlannerEnv(tasks=[task])
        env.reset(options={"task_id": task.id})
        env.step(json.dumps([{"name": "Meeting_Create", "arguments": {**base, **arguments}},
                             {"name": "finish", "arguments": {}}]))
        return get("spieval_exact")(env.episode).value

    assert exact(title="Supplier review", location=[]) == 1.0
    assert exact(title="Supplier review") == 1.0          # [] is the default
    assert exact() == 1.0                                  # the title may be left out
    assert exact(title="No subject") == 0.0                # but not given another value
    assert exact(title="Supplier review", location=["Room 3B"]) == 0.0


def test_paraphrases_are_acceptable_values() -> None:
    data = _task("Consumption_Create").model_dump(mode="json")
    data["gold"]["answers"][0]["calls"][0]["arguments"]["receivingName"] = {
        "values": ["Daniel Reed"], "paraphrases": [{"value": "Reed Daniel", "of": "Daniel Reed"}]}
    task = Task.model_validate(data)
    for name, expected in (("Reed Daniel", 1.0), ("Daniel Reed", 1.0), ("Reed", 0.0)):
        env = MobilePlannerEnv(tasks=[task])
        env.reset(options={"task_id": task.id})
        env.step(json.dumps([{"name": "Consumption_Create",
                              "arguments": {**RIGHT["Consumption_Create"], "receivingName": name}},
                             {"name": "finish", "arguments": {}}]))
        assert get("spieval_exact")(env.episode).value == expected, name
