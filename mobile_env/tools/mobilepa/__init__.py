"""MobilePA-Bench's tool catalog (F5): Table 2's 13 domains, over the default device of :mod:`.device`.

Importing this package registers every domain's tools. Everything here is a registry query over
the domains of :data:`mobile_env.papers.MOBILEPA` (whose manifest also holds the paper's names
and counts, :data:`DOMAIN_TITLES` and :data:`DOMAIN_COUNTS`): :data:`DOMAINS` maps each domain
tag to its tool names (registration order); :data:`RESERVED` holds the AI-assistant domain's
memory, skill and sub-agent tools (the planner's assistant interface); :data:`MOBILEPA_TOOLS`
holds the direct phone tools (kinds retrieve and execute: what Tool Use tasks offer, what skills
bind and what Skill-Only Routing hides).
"""

from __future__ import annotations

from mobile_env.papers import MOBILEPA
# Imported for their side effect: each module registers its domain's tools.
from mobile_env.tools.mobilepa import (  # noqa: F401
    ai_assistant, apps_storage, audio, calls, devices, display_sound, input_interaction, network,
    security, system_settings, time_management, travel, utilities)
from mobile_env.tools.mobilepa.device import DEFAULT_NOW, default_settings, default_tables
from mobile_env.tools.registry import REGISTRY

#: Tool kinds of the planner's assistant interface (memory, skills, sub-agents).
ASSISTANT_KINDS = frozenset({"memory", "skill", "subagent"})

DOMAIN_TITLES: dict[str, str] = {tag: title for tag, (title, _) in MOBILEPA.domains.items()}
DOMAIN_COUNTS: dict[str, int] = {tag: count for tag, (_, count) in MOBILEPA.domains.items()}
DOMAINS: dict[str, tuple[str, ...]] = {tag: tuple(REGISTRY.names(domain=tag))
                                        for tag in MOBILEPA.domains}
RESERVED: tuple[str, ...] = tuple(n for n in DOMAINS[ai_assistant.DOMAIN]
                                  if REGISTRY[n].kind in ASSISTANT_KINDS)
MOBILEPA_TOOLS: tuple[str, ...] = tuple(n for names in DOMAINS.values() for n in names
                                        if REGISTRY[n].kind in ("retrieve", "execute"))

__all__ = ["ASSISTANT_KINDS", "DEFAULT_NOW", "DOMAINS", "DOMAIN_COUNTS", "DOMAIN_TITLES",
           "MOBILEPA_TOOLS", "RESERVED", "default_settings", "default_tables"]
