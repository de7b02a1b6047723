"""The task format: one validated pydantic model per task, stored one per line in JSONL.

A task is data only (no env imports): the world it starts from (profile, "now", app records),
what the user asks, which tools are active, and how the outcome is judged (gold answers) --
plus a reference solution that proves it is solvable.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

SCHEMA_VERSION = 1

Setting = Literal["standard", "full", "no_search"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Profile(_Strict):
    """SPIEval's unified user profile (paper Table 3)."""

    name: str
    occupation: str
    family: str
    phone: str
    payment_account: str


class Message(_Strict):
    role: Literal["user", "assistant"]
    content: str


class ParamGold(_Strict):
    """How one parameter is judged: any of ``values``; by type only; or by key facts in free text."""

    values: list[Any] | None = None
    unconstrained: bool = False
    key_facts: list[str] | None = None

    @model_validator(mode="after")
    def _one_rule(self) -> ParamGold:
        rules = (self.values is not None) + self.unconstrained + (self.key_facts is not None)
        if rules != 1:
            raise ValueError("give exactly one of: values, unconstrained=true, key_facts")
        if self.values is not None and not self.values:
            raise ValueError("values must list at least one acceptable value")
        return self


class GoldCall(_Strict):
    name: str
    arguments: dict[str, ParamGold]


class GoldAnswer(_Strict):
    """One acceptable outcome: this set of execution calls (order-invariant unless ``ordered``)."""

    calls: list[GoldCall] = Field(min_length=1)


class Gold(_Strict):
    answers: list[GoldAnswer] = Field(min_length=1)
    ordered: bool = False


class CallSpec(_Strict):
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class Evidence(_Strict):
    """Which record supplies which value: the reasoning annotation of a task."""

    record_id: str
    provides: str


class Task(_Strict):
    schema_version: Literal[1] = SCHEMA_VERSION
    id: str = Field(min_length=1)
    suite: str
    capability: str
    categories: list[str] = Field(default_factory=list)
    instruction: str = Field(min_length=1)
    history: list[Message] = Field(default_factory=list)
    profile: Profile
    now: str = Field(pattern=r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")
    weekday: str
    records: dict[str, list[dict[str, Any]]]
    candidate_tools: list[str]
    setting: Setting = "standard"
    step_limit: int = Field(default=50, ge=1)
    gold: Gold
    evidence: list[Evidence] = Field(default_factory=list)
    reference_solution: list[list[CallSpec]] = Field(min_length=1)

    @model_validator(mode="after")
    def _ids(self) -> Task:
        seen: set[str] = set()
        for table, rows in self.records.items():
            for i, row in enumerate(rows):
                rid = row.get("id")
                if not isinstance(rid, str) or not rid.startswith(f"{table}-"):
                    raise ValueError(f"records.{table}[{i}] needs an id of the form '{table}-<n>'")
                if rid in seen:
                    raise ValueError(f"record id {rid!r} is used twice")
                seen.add(rid)
        missing = {e.record_id for e in self.evidence} - seen
        if missing:
            raise ValueError(f"evidence names unknown records: {sorted(missing)}")
        return self
