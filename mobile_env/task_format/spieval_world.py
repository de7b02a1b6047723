"""SPIEval's shared world: the unified user profile (paper Table 3, in English and in the
original Chinese) and its clock, plus the paper's candidate set, capabilities and operations
(from :mod:`mobile_env.papers`). Hand-written and generated tasks all start from these."""

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
#: Table 3's Chinese column: the same person, the same numbers, the same clock.
USER_ZH = "徐艺轩"
WEEKDAY_ZH = "周六"
COMPANY_ZH = "上海光明坚果公司"
PROFILE_ZH: dict[str, str] = {
    "name": USER_ZH,
    "occupation": f"{COMPANY_ZH}采购部普通员工",
    "family": "妻子谢玲、儿子徐鑫、女儿徐淼",
    "phone": USER_PHONE,
    "payment_account": USER_ACCOUNT,
}
#: What every SPIEval task offers: the paper's 21 tools (10 per-app searches, the global search,
#: 10 execution tools), whatever else the registry may hold.
CANDIDATE_TOOLS: tuple[str, ...] = SPIEVAL.tools
EXECUTION_TOOLS: tuple[str, ...] = tuple(SPIEVAL.execution_tools)
CAPABILITIES: tuple[str, ...] = SPIEVAL.capabilities
OPERATIONS: tuple[str, ...] = SPIEVAL.operations
