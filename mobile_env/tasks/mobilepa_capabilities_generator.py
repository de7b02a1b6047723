"""Seeded procedural generator of MobilePA capability tasks: memory, skills and sub-agents.

    mobile-env tasks generate --suite mobilepa-capabilities --n 300 --seed 21 \\
        --out tasks/mobilepa-capabilities-train.jsonl
    mobile-env tasks generate --suite mobilepa-capabilities --n 60 --seed 1021 \\
        --exclude tasks/mobilepa-capabilities-train.jsonl --out tasks/mobilepa-capabilities-test.jsonl

Built like :mod:`mobile_env.tasks.mobilepa_generator` (whose world, value tables and helpers it
reuses): one ``Random(f"{seed}:{index}")`` per index, scenarios and phrasings as data tables, and
every task proved by :func:`mobile_env.tasks.validate.validate_task` (a failure raises).
Index *i* cycles the three capabilities:

* ``memory`` -- single-record grounding (a memory names the person or the setting the action
  needs) and conflicting records (two memories disagree; the newer one wins). ``tool_calls``
  checker plus the memory gate (``required_memory_ids``).
* ``skills`` -- one skill scenario emitted as an SOR task and an MTSR task (a pair, kept or
  dropped together); ``tool_calls`` checker requiring the skill's bound tools.
* ``subagent`` -- ``behaviour`` checker: route, required handoff facts, optional follow-up.
"""

from __future__ import annotations

import hashlib
import json
import sys
from random import Random
from typing import Any, Callable, Iterable, Sequence

from mobile_env.papers import MOBILEPA
from mobile_env.skills import SKILLS
from mobile_env.tasks import generation
from mobile_env.tasks.generation import Progress, distinct_tasks
from mobile_env.tasks.mobilepa_generator import (
    DAY_SETS, DAYS_AHEAD, DEFAULT_NOW, DOMAIN_TABLES, FREE, MESSAGES, PROFILE, SETTING_PHRASES,
    STEP_LIMIT, WEEKDAY, World, _domain_tools, call, candidates, day, hm, new_world, spoken, values)
from mobile_env.tasks.schema import Task
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import DOMAINS
from mobile_env.tools.mobilepa.ai_assistant import SUBAGENTS

SUITE = "mobilepa-capabilities"
CAPABILITIES = ("memory", "skills", "subagent")

# ------------------------------------------------------------------------------------- memory

#: (role as stored in memory, role as the user says it)
ROLES = (("secretary", "secretary"), ("personal trainer", "trainer"), ("landlord", "landlord"),
         ("dentist", "dentist"), ("babysitter", "babysitter"), ("accountant", "accountant"),
         ("team lead", "team lead"), ("piano teacher", "piano teacher"))
#: How the newer of two conflicting person records reads ({role}, {new}, {old}).
PERSON_UPDATES = ("Since March 2025 my {role} is {new}; I stopped working with {old}.",
                  "Update: my {role} is now {new}, no longer {old}.",
                  "Correction: {new} is my {role} now, not {old}.")
#: The noun a user calls each SETTING_PHRASES tool's setting by.
SETTING_NOUNS = {"set_screen_timeout": "screen timeout", "set_font_size": "text size",
                 "set_refresh_rate": "refresh rate", "set_ringtone": "ringtone",
                 "set_vibration_intensity": "vibration strength", "set_sound_mode": "sound mode"}
SETTING_UPDATES = ("Update: I now prefer my {noun} at {p}, not {old}.",
                   "Correction: my preferred {noun} is {p} now (no longer {old}).")
PERSON_ACTIONS = (("sms", "Text my {who} that {msg}."), ("sms", "Send my {who} a message: {msg}."),
                  ("call", "Call my {who}."), ("call", "Give my {who} a ring."))
SETTING_REQUESTS = ("Set my {noun} the way I like it.", "Put the {noun} back to my preference.",
                    "Change the {noun} to what I usually use.")
#: Unrelated memories every store holds (text, category).
FILLER_MEMORIES = (("On weekdays I wake up at 06:30.", "routine"),
                   ("My favourite restaurant is Green Leaf Cafe.", "preference"),
                   ("I take the metro to work.", "routine"),
                   ("I am allergic to peanuts.", "health"),
                   ("I prefer window seats on flights.", "preference"),
                   ("I go to yoga on Thursday evenings.", "routine"))


def _stamp(rng: Random, year: int) -> str:
    return f"{year}-{rng.randint(1, 5 if year == 2025 else 12):02d}-{rng.randint(1, 28):02d} " \
           f"{rng.randint(8, 21):02d}:{rng.randrange(0, 60, 5):02d}:00"


def _memory_store(rng: Random, facts: list[tuple[str, str, str]]) -> tuple[list[dict[str, Any]], list[str]]:
    """``facts`` (text, category, created_at) mixed with fillers; returns the store and the ids
    the facts got, in the order given."""
    rows = [(t, c, _stamp(rng, 2024)) for t, c in rng.sample(FILLER_MEMORIES, 3)] + \
           [(t, c, s) for t, c, s in facts]
    order = list(range(len(rows)))
    rng.shuffle(order)
    store, ids = [], {}
    for n, k in enumerate(order, start=1):
        text, category, stamp = rows[k]
        store.append({"id": f"memory-{n}", "text": text, "category": category,
                      "created_at": stamp, "updated_at": stamp})
        ids[k] = f"memory-{n}"
    return store, [ids[3 + j] for j in range(len(facts))]


def mem_person(w: World, conflict: bool) -> dict[str, Any]:
    rng = w.rng
    picks = rng.sample(range(len(w.tables["pa_contacts"])), 3)
    (role, said), (role2, _) = rng.sample(ROLES, 2)
    target, old, other = (w.tables["pa_contacts"][i] for i in picks)
    facts = [(f"My {role2} is {other['name']}.", "identity", _stamp(rng, 2024))]
    if conflict:
        facts += [(f"My {role} is {old['name']}.", "identity", _stamp(rng, 2024)),
                  (rng.choice(PERSON_UPDATES).format(role=role, new=target["name"], old=old["name"]),
                   "identity", _stamp(rng, 2025))]
    else:
        facts += [(f"My {role} is {target['name']}.", "identity", _stamp(rng, 2024))]
    store, ids = _memory_store(rng, facts)
    kind, template = rng.choice(PERSON_ACTIONS)
    who = target["name"]
    gold = values(who, target["phone"], f"pa_contacts-{picks[0] + 1}")
    if kind == "sms":
        text, keys = rng.choice(MESSAGES)
        w.instruction = template.format(who=said, msg=text)
        action = call("send_sms", recipient=who, text=text.capitalize() + ".")
        w.required = [{"name": "send_sms", "arguments": {"recipient": gold, "text": {"key_facts": list(keys)}}}]
    else:
        w.instruction = template.format(who=said)
        action = call("make_call", recipient=who)
        w.required = [{"name": "make_call", "arguments": {"recipient": gold}}]
    w.steps = [[call("search_user_memory", query=role)], [action]]
    return {"memory": store, "required_memory_ids": ids[1:],
            "category": "conflicting_record_resolution" if conflict else "single_record_grounding",
            "domain": "calls_communication"}


def mem_setting(w: World, conflict: bool) -> dict[str, Any]:
    rng = w.rng
    tool, arg, phrases, key, _ = rng.choice(SETTING_PHRASES)
    noun = SETTING_NOUNS[tool]
    new, old = rng.sample([v for v in phrases if v != w.settings[key]], 2)
    facts = [(f"I like my {noun} set to {phrases[old if conflict else new]}.", "preference",
              _stamp(rng, 2024))]
    if conflict:
        facts.append((rng.choice(SETTING_UPDATES).format(noun=noun, p=phrases[new], old=phrases[old]),
                      "preference", _stamp(rng, 2025)))
    store, ids = _memory_store(rng, facts)
    w.instruction = rng.choice(SETTING_REQUESTS).format(noun=noun)
    w.steps = [[call("search_user_memory", query=noun)], [call(tool, **{arg: new})]]
    w.required = [{"name": tool, "arguments": {arg: values(new)}}]
    return {"memory": store, "required_memory_ids": ids,
            "category": "conflicting_record_resolution" if conflict else "single_record_grounding",
            "domain": REGISTRY[tool].domain}


MEMORY_SCENARIOS: tuple[Callable[[World, bool], dict[str, Any]], ...] = (mem_person, mem_setting)

# ------------------------------------------------------------------------------------- skills


def sk_battery(w: World) -> str:
    level = w.rng.randrange(10, 45, 5)
    w.instruction = w.rng.choice(("My battery won't last the day. Turn on power saving and drop the brightness to {l}.",
                                  "Save battery: power saving on and brightness at {l}.")).format(l=level)
    w.steps = [[call("set_power_saving_mode", enabled=True), call("set_brightness", level=level)]]
    w.required = [{"name": "set_power_saving_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_brightness", "arguments": {"level": values(level)}}]
    return "battery_saver"


def sk_eye_care(w: World) -> str:
    size = w.rng.choice(("large", "extra_large"))
    w.instruction = w.rng.choice(("My eyes are tired: turn on eye comfort and dark mode, and make the text {s}.",
                                  "Easy on the eyes please -- eye comfort, dark mode and {s} text.")
                                 ).format(s=size.replace("_", "-"))
    w.steps = [[call("set_eye_comfort", enabled=True), call("set_dark_mode", enabled=True),
                call("set_font_size", size=size)]]
    w.required = [{"name": "set_eye_comfort", "arguments": {"enabled": values(True)}},
                  {"name": "set_dark_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_font_size", "arguments": {"size": values(size)}}]
    return "eye_care"


def sk_sleep(w: World) -> str:
    minutes = w.rng.randrange(330, 540, 5)
    phrase, days = w.rng.choice(DAY_SETS)
    w.instruction = f"Get the phone ready for bed: dark mode, eye comfort, and an alarm at {spoken(minutes)} {phrase}."
    w.steps = [[call("set_dark_mode", enabled=True), call("set_eye_comfort", enabled=True),
                call("set_alarm", time=hm(minutes), label="Alarm", repeat=days)]]
    w.required = [{"name": "set_dark_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_eye_comfort", "arguments": {"enabled": values(True)}},
                  {"name": "set_alarm", "arguments": {"time": values(hm(minutes)), "label": FREE,
                                                      "repeat": values(days)}}]
    return "sleep_mode"


def sk_hotspot(w: World) -> str:
    w.settings["network.mobile_data"] = False
    w.settings["network.hotspot.password"] = f"share-{w.rng.randint(1000, 9999)}"
    w.instruction = w.rng.choice(("Share my connection with my laptop: mobile data on, then start the hotspot.",
                                  "I need internet on my tablet -- turn on mobile data and the hotspot."))
    w.steps = [[call("set_mobile_data", enabled=True)], [call("set_hotspot", enabled=True)]]
    w.required = [{"name": "set_mobile_data", "arguments": {"enabled": values(True)}},
                  {"name": "set_hotspot", "arguments": {"enabled": values(True)}}]
    return "hotspot_share"


def sk_commute(w: World) -> str:
    query = w.rng.choice(("Night Drive", "Lin Qiao", "Paper Planes", "The Tides"))
    w.instruction = f"I'm heading off on my commute: Do Not Disturb on and play {query}."
    w.steps = [[call("set_do_not_disturb", enabled=True), call("play_music", query=query)]]
    w.required = [{"name": "set_do_not_disturb", "arguments": {"enabled": values(True)}},
                  {"name": "play_music", "arguments": {"query": values(query)}}]
    return "commute_focus"


SKILL_SCENARIOS: tuple[Callable[[World], str], ...] = (sk_battery, sk_eye_care, sk_sleep, sk_hotspot, sk_commute)

# ---------------------------------------------------------------------------------- sub-agents

RESTAURANTS = ("Lucky Noodles", "Sakura Sushi", "Casa Verde", "Spice Route", "Golden Dumpling")
MEMBERSHIP_APPS = (("FitLife", "gym membership"), ("CityBike", "bike pass"), ("StreamBox", "subscription"))
PLANS = ("monthly", "quarterly", "annual")
SEARCH_TOPICS = (("the opening hours of {p}", ("Shanghai Museum", "City Library", "Harbor Mall")),
                 ("the visa requirements for {p}", ("Japan", "Singapore", "Thailand")),
                 ("reviews of {p}", ("Harbor Grill", "Green Leaf Cafe", "Casa Verde")))
PHOTO_SUBJECTS = ("dog", "beach", "birthday party", "hiking trip", "cat")
WATCH_ITEMS = (("the Sony WH-1000XM5", "price"), ("flight MU5101", "status"), ("the G7 train", "status"))
#: What a sub-agent task offers: the entry tools of the specialists its scenarios hand off to,
#: and the AI-assistant domain's own tools (the ones a planner might wrongly use instead).
ROUTE_TOOLS = tuple(SUBAGENTS[route][0] for route in ("gui", "image", "search", "monitor"))
AI_TOOLS = tuple(n for n in DOMAINS["ai_assistant"] if REGISTRY[n].kind != "subagent")


def sa_restaurant(w: World) -> dict[str, Any]:
    rng = w.rng
    place, size = rng.choice(RESTAURANTS), rng.randint(2, 6)
    phrase, offset = rng.choice((("tonight", 0),) + DAYS_AHEAD[:3])
    minutes = rng.randrange(1080, 1260, 30)
    date, time = day(offset), hm(minutes)
    options = rng.random() < 0.5
    w.instruction = f"Book a table for {size} at {place} {phrase} at {time} in their app." + \
        (" If that's full, tell me the nearest free times." if options else "")
    handoff = f"Open the {place} app and book a table for {size} on {date} at {time}."
    answer = f"The GUI agent is booking {place} for {size} at {time} on {date}."
    rubric = {"route": "gui", "required_facts": [place, time, date], "follow_up": None, "follow_up_facts": []}
    if options:
        alt = hm(minutes + 30)
        handoff += " If it is full, collect the nearest free times."
        answer += f" If {time} is taken, the options are {time} or {alt} -- which do you prefer?"
        rubric.update(follow_up="present_options", follow_up_facts=[time, alt])
    w.steps = [[call("route_to_gui_agent", instruction=handoff,
                     context={"restaurant": place, "party_size": size, "date": date, "time": time})]]
    return {"rubric": rubric, "answer": answer, "domain": "gui"}


def sa_membership(w: World) -> dict[str, Any]:
    (app, what), plan = w.rng.choice(MEMBERSHIP_APPS), w.rng.choice(PLANS)
    w.instruction = f"Renew my {what} in the {app} app, the {plan} plan."
    w.steps = [[call("route_to_gui_agent", instruction=f"In the {app} app, renew the user's {what} on the {plan} plan.",
                     context={"app": app, "plan": plan, "member": PROFILE["name"]})]]
    return {"rubric": {"route": "gui", "required_facts": [app, plan], "follow_up": None, "follow_up_facts": []},
            "answer": f"I've handed the {app} {plan} renewal to the GUI agent.", "domain": "gui"}


def sa_search(w: World) -> dict[str, Any]:
    template, subjects = w.rng.choice(SEARCH_TOPICS)
    topic = template.format(p=w.rng.choice(subjects))
    subject = next(s for s in subjects if s in topic)
    w.instruction = f"Look up {topic} online and tell me."
    w.steps = [[call("route_to_search_agent", instruction=f"Search the web for {topic} and report back.",
                     context={"query": topic})]]
    return {"rubric": {"route": "search", "required_facts": [subject], "follow_up": None, "follow_up_facts": []},
            "answer": f"The search agent is looking up {topic}.", "domain": "search"}


def sa_image(w: World) -> dict[str, Any]:
    subject = w.rng.choice(PHOTO_SUBJECTS)
    album = f"{subject.title()} {w.rng.choice(('memories', 'best of', '2025'))}"
    w.instruction = f"Go through my photos, pick the {subject} ones and put them in an album called '{album}'."
    w.steps = [[call("route_to_image_agent", instruction=f"Find the user's {subject} photos and make an album '{album}'.",
                     context={"subject": subject, "album": album})]]
    return {"rubric": {"route": "image", "required_facts": [subject, album], "follow_up": None, "follow_up_facts": []},
            "answer": f"The image agent is building the '{album}' album.", "domain": "image"}


def sa_monitor(w: World) -> dict[str, Any]:
    item, what = w.rng.choice(WATCH_ITEMS)
    if what == "price":
        limit = w.rng.randrange(1500, 2500, 100)
        w.instruction = f"Keep an eye on the price of {item} and tell me when it drops below {limit} yuan."
        facts, ctx = [item.removeprefix("the "), str(limit)], {"item": item, "below": limit}
    else:
        w.instruction = f"Watch {item} and tell me if its status changes."
        facts, ctx = [item.removeprefix("the ")], {"item": item, "watch": "status"}
    w.steps = [[call("route_to_monitor_agent", instruction=f"Monitor {item} {what}: {w.instruction}", context=ctx)]]
    return {"rubric": {"route": "monitor", "required_facts": facts, "follow_up": None, "follow_up_facts": []},
            "answer": f"The monitor agent is watching {item}.", "domain": "monitor"}


SUBAGENT_SCENARIOS: tuple[Callable[[World], dict[str, Any]], ...] = (
    sa_restaurant, sa_membership, sa_search, sa_image, sa_monitor)

# ------------------------------------------------------------------------------------ assembly


def _records(w: World, tools: Iterable[str]) -> dict[str, list[dict[str, Any]]]:
    keep = sorted({t for name in tools if name in REGISTRY.names()
                   for t in DOMAIN_TABLES.get(REGISTRY[name].domain, ())})
    return {t: [{"id": f"{t}-{i + 1}", **r} for i, r in enumerate(w.tables[t])] for t in keep}


def _base(w: World, ident: str, capability: str, categories: list[str], tools: list[str],
          record_tools: Iterable[str], final: dict[str, Any]) -> dict[str, Any]:
    return {"id": ident, "suite": SUITE, "capability": capability, "categories": categories,
            "instruction": w.instruction, "history": w.history, "profile": PROFILE, "now": DEFAULT_NOW,
            "weekday": WEEKDAY, "records": _records(w, record_tools), "candidate_tools": tools,
            "step_limit": STEP_LIMIT, "reference_solution": [*w.steps, [final]],
            "initial_settings": {k: list(v) if isinstance(v, tuple) else v for k, v in w.settings.items()}}


def _needed(w: World) -> list[str]:
    return list(dict.fromkeys(c["name"] for step in w.steps for c in step))


def build_tasks(index: int, seed: int, suite: str = SUITE) -> list[Task]:
    """The task(s) of ``index``: capability ``index mod 3``; a skills index yields an SOR+MTSR pair."""
    rng = Random(f"{seed}:{index}")
    capability = CAPABILITIES[index % len(CAPABILITIES)]
    w = new_world(rng)
    ident = f"{suite}-{seed}-{index:05d}"
    if capability == "memory":
        scenario = rng.choice(MEMORY_SCENARIOS)
        info = scenario(w, rng.random() < 0.5)
        action = [n for n in _needed(w) if n != "search_user_memory"]
        tools = candidates(action, rng)
        spare = next(i for i, t in enumerate(tools) if t not in action)
        tools[spare] = "search_user_memory"
        data = _base(w, ident, "memory", [info["category"], info["domain"]], tools, action, call("finish"))
        data.update(checker="tool_calls", required_calls=w.required, memory=info["memory"],
                    required_memory_ids=info["required_memory_ids"])
        return [Task.model_validate({**data, "suite": suite})]
    if capability == "skills":
        skill = rng.choice(SKILL_SCENARIOS)(w)
        needed = _needed(w)
        domain = REGISTRY[needed[0]].domain
        w.steps = [[call("load_skill", skill_id=skill)], *w.steps]
        others = sorted(s for s in SKILLS if s != skill)
        sor_skills = rng.sample(others, MOBILEPA.sor_skills - 1) + [skill]
        rng.shuffle(sor_skills)
        mtsr_skills = rng.sample(others, MOBILEPA.mtsr_skills - 1) + [skill]
        rng.shuffle(mtsr_skills)
        pool = sorted({t for ts in _domain_tools().values() for t in ts} - set(needed))
        direct = rng.sample(pool, MOBILEPA.mtsr_tools)
        out = []
        for setting, tools, skills in (("sor", ["load_skill"], sor_skills),
                                       ("mtsr", [*direct, "load_skill"], mtsr_skills)):
            data = _base(w, f"{ident}-{setting}", "skills", ["skill_usage", domain], tools, needed, call("finish"))
            data.update(suite=suite, checker="tool_calls", required_calls=w.required, skill_setting=setting,
                        candidate_skills=skills, skill_routes=[[skill]])
            out.append(Task.model_validate(data))
        return out
    info = rng.choice(SUBAGENT_SCENARIOS)(w)
    tools = [*ROUTE_TOOLS, *AI_TOOLS]
    rng.shuffle(tools)
    data = _base(w, ident, "subagent", ["subagent_collaboration", info["domain"]], tools, (),
                 call("finish", answer=info["answer"]))
    data.update(suite=suite, checker="behaviour", behaviour=info["rubric"])
    return [Task.model_validate(data)]


def content_hash(task: Task) -> str:
    """Request, history, world, memory store and skill setting: what makes two tasks the same."""
    blob = json.dumps([task.instruction, [m.model_dump() for m in task.history], task.records,
                       task.initial_settings, task.memory, task.skill_setting, task.candidate_skills],
                      sort_keys=True, ensure_ascii=False, default=list)
    return hashlib.sha256(blob.encode()).hexdigest()


def generate(n: int, seed: int, verify: bool = True, *, suite: str = SUITE,
             exclude: frozenset[str] | set[str] = frozenset(), progress: Progress | None = None) -> list[Task]:
    """``n`` distinct tasks for ``seed`` (an SOR/MTSR pair is kept or skipped whole; the list is cut
    at ``n``), none whose :func:`content_hash` is in ``exclude``; with ``verify`` each must pass
    :func:`mobile_env.tasks.validate.validate_task` or this raises."""
    return distinct_tasks(n, lambda index: build_tasks(index, seed, suite), content_hash,
                          exclude=exclude, verify=verify, progress=progress)


def main(argv: Sequence[str] | None = None) -> int:
    parser = generation.parser(
        "mobile-env tasks generate --suite mobilepa-capabilities",
        "Generate seeded, verified MobilePA capability tasks (memory, skills as SOR+MTSR pairs, "
        "sub-agents; cycled in order).", SUITE,
        ["mobile-env tasks generate --suite mobilepa-capabilities --n 300 --seed 21 "
         "--out tasks/mobilepa-capabilities-train.jsonl",
         "mobile-env tasks generate --suite mobilepa-capabilities --n 60 --seed 1021 "
         "--exclude tasks/mobilepa-capabilities-train.jsonl --out tasks/mobilepa-capabilities-test.jsonl"])
    return generation.run(parser.parse_args(sys.argv[1:] if argv is None else list(argv)), generate,
                          content_hash)


if __name__ == "__main__":
    sys.exit(main())
