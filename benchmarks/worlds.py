"""The worlds the budget is measured on, and the calls a planner makes in each.

Two are worlds of shipped tasks (a SPIEval task of ``spieval-core`` and a MobilePA task of
``mobilepa-tool-use``); the third is a SPIEval phone of 200 records, made of the task
generator's own records (:func:`mobile_env.generation.generator.everyday_world`) with SPIEval's
user profile, a few contacts sharing a rare name so that a search finds a handful.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from mobile_env.generation.generator import everyday_world
from mobile_env.task_format import Task, load_suite, spieval_world

#: Records of the generated SPIEval world.
SPIEVAL_RECORDS = 200
#: The rare name a few of its contacts share, and the number its call dials.
NEEDLE, NEEDLE_COUNT = "Ottilie Vandermeer", 3
CALL_NUMBER = "+1 415-739-2098"
#: What the MobilePA world's text says.
TEXT = "Running late."


def action(tool: str, /, **arguments: Any) -> str:
    """One tool call as a planner writes it.

    Args:
        tool: the tool's name.
        **arguments: its arguments.

    Returns:
        The call as a JSON object.
    """
    return json.dumps({"name": tool, "arguments": arguments})


@dataclass(frozen=True, slots=True)
class World:
    """A task's world and the calls the budget times on it.

    Attributes:
        label: how the report names the world.
        task: the task whose world it is.
        call: a call that succeeds, is no search and can repeat (a write where there is one).
        misspelt: ``call`` to a tool that does not exist.
        bad_arguments: ``call`` with an argument of the wrong type.
        search: a fixed search of the world's contacts that finds some.
    """

    label: str
    task: Task
    call: str
    misspelt: str
    bad_arguments: str
    search: str

    @property
    def records(self) -> int:
        """How many records the world holds."""
        return sum(len(rows) for rows in self.task.records.values())

    def error_calls(self, max_action_chars: int) -> dict[str, str]:
        """Each error path's action, by the name the report gives it.

        Args:
            max_action_chars: the longest action the env takes.

        Returns:
            Unknown tool, bad arguments, bad JSON (``call`` cut short) and ``call`` with an
            argument padded past the longest action.
        """
        too_large = self.call[:-2] + ', "pad": "' + "x" * max_action_chars + '"}}'
        return {"unknown tool": self.misspelt, "bad arguments": self.bad_arguments,
                "bad JSON": self.call[:-2], "too-large action": too_large}


def spieval_task_world(suite: str = "spieval-core", task_id: str = "core-dis-alarm-1") -> World:
    """A shipped SPIEval task's world: a call to its first contact, a search for that
    contact's last name.

    Args:
        suite: the suite holding the task.
        task_id: the task.

    Returns:
        The world.
    """
    task = next(t for t in load_suite(suite) if t.id == task_id)
    return _spieval(f"{suite} {task_id}", task)


def spieval_200_world(seed: int = 0) -> World:
    """The generated SPIEval world of :data:`SPIEVAL_RECORDS` records.

    Args:
        seed: the generator's seed.

    Returns:
        The world.
    """
    records = everyday_world(SPIEVAL_RECORDS, seed)
    contacts = records["contacts"]
    for row in contacts[len(contacts) // 3::len(contacts) // NEEDLE_COUNT][:NEEDLE_COUNT]:
        row["name"] = NEEDLE
    contacts[0]["phone_number"] = CALL_NUMBER
    call = {"name": "Phone_Call", "arguments": {"telephone": CALL_NUMBER, "type": "VIDEO"}}
    task = Task.model_validate({
        "id": f"spieval-{SPIEVAL_RECORDS}-records", "suite": "bench",
        "capability": "reasoning", "categories": ["make_call"], "instruction": f"Call {NEEDLE}.",
        "profile": spieval_world.PROFILE, "now": spieval_world.NOW,
        "weekday": spieval_world.WEEKDAY, "records": records,
        "candidate_tools": list(spieval_world.CANDIDATE_TOOLS),
        "gold": {"answers": [{"calls": [{"name": "Phone_Call", "arguments": {
            "telephone": {"values": [CALL_NUMBER]}, "type": {"values": ["VIDEO"]}}}]}]},
        "reference_solution": [[call], [{"name": "finish", "arguments": {"answer": "[DONE]"}}]],
    })
    return _spieval(f"SPIEval {SPIEVAL_RECORDS} records", task)


def _spieval(label: str, task: Task) -> World:
    contact = task.records["contacts"][0]
    number = contact["phone_number"]
    return World(label, task, action("Phone_Call", telephone=number, type="VIDEO"),
                 action("Phone_Cal", telephone=number, type="VIDEO"),
                 action("Phone_Call", telephone=415, type="VIDEO"),
                 action("search_contacts", pattern=contact["name"].split()[-1], mode="fixed"))


def mobilepa_task_world(suite: str = "mobilepa-tool-use", task_id: str = "pa-tu-be-01") -> World:
    """A shipped MobilePA task's world: a text to its first contact, a look-up of that contact.

    Args:
        suite: the suite holding the task.
        task_id: the task.

    Returns:
        The world.
    """
    task = next(t for t in load_suite(suite) if t.id == task_id)
    name = task.records["pa_contacts"][0]["name"]
    return World(f"{suite} {task_id}", task, action("send_sms", recipient=name, text=TEXT),
                 action("send_smss", recipient=name, text=TEXT),
                 action("send_sms", recipient=name, text=42), action("find_contact", query=name))


def shipped_worlds() -> list[World]:
    """Every world the per-call budgets are measured on.

    Returns:
        The SPIEval task's, the MobilePA task's and the 200-record SPIEval world.
    """
    return [spieval_task_world(), mobilepa_task_world(), spieval_200_world()]
