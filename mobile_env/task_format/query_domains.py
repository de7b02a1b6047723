"""MobilePA-Bench's query-domain taxonomy: what a query is about, in eight domains and 30
subclasses (003 Appendix A.1).

The paper labels each of its 1,705 queries with one of eight query domains and 30 subclasses, a
descriptive coverage taxonomy distinct from the 13 tool domains of its catalog and from the four
capability scores; its text gives the counts, not the names. The names here are the project's,
chosen so that every tool of the catalog and every sub-agent specialist falls in exactly one
subclass. A task's label (``Task.query_domain``) must name a subclass of its domain in
:data:`QUERY_DOMAINS`; evaluation reports scores per domain.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, model_validator

#: The eight query domains and their subclasses (30 in all), in reporting order.
QUERY_DOMAINS: dict[str, tuple[str, ...]] = {
    "communication": ("phone_calls", "messaging", "contacts"),
    "scheduling": ("calendar", "tasks_reminders", "alarms_timers", "automation_monitoring"),
    "device_settings": ("display_sound_power", "connectivity", "system_preferences",
                        "input_interaction"),
    "media_entertainment": ("music_audio", "photo_video", "screen_capture"),
    "travel_lifestyle": ("weather", "navigation_transit", "tickets_bookings", "payments",
                         "in_app_services"),
    "apps_files": ("app_management", "notifications", "storage_files", "cross_device"),
    "security_privacy": ("permissions", "locks_biometrics", "passwords", "emergency"),
    "information_learning": ("knowledge_lookup", "practice_learning", "personal_memory"),
}

#: Each subclass's domain (subclass names are unique across domains).
DOMAIN_OF: dict[str, str] = {sub: domain for domain, subs in QUERY_DOMAINS.items()
                             for sub in subs}


class QueryDomain(BaseModel):
    """A query's label: its ``domain`` and one ``subclass`` of that domain."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    domain: str
    subclass: str

    @model_validator(mode="after")
    def _declared(self) -> QueryDomain:
        if self.domain not in QUERY_DOMAINS:
            raise ValueError(f"query_domain.domain {self.domain!r} is not one of "
                             f"{list(QUERY_DOMAINS)}")
        if self.subclass not in QUERY_DOMAINS[self.domain]:
            raise ValueError(f"query_domain.subclass {self.subclass!r} is not a subclass of "
                             f"{self.domain!r}: {list(QUERY_DOMAINS[self.domain])}")
        return self


def label(subclass: str) -> QueryDomain:
    """The label of ``subclass``, its domain filled in.

    Args:
        subclass: a subclass of :data:`QUERY_DOMAINS`.

    Returns:
        The :class:`QueryDomain` naming it and its domain.
    """
    if subclass not in DOMAIN_OF:
        raise ValueError(f"unknown query subclass {subclass!r}")
    return QueryDomain(domain=DOMAIN_OF[subclass], subclass=subclass)
