"""The built-in demo task, ``demo-call-manager`` ("Call my manager.", SPIEval's Figure 1).

Who is the manager (a meeting), which number (a contact, with a namesake supplier beside it) and
how to call (a note: video): the install check ``mobile-env demo`` plays it. Written in the words
of :mod:`mobile_env.suites.authoring.spieval`, like the tasks of ``spieval-core``.
"""

from __future__ import annotations

from typing import Any

from mobile_env.suites.authoring.spieval import (COMPANY, S, contact, meeting, note, schedule, sms,
                                                 task, voicemail)
from mobile_env.suites.authoring.vocabulary import G, X

ANSWER = "[DONE] Request completed. Is there anything else I can help you with?"

TASKS: list[dict[str, Any]] = [
    task(
        "demo-call-manager", "preference_inference", ["make_call"], "Call my manager.",
        [
            meeting(title="Onboarding welcome - manager Daniel Reed intro", date="2025-09-01", start="09:30:00",
                    end="10:30:00", participants=["Daniel Reed", "Grace Lin"], meeting_id="800000101",
                    location=["Room 3B"],
                    meeting_minutes="Daniel Reed (department manager) introduced the procurement "
                                    "team.", key="manager"),
            meeting(title="Weekly report - Procurement Department", date="2025-10-27", start="14:00:00",
                    end="15:00:00", participants=["Daniel Reed", "Tom Becker", "Grace Lin"], repeat="weekly",
                    meeting_id="800000102", location=["Room 3B"],
                    meeting_minutes="Supplier prices for Q4 reviewed."),
            meeting(title="Promotion meeting - VP to GM", date="2025-10-15", start="16:00:00", end="17:00:00",
                    participants=["Helen Zhou", "Mark Chen"], reminder="1 hour before", meeting_id="800000103",
                    location=["Board room"],
                    meeting_minutes="Helen Zhou promoted to general manager."),
            contact(name="Daniel Reed", phone="+1 415-739-2098", company=COMPANY,
                    email="d.reed@guangming-nuts.com", relationship="colleague",
                    note="Procurement", key="number"),
            contact(name="Daniel Reeves", phone="+1 415-739-2198", company="Pacific Almond Supply",
                    email="dreeves@pas.com", relationship="supplier", note=""),
            contact(name="Daisy Miller", phone="+1 408-552-7810", company=COMPANY, relationship="colleague",
                    note="Finance"),
            contact(name="Dana Tim", phone="+1 650-441-9072", relationship="friend"),
            contact(name="Ling Xie", phone="13916623345", relationship="wife"),
            contact(name="Grace Lin", phone="+1 415-220-7781", company=COMPANY, relationship="colleague"),
            note(title="Call preferences",
                 content="Prefer video calls with Daniel Reed; voice calls are fine for suppliers.",
                 date="2025-09-02", time="18:20", key="how"),
            note(title="Team directory",
                 content="Procurement Dept: manager Daniel Reed, buyers Grace Lin and Tom Becker.",
                 date="2025-09-01", time="11:00"),
            note(title="Personal info", content="Department: Procurement. Hire date 2025-09-01.", date="2025-09-01",
                 time="08:45"),
            sms(sender="Daniel Reeves", sender_phone="+1 415-739-2198", date="2025-10-30", time="10:12:00",
                content="Almond quote attached, call me if questions.", attachment=["quote.pdf"]),
            sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-31", time="17:40:00",
                content="Daniel wants the supplier list by Monday."),
            voicemail(caller="Dana Tim", number="+1 650-441-9072", date="2025-10-29", time="20:05:00", message="Dinner on Sunday?"),
            schedule(title="Supplier visit", date="2025-11-03", start="10:00:00", end="12:00:00",
                     reminder="1 hour before", location="Pacific Almond Supply"),
        ],
        [G("Phone_Call", telephone="+1 415-739-2098", type="VIDEO")],
        [
            S("search_meeting", "manager"),
            [S("search_contacts", "Daniel Reed", field="name"), S("search_notes", "Daniel")],
            X("Phone_Call", telephone="+1 415-739-2098", type="VIDEO"),
        ],
        evidence=[("manager", "the manager is Daniel Reed"),
                  ("number", "telephone +1 415-739-2098"),
                  ("how", "type VIDEO (prefers video calls with Daniel Reed)")],
        answer=ANSWER, suite="demo",
    ),
]
