"""The tool catalog. Importing this package registers every tool in :data:`REGISTRY`."""

from mobile_env.tools import control, mobilepa, spieval_exec, spieval_search
from mobile_env.tools.dispatch import CallResult, ToolCall, execute
from mobile_env.tools.registry import REGISTRY, Tool, ToolContext, UserProfile

SPIEVAL_TOOLS: tuple[str, ...] = spieval_search.SEARCH_TOOLS + spieval_exec.EXEC_TOOLS
MOBILEPA_TOOLS: tuple[str, ...] = mobilepa.MOBILEPA_TOOLS
FINISH = control.finish.__name__

__all__ = ["REGISTRY", "SPIEVAL_TOOLS", "MOBILEPA_TOOLS", "FINISH", "CallResult", "Tool", "ToolCall",
           "ToolContext", "UserProfile", "execute"]
