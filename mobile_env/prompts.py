"""The system prompt: SPIEval's template (paper Figure 9, English version) with the user profile."""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from mobile_env.jsonl import dumps
from mobile_env.task_format.schema import Task
from mobile_env.tools.registry import REGISTRY

#: The reply the system prompt asks for once every request is done (Figure 9's last line).
DONE_REPLY = "[DONE] Request completed. Is there anything else I can help you with?"

_TEMPLATE = """You are a mobile assistant. The user will give you instructions. You need to retrieve the necessary information from records across different phone applications before invoking the appropriate tools to fulfill the user's request.

{profile}

You have access to two categories of tools:
1. **Retrieval tools**: used to retrieve records from phone applications, including {n_app} app-specific retrieval tools ({app_list}) and one global retrieval tool ({global_tool}).
2. **Execution tools**: used to perform specific operations, including {exec_list}.

Workflow:
1. Analyze the user's intent and determine what information is needed
2. Call search tools to find relevant records---you may issue multiple retrieval queries and combine different retrieval tools
3. Based on the search results, call execution tools to fulfill the user's request
4. If the user's request contains multiple intents, invoke multiple execution tools in parallel

Notes:
- All information needed to fulfill the user's request can be retrieved from phone records. Search thoroughly instead of asking the user for clarification.
- Search results are returned in pages; if more results are available, use the page parameter to view additional pages.
- If a retrieval does not return the required information, try different keywords or a different application.
- Independent retrievals may be performed in parallel.
- The final execution tool calls should include all available parameter values whenever possible.
- Once all tasks are complete, please reply with """ + f'"{DONE_REPLY}"'

_NO_SEARCH = "\n\nThe records relevant to this request (no retrieval is needed):\n{records}"


def profile_block(task: Task) -> str:
    p = task.profile
    return "\n".join([
        "User profile:",
        f"- Name: {p.name}",
        f"- Occupation: {p.occupation}",
        f"- Family members: {p.family}",
        f"- Phone number: {p.phone}",
        f"- Payment account: {p.payment_account}",
        f"- Current time: {task.now} {task.weekday}",
    ])


class ToolGroups(NamedTuple):
    """The active tools as Figure 9 lists them: per-app retrieval, global retrieval, execution."""

    app: list[str]
    global_: list[str]
    execute: list[str]


def tool_groups(tools: Sequence[str]) -> ToolGroups:
    """Split ``tools`` into Figure 9's groups (shared by the English and Chinese prompts)."""
    return ToolGroups(app=[t for t in tools
                           if REGISTRY[t].kind == "retrieve" and t != "search_phone"],
                      global_=[t for t in tools if t == "search_phone"],
                      execute=[t for t in tools if REGISTRY[t].kind == "execute"])


def system_prompt(task: Task, tools: Sequence[str], relevant: Sequence[dict[str, Any]] = ()) -> str:
    """Figure 9 filled in for ``task`` and its active ``tools``; ``relevant`` for no-search.

    (English; :func:`mobile_env.i18n.system_prompt` gives the paper's Chinese original.)
    """
    return fill(_TEMPLATE, _NO_SEARCH, "none", profile_block(task), tools, relevant)


def fill(template: str, no_search: str, none: str, profile: str, tools: Sequence[str],
         relevant: Sequence[dict[str, Any]]) -> str:
    """A Figure 9 template, in either language, with the profile, the active ``tools`` in their
    groups (``none`` for an empty group) and, for no-search, the ``relevant`` records."""
    groups = tool_groups(tools)
    text = template.format(profile=profile, n_app=len(groups.app),
                           app_list=", ".join(groups.app) or none,
                           global_tool=", ".join(groups.global_) or none,
                           exec_list=", ".join(groups.execute) or none)
    if relevant:
        text += no_search.format(records="\n".join(dumps(r) for r in relevant))
    return text

