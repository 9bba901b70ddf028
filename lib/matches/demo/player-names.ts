/**
 * Name pools for the generated squads: given names and surnames per culture with their usual
 * Chinese transliterations (Xinhua style). Western players keep their own name in Vietnamese;
 * Chinese players are written in Vietnamese with the Sino-Vietnamese reading, as Vietnamese
 * media do ("Vũ Lỗi" for 武磊). Pure data.
 */

/** [Latin, Chinese] */
type Pair = readonly [string, string];

export type Culture = 'en' | 'es' | 'de' | 'it' | 'fr' | 'pt' | 'nl' | 'sl' | 'us';

// prettier-ignore
export const WESTERN: Readonly<Record<Culture, { first: readonly Pair[]; last: readonly Pair[]; nationality: readonly string[] }>> = {
  en: {
    nationality: ['ENG'],
    first: [
      ['James', '詹姆斯'], ['Jack', '杰克'], ['Harry', '哈里'], ['Oliver', '奥利弗'], ['George', '乔治'],
      ['Charlie', '查理'], ['Thomas', '托马斯'], ['Daniel', '丹尼尔'], ['Ben', '本'], ['Sam', '萨姆'],
      ['Lewis', '刘易斯'], ['Ryan', '瑞安'], ['Jordan', '乔丹'], ['Kyle', '凯尔'], ['Mason', '梅森'],
      ['Luke', '卢克'], ['Callum', '卡勒姆'], ['Adam', '亚当'], ['Joe', '乔'], ['Tom', '汤姆'],
    ],
    last: [
      ['Smith', '史密斯'], ['Walker', '沃克'], ['Taylor', '泰勒'], ['Brown', '布朗'], ['Wilson', '威尔逊'],
      ['Johnson', '约翰逊'], ['Wright', '赖特'], ['Robinson', '罗宾逊'], ['Thompson', '汤普森'], ['White', '怀特'],
      ['Hughes', '休斯'], ['Edwards', '爱德华兹'], ['Green', '格林'], ['Hall', '霍尔'], ['Wood', '伍德'],
      ['Harris', '哈里斯'], ['Clarke', '克拉克'], ['Jackson', '杰克逊'], ['Turner', '特纳'], ['Cooper', '库珀'],
      ['Hill', '希尔'], ['Ward', '沃德'], ['Morris', '莫里斯'], ['Bennett', '贝内特'], ['Palmer', '帕尔默'],
    ],
  },
  es: {
    nationality: ['ESP'],
    first: [
      ['Pablo', '巴勃罗'], ['Sergio', '塞尔吉奥'], ['Álvaro', '阿尔瓦罗'], ['Carlos', '卡洛斯'], ['Javier', '哈维尔'],
      ['Diego', '迭戈'], ['Marcos', '马科斯'], ['Iker', '伊克尔'], ['Dani', '达尼'], ['Raúl', '劳尔'],
      ['Adrián', '阿德里安'], ['Mario', '马里奥'], ['Hugo', '乌戈'], ['Rodrigo', '罗德里戈'], ['Nico', '尼科'],
      ['Fran', '弗兰'], ['Jorge', '豪尔赫'], ['Miguel', '米格尔'], ['Alejandro', '亚历杭德罗'], ['Iván', '伊万'],
    ],
    last: [
      ['García', '加西亚'], ['Fernández', '费尔南德斯'], ['González', '冈萨雷斯'], ['Rodríguez', '罗德里格斯'],
      ['López', '洛佩斯'], ['Martínez', '马丁内斯'], ['Sánchez', '桑切斯'], ['Pérez', '佩雷斯'], ['Gómez', '戈麦斯'],
      ['Jiménez', '希门尼斯'], ['Ruiz', '鲁伊斯'], ['Hernández', '埃尔南德斯'], ['Díaz', '迪亚斯'], ['Moreno', '莫雷诺'],
      ['Muñoz', '穆尼奥斯'], ['Álvarez', '阿尔瓦雷斯'], ['Romero', '罗梅罗'], ['Navarro', '纳瓦罗'], ['Torres', '托雷斯'],
      ['Domínguez', '多明格斯'], ['Vázquez', '巴斯克斯'], ['Ramos', '拉莫斯'], ['Gil', '希尔'], ['Serrano', '塞拉诺'],
      ['Molina', '莫利纳'],
    ],
  },
  de: {
    nationality: ['GER'],
    first: [
      ['Lukas', '卢卡斯'], ['Leon', '莱昂'], ['Jonas', '约纳斯'], ['Felix', '费利克斯'], ['Niklas', '尼克拉斯'],
      ['Maximilian', '马克西米利安'], ['Tim', '蒂姆'], ['Jan', '扬'], ['Florian', '弗洛里安'], ['Julian', '尤利安'],
      ['Kai', '凯'], ['Marco', '马尔科'], ['Tobias', '托比亚斯'], ['Paul', '保罗'], ['Moritz', '莫里茨'],
      ['Benedikt', '贝内迪克特'], ['Sebastian', '塞巴斯蒂安'], ['Philipp', '菲利普'], ['David', '达维德'], ['Jamal', '贾马尔'],
    ],
    last: [
      ['Müller', '穆勒'], ['Schmidt', '施密特'], ['Schneider', '施耐德'], ['Fischer', '菲舍尔'], ['Weber', '韦伯'],
      ['Meyer', '迈尔'], ['Wagner', '瓦格纳'], ['Becker', '贝克尔'], ['Schulz', '舒尔茨'], ['Hoffmann', '霍夫曼'],
      ['Koch', '科赫'], ['Richter', '里希特'], ['Klein', '克莱因'], ['Wolf', '沃尔夫'], ['Neumann', '诺伊曼'],
      ['Schwarz', '施瓦茨'], ['Braun', '布劳恩'], ['Zimmermann', '齐默尔曼'], ['Krüger', '克吕格尔'], ['Hartmann', '哈特曼'],
      ['Lange', '朗格'], ['Werner', '维尔纳'], ['Krause', '克劳泽'], ['Vogel', '福格尔'], ['Keller', '凯勒'],
    ],
  },
  it: {
    nationality: ['ITA'],
    first: [
      ['Marco', '马尔科'], ['Luca', '卢卡'], ['Andrea', '安德烈亚'], ['Matteo', '马泰奥'], ['Lorenzo', '洛伦佐'],
      ['Alessandro', '亚历山德罗'], ['Francesco', '弗朗切斯科'], ['Davide', '达维德'], ['Federico', '费德里科'],
      ['Simone', '西莫内'], ['Riccardo', '里卡多'], ['Giorgio', '乔治'], ['Nicolò', '尼科洛'], ['Stefano', '斯特凡诺'],
      ['Giacomo', '贾科莫'], ['Daniele', '达尼埃莱'], ['Filippo', '菲利波'], ['Leonardo', '莱昂纳多'], ['Manuel', '曼努埃尔'],
      ['Pietro', '彼得罗'],
    ],
    last: [
      ['Rossi', '罗西'], ['Russo', '鲁索'], ['Ferrari', '费拉里'], ['Esposito', '埃斯波西托'], ['Bianchi', '比安基'],
      ['Romano', '罗马诺'], ['Colombo', '科隆博'], ['Ricci', '里奇'], ['Marino', '马里诺'], ['Greco', '格雷科'],
      ['Bruno', '布鲁诺'], ['Gallo', '加洛'], ['Conti', '孔蒂'], ['De Luca', '德卢卡'], ['Costa', '科斯塔'],
      ['Giordano', '焦尔达诺'], ['Mancini', '曼奇尼'], ['Rizzo', '里佐'], ['Lombardi', '隆巴尔迪'], ['Moretti', '莫雷蒂'],
      ['Barbieri', '巴尔别里'], ['Fontana', '丰塔纳'], ['Santoro', '桑托罗'], ['Mariani', '马里亚尼'], ['Rinaldi', '里纳尔迪'],
    ],
  },
  fr: {
    nationality: ['FRA'],
    first: [
      ['Lucas', '卢卡斯'], ['Hugo', '雨果'], ['Théo', '特奥'], ['Maxime', '马克西姆'], ['Antoine', '安托万'],
      ['Julien', '朱利安'], ['Kylian', '基利安'], ['Mathis', '马蒂斯'], ['Nathan', '纳唐'], ['Enzo', '恩佐'],
      ['Louis', '路易'], ['Baptiste', '巴蒂斯特'], ['Clément', '克莱芒'], ['Romain', '罗曼'], ['Adrien', '阿德里安'],
      ['Yanis', '亚尼斯'], ['Bastien', '巴斯蒂安'], ['Jules', '朱尔'], ['Quentin', '康坦'], ['Moussa', '穆萨'],
    ],
    last: [
      ['Martin', '马丁'], ['Bernard', '贝尔纳'], ['Dubois', '杜布瓦'], ['Thomas', '托马'], ['Robert', '罗贝尔'],
      ['Richard', '里夏尔'], ['Petit', '珀蒂'], ['Durand', '迪朗'], ['Leroy', '勒鲁瓦'], ['Moreau', '莫罗'],
      ['Simon', '西蒙'], ['Laurent', '洛朗'], ['Lefebvre', '勒菲弗'], ['Michel', '米歇尔'], ['David', '达维德'],
      ['Bertrand', '贝特朗'], ['Roux', '鲁'], ['Vincent', '樊尚'], ['Fournier', '富尼耶'], ['Morel', '莫雷尔'],
      ['Girard', '吉拉尔'], ['Bonnet', '博内'], ['Dupont', '杜邦'], ['Lambert', '朗贝尔'], ['Camara', '卡马拉'],
    ],
  },
  pt: {
    nationality: ['POR', 'BRA'],
    first: [
      ['João', '若昂'], ['Pedro', '佩德罗'], ['Rafael', '拉斐尔'], ['Tiago', '蒂亚戈'], ['Diogo', '迪奥戈'],
      ['Gonçalo', '贡萨洛'], ['Bruno', '布鲁诺'], ['Rúben', '鲁本'], ['André', '安德烈'], ['Gabriel', '加布里埃尔'],
      ['Lucas', '卢卡斯'], ['Matheus', '马特乌斯'], ['Vinícius', '维尼修斯'], ['Felipe', '费利佩'], ['Gustavo', '古斯塔沃'],
      ['Rodrigo', '罗德里戈'], ['Nuno', '努诺'], ['Vitor', '维托尔'], ['Caio', '卡约'], ['Danilo', '达尼洛'],
    ],
    last: [
      ['Silva', '席尔瓦'], ['Santos', '桑托斯'], ['Ferreira', '费雷拉'], ['Pereira', '佩雷拉'], ['Oliveira', '奥利维拉'],
      ['Costa', '科斯塔'], ['Rodrigues', '罗德里格斯'], ['Martins', '马丁斯'], ['Sousa', '索萨'], ['Fernandes', '费尔南德斯'],
      ['Gonçalves', '贡萨尔维斯'], ['Gomes', '戈麦斯'], ['Lopes', '洛佩斯'], ['Marques', '马克斯'], ['Alves', '阿尔维斯'],
      ['Almeida', '阿尔梅达'], ['Ribeiro', '里贝罗'], ['Pinto', '平托'], ['Carvalho', '卡瓦略'], ['Teixeira', '特谢拉'],
      ['Moreira', '莫雷拉'], ['Correia', '科雷亚'], ['Mendes', '门德斯'], ['Nunes', '努内斯'], ['Soares', '索亚雷斯'],
    ],
  },
  nl: {
    nationality: ['NED'],
    first: [
      ['Daan', '达恩'], ['Sem', '塞姆'], ['Lars', '拉尔斯'], ['Bram', '布拉姆'], ['Thijs', '泰斯'],
      ['Jesse', '杰西'], ['Ruben', '鲁本'], ['Stijn', '斯泰恩'], ['Joey', '乔伊'], ['Milan', '米兰'],
      ['Luuk', '吕克'], ['Wout', '沃特'], ['Teun', '特恩'], ['Kees', '凯斯'], ['Sven', '斯文'],
      ['Niels', '尼尔斯'], ['Mats', '马茨'], ['Guus', '胡斯'], ['Jurriën', '于里恩'], ['Quinten', '昆滕'],
    ],
    last: [
      ['de Jong', '德容'], ['Jansen', '扬森'], ['de Vries', '德弗里斯'], ['van den Berg', '范登贝赫'], ['van Dijk', '范戴克'],
      ['Bakker', '巴克'], ['Visser', '维瑟'], ['Smit', '斯密特'], ['Meijer', '迈耶'], ['de Boer', '德波尔'],
      ['Mulder', '穆德'], ['de Groot', '德赫罗特'], ['Bos', '博斯'], ['Vos', '福斯'], ['Peters', '彼得斯'],
      ['Hendriks', '亨德里克斯'], ['van Leeuwen', '范莱乌文'], ['Dekker', '德克尔'], ['Brouwer', '布劳威尔'], ['de Wit', '德维特'],
      ['Dijkstra', '戴克斯特拉'], ['Koster', '科斯特'], ['Verbeek', '费尔贝克'], ['Timmermans', '蒂默曼斯'], ['Kuipers', '奎佩斯'],
    ],
  },
  /** Central and Eastern Europe. */
  sl: {
    nationality: ['CRO', 'SRB', 'CZE', 'SVK', 'UKR'],
    first: [
      ['Luka', '卢卡'], ['Ivan', '伊万'], ['Marko', '马尔科'], ['Petar', '彼得'], ['Nikola', '尼古拉'],
      ['Filip', '菲利普'], ['Josip', '约西普'], ['Stefan', '斯特凡'], ['Tomáš', '托马什'], ['Jakub', '雅库布'],
      ['Ondřej', '翁德热'], ['Dominik', '多米尼克'], ['Mykola', '米科拉'], ['Andriy', '安德烈'], ['Oleksandr', '亚历山大'],
      ['Matej', '马泰'], ['Lovro', '洛夫罗'], ['Mateo', '马特奥'], ['Dušan', '杜尚'], ['Milan', '米兰'],
    ],
    last: [
      ['Horvat', '霍瓦特'], ['Kovačević', '科瓦切维奇'], ['Babić', '巴比奇'], ['Marić', '马里奇'], ['Jurić', '尤里奇'],
      ['Novak', '诺瓦克'], ['Petrović', '彼得罗维奇'], ['Jovanović', '约万诺维奇'], ['Nikolić', '尼科利奇'], ['Popović', '波波维奇'],
      ['Dvořák', '德沃夏克'], ['Svoboda', '斯沃博达'], ['Novotný', '诺沃特尼'], ['Černý', '切尔尼'], ['Kučera', '库切拉'],
      ['Kovalenko', '科瓦连科'], ['Shevchenko', '舍甫琴科'], ['Bondarenko', '邦达连科'], ['Tkachenko', '特卡琴科'], ['Kravets', '克拉韦茨'],
      ['Perišić', '佩里西奇'], ['Vlašić', '弗拉希奇'], ['Pavlović', '帕夫洛维奇'], ['Stanković', '斯坦科维奇'], ['Ilić', '伊利奇'],
    ],
  },
  us: {
    nationality: ['USA'],
    first: [
      ['Jalen', '杰伦'], ['Tyrese', '泰瑞斯'], ['Anthony', '安东尼'], ['Marcus', '马库斯'], ['Darius', '达柳斯'],
      ['Malik', '马利克'], ['Jordan', '乔丹'], ['Brandon', '布兰登'], ['Kevin', '凯文'], ['Chris', '克里斯'],
      ['Devin', '德文'], ['Trey', '特雷'], ['Isaiah', '以赛亚'], ['Cameron', '卡梅伦'], ['Jaden', '杰登'],
      ['Zion', '锡安'], ['Tyler', '泰勒'], ['Derrick', '德里克'], ['Kyle', '凯尔'], ['Donovan', '多诺万'],
    ],
    last: [
      ['Williams', '威廉姆斯'], ['Johnson', '约翰逊'], ['Brown', '布朗'], ['Jones', '琼斯'], ['Davis', '戴维斯'],
      ['Miller', '米勒'], ['Wilson', '威尔逊'], ['Moore', '穆尔'], ['Taylor', '泰勒'], ['Anderson', '安德森'],
      ['Thomas', '托马斯'], ['Jackson', '杰克逊'], ['White', '怀特'], ['Harris', '哈里斯'], ['Martin', '马丁'],
      ['Thompson', '汤普森'], ['Robinson', '罗宾逊'], ['Walker', '沃克'], ['Young', '扬'], ['Allen', '艾伦'],
      ['King', '金'], ['Green', '格林'], ['Adams', '亚当斯'], ['Baker', '贝克'], ['Mitchell', '米切尔'],
    ],
  },
};

/** [Chinese, pinyin, Sino-Vietnamese] */
type Han = readonly [string, string, string];

// prettier-ignore
export const CHINESE_SURNAMES: readonly Han[] = [
  ['王', 'Wang', 'Vương'], ['李', 'Li', 'Lý'], ['张', 'Zhang', 'Trương'], ['刘', 'Liu', 'Lưu'], ['陈', 'Chen', 'Trần'],
  ['杨', 'Yang', 'Dương'], ['赵', 'Zhao', 'Triệu'], ['黄', 'Huang', 'Hoàng'], ['周', 'Zhou', 'Chu'], ['吴', 'Wu', 'Ngô'],
  ['徐', 'Xu', 'Từ'], ['孙', 'Sun', 'Tôn'], ['马', 'Ma', 'Mã'], ['胡', 'Hu', 'Hồ'], ['郭', 'Guo', 'Quách'],
  ['何', 'He', 'Hà'], ['林', 'Lin', 'Lâm'], ['高', 'Gao', 'Cao'], ['罗', 'Luo', 'La'], ['郑', 'Zheng', 'Trịnh'],
  ['梁', 'Liang', 'Lương'], ['谢', 'Xie', 'Tạ'], ['宋', 'Song', 'Tống'], ['韩', 'Han', 'Hàn'], ['武', 'Wu', 'Vũ'],
];

// prettier-ignore
export const CHINESE_GIVEN: readonly Han[] = [
  ['磊', 'lei', 'Lỗi'], ['伟', 'wei', 'Vĩ'], ['强', 'qiang', 'Cường'], ['军', 'jun', 'Quân'], ['杰', 'jie', 'Kiệt'],
  ['涛', 'tao', 'Đào'], ['明', 'ming', 'Minh'], ['超', 'chao', 'Siêu'], ['勇', 'yong', 'Dũng'], ['鹏', 'peng', 'Bằng'],
  ['浩', 'hao', 'Hạo'], ['宇', 'yu', 'Vũ'], ['博', 'bo', 'Bác'], ['文', 'wen', 'Văn'], ['龙', 'long', 'Long'],
  ['海', 'hai', 'Hải'], ['峰', 'feng', 'Phong'], ['斌', 'bin', 'Bân'], ['刚', 'gang', 'Cương'], ['晨', 'chen', 'Thần'],
  ['志', 'zhi', 'Chí'], ['天', 'tian', 'Thiên'], ['国', 'guo', 'Quốc'], ['建', 'jian', 'Kiến'], ['华', 'hua', 'Hoa'],
  ['俊', 'jun', 'Tuấn'], ['嘉', 'jia', 'Gia'], ['子', 'zi', 'Tử'], ['一', 'yi', 'Nhất'], ['金', 'jin', 'Kim'],
];

/** The culture of a team's country (its home-grown players' names). */
// prettier-ignore
export const COUNTRY_CULTURE: Readonly<Record<string, Culture | EastAsian>> = {
  ENG: 'en', SCO: 'en', ESP: 'es', GER: 'de', AUT: 'de', SUI: 'de', ITA: 'it', FRA: 'fr', MCO: 'fr', BEL: 'fr',
  POR: 'pt', NED: 'nl', CRO: 'sl', SRB: 'sl', CZE: 'sl', SVK: 'sl', UKR: 'sl', CHN: 'cn', USA: 'us', CAN: 'us',
  AUS: 'en', NZL: 'en', BRA: 'pt', ARG: 'es', VIE: 'vn', JPN: 'jp', KOR: 'kr',
};

/** Name cultures written family name first in Chinese (and in Vietnamese and Korean English). */
export type EastAsian = 'cn' | 'vn' | 'jp' | 'kr';

/** [Chinese, English, Vietnamese] */
type Tri = readonly [string, string, string];

/**
 * Vietnamese, Japanese and Korean name parts. Vietnamese names keep the family name first in every
 * language (Nguyễn Quang Hải); Japanese ones are written given name first in English (Kaoru
 * Mitoma) and family name first in Chinese; Korean ones family name first (Son Heung-min).
 */
// prettier-ignore
export const EAST_ASIAN: Readonly<Record<Exclude<EastAsian, 'cn'>, { family: readonly Tri[]; given: readonly Tri[]; nationality: string; givenFirst: boolean }>> = {
  vn: {
    nationality: 'VIE',
    givenFirst: false,
    family: [['阮', 'Nguyen', 'Nguyễn'], ['陈', 'Tran', 'Trần'], ['黎', 'Le', 'Lê'], ['范', 'Pham', 'Phạm'], ['黄', 'Hoang', 'Hoàng'], ['潘', 'Phan', 'Phan'], ['武', 'Vu', 'Vũ'], ['邓', 'Dang', 'Đặng'], ['裴', 'Bui', 'Bùi'], ['杜', 'Do', 'Đỗ'], ['吴', 'Ngo', 'Ngô'], ['杨', 'Duong', 'Dương']],
    given: [['光海', 'Quang Hai', 'Quang Hải'], ['进灵', 'Tien Linh', 'Tiến Linh'], ['文厚', 'Van Hau', 'Văn Hậu'], ['春孟', 'Xuan Manh', 'Xuân Mạnh'], ['黄德', 'Hoang Duc', 'Hoàng Đức'], ['维孟', 'Duy Manh', 'Duy Mạnh'], ['成忠', 'Thanh Chung', 'Thành Chung'], ['俊英', 'Tuan Anh', 'Tuấn Anh'], ['公凤', 'Cong Phuong', 'Công Phượng'], ['文全', 'Van Toan', 'Văn Toàn'], ['文清', 'Van Thanh', 'Văn Thanh'], ['友胜', 'Huu Thang', 'Hữu Thắng'], ['明龙', 'Minh Long', 'Minh Long'], ['德战', 'Duc Chien', 'Đức Chiến'], ['进勇', 'Tien Dung', 'Tiến Dũng'], ['廷重', 'Dinh Trong', 'Đình Trọng']],
  },
  jp: {
    nationality: 'JPN',
    givenFirst: true,
    family: [['佐藤', 'Sato', 'Sato'], ['铃木', 'Suzuki', 'Suzuki'], ['高桥', 'Takahashi', 'Takahashi'], ['田中', 'Tanaka', 'Tanaka'], ['伊藤', 'Ito', 'Ito'], ['渡边', 'Watanabe', 'Watanabe'], ['山本', 'Yamamoto', 'Yamamoto'], ['中村', 'Nakamura', 'Nakamura'], ['小林', 'Kobayashi', 'Kobayashi'], ['加藤', 'Kato', 'Kato'], ['吉田', 'Yoshida', 'Yoshida'], ['山田', 'Yamada', 'Yamada']],
    given: [['翔太', 'Shota', 'Shota'], ['大辉', 'Daiki', 'Daiki'], ['健太', 'Kenta', 'Kenta'], ['拓海', 'Takumi', 'Takumi'], ['悠斗', 'Yuto', 'Yuto'], ['亮', 'Ryo', 'Ryo'], ['阳翔', 'Haruto', 'Haruto'], ['莲', 'Ren', 'Ren'], ['和也', 'Kazuya', 'Kazuya'], ['直树', 'Naoki', 'Naoki'], ['圭佑', 'Keisuke', 'Keisuke'], ['优太', 'Yuta', 'Yuta']],
  },
  kr: {
    nationality: 'KOR',
    givenFirst: false,
    family: [['金', 'Kim', 'Kim'], ['李', 'Lee', 'Lee'], ['朴', 'Park', 'Park'], ['崔', 'Choi', 'Choi'], ['郑', 'Jung', 'Jung'], ['姜', 'Kang', 'Kang'], ['赵', 'Cho', 'Cho'], ['尹', 'Yoon', 'Yoon'], ['张', 'Jang', 'Jang'], ['林', 'Lim', 'Lim']],
    given: [['敏载', 'Min-jae', 'Min-jae'], ['兴民', 'Heung-min', 'Heung-min'], ['康仁', 'Kang-in', 'Kang-in'], ['宰成', 'Jae-sung', 'Jae-sung'], ['奎成', 'Gue-sung', 'Gue-sung'], ['铉宇', 'Hyun-woo', 'Hyun-woo'], ['承浩', 'Seung-ho', 'Seung-ho'], ['东炫', 'Dong-hyun', 'Dong-hyun'], ['智诚', 'Ji-sung', 'Ji-sung'], ['在锡', 'Jae-suk', 'Jae-suk']],
  },
};
