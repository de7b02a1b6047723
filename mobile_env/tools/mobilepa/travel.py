"""Travel & Lifestyle (13 tools): weather, places and navigation, transit tracking, payment codes, tickets.

Weather, places, trips and bookable events are tables a task fills (``pa_weather``, ``pa_places``,
``pa_transit``, ``pa_events``); the phone's city is ``travel.city`` and navigation is
``travel.navigation.*``. Location-based tools need location services on and carry the
``maps:location`` permission.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import Any

from pydantic import Field, model_validator

from mobile_env.state import PhoneState
from mobile_env.tools.formats import Date, enum
from mobile_env.tools.mobilepa.apps_storage import online
from mobile_env.tools.mobilepa.families import (NoArgs, Payload, Records, Setting, contains, done,
                                                fail, list_tool, put, replace, setting,
                                                setting_tools)
from mobile_env.tools.registry import MAX_ARG_ITEMS, ToolArgs, ToolContext, register

DOMAIN = "travel_lifestyle"
LOCATION = "maps:location"
PLACES = Records("pa_places", "place", "place")
TRIPS = Records("pa_transit", "trip", "number", title="number", lookup=("number",))
EVENTS = Records("pa_events", "event", "event")
TICKETS = Records("pa_tickets", "ticket", "ticket", title="event", lookup=())
PAYMENT = ("alipay", "wechat_pay", "bank_card")
#: km/h by navigation mode, so a route's duration is a pure function of its distance.
SPEED_KMH = {"driving": 30.0, "transit": 25.0, "cycling": 15.0, "walking": 5.0}

SETTINGS = setting_tools(DOMAIN, (
    Setting("set_default_payment_method", "travel.payment.default", "Default payment method",
            "Choose which payment method payment codes use by default.", enum(PAYMENT), "method",
            "alipay, wechat_pay or bank_card."),
))


def _location_on(state: PhoneState) -> None:
    if not state.settings.get("security.location_services"):
        fail("location services are off: turn them on with set_location_services first")


def _weather(state: PhoneState, city: str | None, days: int) -> list[dict[str, Any]]:
    online(state)
    name = (city or setting(state, "travel.city")).strip()
    rows = [w for w in state.table("pa_weather") if w["city"].casefold() == name.casefold()]
    if not rows:
        cities = sorted({w["city"] for w in state.table("pa_weather")})
        fail(f"no weather data for {name!r}; known cities: {', '.join(cities)}")
    ahead = [w for w in sorted(rows, key=lambda w: w["date"]) if w["date"] >= state.now[:10]][:days]
    if not ahead:
        fail(f"no forecast for {name} from {state.now[:10]} on")
    return ahead


class CityArgs(ToolArgs):
    city: str | None = Field(default=None, max_length=100,
                             description="City name; default the phone's current city.")


@register("get_current_weather", kind="retrieve", domain=DOMAIN, args=CityArgs,
          description="Today's weather in a city (default: where the phone is).")
def get_current_weather(state: PhoneState, a: CityArgs, ctx: ToolContext) -> Payload:
    today = _weather(state, a.city, 1)[0]
    return done(f"{today['city']} today: {today['condition']}, "
                f"{today['low_c']}-{today['high_c']} °C", **today)


class ForecastArgs(CityArgs):
    days: int = Field(default=3, ge=1, le=7, description="How many days ahead, 1 to 7; default 3.")


@register("get_weather_forecast", kind="retrieve", domain=DOMAIN, args=ForecastArgs,
          description="The weather forecast for the coming days in a city.")
def get_weather_forecast(state: PhoneState, a: ForecastArgs, ctx: ToolContext) -> Payload:
    days = _weather(state, a.city, a.days)
    return done(f"{len(days)}-day forecast for {days[0]['city']}", forecast=days)


class PlaceQuery(ToolArgs):
    query: str = Field(min_length=1, max_length=200,
                       description="Name or kind of place, e.g. 'museum' or 'Harbor Grill'.")


@register("search_places", kind="retrieve", domain=DOMAIN, args=PlaceQuery,
          description="Find places near the phone's location, nearest first.", permission=LOCATION)
def search_places(state: PhoneState, a: PlaceQuery, ctx: ToolContext) -> Payload:
    _location_on(state)
    hits = sorted((p for p in state.table("pa_places")
                   if contains(a.query, p["name"], p["category"], p["address"])),
                  key=lambda p: (p["distance_km"], p["id"]))
    return done(f"{len(hits)} place(s) match {a.query!r}", places=hits)


class NavigateArgs(ToolArgs):
    destination: str = Field(min_length=1, description="Id or exact name of the place to go to.")
    mode: enum(tuple(SPEED_KMH)) = Field(default="driving", description="driving, transit, cycling or walking; default driving.")  # type: ignore[valid-type]


@register("start_navigation", kind="execute", domain=DOMAIN, args=NavigateArgs,
          description="Start turn-by-turn navigation to a place.", permission=LOCATION)
def start_navigation(state: PhoneState, a: NavigateArgs, ctx: ToolContext) -> Payload:
    _location_on(state)
    place = PLACES.get(state, a.destination)
    minutes = round(place["distance_km"] / SPEED_KMH[a.mode] * 60)
    put(state, "travel.navigation.destination", place["name"])
    put(state, "travel.navigation.mode", a.mode)
    return done(f"Navigating to {place['name']} by {a.mode}: {place['distance_km']} km, about "
                f"{minutes} min",
                destination=place["name"], mode=a.mode, distance_km=place["distance_km"],
                minutes=minutes)


@register("stop_navigation", kind="execute", domain=DOMAIN, args=NoArgs,
          description="Stop the navigation in progress.")
def stop_navigation(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
    destination = state.settings.get("travel.navigation.destination", "")
    if not destination:
        fail("no navigation is in progress")
    put(state, "travel.navigation.destination", "")
    put(state, "travel.navigation.mode", "")
    return done(f"Navigation to {destination} stopped")


class TripArgs(ToolArgs):
    number: str = Field(min_length=1, max_length=20,
                        description="Flight or train number, e.g. 'MU5101' or 'G7'.")


@register("get_transit_status", kind="retrieve", domain=DOMAIN, args=TripArgs,
          description="Live status of a flight or train: departure, status, gate.")
def get_transit_status(state: PhoneState, a: TripArgs, ctx: ToolContext) -> Payload:
    online(state)
    trip = TRIPS.get(state, a.number.replace(" ", "").upper())
    return done(f"{trip['kind'].capitalize()} {trip['number']} on {trip['date']}: {trip['status']}",
                **trip)


@register("track_transit", kind="execute", domain=DOMAIN, args=TripArgs,
          description="Follow a flight or train: its status changes will be notified.")
def track_transit(state: PhoneState, a: TripArgs, ctx: ToolContext) -> Payload:
    trip = TRIPS.get(state, a.number.replace(" ", "").upper())
    if trip["tracked"]:
        fail(f"{trip['number']} is already being tracked")
    return done(f"Tracking {trip['kind']} {trip['number']}",
                **replace(state, "pa_transit", trip, tracked=True))


class PayCodeArgs(ToolArgs):
    method: enum(PAYMENT) | None = Field(default=None, description="alipay, wechat_pay or bank_card; default the default method.")  # type: ignore[valid-type]
    purpose: enum(("pay", "receive")) = Field(default="pay", description="pay (show to a cashier) or receive money; default pay.")  # type: ignore[valid-type]


@register("show_payment_code", kind="execute", domain=DOMAIN, args=PayCodeArgs,
          description="Show a one-minute payment (or collection) QR code for a bound payment "
                      "method.")
def show_payment_code(state: PhoneState, a: PayCodeArgs, ctx: ToolContext) -> Payload:
    method = a.method or setting(state, "travel.payment.default")
    if method not in setting(state, "travel.payment.bound"):
        fail(f"{method} is not bound to this phone (bound: "
             f"{', '.join(setting(state, 'travel.payment.bound'))}); "
             "use one of those, or bind it in the Wallet app through the GUI agent")
    seq = state.counters.get("pa_payment_codes", 0) + 1
    code = str(int(hashlib.sha256(f"{method}|{state.now}|{seq}".encode()).hexdigest()[:12],
                   16))[:16].zfill(16)
    expires = dt.datetime.fromisoformat(state.now) + dt.timedelta(seconds=60)
    rec = state.insert("pa_payment_codes", {"method": method, "purpose": a.purpose, "code": code,
                                            "created_at": state.now,
                                            "expires_at": expires.isoformat(sep=" ")})
    return done(f"{method} {a.purpose} code ready (valid 60 s)", **rec)


class TicketQuery(ToolArgs):
    query: str | None = Field(default=None,
                              description="Text to find in the event name or city; omit for all.")
    date: Date | None = Field(default=None, description="Only events on this date, Y-M-D.")


list_tool(DOMAIN, EVENTS, "search_tickets",
          "Search bookable events and attractions, with price and seats left.",
          TicketQuery, lambda r,
          a: contains(a.query, r["name"], r["city"]) and (a.date is None or r["date"] == a.date))


class BookArgs(ToolArgs):
    event: str = Field(min_length=1, description="Id or exact name of the event.")
    quantity: int = Field(ge=1, le=10, description="Number of tickets, 1 to 10.")
    visitors: list[str] = Field(min_length=1, max_length=MAX_ARG_ITEMS,
                                description="Real names of the visitors, one per ticket.")

    @model_validator(mode="after")
    def _one_each(self) -> BookArgs:
        if len(self.visitors) != self.quantity:
            raise ValueError(f"give one visitor name per ticket ({self.quantity} tickets, "
                             f"{len(self.visitors)} names)")
        return self


@register("book_ticket", kind="execute", domain=DOMAIN, args=BookArgs,
          description="Book tickets for an event or attraction (real-name booking).")
def book_ticket(state: PhoneState, a: BookArgs, ctx: ToolContext) -> Payload:
    event = EVENTS.get(state, a.event)
    if event["seats_left"] < a.quantity:
        fail(f"only {event['seats_left']} ticket(s) left for {event['name']}")
    online(state)
    replace(state, "pa_events", event, seats_left=event["seats_left"] - a.quantity)
    ticket = state.insert("pa_tickets", {
        "event_id": event["id"], "event": event["name"], "date": event["date"],
        "time": event["time"],
        "quantity": a.quantity, "visitors": tuple(a.visitors), "total": event["price"] * a.quantity,
        "status": "booked", "booked_at": state.now})
    return done(f"Booked {a.quantity} ticket(s) for {event['name']} on {event['date']} "
                f"{event['time']}", **ticket)


class TicketRef(ToolArgs):
    ticket: str = Field(min_length=1, description="Id of the ticket booking.")


@register("cancel_ticket", kind="execute", domain=DOMAIN, args=TicketRef,
          description="Cancel a ticket booking (the seats are released).")
def cancel_ticket(state: PhoneState, a: TicketRef, ctx: ToolContext) -> Payload:
    ticket = TICKETS.get(state, a.ticket)
    if ticket["status"] != "booked":
        fail(f"ticket {ticket['id']} is already {ticket['status']}")
    event = next((e for e in state.table("pa_events") if e["id"] == ticket["event_id"]), None)
    if event is not None:
        replace(state, "pa_events", event, seats_left=event["seats_left"] + ticket["quantity"])
    return done(f"Cancelled ticket {ticket['id']} for {ticket['event']}",
                **replace(state, "pa_tickets", ticket, status="cancelled"))


class TicketListArgs(ToolArgs):
    include_cancelled: bool = Field(default=False,
                                    description="Also list cancelled bookings; default false.")


list_tool(DOMAIN, TICKETS, "list_tickets", "List the phone's ticket bookings.", TicketListArgs,
          lambda r, a: a.include_cancelled or r["status"] != "cancelled")
