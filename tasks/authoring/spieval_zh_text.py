"""The Chinese of ``spieval-core``'s free text (:mod:`.spieval_zh`), each English string whole.

A person keeps one Chinese name everywhere; a search pattern's Chinese is a part of the Chinese
of the records it finds, so a reference search finds in Chinese what it found in English.
"""

from __future__ import annotations

ZH: dict[str, str] = {
    # the user and the background
    "Yixuan Xu": "徐一轩",
    "Xu Yixuan": "徐一轩",
    "Employee, Procurement Dept., Shanghai Guangming Nut Co.": "上海光明坚果有限公司采购部员工",
    "Wife: Ling Xie; Son: Xin Xu; Daughter: Miao Xu": "妻子：谢晓玲；儿子：徐子鑫；女儿：徐子淼",
    "Ling Xie": "谢晓玲",
    "Xie Ling": "谢晓玲",
    "Ling": "晓玲",
    "Room 1802, 88 Changning Road, Shanghai": "上海市长宁路88号1802室",
    "wife": "妻子",
    "Xin Xu": "徐子鑫",
    "Xin": "子鑫",
    "son": "儿子",
    "Grade 6, Lincoln Primary": "临江小学六年级",
    "Miao Xu": "徐子淼",
    "Miao": "子淼",
    "daughter": "女儿",
    "Grade 3, Lincoln Primary": "临江小学三年级",
    "Lincoln Primary": "临江小学",
    "Daniel Reed": "任大年",
    "Daniel": "大年",
    "Shanghai Guangming Nut Co.": "上海光明坚果有限公司",
    "colleague": "同事",
    "Procurement manager": "采购经理",
    "Grace Lin": "林嘉慧",
    "Grace": "嘉慧",
    "Procurement buyer": "采购员",
    "Tom Becker": "白文涛",
    "Tom": "文涛",
    "Helen Zhou": "周海伦",
    "Helen": "海伦",
    "General manager": "总经理",
    "Weekly report - Procurement Department": "采购部周例会",
    "Room 3B": "3B会议室",
    "Supplier prices for Q4 reviewed.": "已审议第四季度供应商报价。",
    "Personal info": "个人信息",
    "Home: Room 1802, 88 Changning Road, Shanghai. Department: Procurement.":
        "住址：上海市长宁路88号1802室。部门：采购部。",
    "Shopping list": "购物清单",
    "Milk, eggs, rice, dish soap": "牛奶、鸡蛋、大米、洗洁精",
    "Workday wake-up": "工作日起床",
    "Electricity bill": "电费",
    "State Grid Shanghai": "国网上海电力",
    "Family dinner at grandma's": "奶奶家家庭聚餐",
    "Jing'an": "静安",
    "Home": "家",
    "Office": "公司",
    "Guoqiang Xu": "徐国强",
    "Guoqiang": "国强",
    "father": "父亲",
    # core-dis-alarm-4
    "Alarm me when the passport window opens": "护照领取窗口开放时给我定个闹钟",
    "Passport": "护照",
    "passport": "护照",
    "Bring the receipt and ID card.": "带上回执和身份证。",
    "Exit-Entry Bureau": "出入境管理局",
    "Xu Yixuan: your passport is ready. Collection window on 4 Nov: 09:00-11:30.":
        "徐一轩：您的护照已办好。11月4日领取窗口：09:00-11:30。",
    "Xu Yixuan: due to a system upgrade on 4 Nov, passport collection moves to the afternoon "
    "window, 14:00-16:30.":
        "徐一轩：因11月4日系统升级，护照领取改到下午窗口，14:00-16:30。",
    "Xie Ling: your passport is ready. Collection window on 6 Nov: 09:00-11:30.":
        "谢晓玲：您的护照已办好。11月6日领取窗口：09:00-11:30。",
    "Passport collection": "护照领取",
    # core-dis-meeting-5
    "Set up the planning meeting with Tom": "和文涛约一下计划会",
    "Tom Hardy": "韩文涛",
    "Golden Pecan Ltd": "金碧根果有限公司",
    "supplier": "供应商",
    "Let's do the Q1 purchasing plan Thursday 6 Nov 14:00-15:30 in Room 3B.":
        "第一季度采购计划会就定在11月6日周四14:00-15:30，3B会议室。",
    "Can we push the Q1 plan meeting back 30 minutes? Same room.":
        "第一季度计划会能推迟30分钟吗？会议室不变。",
    "Planning a visit in December, let's talk prices then.": "打算12月来拜访，到时再谈价格。",
    "Q1 purchasing plan": "第一季度采购计划",
    # core-dis-sched-3
    "Add Xin's parents' evening": "把子鑫的家长会加进日程",
    "Grade 6 parents' evening: Thu 6 Nov, 18:30-20:00, school hall.":
        "六年级家长会：11月6日周四，18:30-20:00，学校礼堂。",
    "Grade 6 parents' evening moves to Thu 13 Nov, same time, now in the library.":
        "六年级家长会改到11月13日周四，时间不变，地点改在图书馆。",
    "Grade 3 parents' evening: Wed 12 Nov, 18:00-19:30, school hall.":
        "三年级家长会：11月12日周三，18:00-19:30，学校礼堂。",
    "library": "图书馆",
    "parents' evening": "家长会",
    "Xin parents' evening": "子鑫家长会",
    # core-dis-trans-5
    "Book my flight for the Xi'an audit": "帮我订去西安审计的航班",
    "Shanghai Hongqiao Airport": "上海虹桥机场",
    "Xi'an Xianyang Airport": "西安咸阳机场",
    "Xi'an audit on Mon 10 Nov: take the 07:30 flight from Hongqiao that morning.":
        "西安审计定在11月10日周一：当天早上坐虹桥07:30的航班。",
    "The Xi'an audit slips two days to Wed 12 Nov. Same flight, two days later.":
        "西安审计推迟两天到11月12日周三。同一班航班，晚两天。",
    "Tom goes to the Xi'an packaging expo on the 20th, separately.": "文涛20号另行去西安包装展。",
    "Hongqiao": "虹桥",
    "Xi'an": "西安",
    # core-dis-msg-5
    "Text Dad my new train time": "把我新的车次时间发短信告诉爸爸",
    "Shanghai Hongqiao": "上海虹桥",
    "Hangzhou East": "杭州东",
    "New phone! This is my number now, the old one is off.": "换新手机了！以后用这个号，旧号停了。",
    "Which train are you on Saturday? I'll pick you up.": "你周六坐哪趟车？我去接你。",
    "Hangzhou": "杭州",
    "Dad, I'm now on the 19:30 train, arriving Hangzhou East at 20:30.":
        "爸，我改坐19:30的车了，20:30到杭州东。",
    # core-dis-note-5
    "Add a to-do for the warranty claim": "加一条保修索赔的待办",
    "Appliances": "家电",
    "Fridge: warranty until 2026-03-01. Washing machine: warranty until 2025-11-10.":
        "冰箱：保修至2026-03-01。洗衣机：保修至2025-11-10。",
    "Paperwork": "文书事务",
    "Paperwork goes on the evening before a deadline, at 20:00.": "文书事务放在截止日前一晚20:00。",
    "HomeMart": "家居汇",
    "Washing machine claim: submit the form and photos before the warranty ends.":
        "洗衣机索赔：保修到期前提交表格和照片。",
    "Fridge service completed.": "冰箱维修已完成。",
    "warranty": "保修",
    "Submit the washing machine warranty claim": "提交洗衣机保修索赔",
    # core-dis-sched-4
    "Calendar the concert with Ling": "把和晓玲看音乐会的事记到日程里",
    "Ballet (Ling & Dana)": "芭蕾（晓玲和丹娜）",
    "Oriental Art Center": "东方艺术中心",
    "I got us tickets for the symphony on Sunday 9 Nov, 19:30 to 21:30.":
        "我买到了11月9日周日的交响乐票，19:30到21:30。",
    "Notice: the 9 Nov symphony moves to the Grand Theatre (same time).":
        "通知：11月9日交响乐改在大剧院演出（时间不变）。",
    "Dana and I go to the ballet on the 15th.": "我和丹娜15号去看芭蕾。",
    "Grand Theatre": "大剧院",
    "symphony|concert": "交响乐|音乐会",
    "Symphony with Ling": "和晓玲听交响乐",
    # core-int-pay-3
    "Pay my share of the team dinner": "把团队聚餐我那份钱付了",
    "Team dinner": "团队聚餐",
    "Tom paid the team dinner at Golden Crab on 10-31.": "文涛10-31在金蟹楼付了团队聚餐的钱。",
    "Lunch": "午餐",
    "Dinner came to 1,200 for the four of us, split evenly. Drinks are extra.":
        "聚餐我们四个人一共1,200，平摊。酒水另算。",
    "Paid Tom my 300, no drinks for me.": "已付文涛我的300，我没喝酒。",
    "Oh and your two beers were 60 in total.": "对了，你那两瓶啤酒一共60。",
    "dinner": "聚餐",
    "Team dinner share": "团队聚餐分摊",
    # core-int-sched-3
    "Add the swimming gala": "把游泳比赛加进日程",
    "Swimming gala": "游泳比赛",
    "Held at Sunrise Swimming Center this year.": "今年在朝阳游泳中心举行。",
    "Oak Street Gym": "橡树街体育馆",
    "The school swimming gala is on Wednesday 12 Nov.": "学校游泳比赛在11月12日周三。",
    "Coach Li": "李教练",
    "The gala starts at 14:00 and we finish by 16:30.": "比赛14:00开始，16:30前结束。",
    "Sunrise Swimming Center": "朝阳游泳中心",
    "gala": "比赛",
    # core-dis-call-4
    "Call the vet about Mochi": "为麻薯的事给兽医打电话",
    "Happy Paws Clinic": "快乐爪宠物诊所",
    "vet": "兽医",
    "Happy Feet Podiatry": "快乐足足病诊所",
    "foot clinic": "足病诊所",
    "Mochi": "麻薯",
    "Mochi (cat): vaccinations at Happy Paws, next due November.": "麻薯（猫）：在快乐爪打疫苗，下次11月到期。",
    "Happy Paws has moved to Yuyuan Road; our new number is +86 21 6211 9090. The old line is "
    "disconnected.": "快乐爪已搬到愚园路；新号码是+86 21 6211 9090。旧号码已停用。",
    "Mochi is due for her booster. Call us to book.": "麻薯该打加强针了。请来电预约。",
    "Happy Paws": "快乐爪",
    "Happy": "快乐",
}
