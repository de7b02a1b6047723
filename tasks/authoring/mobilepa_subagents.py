"""The hand-written MobilePA-Bench Sub-agent Collaboration suite, ``mobilepa-subagents``.

15 tasks with the ``behaviour`` checker: the right specialist, a handoff carrying the required
facts, and the right follow-up in the final message. A task is ``handoff(n, instruction, route,
handoff text, context, required facts, follow-up, answer, follow-up facts)``, in the words of
:mod:`mobile_env.suites.authoring.mobilepa` and :mod:`mobile_env.suites.authoring.vocabulary`.
"""

from __future__ import annotations

from typing import Any, Sequence

from mobile_env.suites.authoring.mobilepa import candidates, task
from mobile_env.suites.authoring.vocabulary import X, solution
from mobile_env.tools.mobilepa.ai_assistant import SUBAGENTS

SUITE = "mobilepa-subagents"
#: Each specialist's entry tool (the sixth, ``call``, has none: ``route_to_agent`` reaches it).
ROUTE_TOOL = {route: tool or "route_to_agent" for route, (tool, _) in SUBAGENTS.items()}
#: The distractors, in order: the AI-assistant domain's own tools, the other specialists.
FILL = ("describe_image extract_text_from_image summarize_notifications get_smart_suggestions "
        "enhance_photo create_smart_album search_user_memory add_user_memory replace_user_memory "
        "remove_user_memory load_skill route_to_gui_agent route_to_image_agent "
        "route_to_search_agent route_to_monitor_agent route_to_practice_agent")


def report(summary: str, *, results: Sequence[str] = (), options: Sequence[str] = (),
           questions: Sequence[str] = ()) -> dict[str, Any]:
    """What the specialist reports back: a summary and its results, options and questions."""
    return {"summary": summary, "results": list(results), "options": list(options),
            "questions": list(questions)}


def handoff(n: int, instruction: str, route: str, text: str, context: dict[str, Any],
            facts: list[str], follow_up: str | None, answer: str,
            follow_facts: Sequence[str] = (), *, reply: dict[str, Any]) -> dict[str, Any]:
    """A task whose reference hands ``text`` and ``context`` to ``route``, which answers with
    ``reply`` (a :func:`report`), then answers the user."""
    tool = ROUTE_TOOL[route]
    args = {"instruction": text, "context": context}
    if route == "call":
        args = {"agent": "call", **args}
    rubric = {"route": route, "required_facts": facts, "follow_up": follow_up,
              "follow_up_facts": list(follow_facts)}
    return task(f"pa-sub-{n:02d}", SUITE, "subagent", ["subagent_collaboration", route],
                instruction, candidates([tool], FILL), solution([X(tool, **args)], answer),
                behaviour=rubric, subagent_reports=[{"route": route, **reply}])


TASKS: list[dict[str, Any]] = [
    handoff(1, "Book a table for two at Lucky Noodles tonight at 19:00 in their app.", "gui",
            "Open the Lucky Noodles app and book a table for 2 tonight at 19:00; if 19:00 is full, "
            "collect the nearest free times.",
            {"restaurant": "Lucky Noodles", "party_size": 2, "date": "2025-06-02", "time": "19:00"},
            ["Lucky Noodles", "19:00", "2025-06-02"], "present_options",
            "Lucky Noodles is full at 19:00 tonight. The options are the 19:00 waitlist or a "
            "table for 2 at 19:30 -- which do you prefer?",
            ["19:00", "19:30"],
            reply=report("Lucky Noodles is full at 19:00 tonight for 2; nothing is booked yet.",
                         options=["19:00 waitlist", "19:30"])),
    handoff(2, "Renew my gym membership in the FitLife app, the monthly plan.", "gui",
            "In the FitLife app, renew the user's membership on the monthly plan.",
            {"app": "FitLife", "plan": "monthly", "member": "Lei Wang"},
            ["FitLife", "monthly", "Lei Wang"], None,
            "I've handed the FitLife monthly renewal to the GUI agent.",
            reply=report("Renewed the FitLife membership of Lei Wang on the monthly plan.",
                         results=["FitLife monthly plan renewed"])),
    handoff(3, "Remove the stranger in the background of my beach photo IMG_2041.", "image",
            "Remove the person in the background of photo IMG_2041.jpg and save an edited copy.",
            {"photo": "IMG_2041.jpg", "edit": "remove background person"},
            ["IMG_2041", "background"], None,
            "The image agent is removing the background person from IMG_2041; you'll get an edited "
            "copy.",
            reply=report("Removed the background person from IMG_2041.jpg.",
                         results=["IMG_2041_edited.jpg saved"])),
    handoff(4, "Turn my profile picture into a cartoon avatar.", "image",
            "Turn the user's profile picture into a cartoon-style avatar.",
            {"source": "profile picture", "style": "cartoon"},
            ["profile picture", "cartoon"], "ask",
            "The image agent will make the cartoon avatar. Should it be square or round?",
            ["square", "round"],
            reply=report("Ready to turn the profile picture into a cartoon avatar.",
                         questions=["Should the avatar be square or round?"])),
    handoff(5,
            "Compare the two robot vacuums I was looking at, the RoboClean S8 and the DustBot X2, "
            "and tell me which is better.",
            "search",
            "Research and compare the RoboClean S8 and the DustBot X2 robot vacuums: price, "
            "suction, battery life, reviews.",
            {"products": ["RoboClean S8", "DustBot X2"],
             "criteria": ["price", "suction", "battery life", "reviews"]},
            ["RoboClean S8", "DustBot X2"], "present_options",
            "The search agent is comparing the RoboClean S8 and the DustBot X2; I'll show both "
            "with price, suction and battery life so you can choose.",
            ["RoboClean S8", "DustBot X2"],
            reply=report("Compared the RoboClean S8 and the DustBot X2 on price, suction, battery "
                         "life and reviews.",
                         options=["RoboClean S8: stronger suction, higher price",
                                  "DustBot X2: longer battery life, lower price"])),
    handoff(6, "Find out what documents I need for a Japan tourist visa.", "search",
            "Find the documents a Chinese citizen needs for a Japan tourist visa, from official "
            "sources.",
            {"destination": "Japan", "visa": "tourist", "nationality": "China"},
            ["Japan", "tourist visa"], "ask",
            "The search agent is looking up the Japan tourist visa documents. When do you plan to "
            "travel?",
            ["travel"],
            reply=report("Found the Japan tourist visa documents on official sources.",
                         results=["passport", "application form", "photo", "bank statement"],
                         questions=["When does the user plan to travel?"])),
    handoff(7,
            "Tell me when the price of the flight CA929 to Tokyo on June 20 drops below 2000 yuan.",
            "monitor",
            "Watch the price of flight CA929 to Tokyo on 2025-06-20 and notify the user when it "
            "drops below 2000 CNY.",
            {"flight": "CA929", "destination": "Tokyo", "date": "2025-06-20",
             "threshold": "2000 CNY"},
            ["CA929", "2025-06-20", "2000"], None,
            "The monitor agent is watching CA929 on June 20 and will tell you when it drops below "
            "2000 yuan.",
            reply=report("Watching CA929 to Tokyo on 2025-06-20; will notify below 2000 CNY.")),
    handoff(8, "Let me know when my package SF1234567 is out for delivery.", "monitor",
            "Track package SF1234567 and notify the user as soon as it is out for delivery.",
            {"tracking_number": "SF1234567", "condition": "out for delivery"},
            ["SF1234567", "out for delivery"], None,
            "The monitor agent is tracking SF1234567 and will alert you when it's out for "
            "delivery.",
            reply=report("Tracking SF1234567; will notify when it is out for delivery.")),
    handoff(9, "Watch the weather and warn me if it will rain in Shanghai on Saturday.", "monitor",
            "Watch the Shanghai forecast for Saturday 2025-06-07 and warn the user if rain is "
            "expected.",
            {"city": "Shanghai", "date": "2025-06-07", "condition": "rain"},
            ["Shanghai", "2025-06-07", "rain"], None,
            "The monitor agent will warn you if rain is forecast in Shanghai on Saturday.",
            reply=report("Watching the Shanghai forecast for 2025-06-07; will warn if rain is "
                         "expected.")),
    handoff(10, "I want to practise Japanese for my trip, 15 minutes of restaurant phrases.",
            "practice",
            "Run a 15-minute Japanese speaking practice on restaurant phrases for a beginner.",
            {"language": "Japanese", "topic": "restaurant phrases", "duration_min": 15},
            ["Japanese", "restaurant", "15"], "ask",
            "The practice agent is ready for 15 minutes of Japanese restaurant phrases. Are you a "
            "beginner or do you know some Japanese already?",
            ["beginner"],
            reply=report("A 15-minute Japanese restaurant phrases practice is ready.",
                          questions=["Is the user a beginner, or do they know some Japanese "
                                     "already?"])),
    handoff(11, "Quiz me on the product management interview questions, 10 of them.", "practice",
            "Run a mock interview quiz of 10 product management questions for the user, a product "
            "manager.",
            {"topic": "product management interview", "questions": 10, "role": "Product manager"},
            ["product management", "10"], None,
            "The practice agent will run 10 product management interview questions with you.",
            reply=report("A mock interview of 10 product management questions is ready.")),
    handoff(12, "Call Lucky Noodles and ask if they can do a birthday cake for Friday dinner.",
            "call",
            "Phone Lucky Noodles and ask whether they can prepare a birthday cake for dinner on "
            "Friday 2025-06-06.",
            {"business": "Lucky Noodles", "request": "birthday cake", "date": "2025-06-06"},
            ["Lucky Noodles", "birthday cake", "2025-06-06"], None,
            "The call agent is phoning Lucky Noodles about a birthday cake for Friday dinner.",
            reply=report("Called Lucky Noodles: they can prepare a birthday cake for Friday "
                          "2025-06-06.", results=["birthday cake confirmed"])),
    handoff(13, "Call my internet provider and cancel the extra TV package on my account.", "call",
            "Call the user's internet provider's customer service and cancel the extra TV package "
            "on Lei Wang's account (phone +86 136 2000 5678).",
            {"request": "cancel TV package", "account_holder": "Lei Wang",
             "phone": "+86 136 2000 5678"},
            ["TV package", "Lei Wang", "+86 136 2000 5678"], "ask",
            "The call agent will handle the cancellation. Do you want them to keep the internet "
            "plan as it is?",
            ["internet plan"],
            reply=report("Customer service can cancel the TV package on Lei Wang's account.",
                          questions=["Should the internet plan stay as it is?"])),
    handoff(14,
            "Book me a haircut at the barber on Friday afternoon, they only take phone bookings.",
            "call",
            "Phone the user's barber and book a haircut for Lei Wang on Friday 2025-06-06 in the "
            "afternoon; collect the free slots.",
            {"service": "haircut", "customer": "Lei Wang", "date": "2025-06-06",
             "window": "afternoon"},
            ["haircut", "2025-06-06", "afternoon"], "present_options",
            "The barber has free haircut slots on Friday afternoon at 14:00 or 16:30 -- which "
            "works for you?",
            ["14:00", "16:30"],
            reply=report("The barber has free haircut slots on Friday 2025-06-06 afternoon.",
                          options=["14:00", "16:30"])),
    handoff(15,
            "Fill in the conference registration form on techsummit.example.com with my details.",
            "gui",
            "Open techsummit.example.com and fill in the registration form with the user's "
            "details, then stop before paying.",
            {"site": "techsummit.example.com", "name": "Lei Wang",
             "occupation": "Product manager, ACME Inc.",
             "phone": "+86 136 2000 5678"},
            ["techsummit.example.com", "Lei Wang", "+86 136 2000 5678"], "ask",
            "The GUI agent is filling in the Tech Summit form. Which ticket do you want: standard "
            "or VIP?",
            ["standard", "VIP"],
            reply=report("Filled in the techsummit.example.com form with Lei Wang's details; "
                          "stopped before paying.",
                          questions=["Which ticket: standard or VIP?"])),
]
