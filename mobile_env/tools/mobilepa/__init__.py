"""MobilePA-Bench's tool catalog (F5): Table 2's 13 domains, over the default device of :mod:`.device`.

The registry loads every domain's tools when first read. Everything here is a registry query over
the domains of :data:`mobile_env.papers.MOBILEPA` (whose manifest also holds the paper's names
and counts, :data:`DOMAIN_TITLES` and :data:`DOMAIN_COUNTS`): :data:`DOMAINS` maps each domain
tag to its tool names (registration order); :data:`RESERVED` holds the AI-assistant domain's
memory, skill and sub-agent tools (the planner's assistant interface); :data:`MOBILEPA_TOOLS`
holds the direct phone tools (kinds retrieve and execute: what Tool Use tasks offer, what skills
bind and what Skill-Only Routing hides).
"""

from __future__ import annotations

from typing import Any

from mobile_env.papers import MOBILEPA
from mobile_env.tools.mobilepa.device import DEFAULT_NOW, default_settings, default_tables
from mobile_env.tools.registry import REGISTRY

#: Tool kinds of the planner's assistant interface (memory, skills, sub-agents).
ASSISTANT_KINDS = frozenset({"memory", "skill", "subagent"})

DOMAIN_TITLES: dict[str, str] = {tag: title for tag, (title, _) in MOBILEPA.domains.items()}
DOMAIN_COUNTS: dict[str, int] = {tag: count for tag, (_, count) in MOBILEPA.domains.items()}
DOMAINS: dict[str, tuple[str, ...]]
RESERVED: tuple[str, ...]
MOBILEPA_TOOLS: tuple[str, ...]


def _domains() -> dict[str, tuple[str, ...]]:
    return {tag: tuple(REGISTRY.names(domain=tag)) for tag in MOBILEPA.domains}


def _reserved() -> tuple[str, ...]:
    return tuple(n for n in __getattr__("DOMAINS")["ai_assistant"]
                 if REGISTRY[n].kind in ASSISTANT_KINDS)


def _mobilepa_tools() -> tuple[str, ...]:
    return tuple(n for names in __getattr__("DOMAINS").values() for n in names
                 if REGISTRY[n].kind in ("retrieve", "execute"))


_LISTS = {"DOMAINS": _domains, "RESERVED": _reserved, "MOBILEPA_TOOLS": _mobilepa_tools}


def __getattr__(name: str) -> Any:
    """The registry's lists, each computed once, on first use (the registry loads the catalog
    when first read)."""
    if name not in _LISTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = _LISTS[name]()
    return value


__all__ = ["ASSISTANT_KINDS", "DEFAULT_NOW", "DOMAINS", "DOMAIN_COUNTS",
           "DOMAIN_TITLES", "MOBILEPA_TOOLS", "RESERVED", "default_settings", "default_tables"]
