"""The worlds the benchmark searches: the task generator's everyday phones, at any size.

A world is a valid SPIEval task (call a number) whose records are
:func:`mobile_env.generation.generator.everyday_world`'s fillers -- the same names, companies,
places and messages generated tasks are made of -- spread evenly over the ten apps, with the
unified user profile of :mod:`mobile_env.tasks.spieval_world`. A few "needle" records share a
rare name so that searches return a handful of hits, as a real query would.
"""

from __future__ import annotations

from mobile_env.tasks import Task, spieval_world
from mobile_env.generation.generator import everyday_world

#: The rare name a few records share, and the searches aimed at it (a few hits per world).
NEEDLE = "Ottilie Vandermeer"
NEEDLE_COUNT = 3
FIXED_PATTERN = "Vandermeer"
REGEX_PATTERN = r"vand[a-z]+meer"
FUZZY_PATTERN = "Vandermer Otilie"  # misspelt, and surname first: the any-order word score
CALL_NUMBER = "+1 415-739-2098"


def build_world(n_records: int, seed: int = 0) -> Task:
    """A valid SPIEval task whose world holds ``n_records`` generated records, same for a seed.

    The task itself is trivial (call a number); what matters is the size and shape of its world,
    which a benchmark searches and writes through the real env.
    """
    records = everyday_world(n_records, seed)
    contacts = records.get("contacts", [])
    for row in contacts[len(contacts) // 3::max(1, len(contacts) // NEEDLE_COUNT)][:NEEDLE_COUNT]:
        row["name"] = NEEDLE
    if contacts:
        contacts[0]["phone_number"] = CALL_NUMBER
    if records.get("sms"):
        records["sms"][0]["content"] = f"{NEEDLE} asked me to call back about the contract."
    call = {"name": "Phone_Call", "arguments": {"telephone": CALL_NUMBER, "type": "VIDEO"}}
    return Task.model_validate({
        "id": f"bench-world-{n_records}", "suite": "bench", "capability": "reasoning",
        "categories": ["make_call"], "instruction": f"Call {NEEDLE}.",
        "profile": spieval_world.PROFILE, "now": spieval_world.NOW,
        "weekday": spieval_world.WEEKDAY, "records": records,
        "candidate_tools": list(spieval_world.CANDIDATE_TOOLS),
        "gold": {"answers": [{"calls": [{"name": "Phone_Call", "arguments": {
            "telephone": {"values": [CALL_NUMBER]}, "type": {"values": ["VIDEO"]}}}]}]},
        "reference_solution": [[call], [{"name": "finish", "arguments": {"answer": "[DONE]"}}]],
    })
