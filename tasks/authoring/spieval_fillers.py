"""Each SPIEval task's own everyday records, in place of the background it does not read.

SPIEval populates every task's phone on its own. The hand-written tasks build on a shared
background (:data:`.spieval.BACKGROUND`, :data:`.spieval.HOUSEHOLD`): the user's family, manager
and colleagues, whom the instructions name. A background record that a task's reference never
reads -- no evidence cites it and no page of any search of the reference returns it -- is only
that task's distractor, so the build (:mod:`.build`) puts in its place a record of the same app
drawn for that task alone (:func:`filler`): another person, note, meeting, payment, trip,
message, alarm or event of the user's life, under the same id.

The draw is seeded by the task (the Chinese twin by its English task, so both draw the same
records, each in its language); the build redraws a task's fillers until every search of its
reference returns what it returned before and no filler shares a name with the task's own
records. So a filler changes no answer and no page the reference reads.
"""

from __future__ import annotations

from random import Random
from typing import Any, Callable

#: People the background never names, as (English, Chinese).
PEOPLE: tuple[tuple[str, str], ...] = (
    ("Bo Kang", "康波"), ("Jing Fang", "方静"), ("Kai Yuan", "袁凯"), ("Lan Qiao", "乔兰"),
    ("Lei Duan", "段磊"), ("Li Tang", "唐丽"), ("Ming Cao", "曹明"), ("Na Fu", "傅娜"),
    ("Ning Xue", "薛宁"), ("Peng Lu", "卢鹏"), ("Qiang Ye", "叶强"), ("Rui Jiang", "江蕊"),
    ("Shan Yao", "姚珊"), ("Tao Feng", "冯涛"), ("Ting Lai", "赖婷"), ("Wei Gu", "顾伟"),
    ("Xia Pan", "潘霞"), ("Yan Shi", "石燕"), ("Yong Dai", "戴勇"), ("Yu Qin", "秦雨"),
    ("Zhen Mo", "莫震"), ("Hua Luo", "罗华"), ("Jun Kong", "孔军"), ("Fei Tian", "田菲"),
    ("Gang Shao", "邵刚"), ("Hong Wan", "万红"), ("Juan Cui", "崔娟"), ("Kun Yin", "尹坤"),
    ("Min Hou", "侯敏"), ("Ping Xiong", "熊平"), ("Qian Dong", "董倩"), ("Song Hao", "郝松"),
    ("Bin Lei", "雷斌"), ("Chao Yan", "严超"), ("Dan Wei", "魏丹"), ("Fang Jia", "贾芳"),
    ("Guang Meng", "孟光"), ("Hui Du", "杜慧"), ("Jie Xiang", "向杰"), ("Liang Hu", "胡亮"),
    ("Mei Jin", "金梅"), ("Nan Qiu", "邱楠"), ("Ou Lu", "陆鸥"), ("Qing Bai", "白晴"),
    ("Rong Tan", "谭蓉"), ("Shu Ma", "马舒"), ("Tian Wu", "武田"), ("Xue Liao", "廖雪"),
)

#: How the user knows a filler contact: never family or work, which instructions resolve.
KNOWN_AS: tuple[tuple[str, str], ...] = (
    ("neighbour", "邻居"), ("classmate", "同学"), ("landlord", "房东"), ("gym buddy", "健身伙伴"),
    ("piano teacher", "钢琴老师"), ("barber", "理发师"), ("plumber", "水管工"),
    ("badminton club", "羽毛球俱乐部"), ("old schoolmate", "老同学"), ("tailor", "裁缝"),
)

#: Notes: (title, content), each in both languages.
NOTES: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = (
    (("Book list", "读书清单"), ("The Three-Body Problem; Fortress Besieged.", "《三体》；《围城》。")),
    (("Balcony plants", "阳台植物"), ("Water the basil every two days.", "罗勒每两天浇一次水。")),
    (("Gym plan", "健身计划"), ("Legs on Tuesday, back on Friday.", "周二练腿，周五练背。")),
    (("Recipe", "菜谱"), ("Tomato egg soup: two tomatoes, three eggs.", "番茄蛋汤：两个番茄，三个鸡蛋。")),
    (("Car care", "保养记录"), ("Tyres rotated at 42,000 km.", "四万二千公里时换过轮胎位置。")),
    (("Movie ideas", "想看的电影"), ("A documentary about tea farms.", "一部关于茶园的纪录片。")),
    (("Bike lock", "车锁"), ("The blue lock opens with 0-4-7.", "蓝色车锁的密码是0-4-7。")),
    (("Packing", "行李清单"), ("Charger, umbrella, sunscreen.", "充电器、雨伞、防晒霜。")),
    (("Podcast", "播客"), ("Episode 12 on urban gardening.", "第12期讲城市园艺。")),
    (("Stretching", "拉伸"), ("Ten minutes after every run.", "每次跑步后拉伸十分钟。")),
    (("Library", "图书馆"), ("Return the atlas before the holiday.", "假期前归还地图册。")),
    (("Tea", "茶叶"), ("Try the white tea from the corner shop.", "试试街角那家店的白茶。")),
    (("Photo album", "相册"), ("Print the autumn park photos.", "冲印秋天公园的照片。")),
    (("Guitar", "吉他"), ("Practise the chord change slowly.", "慢慢练习换和弦。")),
)

#: Meetings of the user's clubs and courses: (title, location).
MEETINGS: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = (
    (("Book club", "读书会"), ("Community library", "社区图书馆")),
    (("Photography course", "摄影课"), ("Arts centre", "艺术中心")),
    (("Running club", "跑步俱乐部"), ("Riverside park", "滨江公园")),
    (("Residents' committee", "业主委员会"), ("Clubhouse", "会所")),
    (("Language exchange", "语言交换"), ("Cafe on Yuyuan Road", "愚园路咖啡馆")),
    (("Chess evening", "象棋之夜"), ("Community centre", "社区中心")),
)

#: Minutes a filler meeting keeps.
MINUTES: tuple[tuple[str, str], ...] = (
    ("Next session's topic chosen.", "已选定下次活动的主题。"),
    ("Dues for the season collected.", "已收齐本季会费。"),
    ("Route for the weekend agreed.", "已商定周末的路线。"),
)

#: Alarm names.
ALARMS: tuple[tuple[str, str], ...] = (
    ("Water the plants", "浇花"), ("Stretch break", "起来活动"), ("Take out the recycling", "扔可回收垃圾"),
    ("Evening run", "傍晚跑步"), ("Laundry done", "衣服洗好了"), ("Call the landlord", "给房东打电话"),
    ("Piano practice", "练琴"), ("Bread in the oven", "面包出炉"),
)

#: Day sets an alarm repeats on (labels the tools compare, the same in both languages).
REPEATS: tuple[str, ...] = ("never", "Sat, Sun", "Mon, Wed, Fri", "Tue, Thu")

#: Payments: (item, payee).
PAYMENTS: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = (
    (("Bakery", "面包"), ("Bread Talk", "面包新语")),
    (("Gym membership", "健身卡"), ("Pure Fitness", "纯健身")),
    (("Bookshop", "书店"), ("Sisyphe Books", "西西弗书店")),
    (("Pharmacy", "药房"), ("Yifeng Pharmacy", "益丰大药房")),
    (("Haircut", "理发"), ("Tony Studio", "托尼造型")),
    (("Flowers", "鲜花"), ("Flower Plus", "花加")),
    (("Cinema tickets", "电影票"), ("Wanda Cinema", "万达影城")),
    (("Water bill", "水费"), ("Shanghai Water", "上海自来水")),
    (("Coffee beans", "咖啡豆"), ("Seesaw Coffee", "Seesaw咖啡")),
    (("Bike repair", "修自行车"), ("Giant Bikes", "捷安特")),
)

#: Personal events: (title, location).
EVENTS: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = (
    (("Piano lesson", "钢琴课"), ("Music school", "音乐学校")),
    (("Haircut", "理发"), ("Tony Studio", "托尼造型")),
    (("Car inspection", "汽车年检"), ("Inspection station", "检测站")),
    (("Badminton", "羽毛球"), ("Sports hall", "体育馆")),
    (("Eye check", "眼科检查"), ("Eye clinic", "眼科诊所")),
    (("Pottery class", "陶艺课"), ("Clay studio", "陶艺工作室")),
)

#: Trips: (origin, destination).
TRIPS: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = (
    (("Home", "家"), ("Sports hall", "体育馆")),
    (("Home", "家"), ("Riverside park", "滨江公园")),
    (("Home", "家"), ("Arts centre", "艺术中心")),
    (("Sports hall", "体育馆"), ("Home", "家")),
    (("Community library", "社区图书馆"), ("Home", "家")),
)

#: Messages from a filler person.
MESSAGES: tuple[tuple[str, str], ...] = (
    ("The parcel is at the front desk.", "包裹放在前台了。"),
    ("Badminton moved to eight tonight.", "今晚羽毛球改到八点。"),
    ("Thanks for the book, I'll return it soon.", "谢谢你的书，我很快还你。"),
    ("The water will be off on Tuesday morning.", "周二上午停水。"),
    ("Photos from the park are in the album.", "公园的照片放在相册里了。"),
    ("Can you water my plants this weekend?", "这个周末能帮我浇花吗？"),
)

#: Voicemails from a filler person.
VOICEMAILS: tuple[tuple[str, str], ...] = (
    ("Your jacket is ready to collect.", "你的外套可以来取了。"),
    ("Calling about the spare key, call me back.", "关于备用钥匙的事，请回电。"),
    ("The class next week is cancelled.", "下周的课取消了。"),
)


def _day(rng: Random) -> str:
    """A past day of autumn 2025, before the tasks' "now" (2025-11-01)."""
    month = rng.choice((9, 10))
    return f"2025-{month:02d}-{rng.randint(1, 30):02d}"


def _time(rng: Random, seconds: bool = True) -> str:
    hour, minute = rng.randrange(7, 22), rng.randrange(0, 60, 5)
    return f"{hour:02d}:{minute:02d}:00" if seconds else f"{hour:02d}:{minute:02d}"


def _phone(rng: Random) -> str:
    return f"13{rng.choice('5678')}{rng.randrange(10 ** 8):08d}"


def _account(rng: Random) -> str:
    return f"6222 {rng.randrange(10 ** 4):04d} {rng.randrange(10 ** 4):04d} {rng.randrange(10 ** 4):04d}"


def _contact(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    return {"name": people.pop(), "phone_number": _phone(rng),
            "relationship": rng.choice(KNOWN_AS)[lang]}


def _meeting(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    (title, place), day = rng.choice(MEETINGS), _day(rng)
    hour = rng.randrange(9, 20)
    return {"title": title[lang], "start_date": day, "end_date": day,
            "start_time": f"{hour:02d}:00:00", "end_time": f"{hour + 1:02d}:00:00",
            "reminder": "10 minutes before", "repeat": "never", "participants": [people.pop(), people.pop()],
            "meeting_id": f"7{rng.randrange(10 ** 8):08d}", "location": [place[lang]],
            "meeting_minutes": rng.choice(MINUTES)[lang], "status": "finished"}


def _note(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    title, content = rng.choice(NOTES)
    return {"title": title[lang], "content": content[lang], "creation_date": _day(rng),
            "creation_time": _time(rng, seconds=False)}


def _alarm(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    return {"time": _time(rng), "repeat": rng.choice(REPEATS), "alarm_name": rng.choice(ALARMS)[lang],
            "ring_duration": 3, "repeat_count": 1, "ring_interval": 5, "status": "off"}


def _payment(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    item, payee = rng.choice(PAYMENTS)
    return {"item": item[lang], "amount": rng.randrange(1500, 40000) / 100, "date": _day(rng),
            "time": _time(rng), "payer": me["name"], "payer_account": me["payment_account"],
            "payee": payee[lang], "payee_account": _account(rng), "note": ""}


def _event(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    (title, place), hour = rng.choice(EVENTS), rng.randrange(9, 20)
    return {"title": title[lang], "date": _day(rng), "start_time": f"{hour:02d}:00:00",
            "end_time": f"{hour + 1:02d}:00:00", "reminder": "10 minutes before",
            "repeat": "never", "location": place[lang]}


def _trip(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    (origin, destination), hour = rng.choice(TRIPS), rng.randrange(8, 20)
    return {"date": _day(rng), "departure_time": f"{hour:02d}:10:00",
            "estimated_arrival_time": f"{hour:02d}:40:00", "origin": origin[lang],
            "destination": destination[lang], "mode": "car", "contact": [me["name"]],
            "contact_number": me["phone"], "estimated_cost": str(rng.randrange(15, 60)),
            "status": "finished"}


def _sms(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    return {"sender_name": people.pop(), "sender_phone": _phone(rng),
            "recipient_name": me["name"], "recipient_phone": me["phone"], "date": _day(rng),
            "time": _time(rng), "content": rng.choice(MESSAGES)[lang], "status": "read"}


def _voicemail(rng: Random, lang: int, me: dict[str, str], people: list[str]) -> dict[str, Any]:
    return {"caller_name": people.pop(), "caller_number": _phone(rng),
            "date": _day(rng), "time": _time(rng), "message_content": rng.choice(VOICEMAILS)[lang]}


#: A filler's fields by app, drawn from the task's generator in a language (0 English, 1
#: Chinese) for the user ``me`` (the task's profile), taking the people it names from the
#: task's deck (so no two fillers of a task are different people of one name).
FILLERS: dict[str, Callable[[Random, int, dict[str, str], list[str]], dict[str, Any]]] = {
    "contacts": _contact, "meeting": _meeting, "notes": _note, "alarm": _alarm,
    "transaction": _payment, "schedule": _event, "transport": _trip, "sms": _sms,
    "voicemail": _voicemail,
}

#: The fields of a filler that name people, which must not name anyone of the task's own.
PERSON_FIELDS = ("name", "participants", "sender_name", "caller_name")


def english_id(task_id: str) -> str:
    """The id of the English task a task is (the Chinese twin's without its ``zh-``)."""
    return task_id.removeprefix("zh-")


def fillers(task_id: str, attempt: int, slots: list[tuple[str, str, int]], lang: str,
            me: dict[str, str]) -> dict[str, dict[str, Any]]:
    """The fillers of a task's ``slots`` for its ``attempt``-th draw: record id -> fields (with
    the id first).

    Each slot is drawn on its own, from the task, the draw and its record id, and takes the
    people it names from the task's deck at its place among the task's background records; so a
    slot's filler is the same whichever other slots are filled, and a Chinese twin that fills a
    slot fills it with the translation of its English task's filler.

    Args:
        task_id: the task's id (a Chinese twin draws what its English task draws).
        attempt: which draw (the build redraws when a filler would change what the reference
            reads).
        slots: the background records to replace: (app, record id, place among the task's
            background records, from 0).
        lang: ``en`` or ``zh``.
        me: the task's profile (the user's name, phone and payment account).

    Returns:
        The filler of each slot.
    """
    base = f"{english_id(task_id)}:{attempt}"
    index = 1 if lang == "zh" else 0
    deck = Random(base).sample(PEOPLE, len(PEOPLE))
    out = {}
    for app, rid, place in slots:
        people = [deck[(2 * place + k) % len(deck)][index] for k in (1, 0)]
        out[rid] = {"id": rid, **FILLERS[app](Random(f"{base}:{rid}"), index, me, people)}
    return out
