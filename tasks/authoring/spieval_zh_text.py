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
    # core-dis-meeting-3
    "Book the supplier review Grace proposed": "把嘉慧提议的供应商评审会订下来",
    "Kai Lund": "伦凯",
    "Amber Field Farms": "琥珀田农场",
    "Kai Moreno": "莫凯",
    "Hazelnut supplier review": "榛子供应商评审",
    "Room 7C": "7C会议室",
    "For the hazelnut supplier review I can do Tue 4 Nov 10:00-11:00 or Wed 5 Nov 15:00-16:00, "
    "both in Room 7C.": "榛子供应商评审我可以11月4日周二10:00-11:00或11月5日周三15:00-16:00，"
                       "都在7C会议室。",
    "Let's take the Wednesday slot for the hazelnut review, and invite Kai from Amber Field "
    "Farms.": "榛子评审就定周三那个时段，再请琥珀田农场的凯参加。",
    "Kai": "凯",
    "hazelnut": "榛子",
    # core-dis-note-3
    "Add a to-do to renew my passport": "加一条续办护照的待办",
    "Documents": "证件",
    "Passport (Yixuan): expires 2026-01-20. Passport (Ling): expires 2025-12-05. Renew six "
    "weeks before expiry.": "护照（一轩）：2026-01-20到期。护照（晓玲）：2025-12-05到期。"
                           "到期前六周续办。",
    "Documents (old)": "证件（旧）",
    "Passport (Yixuan): expires 2025-12-05.": "护照（一轩）：2025-12-05到期。",
    "Renewal dates": "续办日期",
    "Six weeks before 2026-01-20 is Tue 2025-12-09.": "2026-01-20前六周是2025-12-09周二。",
    "Renewal appointments are available on weekdays at 09:30.": "续办预约在工作日09:30。",
    "Renewal": "续办",
    "Renew my passport": "续办我的护照",
    # core-dis-pay-4
    "Pay Leo for the concert tickets": "把音乐会门票钱付给李奥",
    "Leo Park": "朴李奥",
    "friend": "朋友",
    "Leo Grant": "葛李奥",
    "Harbor Crate Ltd.": "港湾木箱有限公司",
    "Football tickets": "足球票",
    "Got us two tickets for the jazz concert, 380 each. Pay me whenever, account 6222 1234 0011 "
    "7788.": "买了两张爵士音乐会门票，每张380。方便时转我，账号6222 1234 0011 7788。",
    "Invoice for crates: 4,200 yuan, account 3100 5566 7788.": "木箱发票：4,200元，账号3100 5566 7788。",
    "Leo": "李奥",
    "Concert tickets": "音乐会门票",
    # core-dis-trans-3
    "Book my train back from Hefei": "帮我订从合肥回来的火车",
    "Hefei supplier workshop": "合肥供应商研讨会",
    "Hefei": "合肥",
    "Hefei trains": "合肥车次",
    "Hefei South to Shanghai Hongqiao: 16:10, 17:40 and 19:05.": "合肥南到上海虹桥：16:10、17:40和19:05。",
    "Travel rule": "出行规则",
    "After a workshop, take the first train that leaves at least 90 minutes after it ends.":
        "研讨会结束后，坐结束至少90分钟后发车的第一班火车。",
    "Hefei South": "合肥南",
    "The Hefei workshop gets an extra day: it now ends Friday 7 Nov at 16:00.":
        "合肥研讨会延长一天：改为11月7日周五16:00结束。",
    "train": "火车",
    # core-int-pay-4
    "Reimburse Grace for the trade show costs": "把展会费用报销给嘉慧",
    "Trade show costs": "展会费用",
    "Freight for the sample boxes (Grace paid): 620.": "样品箱运费（嘉慧付的）：620。",
    "Trade show costs (mine)": "展会费用（我的）",
    "I paid the badges myself: 150.": "胸牌我自己付的：150。",
    "Taxi share": "打车分摊",
    "I paid the booth fee for the trade show, 2,400. Receipt on the drive.":
        "展会的展位费是我付的，2,400。收据在网盘上。",
    "Also the trade show banners from the printer, 380.": "还有印刷厂做的展会横幅，380。",
    "trade show": "展会",
    "Trade show reimbursement": "展会费用报销",
    # core-int-trans-4
    "Book train seats for everyone going to Grandma's": "给所有去奶奶家的人订火车座位",
    "Ling Xu": "徐晓玲",
    "cousin": "表妹",
    "Grandma's 80th": "奶奶八十大寿",
    "Cousin Ling Xu travels with us from Shanghai.": "表妹徐晓玲和我们一起从上海出发。",
    "Shufen Wang": "王淑芬",
    "Grandma's 80th is on Saturday 15 Nov in Hangzhou. Take the 09:12 train from Hongqiao to "
    "Hangzhou East.": "奶奶八十大寿在11月15日周六，在杭州。坐虹桥09:12到杭州东的火车。",
    "I'm coming to Grandma's, and so is Miao.": "我去奶奶家，子淼也去。",
    "Dad, I have a football match on the 15th, I can't come to Grandma's.":
        "爸，我15号有足球比赛，去不了奶奶家。",
    "Grandma": "奶奶",
    # core-dis-alarm-3
    "Set an alarm for Xin's school bus": "为子鑫的校车定个闹钟",
    "Bus": "校车",
    "Xin takes route 3. Wake him 20 minutes before the pick-up.": "子鑫坐3号线。接车前20分钟叫醒他。",
    "Xin bus": "子鑫校车",
    "School bus route 3 picks up at Changning Road at 07:10 on school days.":
        "校车3号线上学日07:10在长宁路接人。",
    "From Monday 3 Nov (winter timetable) route 3 picks up at Changning Road at 07:25 on school "
    "days.": "自11月3日周一起（冬季时刻表），3号线上学日07:25在长宁路接人。",
    "From Monday 3 Nov route 5 picks up at Gubei Road at 07:05.": "自11月3日周一起，5号线07:05在古北路接人。",
    "route 3": "3号线",
    "route": "号线",
    "bus": "校车",
    "Xin school bus": "子鑫校车",
    # core-dis-call-5
    "Call Xin's class teacher": "给子鑫的班主任打电话",
    "Bo Ruiz": "阮波",
    "class teacher 6-2": "6-2班班主任",
    "Ana Ruiz": "阮安娜",
    "class teacher 3-1": "3-1班班主任",
    "Ivan Holt": "侯一凡",
    "Riverbend Packaging": "河湾包装",
    "Xin Xu, class 6-2.": "徐子鑫，6-2班。",
    "From 20 Oct, class 6-2 is taught by Mr. Ivan Holt (mobile +86 139 0000 3344) while Ms. Ruiz "
    "is on leave.": "10月20日起，阮老师休假期间6-2班由侯一凡老师（手机+86 139 0000 3344）带班。",
    "class teacher": "班主任",
    "Ivan": "一凡",
    # core-dis-pay-3
    "Pay the cleaner for October": "把10月的保洁费付给保洁阿姨",
    "Liu Fang": "刘芳",
    "claener (Tue)": "保吉阿姨（周二）",
    "Cleaning - September": "保洁 - 9月",
    "Auntie Liu here: I changed banks, please pay me at 6217 0033 9911 2288 from now on.":
        "我是刘阿姨：我换了银行，以后请付到6217 0033 9911 2288。",
    "October: 4 visits, 600 yuan.": "10月：上门4次，600元。",
    "Sorry, one October visit was cancelled: 3 visits, 450 yuan.": "抱歉，10月取消了一次：上门3次，450元。",
    "Auntie Liu": "刘阿姨",
    "cleaner": "保洁阿姨",
    "Cleaning": "保洁",
    "Cleaning - October": "保洁 - 10月",
    # core-int-sched-4
    "Put the open day in my calendar": "把开放日记到我的日程里",
    "Open day": "开放日",
    "Tours run 09:30-12:00; meet in the east gate hall.": "参观时间09:30-12:00；在东门大厅集合。",
    "Fudan High School": "复旦中学",
    "Open day for Grade 6 families: Saturday 15 Nov.": "六年级家庭开放日：11月15日周六。",
    "Set a reminder a day before the open day, we must register.": "开放日前一天设个提醒，我们得报名。",
    "Jiao Tong High": "交大中学",
    "Open day: Sunday 23 Nov.": "开放日：11月23日周日。",
    "east gate hall": "东门大厅",
    "open day": "开放日",
    "Fudan High open day": "复旦中学开放日",
    # core-int-trans-3
    "Book the van for the team dinner": "为团队聚餐订面包车",
    "Van leaves the office 40 minutes before dinner. Office: Guangming HQ, 1200 Hongqiao Road, "
    "Minhang.": "面包车在聚餐前40分钟从公司出发。公司：光明总部，闵行区虹桥路1200号。",
    "Golden Crab House, Huangpu": "金蟹楼，黄浦",
    "I'll take the van to the team dinner.": "我坐面包车去团队聚餐。",
    "Kevin Wu": "吴凯文",
    "I'll drive myself to the team dinner.": "我自己开车去团队聚餐。",
    "Count me in for the van on Friday to the team dinner.": "周五去团队聚餐的面包车算我一个。",
    "Guangming HQ, 1200 Hongqiao Road, Minhang": "光明总部，闵行区虹桥路1200号",
    "Guangming HQ": "光明总部",
    "1200 Hongqiao Road, Minhang": "闵行区虹桥路1200号",
    "Golden Crab House": "金蟹楼",
    # core-rea-meeting-5
    "Book the review my manager's boss wants": "把我经理的上司要开的评审会订下来",
    "Cost review": "成本评审",
    "Board room": "董事会议室",
    "Org chart": "组织架构",
    "Procurement reports to Helen Zhou (general manager).": "采购部向周海伦（总经理）汇报。",
    "Yixuan, I want a 90-minute cost review with you and Daniel next Friday from 9:30 in the "
    "Board room. Make it weekly until year end.":
        "一轩，下周五9:30起我要和你、大年在董事会议室开90分钟的成本评审。每周一次，到年底。",
    "Let's do a one-off budget chat on Monday.": "周一我们单独聊一次预算。",
    "Helen wants the cost review, I'm free Friday morning.": "海伦要开成本评审，我周五上午有空。",
    "manager": "经理",
    "reports": "汇报",
    "review": "评审",
    # core-rea-trans-3
    "Book the intern's train to the fair": "给实习生订去展会的火车",
    "Hazel Park": "朴海泽",
    "intern": "实习生",
    "yoga class": "瑜伽课",
    "Team": "团队",
    "New intern from October: Hazel Park (logistics).": "10月起的新实习生：朴海泽（物流）。",
    "Ningbo packaging fair": "宁波包装展",
    "Ningbo International Expo": "宁波国际会展中心",
    "Ningbo": "宁波",
    "Send the intern to the Ningbo packaging fair: the 08:05 train from Hongqiao on Tuesday, "
    "back on her own.": "派实习生去宁波包装展：周二虹桥08:05的火车，回程自理。",
    "Hazel": "海泽",
    # core-dis-alarm-5
    "Set my alarm for the early shifts": "给我的早班定闹钟",
    "Stocktake roster": "盘点排班表",
    "Stocktake week: Yixuan early shift Mon and Wed; Tom early shift Tue and Thu. Early shift "
    "starts 06:00.": "盘点周：一轩周一和周三早班；文涛周二和周四早班。早班06:00开始。",
    "Stocktake roster (revised)": "盘点排班表（修订）",
    "Revised: Yixuan early shift Tue and Thu; Tom Mon and Wed. Early shift starts 06:30.":
        "修订：一轩周二和周四早班；文涛周一和周三。早班06:30开始。",
    "Getting up": "起床",
    "I need one hour from waking to the start of a shift.": "从起床到上班我需要一小时。",
    "Stocktake": "盘点",
    "Swapped our shifts in the revised roster, hope that's ok!": "修订的排班表里我们换了班，希望没问题！",
    "roster": "排班表",
    "shift": "早班",
    "Early shift": "早班",
    # core-dis-contact-3
    "Save Nora's new work number": "保存诺拉的新工作号码",
    "Nora Keller": "柯诺拉",
    "Silver Pine Imports": "银松进口",
    "mobile": "手机",
    "Nora Kessler": "凯诺拉",
    "My desk line is +86 21 6350 7700 if you can't reach my mobile.": "打不通我手机的话，我座机是+86 21 6350 7700。",
    "We moved offices: my new work line is +86 21 6350 8811. The old desk number is gone.":
        "我们搬办公室了：我新的工作电话是+86 21 6350 8811。旧座机号已停用。",
    "Silver Pine has moved to Pudong. Main line +86 21 6350 8800.": "银松已搬到浦东。总机+86 21 6350 8800。",
    "Nora": "诺拉",
    "Silver Pine": "银松",
    "work line": "工作电话",
    # core-dis-note-4
    "Note when my library books are due": "记一下我图书馆的书什么时候到期",
    "Errands": "杂事",
    "Library runs on Saturday mornings at 10:00.": "周六上午10:00去图书馆。",
    "Changning Library": "长宁图书馆",
    "Loan for card 0077 (Xu Yixuan): 2 books due 2025-06-28.": "借书证0077（徐一轩）：2本书2025-06-28到期。",
    "Card 0077: all books returned, thank you.": "借书证0077：所有书已归还，谢谢。",
    "Loan for card 0077 (Xu Yixuan): 4 books due 2025-09-06.": "借书证0077（徐一轩）：4本书2025-09-06到期。",
    "Loan for card 0077 (Xu Yixuan): 3 books due 2025-11-08.": "借书证0077（徐一轩）：3本书2025-11-08到期。",
    "Renewal successful for card 0077 (Xu Yixuan): new due date 2025-11-22.":
        "借书证0077（徐一轩）续借成功：新到期日2025-11-22。",
    "Loan for card 0078 (Xu Miao): 2 books due 2025-11-12.": "借书证0078（徐子淼）：2本书2025-11-12到期。",
    "Library": "图书馆",
    "Return the library books": "归还图书馆的书",
    # core-dis-trans-4
    "Book Ling a car to the airport": "给晓玲订去机场的车",
    "Airport cars": "机场用车",
    "Leave home 2 h 30 min before a Pudong flight.": "浦东的航班提前2小时30分钟出门。",
    "Shanghai Pudong Airport T2": "上海浦东机场T2",
    "Chengdu": "成都",
    "Shanghai Pudong Airport T1": "上海浦东机场T1",
    "My flight changed to the 14:20 from T1, can you book my car from home?":
        "我的航班改成T1的14:20了，能帮我订从家出发的车吗？",
    "88 Changning Road, Shanghai": "上海市长宁路88号",
    "88 Changning Road": "长宁路88号",
    "Pudong T1": "浦东机场T1",
    "flight": "航班",
    "Pudong": "浦东",
    # core-int-hotel-4
    "Book our family room for Huangshan": "订我们黄山的家庭房",
    "Huangshan hotels": "黄山酒店",
    "Option 1: Pine Cloud Lodge (full that weekend). Option 2: Beihai Summit Hotel.":
        "方案一：松云山庄（那个周末已满）。方案二：北海山顶酒店。",
    "Huangshan North": "黄山北",
    "Grade 3 winter camp: 21-23 Nov at Moganshan.": "三年级冬令营：11月21-23日在莫干山。",
    "For Huangshan let's get a family room with a mountain view.": "黄山就订一间山景家庭房吧。",
    "Pine Cloud Lodge": "松云山庄",
    "family room": "家庭房",
    "Beihai Summit Hotel": "北海山顶酒店",
    "Huangshan": "黄山",
    "camp": "营",
    "Xu": "徐",
    # core-rea-alarm-4
    "Alarm me when check-in opens": "值机开放时给我定个闹钟",
    "Seats": "座位",
    "Always grab a window seat at check-in, they go fast.": "值机时一定抢靠窗座位，很快就没了。",
    "Shanghai Pudong Airport": "上海浦东机场",
    "Chongqing Jiangbei Airport": "重庆江北机场",
    "Spring Airlines": "春秋航空",
    "Flight 9C8821 Shanghai-Chongqing, 2025-11-03 07:50. Online check-in opens 24 hours before "
    "departure.": "航班9C8821上海-重庆，2025-11-03 07:50。网上值机在起飞前24小时开放。",
    "China Eastern": "东方航空",
    "Online check-in opens 48 hours before departure for all MU flights.":
        "所有MU航班的网上值机在起飞前48小时开放。",
    "check-in": "值机",
    "Chongqing": "重庆",
    "Check-in 9C8821": "值机 9C8821",
    # core-rea-call-3
    "Call the driver picking up Ling": "给接晓玲的司机打电话",
    "Wang Qiang": "王强",
    "plumber's helper": "水管工帮手",
    "Guangzhou Baiyun Airport": "广州白云机场",
    "I booked a car from Hongqiao for when CZ3527 lands, booking ref DD-7719.":
        "我订了CZ3527落地时从虹桥出发的车，订单号DD-7719。",
    "DiDi": "滴滴",
    "Booking DD-7719 confirmed. Driver Wang Qiang, plate A-7K219, mobile +86 139 1650 2283.":
        "订单DD-7719已确认。司机王强，车牌A-7K219，手机+86 139 1650 2283。",
    "Booking DD-6604 confirmed. Driver Li Ming, mobile +86 137 2290 1144.":
        "订单DD-6604已确认。司机李明，手机+86 137 2290 1144。",
    "Booking DD-7720 confirmed. Driver Qian Lu, mobile +86 135 0021 7785.":
        "订单DD-7720已确认。司机钱路，手机+86 135 0021 7785。",
    "Phone's dying, please call the driver and tell him I'm at gate B.":
        "手机快没电了，请给司机打电话，告诉他我在B口。",
    "DD-77": "DD-77",
    "driver": "司机",
    # evidence: derivations a Chinese gold value needs
    "new pick-up 07:25 on school days (Mon-Fri)": "新的接车时间：上学日（周一至周五：1、2、3、4、5）07:25",
    "alarm 20 min before 07:25: 07:05:00, Mon-Fri": "07:25前20分钟响铃：07:05:00，周一至周五（1、2、3、4、5）",
    "alarm 06:30 - 1 h = 05:30:00 on Tue and Thu": "06:30 - 1小时 = 05:30:00，周二和周四（2、4）",
    "2025-11-15 at 09:12:00, Shanghai Hongqiao to Hangzhou East":
        "2025-11-15 09:12:00，从上海虹桥到杭州东的火车（train）",
}
