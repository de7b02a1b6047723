"""What the two papers fix, frozen in one place: the manifest the code is checked against.

SPIEval and MobilePA-Bench set names and numbers this project must keep:
SPIEval's 10 apps and 21 tools with Figure 11's required parameters, its five capabilities and
ten operations with Table 1's counts (250 tasks, 357 execution operations, 76 multi-call tasks),
50 steps and 5 results per page; MobilePA-Bench's 13 tool domains with Table 2's counts, its
candidate-set sizes, its step limit, the weights of its Overall, its 1,705 tasks per capability
and Table 3's columns. Code that needs one of these numbers reads it here; nothing else in the
code states them.

What the code *has* (which tools exist, in which domain, of which kind) is never written down:
it comes from registry queries (:mod:`mobile_env.tools`). ``tests/project/test_papers.py``
compares the two, so a tool that the papers do not have fails that one test, with a message
naming this file. This module imports nothing from the project: every layer may read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping


@dataclass(frozen=True)
class SPIEvalPaper:
    """SPIEval (Ye et al., 2026): Tables 1 and 4, Figures 10-11, Sections 3.2-3.4 and 5."""

    #: The 10 apps of Table 4, in the paper's order (one ``search_<app>`` tool each).
    apps: tuple[str, ...]
    #: The global retrieval tool of Figure 10, searching every app at once.
    global_search: str
    #: The 10 execution tools of Figure 11, in the paper's order, with their required parameters.
    execution_tools: Mapping[str, tuple[str, ...]]
    #: Section 3.2's five cognitive capabilities.
    capabilities: tuple[str, ...]
    #: Table 1's ten operation categories, in its column order, each with its execution tool.
    operation_tools: Mapping[str, str]
    #: Table 1: execution operations per capability, one count per operation (column order).
    operation_counts: Mapping[str, tuple[int, ...]]
    #: Section 3.3: tasks per capability (250 in all).
    tasks_per_capability: int
    #: Section 3.4: tasks whose gold answer has more than one execution call.
    multi_call_tasks: int
    #: Turns before an episode is cut off.
    step_limit: int
    #: Retrieval results per page in the standard setting.
    page_size: int

    @property
    def retrieval_tools(self) -> tuple[str, ...]:
        """Figure 10's 11 retrieval tools: one per app, then the global one."""
        return (*(f"search_{app}" for app in self.apps), self.global_search)

    @property
    def tools(self) -> tuple[str, ...]:
        """All 21 tools, retrieval first: every SPIEval task offers all of them."""
        return (*self.retrieval_tools, *self.execution_tools)

    @property
    def operations(self) -> tuple[str, ...]:
        """The ten operation categories, in Table 1's column order."""
        return tuple(self.operation_tools)

    @property
    def tasks(self) -> int:
        """250 tasks: 50 per capability."""
        return self.tasks_per_capability * len(self.capabilities)

    @property
    def execution_operations(self) -> int:
        """Table 1's total: 357 execution operations."""
        return sum(sum(row) for row in self.operation_counts.values())


@dataclass(frozen=True)
class MobilePAPaper:
    """MobilePA-Bench: Table 2 and Sections 3.3-3.5 (candidate sets, T_max, scoring)."""

    #: Table 2: domain tag -> (the paper's name, number of tools), in the paper's order.
    domains: Mapping[str, tuple[str, int]]
    #: Section 3.4.1's five Tool Use categories: short capability name -> the paper's category.
    tool_use: Mapping[str, str]
    #: Tools offered by a Tool Use, memory or sub-agent task.
    candidate_tools: int
    #: Skills offered in Skill-Only Routing (no direct tools).
    sor_skills: int
    #: Direct tools and skills offered in Mixed Tool-Skill Routing.
    mtsr_tools: int
    mtsr_skills: int
    #: T_max, steps before an episode is cut off.
    step_limit: int
    #: The Overall's fixed weights, in the paper's order (Tool Use, Memory, Skills, Sub-agent).
    weights: Mapping[str, float]
    #: 002 Section 4.1, 003 Section 3.5: distinct tasks per capability (1,705 in all).
    capability_tasks: Mapping[str, int]
    #: 003 Appendix B.1: Tool Use tasks whose reference-call list is empty (nothing to write).
    tool_use_idle: int
    #: 002 Section 4.5: Memory tasks by turns (single-turn, multi-turn) ...
    memory_turns: Mapping[str, int]
    #: ... and by primary checker (DB-primary: state change; API-primary: tool calls).
    memory_checkers: Mapping[str, int]
    #: 002 Table 3 and Section 4.2: the main results' columns, in the paper's order.
    table_columns: tuple[str, ...]

    @property
    def tools(self) -> int:
        """Table 2's total: 212 tools."""
        return sum(count for _, count in self.domains.values())

    @property
    def tasks(self) -> int:
        """1,705 distinct tasks."""
        return sum(self.capability_tasks.values())

    @property
    def tool_use_tasks(self) -> int:
        return self.capability_tasks["tool_use"]

    @property
    def trajectories(self) -> int:
        """1,905 scored trajectories: every skill task runs under both SOR and MTSR."""
        return self.tasks + self.capability_tasks["skills"]


SPIEVAL = SPIEvalPaper(
    apps=("accommodation", "alarm", "contacts", "meeting", "notes", "schedule", "sms",
          "transaction", "transport", "voicemail"),
    global_search="search_phone",
    execution_tools=MappingProxyType({
        "Accommodation_Create": ("dateCheckIn", "dateCheckOut", "location", "people", "telephone"),
        "Clock_CreateAlarm": ("time",),
        "Contacts_Create": ("name", "telephone"),
        "Meeting_Create": ("dateStart", "dateEnd", "timeStart", "timeEnd"),
        "TodoList_Create": ("content", "date", "time"),
        "Schedule_Create": ("date", "timeStart", "timeEnd"),
        "Messages_Send": ("telephone", "text"),
        "Consumption_Create": ("item", "amount", "receivingName", "receivingAccount"),
        "Transport_Create": ("date", "time", "start", "end", "passenger", "telephone",
                             "transportType"),
        "Phone_Call": ("telephone",),
    }),
    capabilities=("reasoning", "disambiguation", "integration", "preference_inference",
                  "multi_intent"),
    operation_tools=MappingProxyType({
        "book_accommodation": "Accommodation_Create", "set_alarm": "Clock_CreateAlarm",
        "make_call": "Phone_Call", "save_contact": "Contacts_Create",
        "create_meeting": "Meeting_Create", "send_message": "Messages_Send",
        "create_note": "TodoList_Create", "make_payment": "Consumption_Create",
        "create_schedule": "Schedule_Create", "book_transport": "Transport_Create",
    }),
    operation_counts=MappingProxyType({
        "reasoning": (5, 5, 5, 5, 5, 6, 5, 5, 5, 5),
        "disambiguation": (5, 5, 5, 5, 5, 5, 5, 5, 5, 5),
        "integration": (10, 12, 5, 17, 5, 7, 11, 5, 12, 13),
        "preference_inference": (5, 5, 5, 5, 5, 5, 5, 5, 5, 8),
        "multi_intent": (9, 10, 7, 8, 9, 11, 10, 14, 12, 16),
    }),
    tasks_per_capability=50,
    multi_call_tasks=76,
    step_limit=50,
    page_size=5,
)

MOBILEPA = MobilePAPaper(
    domains=MappingProxyType({
        "audio_entertainment": ("Audio & Entertainment", 25),
        "apps_storage": ("Apps & Storage", 23),
        "display_sound": ("Display & Sound", 22),
        "system_settings": ("System Settings", 22),
        "time_management": ("Time Management", 16),
        "ai_assistant": ("AI Assistant", 16),
        "calls_communication": ("Calls & Communication", 15),
        "network_connectivity": ("Network & Connectivity", 14),
        "travel_lifestyle": ("Travel & Lifestyle", 13),
        "devices_cross_device": ("Devices & Cross-device", 13),
        "input_interaction": ("Input & Interaction", 12),
        "utilities_productivity": ("Utilities & Productivity", 11),
        "security_privacy": ("Security & Privacy", 10),
    }),
    tool_use=MappingProxyType({
        "parameter_grounding": "tool_and_parameter_grounding",
        "dependency_planning": "conditional_and_dependency_planning",
        "reference_state_tracking": "reference_and_state_tracking",
        "intent_revision": "intent_revision_and_task_management",
        "boundary_error_recovery": "boundary_detection_and_error_recovery",
    }),
    candidate_tools=15,
    sor_skills=20,
    mtsr_tools=15,
    mtsr_skills=5,
    step_limit=15,
    weights=MappingProxyType({"tool_use": 0.5, "memory": 0.2, "skills": 0.2, "subagent": 0.1}),
    capability_tasks=MappingProxyType({"tool_use": 1040, "memory": 376, "skills": 200,
                                       "subagent": 89}),
    tool_use_idle=199,
    memory_turns=MappingProxyType({"single": 176, "multi": 200}),
    memory_checkers=MappingProxyType({"state_change": 188, "tool_calls": 188}),
    table_columns=("mobilepa_overall", "tool_use", "subagent", "memory", "skills"),
)
