"""SPIEval's shared world: the unified user profile (paper Table 3), its clock, its tools and the
capability and operation names. Hand-written and generated tasks all start from these."""

from __future__ import annotations

from mobile_env.tools import SPIEVAL_TOOLS
from mobile_env.tools.spieval_exec import EXEC_TOOLS

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
#: SPIEval's 21 tools: 10 per-app searches, the global search, 10 execution tools.
CANDIDATE_TOOLS: tuple[str, ...] = SPIEVAL_TOOLS
EXECUTION_TOOLS: tuple[str, ...] = EXEC_TOOLS
CAPABILITIES: tuple[str, ...] = ("reasoning", "disambiguation", "integration",
                                 "preference_inference", "multi_intent")
OPERATIONS: tuple[str, ...] = ("book_accommodation", "set_alarm", "make_call", "save_contact",
                               "create_meeting", "send_message", "create_note", "make_payment",
                               "create_schedule", "book_transport")
