/**
 * The demo community: circles, fan accounts, posts in zh/en/vi, and the comments fans leave.
 * Plain data for lib/community/demo/seed.ts (and its tests).
 */

export type DemoCircle = {
  slug: string;
  nameZh: string;
  nameEn: string;
  nameVi: string;
  descriptionZh: string;
  descriptionEn: string;
  descriptionVi: string;
  icon: 'football' | 'basketball' | 'chat' | 'gear';
};

export const DEMO_CIRCLES: DemoCircle[] = [
  {
    slug: 'premier-league',
    nameZh: '英超圈',
    nameEn: 'Premier League',
    nameVi: 'Ngoại hạng Anh',
    descriptionZh: '英超球迷的大本营：赛后复盘、转会八卦、战术讨论。',
    descriptionEn: 'Home of Premier League fans: match reactions, transfer talk and tactics.',
    descriptionVi: 'Nơi hội tụ fan Ngoại hạng Anh: bình luận sau trận, chuyển nhượng, chiến thuật.',
    icon: 'football',
  },
  {
    slug: 'la-liga',
    nameZh: '西甲',
    nameEn: 'La Liga',
    nameVi: 'La Liga',
    descriptionZh: '国家德比、传控足球与西班牙的周末。',
    descriptionEn: 'El Clásico, possession football and Spanish weekends.',
    descriptionVi: 'Siêu kinh điển, bóng đá kiểm soát và những cuối tuần Tây Ban Nha.',
    icon: 'football',
  },
  {
    slug: 'csl',
    nameZh: '中超',
    nameEn: 'Chinese Super League',
    nameVi: 'VĐQG Trung Quốc',
    descriptionZh: '中超每一轮的精彩与争议，主队加油！',
    descriptionEn: 'Every round of the Chinese Super League, the highs and the debates.',
    descriptionVi: 'Từng vòng đấu của giải VĐQG Trung Quốc.',
    icon: 'football',
  },
  {
    slug: 'vietnam-football',
    nameZh: '越南足球',
    nameEn: 'Vietnamese football',
    nameVi: 'Bóng đá Việt Nam',
    descriptionZh: 'V.League 与越南国家队的讨论区。',
    descriptionEn: 'V.League and the Vietnam national team.',
    descriptionVi: 'V.League và đội tuyển Việt Nam: tin tức, nhận định, cổ vũ.',
    icon: 'football',
  },
  {
    slug: 'nba',
    nameZh: 'NBA',
    nameEn: 'NBA',
    nameVi: 'NBA',
    descriptionZh: '绝杀、数据与季后赛：NBA 球迷集合。',
    descriptionEn: 'Buzzer-beaters, box scores and the playoff race.',
    descriptionVi: 'Những cú ném quyết định, thống kê và cuộc đua playoff.',
    icon: 'basketball',
  },
  {
    slug: 'cba',
    nameZh: 'CBA',
    nameEn: 'CBA',
    nameVi: 'CBA',
    descriptionZh: 'CBA 联赛与中国篮球的每一个夜晚。',
    descriptionEn: 'The CBA and Chinese basketball night by night.',
    descriptionVi: 'Giải bóng rổ CBA và bóng rổ Trung Quốc.',
    icon: 'basketball',
  },
  {
    slug: 'match-talk',
    nameZh: '赛事讨论',
    nameEn: 'Match talk',
    nameVi: 'Bàn luận trận đấu',
    descriptionZh: '赛前预测、赛中吐槽、赛后复盘，什么比赛都能聊。',
    descriptionEn: 'Previews, live reactions and post-match talk about any game.',
    descriptionVi: 'Nhận định trước trận, cảm xúc trong trận và bàn luận sau trận.',
    icon: 'chat',
  },
  {
    slug: 'gear',
    nameZh: '球鞋装备',
    nameEn: 'Boots & gear',
    nameVi: 'Giày & trang phục',
    descriptionZh: '球鞋、球衣与训练装备的晒图和测评。',
    descriptionEn: 'Boots, kits and training gear: photos and reviews.',
    descriptionVi: 'Giày, áo đấu và dụng cụ tập luyện: ảnh và đánh giá.',
    icon: 'gear',
  },
];

/** The fans' password (README "Demo accounts"). */
export const DEMO_FAN_PASSWORD = 'fan123456';

export type DemoFan = { mobile: string; nickname: string; lang: 'zh' | 'en' | 'vi' };

export const DEMO_FANS: DemoFan[] = [
  { mobile: '86-13900000101', nickname: '曼城蓝月亮', lang: 'zh' },
  { mobile: '86-13900000102', nickname: '红魔老张', lang: 'zh' },
  { mobile: '86-13900000103', nickname: '皇马小白', lang: 'zh' },
  { mobile: '86-13900000104', nickname: '申花老球迷', lang: 'zh' },
  { mobile: '86-13900000105', nickname: '篮板王大刘', lang: 'zh' },
  { mobile: '86-13900000106', nickname: '宏远铁粉', lang: 'zh' },
  { mobile: '86-13900000107', nickname: '球鞋收藏家', lang: 'zh' },
  { mobile: '86-13900000108', nickname: '夜猫看球人', lang: 'zh' },
  { mobile: '44-7700900101', nickname: 'Gunner Tom', lang: 'en' },
  { mobile: '44-7700900102', nickname: 'KopEnd Liz', lang: 'en' },
  { mobile: '44-7700900103', nickname: 'Hoops Harry', lang: 'en' },
  { mobile: '44-7700900104', nickname: 'Sneaker Sara', lang: 'en' },
  { mobile: '44-7700900105', nickname: 'Tiki Taka Ben', lang: 'en' },
  { mobile: '44-7700900106', nickname: 'Cityzen Joe', lang: 'en' },
  { mobile: '84-912345701', nickname: 'Hùng Fan MU', lang: 'vi' },
  { mobile: '84-912345702', nickname: 'Lan Bóng Rổ', lang: 'vi' },
  { mobile: '84-912345703', nickname: 'Tuấn Hà Nội FC', lang: 'vi' },
  { mobile: '84-912345704', nickname: 'Minh Anh SLNA', lang: 'vi' },
  { mobile: '84-912345705', nickname: 'Phúc Giày Đá Bóng', lang: 'vi' },
  { mobile: '84-912345706', nickname: 'Quân Cổ Động Viên', lang: 'vi' },
];

/**
 * What a demo post is about: its comments come from that topic's set in its language
 * (`DEMO_COMMENTS`), so a thread answers its post (issue 28).
 */
export const DEMO_TOPICS = [
  'result',
  'tactics',
  'player',
  'atmosphere',
  'prediction',
  'matchday',
  'refereeing',
  'gear-show',
  'gear-ask',
] as const;
export type DemoTopic = (typeof DEMO_TOPICS)[number];

/** A post as written below: topic, circle, text, images, video. */
type Row = [DemoTopic, string, string, number?, ('pitch' | 'court' | 'studio')?];

/**
 * A demo post: its topic, circle, language, text, how many generated images (0–4) or a demo video
 * (`video`: the clip), and how many hours ago it was posted (spread over the last 30 days, a few
 * within the day so that the "day" ranking has posts).
 */
export type DemoPost = {
  topic: DemoTopic;
  circle: string;
  lang: 'zh' | 'en' | 'vi';
  text: string;
  images?: number;
  video?: 'pitch' | 'court' | 'studio';
  hoursAgo: number;
};

const zh: Row[] = [
  [
    'tactics',
    'premier-league',
    '今晚曼城这场控球率 68%，但射正只有 3 脚，中路太堵了。下半场换上边路快马之后明显好多了，瓜帅的调整还是及时。',
    2,
  ],
  [
    'tactics',
    'premier-league',
    '阿森纳的定位球真的是一绝，这赛季已经靠角球打进 12 个了，教练组里那位定位球教练值得加薪。',
    1,
  ],
  [
    'atmosphere',
    'premier-league',
    '利物浦主场的气氛隔着屏幕都能感受到，《你永远不会独行》一响起鸡皮疙瘩都起来了。',
    3,
  ],
  [
    'player',
    'premier-league',
    '说个冷门观点：本赛季英超最佳新援不是前锋，而是那位 21 岁的后腰，拦截和出球都太稳了。',
    0,
  ],
  ['prediction', 'premier-league', '周末北伦敦德比，大家猜比分？我先来：2 比 1，主队绝杀。', 0],
  [
    'result',
    'la-liga',
    '国家德比看得我心脏受不了！最后十分钟两边来回对攻，这才是西甲该有的样子。',
    4,
  ],
  ['player', 'la-liga', '皇马中场的年轻人越来越成熟了，一脚直塞打穿整条防线，这视野太顶了。', 2],
  ['player', 'la-liga', '巴萨青训又冒出来一个 17 岁的边锋，突破起来真有当年的影子。', 1],
  [
    'tactics',
    'la-liga',
    '马竞的防守还是那么硬，90 分钟对手只有一次射正，西蒙尼的球队就是难啃。',
    0,
  ],
  ['atmosphere', 'csl', '申花主场这个周末又是满座，上海的球迷太给力了，现场看球的氛围真好！', 3],
  ['refereeing', 'csl', '中超第 20 轮的判罚争议大家怎么看？VAR 看了三分钟最后还是维持原判。', 0],
  ['player', 'csl', '泰山队这个赛季的年轻球员给了很多机会，虽然成绩有起伏，但长远看是好事。', 1],
  ['result', 'csl', '国安这场逆转太提气了，0 比 2 落后连进三球，工体都沸腾了。', 2],
  ['result', 'nba', '凯尔特人这三分投得也太准了，单场 22 个三分，联盟历史前列。', 1],
  ['tactics', 'nba', '湖人背靠背打得太累了，第四节明显腿软，季后赛前一定要控制好出场时间。', 0],
  ['result', 'nba', '今天的绝杀看了十遍！后撤步压哨，整个球馆都安静了。', 0, 'court'],
  ['player', 'nba', '新秀赛季场均 20+ 还能保持 50% 命中率，这个状元实至名归。', 2],
  ['result', 'cba', '广东宏远今晚的防守强度拉满，对手全场只得了 78 分。', 2],
  ['result', 'cba', 'CBA 全明星周末的扣篮大赛太好看了，第二扣那个胯下转身我直接站起来了。', 3],
  ['player', 'cba', '辽宁的后场组合越来越默契，快攻打得行云流水。', 0],
  [
    'matchday',
    'match-talk',
    '今晚有三场焦点战同时开打，大家主看哪一场？我选英超那场，直播间见！',
    0,
  ],
  [
    'prediction',
    'match-talk',
    '赛前分析：主队近 6 场 4 胜 2 平，客队客场战绩一般，个人倾向主队不败。',
    0,
  ],
  [
    'matchday',
    'match-talk',
    '凌晨三点的欧冠谁在看？这个时差太折磨人了，不过比赛是真精彩。',
    1,
    'pitch',
  ],
  ['matchday', 'match-talk', '分享一下今晚的观赛小零食，啤酒炸鸡配足球，完美周末。', 2],
  [
    'gear-show',
    'gear',
    '新入手的一双 FG 钉鞋，天然草上抓地感很好，就是前两场有点磨脚，建议先穿着练几次。',
    3,
  ],
  ['gear-show', 'gear', '晒一下收藏的几件复古球衣，最喜欢的还是 98 年那件，领口设计太经典了。', 4],
  ['gear-ask', 'gear', '打篮球的朋友推荐一下护踝？上周崴了一次，想买个靠谱的。', 0],
  ['gear-ask', 'gear', '室内五人制用 TF 还是 IC 鞋底？场地是木地板。', 1],
];

const en: Row[] = [
  [
    'result',
    'premier-league',
    'What a finish at the Emirates! Stoppage-time winner and the whole stadium lost it. Title race is very much alive.',
    2,
  ],
  [
    'player',
    'premier-league',
    'Unpopular opinion: the best signing of the season is a holding midfielder, not a striker. Reads the game like a veteran.',
    0,
  ],
  [
    'atmosphere',
    'premier-league',
    'Anfield under the lights is something else. Saw it live for the first time last night, still buzzing.',
    3,
  ],
  [
    'tactics',
    'premier-league',
    'Counter-pressing masterclass in the first half. Won the ball back 14 times in the final third.',
    1,
    'pitch',
  ],
  [
    'prediction',
    'premier-league',
    'Who else thinks the January window will decide the top four this year?',
    0,
  ],
  [
    'result',
    'la-liga',
    'El Clásico lived up to the hype. End-to-end in the last ten minutes, this is why we watch football.',
    3,
  ],
  [
    'player',
    'la-liga',
    'That through ball in the 63rd minute split three defenders. Vision you cannot coach.',
    1,
  ],
  [
    'tactics',
    'la-liga',
    'Atlético keep grinding out 1–0 wins. Not pretty, but the table does not care.',
    0,
  ],
  [
    'atmosphere',
    'csl',
    'Watched my first Chinese Super League match on a stream tonight. The atmosphere in Shanghai was brilliant.',
    2,
  ],
  [
    'player',
    'vietnam-football',
    "Vietnam's pressing in the second half was impressive. That young winger is one to watch.",
    1,
  ],
  [
    'result',
    'nba',
    'Celtics hit 22 threes tonight. Shooting like that makes them very hard to beat in a series.',
    1,
  ],
  ['result', 'nba', 'That step-back buzzer-beater! Rewatched it ten times already.', 0, 'court'],
  [
    'tactics',
    'nba',
    'Back-to-backs are killing the Lakers. Fourth-quarter legs just were not there.',
    0,
  ],
  [
    'player',
    'nba',
    'Rookie averaging 20 a night on 50% shooting. The number one pick looks fully justified.',
    2,
  ],
  [
    'matchday',
    'nba',
    'League Pass tip: the late West Coast games are the best watch of the week right now.',
    0,
  ],
  [
    'result',
    'cba',
    'Guangdong held their opponents to 78 points. Defensive intensity was off the charts.',
    2,
  ],
  [
    'matchday',
    'match-talk',
    'Three big games kick off at the same time tonight. Which one are you watching?',
    0,
  ],
  [
    'prediction',
    'match-talk',
    'Preview: home side unbeaten in 6 (W4 D2), visitors poor on the road. Leaning home win or draw.',
    0,
  ],
  [
    'matchday',
    'match-talk',
    'Who stayed up for the 3am Champions League game? Worth every minute of lost sleep.',
    1,
  ],
  [
    'matchday',
    'match-talk',
    'Match-day snacks sorted: wings, fries and a cold one. Perfect Saturday.',
    2,
  ],
  [
    'tactics',
    'match-talk',
    'Half-time thoughts: the press is working, but we need a second goal before the hour mark.',
    0,
  ],
  [
    'gear-show',
    'gear',
    'New firm-ground boots after three sessions: great grip on natural grass, a bit stiff at first. Break them in before a match.',
    3,
  ],
  [
    'gear-show',
    'gear',
    'My retro shirt collection so far. The 1998 one is still my favourite, that collar is iconic.',
    4,
  ],
  [
    'gear-ask',
    'gear',
    'Any recommendations for ankle braces for basketball? Rolled mine last week.',
    0,
  ],
  ['gear-ask', 'gear', 'Turf or indoor soles for five-a-side on a wooden floor?', 1],
];

const vi: Row[] = [
  [
    'result',
    'premier-league',
    'Trận tối qua MU đá quá hay, bàn thắng phút bù giờ làm cả khán đài vỡ òa!',
    2,
  ],
  [
    'tactics',
    'premier-league',
    'Liverpool pressing tầm cao cả trận, đối thủ gần như không thể triển khai bóng.',
    1,
  ],
  [
    'prediction',
    'premier-league',
    'Ai nghĩ Arsenal sẽ vô địch mùa này? Mình thấy đội hình năm nay rất cân bằng.',
    0,
  ],
  [
    'tactics',
    'premier-league',
    'Tình huống phản công này đúng là sách giáo khoa, ba đường chuyền là xong.',
    0,
    'pitch',
  ],
  [
    'result',
    'la-liga',
    'Siêu kinh điển đêm qua quá đã! Mười phút cuối hai đội ăn miếng trả miếng.',
    3,
  ],
  [
    'player',
    'la-liga',
    'Tiền vệ trẻ của Real ngày càng chín chắn, đường chọc khe xuyên thủng hàng thủ.',
    1,
  ],
  [
    'result',
    'vietnam-football',
    'Đội tuyển Việt Nam đá hiệp hai rất máu lửa, cánh trái trẻ trung và tốc độ.',
    3,
  ],
  [
    'atmosphere',
    'vietnam-football',
    'V.League vòng này Hà Nội FC thắng thuyết phục, Hàng Đẫy đông nghịt khán giả.',
    2,
  ],
  [
    'atmosphere',
    'vietnam-football',
    'Sân Vinh cuối tuần này chắc chắn cháy vé, SLNA gặp đội đầu bảng!',
    1,
  ],
  [
    'player',
    'vietnam-football',
    'Thế hệ cầu thủ trẻ lứa U23 rất triển vọng, mong được trao nhiều cơ hội hơn.',
    0,
  ],
  [
    'atmosphere',
    'vietnam-football',
    'Bạn nào đi xem trận đội tuyển ở Mỹ Đình không? Mình có hai vé dư.',
    0,
  ],
  ['result', 'nba', 'Cú ném ba điểm quyết định ở giây cuối, cả nhà thi đấu im lặng!', 0, 'court'],
  ['tactics', 'nba', 'Lakers đá hai trận liên tiếp nên hiệp 4 hụt hơi rõ rệt.', 0],
  ['player', 'nba', 'Tân binh số 1 ghi trung bình 20 điểm mỗi trận, quá xứng đáng.', 2],
  ['matchday', 'cba', 'Lần đầu xem CBA, tốc độ trận đấu nhanh hơn mình nghĩ nhiều.', 1],
  [
    'matchday',
    'match-talk',
    'Tối nay có ba trận lớn cùng giờ, mọi người xem trận nào? Hẹn nhau ở phòng live nhé!',
    0,
  ],
  [
    'prediction',
    'match-talk',
    'Nhận định: đội chủ nhà bất bại 6 trận gần nhất, mình nghiêng về chủ nhà không thua.',
    0,
  ],
  ['matchday', 'match-talk', 'Ai thức xem Cúp C1 lúc 3 giờ sáng không? Mệt nhưng đáng!', 1],
  ['matchday', 'match-talk', 'Đồ ăn vặt xem bóng đá cuối tuần: gà rán và nước mía, tuyệt vời.', 2],
  [
    'tactics',
    'match-talk',
    'Nghỉ giữa hiệp: pressing đang hiệu quả, cần thêm một bàn trước phút 60.',
    0,
  ],
  [
    'gear-show',
    'gear',
    'Mới tậu đôi giày đinh FG, bám sân cỏ tự nhiên rất tốt, hơi cứng mấy buổi đầu.',
    3,
  ],
  ['gear-show', 'gear', 'Khoe bộ sưu tập áo đấu cổ điển, thích nhất vẫn là chiếc áo năm 1998.', 4],
  ['gear-ask', 'gear', 'Chơi bóng rổ nên mua băng bảo vệ cổ chân loại nào các bạn?', 0],
  ['gear-ask', 'gear', 'Sân futsal sàn gỗ thì nên đi giày đế IC hay TF?', 1],
  [
    'gear-show',
    'gear',
    'Đánh giá nhanh bóng thi đấu mới: nảy đều, đường bay ổn định, giá hơi cao.',
    2,
  ],
];

/** Spreads posts over 30 days: the first few of each language within the last day. */
function spread(lang: 'zh' | 'en' | 'vi', rows: Row[], offset: number): DemoPost[] {
  return rows.map(([topic, circle, text, images, video], i) => ({
    topic,
    circle,
    lang,
    text,
    images: video ? 0 : (images ?? 0),
    video,
    // 0–1 day for the first three, then spread over the month.
    hoursAgo: i < 3 ? 1 + i * 6 + offset : 24 + ((i * 97 + offset * 13) % (29 * 24)),
  }));
}

export const DEMO_POSTS: DemoPost[] = [
  ...spread('zh', zh, 0),
  ...spread('en', en, 2),
  ...spread('vi', vi, 4),
];

/**
 * Comments fans leave, by the post's topic and language: each fits every post of its topic (a
 * photo is praised only under posts that show one, a question answered only under questions).
 */
export const DEMO_COMMENTS: Record<DemoTopic, Record<'zh' | 'en' | 'vi', string[]>> = {
  result: {
    zh: [
      '太精彩了！',
      '看得我热血沸腾。',
      '回放我也看了好几遍。',
      '这就是体育的魅力。',
      '今年最好看的一场之一。',
      '我也是熬夜看的，值了。',
    ],
    en: [
      'What a night!',
      'Goosebumps watching that.',
      'Rewatched it a few times myself.',
      'This is why we love this sport.',
      'One of the games of the season.',
      'Stayed up for it too, worth it.',
    ],
    vi: [
      'Quá đỉnh!',
      'Xem mà nổi da gà.',
      'Mình cũng xem lại mấy lần rồi.',
      'Đây chính là sức hút của thể thao.',
      'Một trong những trận hay nhất mùa.',
      'Mình cũng thức xem, đáng lắm.',
    ],
  },
  tactics: {
    zh: [
      '分析得很专业，收藏了。',
      '数据说明一切。',
      '教练的调整确实是关键。',
      '我看比赛时也注意到了这一点。',
      '这个角度之前没想到，学习了。',
    ],
    en: [
      'Really good analysis, saving this.',
      'The numbers back it up.',
      'The coaching made the difference.',
      'Noticed the same thing watching it.',
      'Had not looked at it that way, good read.',
    ],
    vi: [
      'Phân tích hay, lưu lại.',
      'Số liệu nói lên tất cả.',
      'Sự điều chỉnh của HLV là chìa khóa.',
      'Mình xem cũng để ý thấy điều này.',
      'Góc nhìn hay, trước giờ mình chưa nghĩ tới.',
    ],
  },
  player: {
    zh: [
      '确实值得关注。',
      '同意，表现太稳了。',
      '希望能保持整个赛季。',
      '给点时间，还会更好。',
      '我关注很久了，终于被看到了。',
    ],
    en: [
      'One to watch for sure.',
      'Agreed, a class act.',
      'Hope that form lasts all season.',
      'Give it time, there is more to come.',
      'Been saying this for months.',
    ],
    vi: [
      'Chắc chắn đáng để theo dõi.',
      'Đồng ý, chơi quá ổn định.',
      'Mong giữ được phong độ cả mùa.',
      'Cho thêm thời gian, còn tiến bộ nữa.',
      'Mình nói điều này từ lâu rồi.',
    ],
  },
  atmosphere: {
    zh: [
      '现场的氛围没得比。',
      '有机会一定要去现场看一次。',
      '球迷才是足球的灵魂。',
      '光看文字都起鸡皮疙瘩了。',
      '羡慕，下次带上我！',
    ],
    en: [
      'Nothing beats that atmosphere.',
      'Have to go in person one day.',
      'The fans make the game.',
      'Goosebumps just reading this.',
      'Jealous, take me next time!',
    ],
    vi: [
      'Không khí như vậy không gì sánh bằng.',
      'Nhất định phải ra sân xem một lần.',
      'Cổ động viên là linh hồn của bóng đá.',
      'Đọc thôi đã nổi da gà.',
      'Ghen tị quá, lần sau rủ mình với!',
    ],
  },
  prediction: {
    zh: [
      '我也这么看。',
      '大胆的预测，拭目以待。',
      '不好说，两边状态都不错。',
      '先收藏，赛后再来对答案。',
      '现在下结论还太早。',
    ],
    en: [
      'I see it the same way.',
      'Bold call, we will see.',
      'Hard to call, both sides are in form.',
      'Saving this to check afterwards.',
      'Too early to say.',
    ],
    vi: [
      'Mình cũng nghĩ vậy.',
      'Dự đoán táo bạo, chờ xem.',
      'Khó nói, hai bên đều đang có phong độ.',
      'Lưu lại, xem xong quay lại đối chiếu.',
      'Bây giờ kết luận còn quá sớm.',
    ],
  },
  matchday: {
    zh: [
      '算我一个！',
      '我也是，一起看！',
      '直播间见！',
      '看球的快乐就是这么简单。',
      '说得我都想看了。',
    ],
    en: [
      'Count me in!',
      'Same here, enjoy!',
      'See you in the live room.',
      'Simple pleasures of match day.',
      'Now I want to watch too.',
    ],
    vi: [
      'Cho mình một vé!',
      'Mình cũng vậy, cùng xem nhé!',
      'Hẹn gặp ở phòng live!',
      'Niềm vui xem bóng đá giản dị vậy thôi.',
      'Nghe mà muốn xem ngay.',
    ],
  },
  refereeing: {
    zh: [
      'VAR 看这么久太影响节奏了。',
      '我觉得判得没毛病。',
      '裁判应该公开解释判罚。',
      '每轮都有这种争议。',
    ],
    en: [
      'VAR took far too long.',
      'I think the call was right.',
      'Referees should explain their decisions.',
      'Same debate every week.',
    ],
    vi: [
      'VAR xem lâu quá, mất hết nhịp trận.',
      'Mình thấy bắt như vậy là đúng.',
      'Trọng tài nên giải thích quyết định.',
      'Vòng nào cũng có tranh cãi kiểu này.',
    ],
  },
  'gear-show': {
    zh: [
      '图拍得不错！',
      '求链接，哪里买的？',
      '多少钱入手的？',
      '好看，穿得开心！',
      '我也想要一个。',
    ],
    en: [
      'Great photos!',
      'Where did you get it?',
      'How much was it?',
      'Looks great, enjoy!',
      'Want one myself now.',
    ],
    vi: [
      'Ảnh đẹp quá!',
      'Mua ở đâu vậy bạn?',
      'Giá bao nhiêu thế?',
      'Đẹp đấy, dùng vui nhé!',
      'Mình cũng muốn có một cái.',
    ],
  },
  'gear-ask': {
    zh: [
      '同问，蹲一个答案。',
      '去实体店多试几双再决定。',
      '看预算，贵的不一定适合你。',
      '不管选哪个，热身一定要做好。',
    ],
    en: [
      'Same question here, following.',
      'Try a few in a shop before you buy.',
      'Depends on your budget, pricier is not always better.',
      'Whatever you pick, warm up properly.',
    ],
    vi: [
      'Mình cũng đang thắc mắc, hóng câu trả lời.',
      'Ra cửa hàng thử vài loại rồi hẵng mua.',
      'Tùy ngân sách, đắt chưa chắc đã hợp.',
      'Chọn gì thì cũng nhớ khởi động kỹ.',
    ],
  },
};
