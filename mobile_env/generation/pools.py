"""Fictional value pools for the procedural task generator (:mod:`mobile_env.generation.generator`).

Everything here is invented: names, companies, hotels, places and phrasings. Pools are tuples so
that a seeded ``random.Random`` picks the same values on every machine and Python version, and
they are large enough that two generated worlds rarely share a cast.
"""

from __future__ import annotations

FIRST_NAMES: tuple[str, ...] = (
    "Leo", "Mia", "Owen", "Nora", "Ethan", "Ava", "Lucas", "Isla", "Henry", "Chloe", "Felix",
    "Ruby", "Oscar", "Hazel", "Jasper", "Iris", "Miles", "Stella", "Theo", "Violet", "Caleb",
    "Nina", "Adrian", "Clara", "Simon", "Elena", "Victor", "Paula", "Derek", "Wendy", "Colin",
    "Tessa", "Ivan", "Lena", "Marcus", "Sofia", "Gavin", "Fiona", "Peter", "Olga", "Ryan",
    "Yara", "Brian", "Zoe", "Kevin", "Alice", "Frank", "Holly", "Jason", "Megan", "Wei",
    "Hui", "Jun", "Lan", "Tao", "Mei", "Bo", "Qing", "Kai", "Rui",
)

SURNAMES: tuple[str, ...] = (
    "Grant", "Park", "Walsh", "Moreno", "Fischer", "Novak", "Hale", "Brooks", "Keller", "Lund",
    "Castro", "Dunn", "Ortega", "Price", "Sato", "Varga", "Wong", "Zhang", "Liu", "Chen", "Huang",
    "Zhou", "Wu", "Sun", "Ma", "Hu", "Guo", "He", "Lin", "Tang", "Feng", "Cao", "Deng", "Pan",
    "Yuan", "Lambert", "Osei", "Reyes", "Quinn", "Barker", "Holt", "Frost", "Mercer", "Shaw",
)

#: Companies (suppliers, clients, service firms) -- all fictional.
COMPANIES: tuple[str, ...] = (
    "Pacific Almond Supply", "Golden Husk Trading", "Riverbend Packaging", "Eastwind Logistics",
    "Jade Valley Foods", "Northstar Walnut Co.", "Silver Pine Imports", "Harbor Crate Ltd.",
    "Blue Lantern Printing", "Maple Leaf Cashews", "Sunridge Seeds", "Crescent Cold Chain",
    "Lotus Bay Machinery", "Redwood Quality Labs", "Amber Field Farms", "Tidewater Freight",
)

#: Cities used as trip destinations (origin is always Shanghai, where the user works).
CITIES: tuple[str, ...] = (
    "Hangzhou", "Suzhou", "Nanjing", "Beijing", "Xiamen", "Qingdao", "Wuhan", "Chengdu",
    "Guangzhou", "Shenzhen", "Hefei", "Ningbo", "Tianjin", "Changsha", "Kunming", "Xi'an",
    "Fuzhou", "Jinan", "Dalian", "Zhengzhou", "Shenyang", "Harbin", "Nanchang", "Guiyang",
    "Lanzhou", "Taiyuan", "Wuxi", "Zhuhai",
)

HOME_CITY = "Shanghai"

#: Why a trip is made: instructions name the purpose, and a calendar entry says where it is.
PURPOSES: tuple[str, ...] = ("trade fair", "supplier visit", "factory audit", "training course",
                             "client dinner", "sales summit", "family visit", "wedding",
                             "harvest tour", "packaging expo", "quality workshop", "reunion",
                             "investor meeting", "product showcase", "board retreat",
                             "graduation ceremony", "warehouse inspection", "roasting course",
                             "buyer conference", "farm tour", "customs briefing",
                             "anniversary dinner", "team offsite", "school open day")

#: Hotel brands; a hotel is "<brand> <city>" so that each city has its own branch.
HOTEL_BRANDS: tuple[str, ...] = (
    "Lakeview Grand", "Cedar House", "Orchid Suites", "Harborlight Inn", "Plum Blossom Hotel",
    "Riverstone Lodge", "Skyline Residence", "Willow Court Hotel", "Bamboo Garden Inn",
    "Azure Tower Hotel", "Peony Palace Hotel", "Granite Bay Hotel",
)

ROOM_TYPES: tuple[str, ...] = ("king room", "twin room", "deluxe suite", "business room",
                               "family room", "standard room")

MEETING_ROOMS: tuple[str, ...] = (
    "Room 3B", "Room 5A", "Room 7C", "Board room", "Sunflower room", "Room 2D", "Cedar room",
    "Training hall", "Room 6F", "Walnut room",
)

CLINICS: tuple[str, ...] = ("Brightsmile Dental", "Greenleaf Clinic", "Harmony Eye Center",
                            "Oakridge Physio", "Clearview Health", "Lakeside Medical")

VENUES: tuple[str, ...] = ("Riverside Stadium", "Oak Street Gym", "City Library hall",
                           "Sunrise Swimming Center", "Maple Music School", "Pine Hill Park",
                           "Starlight Theater", "Harbor Expo Center")

#: (role phrase used in the instruction, keyword noun that a record uses for the role).
ROLES: tuple[tuple[str, str], ...] = (
    ("my manager", "manager"), ("the new intern", "intern"),
    ("our finance officer", "finance officer"), ("the almond supplier", "almond supplier"),
    ("the packaging vendor", "packaging vendor"), ("the freight agent", "freight agent"),
    ("Miao's piano teacher", "piano teacher"), ("Xin's football coach", "football coach"),
    ("our landlord", "landlord"), ("the plumber", "plumber"), ("my dentist", "dentist"),
    ("the travel agent", "travel agent"),
)

#: Roles that travel on business (reasoning tasks that book someone's trip pick from these).
WORK_ROLES: tuple[tuple[str, str], ...] = tuple(r for r in ROLES if r[1] in (
    "manager", "intern", "finance officer", "almond supplier", "packaging vendor", "freight agent"))

#: Where a role is revealed: (app, text). ``{name}`` is the person, ``{kw}`` the role keyword;
#: the text fills that app's main free-text field (for sms and voicemail the person is the sender).
ROLE_FACTS: tuple[tuple[str, str], ...] = (
    ("notes", "Contacts to remember: {name} is our {kw}."),
    ("notes", "Note to self - new {kw}: {name}."),
    ("meeting", "{name} introduced as the {kw} for our team."),
    ("sms", "Hi, this is {name}, your {kw} from now on."),
    ("voicemail", "Hello, {name} here, I'm your new {kw}. Please save this number."),
)

#: Neutral chit-chat for filler and page-depth records: never carries a task value.
CHATTER: tuple[str, ...] = (
    "Thanks, got it.", "See you around!", "Happy weekend!", "Did you see the game last night?",
    "Lunch was great, thanks.", "Sorry, I'm in a meeting.", "Ok, no problem.",
    "Traffic is terrible today.", "Nice photo!", "Let's catch up soon.", "Good morning!",
    "Will check and get back to you.", "Weather looks nice this week.", "Congrats on the launch!",
)

NOTE_TOPICS: tuple[tuple[str, str], ...] = (
    ("Shopping list", "Milk, eggs, roasted cashews, dish soap."),
    ("Book ideas", "Read the history of the spice trade."),
    ("Gym plan", "Stretch more, lift twice a week."),
    ("Recipes", "Braised pork: soy, sugar, star anise."),
    ("Car", "Tyre pressure check due next month."),
    ("Movies", "Watch the new sci-fi film with the kids."),
    ("Garden", "Water the orchids on Sundays."),
    ("Ideas", "Bulk discount idea for walnut orders."),
)

PURCHASES: tuple[str, ...] = ("Groceries", "Coffee", "Taxi", "Books", "Phone bill", "Lunch",
                              "Electricity", "Cinema tickets", "Pharmacy", "Gym membership")

#: Debts someone can be owed: (item phrase, amount range lo, hi).
DEBTS: tuple[tuple[str, int, int], ...] = (
    ("dinner", 80, 400), ("concert tickets", 200, 900), ("the taxi", 30, 120),
    ("hotel share", 300, 1200), ("team gift", 50, 300), ("train tickets", 100, 600),
    ("groceries", 60, 250),
)

#: Things to fetch or do (to-do content) with a key word that must appear in the note.
CHORES: tuple[tuple[str, str], ...] = (
    ("send the signed contract", "contract"), ("submit the expense report", "expense report"),
    ("renew the car insurance", "car insurance"), ("pay the electricity bill", "electricity bill"),
    ("pick up the dry cleaning", "dry cleaning"), ("return the library books", "library books"),
    ("order walnut samples", "walnut samples"), ("book the vet visit", "vet visit"),
    ("send the supplier list", "supplier list"), ("confirm the freight quote", "freight quote"),
)

#: Items people are asked to bring (integration: a list assembled from several messages).
PACKING: tuple[str, ...] = ("passport", "charger", "umbrella", "sample box", "business cards",
                            "laptop", "warm jacket", "badge", "contract copies", "snacks")

#: Personal calendar events (titles).
EVENTS: tuple[str, ...] = ("Dentist check-up", "Piano lesson", "Football practice",
                           "Swimming class", "Eye exam", "Physio session", "Parent meeting",
                           "Car service", "Yoga class", "Language class", "Guitar lesson",
                           "Tennis lesson", "Chess club", "Art class", "Dance class", "Book club",
                           "Drum lesson", "Blood test", "Flu shot", "Skin check", "Hearing test",
                           "Badminton game", "Choir practice")

#: Events held at a clinic rather than at a venue.
MEDICAL_EVENTS: tuple[str, ...] = ("Dentist check-up", "Eye exam", "Physio session",
                                   "Blood test", "Flu shot", "Skin check", "Hearing test")

MEETING_TOPICS: tuple[str, ...] = ("Q4 supplier review", "Packaging redesign", "Budget sync",
                                   "Walnut quality issue", "Freight contract", "New product launch",
                                   "Price negotiation", "Inventory check", "Sales forecast",
                                   "Cashew pricing", "Supplier onboarding", "Warehouse safety",
                                   "Export paperwork", "Holiday gift boxes", "Shelf life testing",
                                   "Marketing plan", "Customer complaints", "Year-end audit",
                                   "Shipping delays", "Label compliance")

ATTACHMENTS: tuple[str, ...] = ("business_card_xu.vcf", "xu_yixuan_card.vcf", "yx_contact.vcf")
