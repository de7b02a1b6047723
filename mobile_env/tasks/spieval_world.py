"""SPIEval's shared world: the unified user profile (paper Table 3) and its clock, plus the
paper's candidate set, capabilities and operations (from :mod:`mobile_env.papers`). Hand-written
and generated tasks all start from these."""

from __future__ import annotations

from mobile_env.papers import SPIEVAL

NOW = "2025-11-01 12:00:00"
WEEKDAY = "Saturday"
USER = "Yixuan Xu"
USER_PHONE = "15711227837"
USER_ACCOUNT = "6977889967897890098"
COMPANY = "Shanghai Guangming Nut Co."
PROFILE: dict[str, str] = {
    "name": USER,
    "occupation": f"Employee, Procurement Dept., {COMPANY}",
    "family": "Wife: Ling Xie; Son: Xin Xu; Daughter: Miao Xu",
    "phone": USER_PHONE,
    "payment_account": USER_ACCOUNT,
}
#: What every SPIEval task offers: the paper's 21 tools (10 per-app searches, the global search,
#: 10 execution tools), whatever else the registry may hold.
CANDIDATE_TOOLS: tuple[str, ...] = SPIEVAL.tools
EXECUTION_TOOLS: tuple[str, ...] = tuple(SPIEVAL.execution_tools)
CAPABILITIES: tuple[str, ...] = SPIEVAL.capabilities
OPERATIONS: tuple[str, ...] = SPIEVAL.operations
