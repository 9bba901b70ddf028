/**
 * Hand-written demo features in zh, en and vi (lib/content/demo/seed.ts). Generic on purpose: no
 * real person is quoted or reported on; the match reports come from the seeded results instead.
 */
export type Story = {
  slug: string;
  category: string;
  cover: string;
  headline?: boolean;
  /** zh / en / vi: title, summary, body paragraphs (the first line of a paragraph starting with "## " is a heading). */
  text: Record<'zh' | 'en' | 'vi', { title: string; summary: string; body: string[] }>;
};

export const STORIES: Story[] = [
  {
    slug: 'winter-window-guide',
    category: 'transfers',
    cover: '/images/news/transfer.svg',
    headline: true,
    text: {
      zh: {
        title: '冬窗转会指南：各队最需要补强的位置',
        summary: '一月转会窗口即将开启，我们梳理了各支球队阵容的短板与可能的引援方向。',
        body: [
          '一月转会窗口只有短短四周，却往往决定了一支球队下半赛季的走向。对于争冠球队来说，补强替补深度比引进大牌更现实；对于保级球队，一名能立即融入的中后卫可能价值连城。',
          '## 中场仍是最热门的位置',
          '从本赛季前半程的数据看，多支球队在比赛最后二十分钟的失球明显增多，体能与轮换问题暴露无遗。能覆盖大范围跑动的防守型中场，将是各俱乐部球探名单上的首选。',
          '## 租借交易会更多',
          '受财政公平规则影响，不少俱乐部更倾向于以租借附带选择买断条款的方式操作。年轻球员也希望通过半个赛季的稳定出场来证明自己。',
        ],
      },
      en: {
        title: 'Winter window guide: the positions every club needs to fill',
        summary:
          'The January window is about to open. We look at where each squad is thin and which kind of signing would help.',
        body: [
          'The January window lasts barely four weeks, yet it often decides how a club’s second half of the season goes. For title contenders, depth on the bench is more realistic than a marquee name; for sides fighting relegation, a centre-back who can slot straight in is worth a fortune.',
          '## Midfield is still the busiest market',
          'The first half of the season shows many teams conceding more in the last twenty minutes, a sign of tired legs and thin rotation. A ball-winning midfielder who covers ground will top most scouting lists.',
          '## Expect more loans',
          'With spending rules tightening, clubs prefer loans with an option to buy. Young players, for their part, want half a season of regular minutes to prove themselves.',
        ],
      },
      vi: {
        title: 'Cẩm nang kỳ chuyển nhượng mùa đông: vị trí mà mỗi đội cần bổ sung',
        summary:
          'Kỳ chuyển nhượng tháng Một sắp mở cửa. Chúng tôi điểm qua những điểm yếu trong đội hình và hướng mua sắm hợp lý.',
        body: [
          'Kỳ chuyển nhượng tháng Một chỉ kéo dài khoảng bốn tuần nhưng thường quyết định nửa sau mùa giải của một đội bóng. Với các ứng viên vô địch, bổ sung chiều sâu băng ghế dự bị thực tế hơn một bản hợp đồng bom tấn; với các đội đua trụ hạng, một trung vệ hòa nhập ngay lập tức là vô giá.',
          '## Tuyến giữa vẫn là thị trường sôi động nhất',
          'Số liệu nửa đầu mùa cho thấy nhiều đội để thủng lưới nhiều hơn trong hai mươi phút cuối, dấu hiệu của thể lực và xoay tua hạn chế. Một tiền vệ phòng ngự hoạt động rộng sẽ đứng đầu danh sách tuyển trạch.',
          '## Sẽ có nhiều hợp đồng cho mượn hơn',
          'Khi các quy định tài chính siết chặt, các câu lạc bộ ưu tiên cho mượn kèm điều khoản mua đứt. Các cầu thủ trẻ cũng muốn nửa mùa ra sân đều đặn để khẳng định bản thân.',
        ],
      },
    },
  },
  {
    slug: 'high-press-explained',
    category: 'analysis',
    cover: '/images/news/tactics.svg',
    text: {
      zh: {
        title: '战术解读：高位逼抢为何成为主流',
        summary: '从前场反抢到压缩空间，高位逼抢改变了现代足球的节奏。',
        body: [
          '十年前，只有少数球队敢于在对方半场全力逼抢；如今，几乎每支顶级球队都有一套成熟的逼抢体系。其核心并不是盲目奔跑，而是通过站位切断对手的传球线路。',
          '## 触发点决定成败',
          '优秀的逼抢体系都有明确的“触发点”：回传门将、边后卫背身接球、横传速度过慢。当触发点出现，前锋、边锋和中场会同时上抢，形成局部人数优势。',
          '## 代价与风险',
          '高位逼抢对体能要求极高，一旦第一道防线被突破，身后的大片空当就会暴露给对手。因此，防线的整体前压与门将的出击范围同样关键。',
        ],
      },
      en: {
        title: 'Tactics explained: why the high press took over',
        summary:
          'From counter-pressing to squeezing space, the high press has changed the tempo of modern football.',
        body: [
          'Ten years ago only a handful of teams dared to press all-out in the opponent’s half; today almost every top side has a drilled pressing system. Its core is not running for the sake of it but cutting passing lanes with smart positioning.',
          '## Triggers make or break it',
          'Good pressing systems have clear triggers: a back pass to the goalkeeper, a full-back receiving with his back to play, a slow square pass. When a trigger appears, forwards, wingers and midfielders jump together to create a local overload.',
          '## The cost and the risk',
          'Pressing high is physically demanding, and once the first line is beaten, a lot of space opens behind it. That is why a high defensive line and a goalkeeper who sweeps matter just as much.',
        ],
      },
      vi: {
        title: 'Giải mã chiến thuật: vì sao pressing tầm cao trở thành xu hướng',
        summary:
          'Từ phản pressing đến thu hẹp không gian, pressing tầm cao đã thay đổi nhịp độ của bóng đá hiện đại.',
        body: [
          'Mười năm trước, chỉ vài đội dám pressing toàn lực ở phần sân đối phương; ngày nay gần như đội bóng hàng đầu nào cũng có một hệ thống pressing bài bản. Cốt lõi không phải là chạy thật nhiều mà là chọn vị trí để cắt các đường chuyền.',
          '## Tín hiệu kích hoạt quyết định thành bại',
          'Hệ thống pressing tốt luôn có tín hiệu rõ ràng: đường chuyền về thủ môn, hậu vệ cánh nhận bóng quay lưng, đường chuyền ngang chậm. Khi tín hiệu xuất hiện, tiền đạo, tiền vệ cánh và tiền vệ trung tâm cùng lao lên để tạo ưu thế quân số.',
          '## Cái giá và rủi ro',
          'Pressing tầm cao đòi hỏi thể lực rất lớn, và khi tuyến đầu bị vượt qua, khoảng trống phía sau sẽ lộ ra. Vì vậy hàng thủ dâng cao và thủ môn biết băng ra cũng quan trọng không kém.',
        ],
      },
    },
  },
  {
    slug: 'vleague-young-talent',
    category: 'vietnam',
    cover: '/images/news/fans.svg',
    headline: true,
    text: {
      zh: {
        title: '越南联赛新星涌现：青训体系开始收获',
        summary: '越来越多的U21球员在越南联赛中获得首发机会，青训投入正在转化为成绩。',
        body: [
          '本赛季越南联赛（V.League）中，U21球员的出场时间比去年同期增长了近三成。多家俱乐部的青训学院在过去几年持续投入，如今开始向一线队输送即战力。',
          '## 技术型中场最受关注',
          '年轻球员普遍脚下技术细腻、传球视野开阔，与传统的身体对抗型打法形成互补。教练组也更愿意在关键比赛中给予他们信任。',
          '## 国家队的未来',
          '青训成果最终会体现在国家队层面。球迷们期待这批年轻人在东南亚赛场上扛起大旗。',
        ],
      },
      en: {
        title: 'V.League’s rising stars: academies start to pay off',
        summary:
          'More under-21 players are starting in the V.League, and years of academy investment are turning into results.',
        body: [
          'Minutes for under-21 players in the V.League are up almost a third on the same point last season. Several clubs have invested steadily in their academies, and those academies are now supplying first-team players.',
          '## Technical midfielders lead the way',
          'The new generation tends to be neat on the ball with a wide passing range, a complement to the traditional physical style. Coaches are increasingly willing to trust them in big matches.',
          '## The national team’s future',
          'Academy work ultimately shows at national-team level. Fans hope this group will carry the flag in South-East Asian competitions.',
        ],
      },
      vi: {
        title: 'Những ngôi sao trẻ của V.League: hệ thống đào tạo trẻ bắt đầu cho trái ngọt',
        summary:
          'Ngày càng nhiều cầu thủ U21 được đá chính tại V.League, và sự đầu tư cho đào tạo trẻ đang mang lại kết quả.',
        body: [
          'Thời gian thi đấu của các cầu thủ U21 tại V.League mùa này tăng gần một phần ba so với cùng kỳ mùa trước. Nhiều câu lạc bộ đã đầu tư bền bỉ cho học viện và nay bắt đầu cung cấp cầu thủ cho đội một.',
          '## Tiền vệ kỹ thuật được chú ý nhất',
          'Thế hệ mới có kỹ thuật cá nhân tốt và tầm nhìn chuyền bóng rộng, bổ sung cho lối chơi thiên về thể lực truyền thống. Các ban huấn luyện cũng sẵn sàng tin tưởng họ trong những trận đấu lớn.',
          '## Tương lai của đội tuyển quốc gia',
          'Thành quả đào tạo trẻ cuối cùng sẽ thể hiện ở đội tuyển quốc gia. Người hâm mộ kỳ vọng lứa cầu thủ này sẽ gánh vác trọng trách tại các đấu trường Đông Nam Á.',
        ],
      },
    },
  },
  {
    slug: 'nba-season-preview',
    category: 'basketball',
    cover: '/images/news/court.svg',
    headline: true,
    text: {
      zh: {
        title: 'NBA新赛季前瞻：三分时代的攻防新趋势',
        summary: '三分出手占比再创新高，防守端的换防与协防也在随之进化。',
        body: [
          '上赛季，联盟场均三分出手次数再次刷新纪录。越来越多的球队让五个位置都具备投射能力，以拉开空间为突破和传切创造机会。',
          '## 换防防守成为标配',
          '面对无处不在的挡拆，各队普遍采用全员换防的策略。能防多个位置的锋线球员，成为交易市场上最抢手的资源。',
          '## 节奏与轮换',
          '漫长的常规赛考验的是轮换深度。如何在保持竞争力的同时控制核心球员的出场时间，是每位主教练的必修课。',
        ],
      },
      en: {
        title: 'NBA season preview: new trends in the three-point era',
        summary:
          'Three-point attempts are at a record share, and switching and help defence are evolving with them.',
        body: [
          'Last season the league set another record for three-point attempts per game. More teams want shooting from all five positions, spacing the floor for drives and cuts.',
          '## Switching is now standard',
          'Facing pick-and-rolls everywhere, most teams switch across the board. Forwards who can guard several positions are the most sought-after players on the trade market.',
          '## Pace and rotation',
          'The long regular season tests depth. Keeping the team competitive while managing the stars’ minutes is every head coach’s homework.',
        ],
      },
      vi: {
        title: 'Nhìn trước mùa giải NBA: xu hướng tấn công và phòng ngự thời ba điểm',
        summary:
          'Tỉ lệ ném ba điểm đạt mức kỷ lục, kéo theo sự thay đổi của phòng ngự hoán đổi và hỗ trợ.',
        body: [
          'Mùa trước, số lần ném ba điểm trung bình mỗi trận lại lập kỷ lục. Nhiều đội muốn cả năm vị trí đều có khả năng ném xa để mở rộng không gian cho những pha đột phá và cắt vào rổ.',
          '## Phòng ngự hoán đổi trở thành tiêu chuẩn',
          'Trước những pha pick-and-roll liên tục, hầu hết các đội áp dụng chiến thuật hoán đổi toàn bộ. Những tiền phong có thể kèm nhiều vị trí là tài nguyên được săn đón nhất trên thị trường trao đổi.',
          '## Nhịp độ và xoay tua',
          'Mùa giải chính thức dài đằng đẵng là bài kiểm tra chiều sâu đội hình. Giữ sức cạnh tranh trong khi kiểm soát thời gian thi đấu của trụ cột là bài toán của mọi huấn luyện viên.',
        ],
      },
    },
  },
  {
    slug: 'var-rules-update',
    category: 'football',
    cover: '/images/news/press.svg',
    text: {
      zh: {
        title: 'VAR新规解读：哪些判罚会有变化',
        summary: '新赛季视频助理裁判的介入标准有所调整，我们用三个问题讲清楚。',
        body: [
          '视频助理裁判（VAR）的初衷是纠正“清晰且明显的错误”。新赛季，各联赛在越位判定、手球认定和回看时长上都做了细化。',
          '## 越位：更多容错',
          '半自动越位技术的应用让判罚更快，同时对毫厘之差的情况给予了更多的容错空间，鼓励进攻。',
          '## 手球：看动作是否自然',
          '手臂是否处于自然位置依然是判断关键。防守球员在滑铲时支撑地面的手臂一般不会被判罚。',
        ],
      },
      en: {
        title: 'VAR changes explained: which decisions will be different',
        summary:
          'The threshold for video review has shifted this season. Three questions make it clear.',
        body: [
          'The video assistant referee exists to correct “clear and obvious errors”. This season, leagues have refined how offside, handball and review time are handled.',
          '## Offside: a little more margin',
          'Semi-automated offside technology speeds up decisions and gives more margin in the finest cases, in favour of the attack.',
          '## Handball: is the arm in a natural position?',
          'Whether the arm is in a natural position remains the key test. A defender’s supporting arm during a slide tackle is generally not penalised.',
        ],
      },
      vi: {
        title: 'Giải thích thay đổi của VAR: những quyết định nào sẽ khác',
        summary:
          'Ngưỡng can thiệp của VAR đã thay đổi ở mùa giải này. Ba câu hỏi giúp bạn hiểu rõ.',
        body: [
          'Trợ lý trọng tài video (VAR) ra đời để sửa những “sai lầm rõ ràng”. Mùa này, các giải đấu đã làm rõ hơn cách xử lý việt vị, chạm tay và thời gian xem lại.',
          '## Việt vị: thêm chút khoan dung',
          'Công nghệ việt vị bán tự động giúp quyết định nhanh hơn và khoan dung hơn với những tình huống sát nút, có lợi cho bên tấn công.',
          '## Chạm tay: tay có ở tư thế tự nhiên không?',
          'Tư thế tự nhiên của cánh tay vẫn là tiêu chí chính. Tay chống xuống đất khi cầu thủ phòng ngự xoạc bóng thường không bị thổi phạt.',
        ],
      },
    },
  },
  {
    slug: 'recovery-between-matches',
    category: 'analysis',
    cover: '/images/news/stadium.svg',
    text: {
      zh: {
        title: '一周双赛如何恢复？揭秘职业球员的72小时',
        summary: '从冰浴到睡眠管理，密集赛程下的恢复是一门科学。',
        body: [
          '在一周双赛的密集赛程中，两场比赛之间往往只有72小时。体能教练会把这段时间拆分成若干阶段，精确安排训练、营养与休息。',
          '## 赛后24小时：补充与放松',
          '赛后第一时间补充碳水化合物和蛋白质，配合低强度的骑行和拉伸，帮助肌肉排出代谢废物。',
          '## 睡眠是最好的恢复',
          '多家俱乐部为球员配备了睡眠监测设备。深度睡眠时长与受伤风险之间的关系，已经被大量数据所证实。',
        ],
      },
      en: {
        title: 'Two matches a week: inside a professional’s 72-hour recovery',
        summary: 'From ice baths to sleep tracking, recovery under a packed schedule is a science.',
        body: [
          'With two matches a week there are often just 72 hours between kick-offs. Fitness coaches split that window into stages and plan training, nutrition and rest to the hour.',
          '## The first 24 hours: refuel and unwind',
          'Carbohydrates and protein straight after the match, plus light cycling and stretching, help the muscles clear metabolic waste.',
          '## Sleep is the best recovery',
          'Many clubs give players sleep trackers. The link between deep-sleep time and injury risk is now backed by plenty of data.',
        ],
      },
      vi: {
        title: 'Hai trận mỗi tuần: 72 giờ hồi phục của cầu thủ chuyên nghiệp',
        summary:
          'Từ tắm nước đá đến theo dõi giấc ngủ, hồi phục trong lịch thi đấu dày đặc là cả một môn khoa học.',
        body: [
          'Khi đá hai trận mỗi tuần, khoảng cách giữa hai trận thường chỉ có 72 giờ. Các huấn luyện viên thể lực chia khoảng thời gian này thành nhiều giai đoạn và lên kế hoạch tập luyện, dinh dưỡng, nghỉ ngơi đến từng giờ.',
          '## 24 giờ đầu: nạp năng lượng và thả lỏng',
          'Bổ sung tinh bột và đạm ngay sau trận, kết hợp đạp xe nhẹ và giãn cơ, giúp cơ bắp đào thải chất chuyển hóa.',
          '## Giấc ngủ là cách hồi phục tốt nhất',
          'Nhiều câu lạc bộ trang bị thiết bị theo dõi giấc ngủ cho cầu thủ. Mối liên hệ giữa thời gian ngủ sâu và nguy cơ chấn thương đã được nhiều dữ liệu chứng minh.',
        ],
      },
    },
  },
  {
    slug: 'cba-playoff-race',
    category: 'basketball',
    cover: '/images/news/trophy.svg',
    text: {
      zh: {
        title: 'CBA季后赛席位争夺白热化：谁能笑到最后',
        summary: '常规赛进入下半程，积分榜中游的多支球队只差一两个胜场。',
        body: [
          'CBA常规赛已经过半，积分榜第六到第十二名之间的差距只有两个胜场。每一场直接对话，都可能改变季后赛的格局。',
          '## 外援政策的影响',
          '外援出场时间的调整让本土球员承担了更多责任，也让阵容深度更好的球队占据优势。',
          '## 赛程是关键',
          '下半程的背靠背和客场之旅将考验球队的轮换。伤病管理做得好的球队，往往能在最后阶段发力。',
        ],
      },
      en: {
        title: 'CBA playoff race heats up: who will have the last laugh?',
        summary:
          'Past the halfway mark, several mid-table teams are separated by only one or two wins.',
        body: [
          'The CBA regular season is past halfway, and just two wins separate sixth from twelfth. Every head-to-head could reshape the playoff picture.',
          '## The import rules matter',
          'Changes to imports’ minutes put more on local players’ shoulders and favour teams with deeper rosters.',
          '## The schedule decides',
          'Back-to-backs and road trips in the second half will test rotations. Teams that manage injuries well tend to finish strongest.',
        ],
      },
      vi: {
        title: 'Cuộc đua vào playoff CBA nóng lên: ai sẽ cười sau cùng?',
        summary: 'Qua nửa mùa giải, nhiều đội giữa bảng chỉ cách nhau một hoặc hai trận thắng.',
        body: [
          'Mùa giải chính thức CBA đã qua nửa chặng, và chỉ hai trận thắng ngăn cách vị trí thứ sáu với thứ mười hai. Mỗi trận đối đầu trực tiếp đều có thể thay đổi cục diện playoff.',
          '## Quy định ngoại binh có ảnh hưởng',
          'Việc điều chỉnh thời gian thi đấu của ngoại binh đặt nhiều trách nhiệm hơn lên vai cầu thủ nội và có lợi cho những đội có đội hình sâu.',
          '## Lịch thi đấu là chìa khóa',
          'Những trận đấu liên tiếp và chuyến làm khách ở nửa sau mùa sẽ thử thách khả năng xoay tua. Đội nào quản lý chấn thương tốt thường bứt phá ở giai đoạn cuối.',
        ],
      },
    },
  },
  {
    slug: 'matchday-stadium-guide',
    category: 'football',
    cover: '/images/news/ball.svg',
    text: {
      zh: {
        title: '第一次去现场看球？这份观赛指南请收好',
        summary: '购票、入场、助威礼仪，新手球迷需要知道的一切。',
        body: [
          '第一次走进球场，震撼的氛围往往让人终生难忘。但在出发之前，提前做好准备能让观赛体验更加顺畅。',
          '## 提前到场',
          '大型比赛的安检排队可能需要半小时以上。建议开球前一小时抵达，顺便感受球场外的热身氛围。',
          '## 尊重对手与其他观众',
          '热情助威是足球文化的一部分，但请避免投掷物品和使用歧视性语言。文明观赛，才能让每个人都享受比赛。',
        ],
      },
      en: {
        title: 'Going to your first match? Keep this matchday guide handy',
        summary: 'Tickets, getting in, and how to support: everything a new fan needs to know.',
        body: [
          'Walking into a stadium for the first time is something you never forget. A little preparation makes the day run smoothly.',
          '## Arrive early',
          'Security queues at big matches can take half an hour or more. Aim to arrive an hour before kick-off and soak up the atmosphere outside.',
          '## Respect opponents and other fans',
          'Loud support is part of football culture, but never throw objects or use discriminatory language. Good behaviour lets everyone enjoy the game.',
        ],
      },
      vi: {
        title: 'Lần đầu đến sân xem bóng đá? Hãy lưu lại cẩm nang này',
        summary: 'Mua vé, vào sân và cổ vũ: mọi điều một cổ động viên mới cần biết.',
        body: [
          'Lần đầu bước vào sân vận động là trải nghiệm khó quên. Chuẩn bị trước một chút sẽ giúp ngày thi đấu suôn sẻ hơn.',
          '## Đến sớm',
          'Việc kiểm tra an ninh ở các trận lớn có thể mất hơn nửa tiếng. Hãy đến trước giờ bóng lăn một tiếng để hòa mình vào không khí bên ngoài sân.',
          '## Tôn trọng đối thủ và khán giả khác',
          'Cổ vũ nhiệt tình là một phần của văn hóa bóng đá, nhưng đừng ném đồ vật hay dùng lời lẽ phân biệt. Cư xử văn minh để ai cũng tận hưởng trận đấu.',
        ],
      },
    },
  },
];
