"""MobilePA-Bench's tool catalog (F5): 13 domains, 212 tools, over the default device in :mod:`.device`.

Importing this package registers every domain's tools. :data:`DOMAINS` maps each domain tag to
its tool names (registration order), :data:`DOMAIN_COUNTS` holds Table 2's counts and
:data:`DOMAIN_TITLES` the paper's display names. The AI-assistant domain's 16 include the memory,
skill and sub-agent tools of :data:`RESERVED` (the planner's assistant interface); the direct
phone tools, :data:`MOBILEPA_TOOLS` (kinds retrieve and execute: what Tool Use tasks offer, what
skills bind and what Skill-Only Routing hides), are the other 202.
"""

from __future__ import annotations

from mobile_env.tools.mobilepa import (ai_assistant, apps_storage, audio, calls, devices, display_sound,  # noqa: F401
                                       input_interaction, network, security, system_settings, time_management,
                                       travel, utilities)
from mobile_env.tools.mobilepa.ai_assistant import RESERVED
from mobile_env.tools.mobilepa.device import DEFAULT_NOW, default_settings, default_tables
from mobile_env.tools.registry import REGISTRY

#: Domain tag -> (paper's name, number of tools in Table 2), in the paper's order.
_TABLE_2: dict[str, tuple[str, int]] = {
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
}

DOMAIN_TITLES: dict[str, str] = {tag: title for tag, (title, _) in _TABLE_2.items()}
DOMAIN_COUNTS: dict[str, int] = {tag: count for tag, (_, count) in _TABLE_2.items()}
DOMAINS: dict[str, tuple[str, ...]] = {tag: tuple(REGISTRY.names(domain=tag)) for tag in _TABLE_2}
MOBILEPA_TOOLS: tuple[str, ...] = tuple(name for names in DOMAINS.values() for name in names if name not in RESERVED)

__all__ = ["DEFAULT_NOW", "DOMAINS", "DOMAIN_COUNTS", "DOMAIN_TITLES", "MOBILEPA_TOOLS", "RESERVED",
           "default_settings", "default_tables"]
