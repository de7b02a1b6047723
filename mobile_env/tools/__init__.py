"""The tool catalog: :data:`REGISTRY` holds every tool, and loads the built-in ones the first
time it is read (:data:`~mobile_env.tools.registry.BUILTIN_MODULES`), so that importing this
package builds none of their argument models.

The lists below are registry queries, never written by hand, computed on first use: SPIEval's
retrieval and execution tools (domain ``spieval``, registration order) and MobilePA-Bench's
direct phone tools. What the papers fix (names, counts) is in :mod:`mobile_env.papers`, which
``tests/project/test_papers.py`` checks against these lists.
"""

from __future__ import annotations

from typing import Any, Callable

from mobile_env.tools.control import FINISH
from mobile_env.tools.dispatch import CallResult, ToolCall, execute
from mobile_env.tools.registry import REGISTRY, Tool, ToolContext, UserProfile

SPIEVAL_RETRIEVAL_TOOLS: tuple[str, ...]
SPIEVAL_EXECUTION_TOOLS: tuple[str, ...]
SPIEVAL_TOOLS: tuple[str, ...]
MOBILEPA_TOOLS: tuple[str, ...]


def _mobilepa_tools() -> tuple[str, ...]:
    from mobile_env.tools.mobilepa import MOBILEPA_TOOLS

    return MOBILEPA_TOOLS


_LISTS: dict[str, Callable[[], tuple[str, ...]]] = {
    "SPIEVAL_RETRIEVAL_TOOLS": lambda: tuple(REGISTRY.names(domain="spieval", kind="retrieve")),
    "SPIEVAL_EXECUTION_TOOLS": lambda: tuple(REGISTRY.names(domain="spieval", kind="execute")),
    "SPIEVAL_TOOLS": lambda: (__getattr__("SPIEVAL_RETRIEVAL_TOOLS")
                              + __getattr__("SPIEVAL_EXECUTION_TOOLS")),
    "MOBILEPA_TOOLS": _mobilepa_tools,
}


def __getattr__(name: str) -> Any:
    """The registry's lists, each computed once, on first use."""
    if name not in _LISTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = _LISTS[name]()
    return value


__all__ = ["REGISTRY", "SPIEVAL_EXECUTION_TOOLS", "SPIEVAL_RETRIEVAL_TOOLS", "SPIEVAL_TOOLS",
           "MOBILEPA_TOOLS", "FINISH", "CallResult", "Tool", "ToolCall", "ToolContext",
           "UserProfile", "execute"]
