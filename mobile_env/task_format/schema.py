"""The task format: one validated pydantic model per task, stored one per line in JSONL.

A task is data only (no env imports): the world it starts from (profile, "now", app records,
settings), what the user asks, which tools are active, the friction the sandbox injects, and how
the outcome is judged (its ``checker``: SPIEval's gold answers, MobilePA's required tool calls,
target state delta or behaviour rubric, and the memory and skill gates) -- plus a reference
solution that proves it is solvable.
"""

from __future__ import annotations

import re
from typing import Any, Literal, Union, get_args

from pydantic import (BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer,
                      model_validator)

from mobile_env.friction import (ASK_USER, GRANTED_PERMISSIONS, Ambiguity, Friction,
                                 MissingParameter, PermissionBlock)
from mobile_env.papers import SPIEVAL
from mobile_env.task_format.query_domains import QueryDomain

#: The version of the task line that suite files are written in
#: (:mod:`mobile_env.task_format.lines`).
SCHEMA_VERSION: Literal[2] = 2
#: The ``schema_version`` of a materialised :class:`Task`: the self-contained form, every setting
#: spelled out, which is also how a version-1 line stores a task.
MATERIALISED_VERSION: Literal[1] = 1

Setting = Literal["standard", "full", "no_search"]
#: The settings by name, for checks and command-line choices.
SETTING_NAMES: tuple[Setting, ...] = get_args(Setting)
Checker = Literal["gold_calls", "tool_calls", "state_change", "behaviour"]
#: MobilePA Skill Usage settings: none, Skill-Only Routing, Mixed Tool-Skill Routing.
SkillSetting = Literal["none", "sor", "mtsr"]
#: The sub-agent specialists (``mobile_env.tools.mobilepa.ai_assistant.SUBAGENTS``).
SubagentRoute = Literal["gui", "image", "search", "monitor", "practice", "call"]


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


#: A key fact of free text: one wording, or a list of alternative wordings of which any one
#: will do (``["15:00", "3 pm"]``). Free text is judged by containment of every fact.
Fact = Union[str, list[str]]


def fact_wordings(fact: Fact) -> list[str]:
    """The alternative wordings of one fact (a plain fact has one)."""
    return [fact] if isinstance(fact, str) else list(fact)


def _check_facts(facts: list[Fact], where: str) -> None:
    for i, fact in enumerate(facts):
        wordings = fact_wordings(fact)
        if not wordings or not all(w.strip() for w in wordings):
            raise ValueError(f"{where}[{i}]: a fact needs at least one non-blank wording")


class Paraphrase(_Strict):
    """An acceptable spelling of a gold value that no record holds verbatim: a surname-first
    name, "3 pm" for 15:00, an airport code for its city. ``of`` is the acceptable value (one of
    the parameter's ``values``, so grounded in the task's data) that it restates; ``why`` says
    why a planner may write it this way. The validator checks it differently from a record value:
    it must *not* occur in the records (a value a record holds belongs in ``values``, and a
    spelling that another record holds would accept a distractor)."""

    value: Any
    of: Any
    why: str = ""


class ParamGold(_Strict):
    """How one parameter is judged: any of ``values`` (or their ``paraphrases``); by type only
    (``unconstrained``); or by ``key_facts`` in free text. ``may_omit``: leaving the parameter
    out is acceptable too, even where its default is none of the values."""

    values: list[Any] | None = None
    unconstrained: bool = False
    key_facts: list[Fact] | None = None
    paraphrases: list[Paraphrase] = Field(default_factory=list)
    may_omit: bool = False

    @model_validator(mode="after")
    def _one_rule(self) -> ParamGold:
        rules = (self.values is not None) + self.unconstrained + (self.key_facts is not None)
        if rules != 1:
            raise ValueError("give exactly one of: values, unconstrained=true, key_facts")
        if self.values is not None and not self.values:
            raise ValueError("values must list at least one acceptable value (an empty array "
                             "is written [[]])")
        if self.key_facts is not None:
            if not self.key_facts:
                raise ValueError("key_facts must list at least one fact")
            _check_facts(self.key_facts, "key_facts")
        if self.paraphrases and self.values is None:
            raise ValueError("paraphrases restate acceptable values: give values too")
        unanchored = [p.value for p in self.paraphrases if p.of not in (self.values or ())]
        if unanchored:
            raise ValueError(f"paraphrases {unanchored} must each name in 'of' one of the values")
        if self.may_omit and self.unconstrained:
            raise ValueError("an unconstrained parameter may always be omitted: drop may_omit")
        return self

    def acceptable(self) -> list[Any]:
        """Every acceptable value: the values, then the paraphrases' spellings."""
        return [*(self.values or ()), *(p.value for p in self.paraphrases)]

    @model_serializer(mode="wrap")
    def _omit_unused(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """Leave out the newer keys while unused, so older gold dumps (and hashes) unchanged."""
        data: dict[str, Any] = handler(self)
        if not self.paraphrases:
            data.pop("paraphrases", None)
        if not self.may_omit:
            data.pop("may_omit", None)
        return data


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
    """One step of the reasoning annotation: which record supplies which value, or, with no
    ``record_id``, a derivation that cites no record ("next Saturday is 2025-11-08", "two
    travellers share one room") -- its ``provides`` text grounds the values it states."""

    record_id: str | None = None
    provides: str = Field(min_length=1)

    @model_serializer(mode="wrap")
    def _omit_unused(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        if self.record_id is None:
            data.pop("record_id", None)
        return data


#: What a task can demand of search to reach a record: a fuzzy or a regex query, a query
#: restricted to one field, or a page beyond the first.
SearchNeed = Literal["fuzzy", "regex", "field", "page"]


def search_needs(arguments: dict[str, Any]) -> list[SearchNeed]:
    """What a search's ``arguments`` use that a plain query does not: ``fuzzy`` or ``regex``
    mode, a ``field``, a ``page`` of 2 or more (in that order)."""
    uses = {"fuzzy": arguments.get("mode") == "fuzzy", "regex": arguments.get("mode") == "regex",
            "field": bool(arguments.get("field")),
            "page": isinstance(arguments.get("page"), int) and arguments["page"] >= 2}
    return [need for need in get_args(SearchNeed) if uses[need]]


class SearchClaim(_Strict):
    """A claim that reaching ``record_id`` takes a kind of search, checked by simulated search.

    ``call`` is the search that reaches the record, using what ``needs`` names (``mode``
    ``fuzzy`` or ``regex``, a ``field``, a ``page`` of 2 or more). ``obvious`` is the plain
    query a planner would type first (a fixed-mode substring over every field, page 1); it
    defaults to ``call``'s own pattern, which suits ``field`` and ``page`` claims. The validator
    runs both against the task's opening state: the obvious query must miss the record or bury
    it beyond the first page, and ``call`` must return it.
    """

    record_id: str
    needs: SearchNeed
    call: CallSpec
    obvious: str | None = None

    @model_validator(mode="after")
    def _uses_what_it_claims(self) -> SearchClaim:
        if self.needs not in search_needs(self.call.arguments):
            want = {"fuzzy": "mode='fuzzy'", "regex": "mode='regex'", "field": "a field",
                    "page": "page >= 2"}[self.needs]
            raise ValueError(f"a search claim that needs {self.needs} must show a call with {want}")
        if self.needs in ("fuzzy", "regex") and self.obvious is None:
            raise ValueError(f"a {self.needs} claim needs 'obvious': the fixed query it beats")
        return self


def text_facts(value: Any) -> list[Fact] | None:
    """The facts of a target field written ``{"key_facts": [...]}`` (free text judged by its
    facts, where the user did not dictate the wording), else None (the value itself)."""
    if isinstance(value, dict) and set(value) == {"key_facts"} \
            and isinstance(value["key_facts"], list):
        return value["key_facts"]
    return None


class TableDelta(_Strict):
    """The expected change of one table: records added (all fields but ``id`` and ignored ones),
    fields changed per record id (field -> new value; ``null`` for a removed field), ids removed.

    A field value of ``added`` or ``changed`` written ``{"key_facts": [...]}`` is free text
    judged by its facts (each a wording or a list of alternatives) instead of by value."""

    added: list[dict[str, Any]] = Field(default_factory=list)
    changed: dict[str, dict[str, Any]] = Field(default_factory=dict)
    removed: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _facts(self) -> TableDelta:
        fields = [*(f for r in self.added for f in r.items()),
                  *(f for r in self.changed.values() for f in r.items())]
        for name, value in fields:
            facts = text_facts(value)
            if facts is not None:
                if not facts:
                    raise ValueError(f"field {name!r}: key_facts must list at least one fact")
                _check_facts(facts, f"{name}.key_facts")
        return self


class TargetDelta(_Strict):
    """``D_T - D_0`` of a state-change task. Tables and settings not named must not change.

    ``ignore_fields`` names record fields that legitimately vary (generated timestamps): ``field``
    in every table or ``table.field`` in one; ``ignore_settings`` names settings keys likewise.
    """

    tables: dict[str, TableDelta] = Field(default_factory=dict)
    settings: dict[str, Any] = Field(default_factory=dict)
    ignore_fields: list[str] = Field(default_factory=list)
    ignore_settings: list[str] = Field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.settings and not any(d.added or d.changed or d.removed
                                             for d in self.tables.values())


class Behaviour(_Strict):
    """MobilePA Bucket 3 rubric (F21): hand off to ``route`` with every ``required_facts`` in the
    payload (instruction + context), then ``follow_up`` in the final message to the user: ``ask``
    a clarifying question or ``present_options``, naming every ``follow_up_facts``. ``route`` None
    means no sub-agent may be called (a pure clarification or presentation task). A fact is a
    wording or a list of alternative wordings (a date written two ways), any one of which will
    do."""

    route: SubagentRoute | None = None
    required_facts: list[Fact] = Field(default_factory=list)
    follow_up: Literal["ask", "present_options"] | None = None
    follow_up_facts: list[Fact] = Field(default_factory=list)

    @model_validator(mode="after")
    def _checks_something(self) -> Behaviour:
        _check_facts(self.required_facts, "required_facts")
        _check_facts(self.follow_up_facts, "follow_up_facts")
        if self.route is None and self.follow_up is None:
            raise ValueError("a behaviour rubric needs a route, a follow_up or both")
        if self.route is None and self.required_facts:
            raise ValueError("required_facts describe a handoff payload: give the route")
        if self.follow_up is None and self.follow_up_facts:
            raise ValueError("follow_up_facts need a follow_up")
        return self


class UserFact(_Strict):
    """One fact the simulated user holds: the ``answer`` to a question about ``slot``.

    A question asks for the fact when it names the slot (its words, ``_`` read as a space) or one
    of ``keywords`` (whole words, case-insensitively; any text for a keyword in a script without
    spaces). ``shown_in`` names the records or memories that already show the fact: asking for
    it is a question the planner did not need to ask."""

    slot: str = Field(pattern=r"^[A-Za-z][A-Za-z0-9_]*$")
    answer: str = Field(min_length=1)
    keywords: list[str] = Field(default_factory=list)
    shown_in: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _keywords(self) -> UserFact:
        if not all(k.strip() for k in self.keywords):
            raise ValueError("a keyword must not be blank")
        return self


class SimulatedUser(_Strict):
    """The user the planner may ask (:data:`~mobile_env.friction.ASK_USER`), deterministic: a
    question gets the answer of the fact it asks for best (the most slot words and keywords it
    names; the first such fact on a tie), or ``unknown`` when it asks for none."""

    facts: list[UserFact] = Field(min_length=1)
    unknown: str = Field(default="I don't know that. Please check what the phone shows.",
                         min_length=1)

    @model_validator(mode="after")
    def _slots(self) -> SimulatedUser:
        slots = [f.slot for f in self.facts]
        twice = sorted({s for s in slots if slots.count(s) > 1})
        if twice:
            raise ValueError(f"user facts name a slot more than once: {twice}")
        return self

    def fact(self, slot: str) -> UserFact | None:
        """The fact of ``slot``, if the user holds one."""
        return next((f for f in self.facts if f.slot == slot), None)


class SubagentReport(_Strict):
    """What the ``route`` specialist reports back to the planner that hands it a task: a
    ``summary`` of what it did or found, and the ``results``, ``options`` and ``questions`` it
    brings back. The route tool answers with it, so what the task grades after a handoff (its
    ``follow_up_facts``) is something the planner was shown."""

    route: SubagentRoute
    summary: str = Field(min_length=1)
    results: list[str] = Field(default_factory=list)
    options: list[str] = Field(default_factory=list)
    questions: list[str] = Field(default_factory=list)


class Task(_Strict):
    """One task, materialised: its whole world spelled out, as the env reads it (a task line is
    turned into one by :func:`mobile_env.task_format.lines.materialise`)."""

    schema_version: Literal[1] = MATERIALISED_VERSION
    id: str = Field(min_length=1)
    suite: str
    capability: str
    categories: list[str] = Field(default_factory=list)
    instruction: str = Field(min_length=1)
    #: The generator's template the instruction was phrased from (generated tasks only): what
    #: a test split must not share with training, together with the gold tool sequence.
    template: str | None = None
    #: MobilePA-Bench's descriptive query-domain label (MobilePA tasks; None elsewhere).
    query_domain: QueryDomain | None = None
    history: list[Message] = Field(default_factory=list)
    profile: Profile
    now: str = Field(pattern=r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")
    weekday: str
    records: dict[str, list[dict[str, Any]]]
    candidate_tools: list[str]
    setting: Setting = "standard"
    step_limit: int = Field(default=SPIEVAL.step_limit, ge=1)
    gold: Gold | None = None
    evidence: list[Evidence] = Field(default_factory=list)
    reference_solution: list[list[CallSpec]] = Field(min_length=1)
    initial_settings: dict[str, Any] = Field(default_factory=dict)
    friction: list[Friction] = Field(default_factory=list)
    checker: Checker = "gold_calls"
    required_calls: list[GoldCall] = Field(default_factory=list)
    required_calls_ordered: bool = True
    target_delta: TargetDelta | None = None
    behaviour: Behaviour | None = None
    memory: list[dict[str, Any]] = Field(default_factory=list)
    required_memory_ids: list[str] = Field(default_factory=list)
    skill_setting: SkillSetting = "none"
    candidate_skills: list[str] = Field(default_factory=list)
    skill_routes: list[list[str]] = Field(default_factory=list)
    search_claims: list[SearchClaim] = Field(default_factory=list)
    #: The simulated user the planner may ask (with ``ask_user``, or a question as its final
    #: text); None: no user answers, and a final text ends the episode.
    user: SimulatedUser | None = None
    subagent_reports: list[SubagentReport] = Field(default_factory=list)

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
        missing = {e.record_id for e in self.evidence if e.record_id is not None} - seen
        if missing:
            raise ValueError(f"evidence names unknown records: {sorted(missing)}")
        unclaimed = [c.record_id for c in self.search_claims if c.record_id not in seen]
        if unclaimed:
            raise ValueError(f"search_claims name unknown records: {unclaimed}")
        routes = [r.route for r in self.subagent_reports]
        if len(routes) != len(set(routes)):
            raise ValueError(f"subagent_reports: one report per route (got {routes})")
        return self

    @model_serializer(mode="wrap")
    def _omit_unused(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """Leave out optional fields that hold their defaults, so a task that uses none of them
        (every SPIEval task) dumps, and so hashes, exactly as it did before they existed."""
        data: dict[str, Any] = handler(self)
        for name, default in _OPTIONAL_DEFAULTS.items():
            if name in data and getattr(self, name) == default:
                del data[name]
        return data

    @model_validator(mode="after")
    def _checker_target(self) -> Task:
        """Each checker needs its own target, and a target that doing nothing would meet is no
        test."""
        if self.checker == "gold_calls" and self.gold is None:
            raise ValueError("checker gold_calls needs gold")
        if self.checker == "tool_calls" and not self.required_calls:
            raise ValueError("checker tool_calls needs required_calls")
        if self.checker == "state_change" and (self.target_delta is None
                                               or self.target_delta.empty):
            raise ValueError("checker state_change needs a non-empty target_delta")
        if self.checker == "behaviour" and self.behaviour is None:
            raise ValueError("checker behaviour needs behaviour")
        return self

    @model_validator(mode="after")
    def _memory(self) -> Task:
        """Memories are records ``memory-<n>`` with a text; the gate may only require stored
        ones."""
        seen: set[str] = set()
        for i, record in enumerate(self.memory):
            rid = record.get("id")
            if not isinstance(rid, str) or not re.fullmatch(r"memory-\d+", rid) or rid in seen:
                raise ValueError(f"memory[{i}] needs a unique id of the form 'memory-<n>'")
            if not isinstance(record.get("text"), str) or not record["text"].strip():
                raise ValueError(f"memory[{i}] needs a non-empty text")
            seen.add(rid)
        unknown = [m for m in self.required_memory_ids if m not in seen]
        if unknown:
            raise ValueError(f"required_memory_ids names memories not in memory: {unknown}")
        return self

    @model_validator(mode="after")
    def _user(self) -> Task:
        """A user is asked with ``ask_user``, about facts whose shown_in records exist; a missing
        parameter names one of its facts."""
        missing = [f for f in self.friction if isinstance(f, MissingParameter)]
        if self.user is None:
            if missing:
                raise ValueError("missing_parameter friction needs a user who holds the value")
            return self
        if ASK_USER not in self.candidate_tools:
            raise ValueError(f"a task with a user needs {ASK_USER} in candidate_tools")
        shown = {r.get("id") for rows in self.records.values() for r in rows} \
            | {m.get("id") for m in self.memory}
        for held in self.user.facts:
            unknown = [i for i in held.shown_in if i not in shown]
            if unknown:
                raise ValueError(f"user fact {held.slot!r}: shown_in names unknown records or "
                                 f"memories: {unknown}")
        for item in missing:
            fact = self.user.fact(item.slot)
            if fact is None:
                raise ValueError(f"missing_parameter {item.slot!r} is no slot of the user's facts")
            if fact.shown_in:
                raise ValueError(f"missing_parameter {item.slot!r}: a value the records show is "
                                 "not missing")
        return self

    @model_validator(mode="after")
    def _skills(self) -> Task:
        """Skill loaders need load_skill and known skills; SOR needs a route to gate on."""
        from mobile_env.skills import SKILLS  # data only: no registry, no env

        unknown = [s for s in self.candidate_skills if s not in SKILLS]
        if unknown:
            raise ValueError(f"candidate_skills names unknown skills: {unknown}")
        if self.candidate_skills and "load_skill" not in self.candidate_tools:
            raise ValueError("candidate_skills need load_skill in candidate_tools")
        if self.skill_setting != "none" and not self.candidate_skills:
            raise ValueError(f"skill_setting {self.skill_setting} needs candidate_skills")
        if self.skill_setting == "sor" and not self.skill_routes:
            raise ValueError("skill_setting sor needs skill_routes (the routes its gate accepts)")
        for i, route in enumerate(self.skill_routes):
            if not route or set(route) - set(self.candidate_skills):
                raise ValueError(f"skill_routes[{i}] must be a non-empty list of candidate_skills")
        return self

    @model_validator(mode="after")
    def _friction_refs(self) -> Task:
        """Friction may only name offered tools and existing records, and a block must block."""
        from mobile_env.skills import SKILLS

        offered = set(self.candidate_tools).union(*(SKILLS[s].tools for s in self.candidate_skills
                                                    if s in SKILLS))
        granted = self.initial_settings.get(GRANTED_PERMISSIONS, [])
        if not isinstance(granted, (list, tuple)) or not all(isinstance(p, str) for p in granted):
            raise ValueError(f"initial_settings[{GRANTED_PERMISSIONS!r}] must be a list of "
                             f"permission names (got {granted!r:.60})")
        for i, item in enumerate(self.friction):
            named = [getattr(item, "tool", None), getattr(item, "after", None),
                     *getattr(item, "forbidden_calls", ()), *getattr(item, "resolved_by", ()),
                     *getattr(item, "tools", ())]
            unknown = [t for t in named if t is not None and t not in offered]
            if unknown:
                raise ValueError(f"friction[{i}] names tools that are not candidate_tools (nor "
                                 f"bound by "
                                 f"candidate_skills): {unknown}")
            if isinstance(item, PermissionBlock) and item.permission in granted:
                raise ValueError(f"friction[{i}]: permission {item.permission!r} is already "
                                 f"granted "
                                 "in initial_settings, so the block never fires")
            if isinstance(item, Ambiguity):
                ids = {r.get("id") for r in self.records.get(item.table, ())}
                absent = [r for r in item.record_ids if r not in ids]
                if absent:
                    raise ValueError(f"friction[{i}] names records not in {item.table}: {absent}")
        return self


#: Fields added for MobilePA-Bench; omitted from a dump while unused (see ``Task._omit_unused``).
_OPTIONAL_FIELDS = ("template", "query_domain", "initial_settings", "friction", "checker",
                    "required_calls", "required_calls_ordered", "target_delta", "behaviour",
                    "memory", "required_memory_ids", "skill_setting", "candidate_skills",
                    "skill_routes", "search_claims", "user", "subagent_reports")

#: Their defaults, made once: asking pydantic per dump inspects each default factory's signature.
_OPTIONAL_DEFAULTS: dict[str, Any] = {
    name: Task.model_fields[name].get_default(call_default_factory=True)
    for name in _OPTIONAL_FIELDS}
