/**
 * What the demo's simulated audience says (lib/live/demo/audience.ts, issue 24), in the room's
 * language. Demo data like the community's fan posts (lib/community/demo/data.ts): chat content
 * of simulated users, not interface text. `{team}` is the team that just scored.
 */

export type AudienceLang = 'zh' | 'en' | 'vi';

/** What a line answers: the match's events, or the room's ordinary chatter by its sport. */
export type Situation =
  | 'goal'
  | 'save'
  | 'card'
  | 'chance'
  | 'three'
  | 'basket'
  | 'chatFootball'
  | 'chatBasketball'
  | 'chatOther';

export const AUDIENCE_LINES: Record<AudienceLang, Record<Situation, readonly string[]>> = {
  zh: {
    goal: [
      '好球!',
      '进了进了!!',
      '{team}牛!',
      '漂亮的进球!',
      '这脚射门绝了',
      'GOAL!!! {team}!',
      '我就说会进吧',
      '球进了! 太精彩了',
    ],
    save: ['好扑!', '门将神了', '这都能扑出来?', '门将今天状态真好', '差一点啊!'],
    card: ['这牌给得没毛病', '裁判太严了吧', '黄牌!', '动作太大了', '这下要小心了'],
    chance: ['机会来了', '角球! 争点气', '这波进攻有威胁', '传中! 可惜了'],
    three: ['三分! 好球!', '手感火热', '这三分太准了', '接球就投, 漂亮'],
    basket: ['好球!', '这个突破漂亮', '防守再积极点', '打得好!'],
    chatFootball: [
      '今天谁赢?',
      '主播解说得好',
      '中场控制得不错',
      '这比赛节奏好快',
      '主队加油!',
      '这场比分我猜2比1',
      '边路突破好多',
      '有人一起看吗',
      '下半场肯定更精彩',
      '主播讲讲阵型?',
    ],
    chatBasketball: [
      '今天谁赢?',
      '节奏好快',
      '篮板球要抢啊',
      '防守太松了',
      '主播解说得好',
      '这节能追回来',
      '挡拆配合不错',
      '加油加油!',
    ],
    chatOther: [
      '主播好!',
      '来了来了',
      '这局好看',
      '主播讲得清楚',
      '学到了',
      '刚下班来看',
      '加油!',
      '支持主播',
    ],
  },
  en: {
    goal: [
      'GOAL!!',
      'What a finish!',
      'Get in! {team}!',
      'Called it!',
      'Top corner, unreal',
      'What a strike',
      '{team} deserved that',
      'Brilliant goal',
    ],
    save: [
      'What a save',
      'Keeper is on fire',
      'How did he keep that out?',
      'Huge stop!',
      'So close!',
    ],
    card: [
      'That’s a booking all day',
      'Harsh card',
      'Fair enough, late tackle',
      'Ref had no choice',
      'He has to be careful now',
    ],
    chance: ['Corner, come on!', 'Big chance there', 'Getting closer', 'Good pressure'],
    three: ['From downtown!', 'Splash!', 'He’s heating up', 'Nothing but net'],
    basket: ['Nice bucket', 'Great move', 'Defence is asleep', 'Good ball!'],
    chatFootball: [
      'Who wins this?',
      'Great commentary',
      'Midfield is battling',
      'End to end stuff',
      'Come on!',
      'Calling 2-1',
      'Wingers look lively',
      'Watching from London',
      'Second half will be better',
      'Love this stream',
    ],
    chatBasketball: [
      'Who wins this?',
      'Fast pace tonight',
      'Box out!',
      'Defence needs work',
      'Great commentary',
      'They can come back',
      'Nice pick and roll',
      'Let’s go!',
    ],
    chatOther: [
      'Hi everyone!',
      'Just tuned in',
      'Good game so far',
      'Great explanation',
      'Learned something',
      'Watching after work',
      'Let’s go!',
      'Love this stream',
    ],
  },
  vi: {
    goal: [
      'Vào!',
      'VÀOOO!',
      'Bàn thắng đẹp quá!',
      '{team} quá hay!',
      'Cú sút tuyệt vời',
      'Đã bảo mà!',
      'Xứng đáng cho {team}',
      'Quá đỉnh!',
    ],
    save: [
      'Cứu thua xuất sắc!',
      'Thủ môn hay quá',
      'Sao cản được hay vậy',
      'Suýt nữa thì vào!',
      'Pha cản phá đỉnh',
    ],
    card: [
      'Thẻ vàng là đúng',
      'Trọng tài nghiêm quá',
      'Phạm lỗi rõ ràng',
      'Phải cẩn thận rồi',
      'Pha vào bóng hơi muộn',
    ],
    chance: ['Phạt góc! Cố lên', 'Cơ hội đây rồi', 'Tấn công hay', 'Tiếc quá!'],
    three: ['Ba điểm! Đẹp!', 'Tay ném đang nóng', 'Ném quá chuẩn', 'Ba điểm ngọt quá'],
    basket: ['Bóng đẹp!', 'Đột phá hay', 'Phòng ngự chậm quá', 'Chơi hay lắm!'],
    chatFootball: [
      'Trận này ai thắng?',
      'BLV bình luận hay quá',
      'Tuyến giữa chơi tốt',
      'Trận đấu nhanh quá',
      'Cố lên!',
      'Mình đoán 2-1',
      'Cánh chơi hay ghê',
      'Xem từ Hà Nội',
      'Hiệp hai sẽ hay hơn',
      'Kênh hay quá',
    ],
    chatBasketball: [
      'Trận này ai thắng?',
      'Tốc độ nhanh quá',
      'Tranh bật bảng đi!',
      'Phòng ngự lỏng quá',
      'BLV hay quá',
      'Vẫn gỡ được',
      'Phối hợp hay',
      'Cố lên!',
    ],
    chatOther: [
      'Chào mọi người!',
      'Mới vào xem',
      'Ván này hay',
      'Giải thích dễ hiểu',
      'Học được nhiều',
      'Tan làm vào xem',
      'Cố lên!',
      'Ủng hộ kênh',
    ],
  },
};

/**
 * The simulated viewers' names, by language: `first` and `second` combine into 10×6 names, more
 * than any room's audience needs. Distinct from the community's demo fans.
 */
export const AUDIENCE_NAMES: Record<
  AudienceLang,
  { first: readonly string[]; second: readonly string[] }
> = {
  zh: {
    first: ['追风', '夜读', '老街', '南城', '北岸', '小橙', '铁杆', '半场', '周末', '晨跑'],
    second: ['看球', '球迷', '少年', '观众', '老张', '阿明'],
  },
  en: {
    first: [
      'Terrace',
      'Sunday',
      'Late',
      'Northside',
      'Couch',
      'Pitchside',
      'Bench',
      'Away',
      'Midweek',
      'Matchday',
    ],
    second: ['Fan', 'Pundit', 'Watcher', 'Regular', 'Ultra', 'Viewer'],
  },
  vi: {
    first: ['Minh', 'Tuấn', 'Lan', 'Hải', 'Long', 'Nam', 'Phúc', 'Hoa', 'Bình', 'Khoa'],
    second: ['Xem Bóng', 'Cổ Vũ', 'Fan Ruột', 'Mê Bóng', 'Sài Gòn', 'Hà Nội'],
  },
};
