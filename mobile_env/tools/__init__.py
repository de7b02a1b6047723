"""The tool catalog. Importing this package registers every tool in :data:`REGISTRY`.

The lists below are registry queries, never written by hand: SPIEval's retrieval and execution
tools (domain ``spieval``, registration order) and MobilePA-Bench's direct phone tools. What the
papers fix (names, counts) is in :mod:`mobile_env.papers`, which
``tests/project/test_papers.py`` checks against these lists.
"""

from mobile_env.tools import control, mobilepa, spieval_exec, spieval_search, user  # noqa: F401
from mobile_env.tools.dispatch import CallResult, ToolCall, execute
from mobile_env.tools.registry import REGISTRY, Tool, ToolContext, UserProfile

SPIEVAL_RETRIEVAL_TOOLS: tuple[str, ...] = tuple(REGISTRY.names(domain="spieval", kind="retrieve"))
SPIEVAL_EXECUTION_TOOLS: tuple[str, ...] = tuple(REGISTRY.names(domain="spieval", kind="execute"))
SPIEVAL_TOOLS: tuple[str, ...] = SPIEVAL_RETRIEVAL_TOOLS + SPIEVAL_EXECUTION_TOOLS
MOBILEPA_TOOLS: tuple[str, ...] = mobilepa.MOBILEPA_TOOLS
FINISH = control.finish.__name__

__all__ = ["REGISTRY", "SPIEVAL_EXECUTION_TOOLS", "SPIEVAL_RETRIEVAL_TOOLS", "SPIEVAL_TOOLS",
           "MOBILEPA_TOOLS", "FINISH", "CallResult", "Tool", "ToolCall", "ToolContext",
           "UserProfile", "execute"]
