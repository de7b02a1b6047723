"""The authoring vocabulary every hand-written suite shares: calls, how a value is judged, steps.

A reference solution is a list of steps, each step one call ``X(...)`` or a list of calls made in
parallel; :func:`solution` appends the ``finish`` call. A judged call (SPIEval's gold calls,
MobilePA's required calls) is ``G(tool, param=rule, ...)``, where a rule is:

* a plain value -- that one value (a list is one value too: ``people=[ME, "Tom"]``);
* ``ONE(a, b, ...)`` -- any of these values;
* ``PARA(value, "paraphrase", ..., why=...)`` -- the value, or a spelling of it that no record
  holds (a surname-first name, "3 pm" for 15:00);
* ``MAY_OMIT(rule)`` -- the rule, or the parameter left out although its default differs;
* ``U`` -- any valid value (the parameter is unconstrained);
* ``KF("fact", ["wording", "other wording"], ...)`` -- free text that contains every fact, a
  fact in any of its wordings.

The suite families add their own words on top: :mod:`.spieval` (the SPIEval phone's records and
its task) and :mod:`.mobilepa` (the MobilePA device, friction and targets, and its task).
"""

from __future__ import annotations

from typing import Any

Call = dict[str, Any]
Step = Call | list[Call]

#: The rule of an unconstrained parameter: any valid value.
U: dict[str, Any] = {"unconstrained": True}
_RULES = frozenset({"values", "unconstrained", "key_facts", "paraphrases", "may_omit"})


def ONE(*values: Any) -> dict[str, Any]:
    """Any of these values is acceptable."""
    return {"values": list(values)}


def PARA(value: Any, /, *paraphrases: Any, why: str = "") -> dict[str, Any]:
    """``value``, or any of ``paraphrases``: spellings of it that no record holds."""
    return {"values": [value],
            "paraphrases": [{"value": p, "of": value, "why": why} for p in paraphrases]}


def MAY_OMIT(value: Any) -> dict[str, Any]:
    """The rule of ``value`` (see :func:`rule`), or the parameter left out."""
    return {**rule(value), "may_omit": True}


def KF(*facts: str | list[str]) -> dict[str, Any]:
    """Free text that must contain every one of these facts; a list is one fact's alternative
    wordings, any one of which will do."""
    return {"key_facts": [f if isinstance(f, str) else list(f) for f in facts]}


def rule(value: Any) -> dict[str, Any]:
    """How a value given to :func:`G` is judged: a rule stays a rule, anything else is the one
    acceptable value."""
    if isinstance(value, dict) and value and set(value) <= _RULES:
        return dict(value)
    return {"values": [value]}


def G(tool: str, /, **params: Any) -> Call:
    """A judged call: each parameter with its :func:`rule`."""
    return {"name": tool, "arguments": {name: rule(value) for name, value in params.items()}}


def X(tool: str, /, **arguments: Any) -> Call:
    """A call of a reference solution, with its arguments as the planner would pass them."""
    return {"name": tool, "arguments": arguments}


def solution(steps: list[Step], answer: str | None = None) -> list[list[Call]]:
    """The reference solution: each step as a list of parallel calls, then ``finish`` (with
    ``answer``, the final message, when given)."""
    finish = X("finish") if answer is None else X("finish", answer=answer)
    return [step if isinstance(step, list) else [step] for step in steps] + [[finish]]
