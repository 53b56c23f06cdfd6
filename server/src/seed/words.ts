/**
 * Word lists the catalogue generator composes game titles from, each word in en_US, vi_VN and
 * zh_CN. Vietnamese puts the adjective after the noun ("Rồng Vàng" = "Golden Dragon"); Chinese puts
 * it before ("黄金龙"). All names are invented for the demo; any likeness to a real title is chance.
 */
export interface Word {
  en: string;
  vi: string;
  zh: string;
}

const w = (en: string, vi: string, zh: string): Word => ({ en, vi, zh });

export const ADJECTIVES: Word[] = [
  w('Golden', 'Vàng', '黄金'),
  w('Lucky', 'May Mắn', '幸运'),
  w('Mighty', 'Hùng Mạnh', '威武'),
  w('Jade', 'Ngọc Bích', '翡翠'),
  w('Royal', 'Hoàng Gia', '皇家'),
  w('Mystic', 'Huyền Bí', '神秘'),
  w('Wild', 'Hoang Dã', '狂野'),
  w('Blazing', 'Rực Lửa', '烈焰'),
  w('Crystal', 'Pha Lê', '水晶'),
  w('Silver', 'Bạc', '白银'),
  w('Ruby', 'Hồng Ngọc', '红宝石'),
  w('Emerald', 'Lục Bảo', '祖母绿'),
  w('Thunder', 'Sấm Sét', '雷霆'),
  w('Ancient', 'Cổ Đại', '远古'),
  w('Sacred', 'Thần Thánh', '神圣'),
  w('Frozen', 'Băng Giá', '冰封'),
  w('Shining', 'Tỏa Sáng', '闪耀'),
  w('Hidden', 'Ẩn Giấu', '隐秘'),
  w('Eternal', 'Vĩnh Cửu', '永恒'),
  w('Celestial', 'Thiên Giới', '天界'),
  w('Imperial', 'Đế Vương', '帝王'),
  w('Midnight', 'Nửa Đêm', '午夜'),
  w('Neon', 'Neon', '霓虹'),
  w('Happy', 'Vui Vẻ', '快乐'),
  w('Great', 'Vĩ Đại', '伟大'),
  w('Magic', 'Phép Thuật', '魔法'),
  w('Secret', 'Bí Mật', '秘密'),
  w('Diamond', 'Kim Cương', '钻石'),
  w('Spicy', 'Cay Nồng', '火辣'),
  w('Sweet', 'Ngọt Ngào', '甜蜜'),
  w('Rich', 'Giàu Có', '富贵'),
  w('Flying', 'Bay Lượn', '飞天'),
  w('Crimson', 'Đỏ Thẫm', '赤红'),
  w('Azure', 'Xanh Thẳm', '蔚蓝'),
  w('Cosmic', 'Vũ Trụ', '宇宙'),
  w('Fortune', 'Phát Tài', '发财'),
  w('Dancing', 'Nhảy Múa', '舞动'),
  w('Roaring', 'Gầm Thét', '咆哮'),
  w('Sunset', 'Hoàng Hôn', '落日'),
  w('Storm', 'Bão Tố', '风暴'),
];

export const NOUNS: Word[] = [
  w('Dragon', 'Rồng', '龙'),
  w('Tiger', 'Hổ', '虎'),
  w('Phoenix', 'Phượng Hoàng', '凤凰'),
  w('Koi', 'Cá Chép', '锦鲤'),
  w('Panda', 'Gấu Trúc', '熊猫'),
  w('Lotus', 'Hoa Sen', '莲花'),
  w('Emperor', 'Hoàng Đế', '皇帝'),
  w('Empress', 'Nữ Hoàng', '女皇'),
  w('Buffalo', 'Trâu Rừng', '水牛'),
  w('Pharaoh', 'Pharaoh', '法老'),
  w('Treasure', 'Kho Báu', '宝藏'),
  w('Gems', 'Đá Quý', '宝石'),
  w('Fruits', 'Trái Cây', '水果'),
  w('Cherries', 'Anh Đào', '樱桃'),
  w('Sevens', 'Số Bảy', '七'),
  w('Lanterns', 'Đèn Lồng', '灯笼'),
  w('Monkey', 'Khỉ', '猴子'),
  w('Cat', 'Mèo', '猫'),
  w('Goddess', 'Nữ Thần', '女神'),
  w('Warrior', 'Chiến Binh', '战士'),
  w('Samurai', 'Samurai', '武士'),
  w('Ninja', 'Ninja', '忍者'),
  w('Pirate', 'Cướp Biển', '海盗'),
  w('Mermaid', 'Nàng Tiên Cá', '美人鱼'),
  w('Wolf', 'Sói', '狼'),
  w('Eagle', 'Đại Bàng', '雄鹰'),
  w('Lion', 'Sư Tử', '狮子'),
  w('Elephant', 'Voi', '大象'),
  w('Temple', 'Đền Thờ', '神殿'),
  w('Pearl', 'Ngọc Trai', '珍珠'),
  w('Candy', 'Kẹo', '糖果'),
  w('Bells', 'Chuông', '铃铛'),
  w('Coins', 'Đồng Xu', '金币'),
  w('Jewels', 'Châu Báu', '珠宝'),
  w('Wizard', 'Phù Thủy', '巫师'),
  w('Queen', 'Nữ Vương', '女王'),
  w('Kingdom', 'Vương Quốc', '王国'),
  w('Volcano', 'Núi Lửa', '火山'),
  w('Ocean', 'Đại Dương', '海洋'),
  w('Jungle', 'Rừng Rậm', '丛林'),
  w('Moon', 'Mặt Trăng', '月亮'),
  w('Sun', 'Mặt Trời', '太阳'),
  w('Stars', 'Ngôi Sao', '星星'),
  w('Stallion', 'Tuấn Mã', '骏马'),
  w('Crane', 'Hạc', '仙鹤'),
  w('Bamboo', 'Rừng Tre', '竹林'),
  w('Shark', 'Cá Mập', '鲨鱼'),
  w('Octopus', 'Bạch Tuộc', '章鱼'),
  w('Genie', 'Thần Đèn', '神灯精灵'),
  w('Viking', 'Viking', '维京'),
  w('Legend', 'Huyền Thoại', '传奇'),
  w('Empire', 'Đế Chế', '帝国'),
  w('Blossom', 'Hoa Mai', '梅花'),
  w('Fox', 'Cáo', '狐狸'),
  w('Rooster', 'Gà Trống', '公鸡'),
  w('Unicorn', 'Kỳ Lân', '独角兽'),
  w('Carnival', 'Lễ Hội', '嘉年华'),
  w('Gold Mine', 'Mỏ Vàng', '金矿'),
  w('Sphinx', 'Nhân Sư', '狮身人面像'),
  w('Goldfish', 'Cá Vàng', '金鱼'),
];

export const PLACES: Word[] = [
  w('Ha Long', 'Hạ Long', '下龙湾'),
  w('the Mekong', 'Mê Kông', '湄公河'),
  w('Olympus', 'Olympus', '奥林匹斯'),
  w('Atlantis', 'Atlantis', '亚特兰蒂斯'),
  w('the Nile', 'Sông Nile', '尼罗河'),
  w('Shanghai', 'Thượng Hải', '上海'),
  w('Macau', 'Ma Cao', '澳门'),
  w('Saigon', 'Sài Gòn', '西贡'),
  w('the Orient', 'Phương Đông', '东方'),
  w('the Amazon', 'Amazon', '亚马逊'),
  w('Egypt', 'Ai Cập', '埃及'),
  w('the Aztecs', 'Aztec', '阿兹特克'),
  w('Babylon', 'Babylon', '巴比伦'),
  w('Hoi An', 'Hội An', '会安'),
  w('the Himalayas', 'Himalaya', '喜马拉雅'),
  w('Bangkok', 'Băng Cốc', '曼谷'),
];

/** Slot title endings; Vietnamese sites usually keep these in English. */
export const SLOT_SUFFIXES: Word[] = [
  w('Deluxe', 'Deluxe', '豪华版'),
  w('Multiways', 'Multiways', '多路'),
  w('Hold & Spin', 'Hold & Spin', '锁定旋转'),
  w('Jackpot', 'Jackpot', '头奖'),
  w('Rush', 'Rush', '冲刺'),
  w('Riches', 'Phú Quý', '财富'),
  w('Link & Win', 'Link & Win', '连线赢'),
  w('Xtreme', 'Xtreme', '极限'),
  w('Bonanza', 'Bonanza', '大丰收'),
  w('Blitz', 'Blitz', '闪电'),
  w('Wild Ways', 'Wild Ways', '百搭之路'),
  w('Cash Stacks', 'Cash Stacks', '现金堆'),
  w('II', 'II', '2'),
];

export const LIVE_GAMES: Word[] = [
  w('Baccarat', 'Baccarat', '百家乐'),
  w('Speed Baccarat', 'Baccarat Tốc Độ', '极速百家乐'),
  w('Squeeze Baccarat', 'Baccarat Nặn Bài', '咪牌百家乐'),
  w('No Commission Baccarat', 'Baccarat Không Hoa Hồng', '免佣百家乐'),
  w('Turbo Roulette', 'Roulette Siêu Tốc', '极速轮盘'),
  w('Roulette', 'Roulette', '轮盘'),
  w('Sic Bo', 'Tài Xỉu', '骰宝'),
  w('Dragon Tiger', 'Rồng Hổ', '龙虎'),
  w('Blackjack', 'Blackjack', '21点'),
  w('Fan Tan', 'Fan Tan', '番摊'),
  w('Xoc Dia', 'Xóc Đĩa', '色碟'),
  w('Bull Bull', 'Ngưu Ngưu', '牛牛'),
  w("Casino Hold'em", "Casino Hold'em", '赌场德州扑克'),
  w('Three Card Poker', 'Poker 3 Lá', '三张扑克'),
  w('Fish Prawn Crab', 'Bầu Cua', '鱼虾蟹'),
];
export const LIVE_TABLES: Word[] = [
  ...'ABCDEFGH'.split('').map((l) => w(l, l, l)),
  ...[1, 2, 3, 5, 8].map((n) => w(`VIP ${n}`, `VIP ${n}`, `贵宾 ${n}`)),
  w('Lounge', 'Sảnh Chờ', '贵宾厅'),
  w('Prestige', 'Danh Giá', '尊享'),
];

export const CARD_GAMES: Word[] = [
  w('Tien Len', 'Tiến Lên Miền Nam', '南方十三张'),
  w('Phom', 'Phỏm', '越南扑克'),
  w('Sam Loc', 'Sâm Lốc', '萨姆洛'),
  w('Mau Binh', 'Mậu Binh', '十三水'),
  w('Poker', 'Poker', '扑克'),
  w('Mahjong', 'Mạt Chược', '麻将'),
  w('Bull Fight', 'Ngưu Ngưu', '抢庄牛牛'),
  w('Landlord', 'Đấu Địa Chủ', '斗地主'),
  w('Three Card Brag', 'Kim Hoa', '炸金花'),
  w('Pai Gow', 'Bài Cửu', '牌九'),
  w('Rummy', 'Rummy', '拉米'),
  w('Xi Dach', 'Xì Dách', '越南21点'),
  w('Lieng', 'Liêng', '三张'),
  w('Fishing Hunter', 'Bắn Cá', '捕鱼达人'),
  w('Dice Duel', 'Đổ Xúc Xắc', '骰子对决'),
];
export const CARD_MODIFIERS: Word[] = [
  w('Classic', 'Cổ Điển', '经典'),
  w('Speed', 'Tốc Độ', '极速'),
  w('VIP', 'VIP', '贵宾'),
  w('Royal', 'Hoàng Gia', '皇家'),
  w('3D', '3D', '3D'),
  w('Pro', 'Pro', '专业版'),
  w('Club', 'Club', '俱乐部'),
  w('Master', 'Cao Thủ', '大师'),
  w('Online', 'Online', '在线'),
  w('Party', 'Party', '派对'),
];

export const LOTTERY_GAMES: Word[] = [
  w('Keno', 'Keno', '基诺'),
  w('Lotto 5D', 'Xổ Số 5D', '5D彩'),
  w('Speed Lotto', 'Xổ Số Siêu Tốc', '极速彩'),
  w('Lo De', 'Lô Đề', '越南彩'),
  w('Pick 3', 'Pick 3', '排列三'),
  w('Fast 3', 'Nhanh 3', '快3'),
  w('Lucky Ball', 'Bóng May Mắn', '幸运球'),
  w('Thai Lottery', 'Xổ Số Thái', '泰国彩'),
  w('Northern Lottery', 'Xổ Số Miền Bắc', '北部彩'),
  w('Southern Lottery', 'Xổ Số Miền Nam', '南部彩'),
  w('Central Lottery', 'Xổ Số Miền Trung', '中部彩'),
  w('Lotto 6/49', 'Lotto 6/49', '乐透 6/49'),
  w('Lucky 10', 'May Mắn 10', '幸运10'),
];
export const LOTTERY_MODIFIERS: Word[] = [
  w('1 Minute', '1 Phút', '1分钟'),
  w('3 Minutes', '3 Phút', '3分钟'),
  w('5 Minutes', '5 Phút', '5分钟'),
  w('Turbo', 'Siêu Tốc', '极速'),
  w('Classic', 'Cổ Điển', '经典'),
  w('Night', 'Đêm', '夜场'),
  w('VIP', 'VIP', '贵宾'),
];

export const SPORT_GAMES: Word[] = [
  w('Sportsbook', 'Thể Thao', '体育投注'),
  w('Live Betting', 'Cược Trực Tiếp', '滚球'),
  w('Parlay', 'Cược Xiên', '串关'),
];

export const VIRTUAL_GAMES: Word[] = [
  w('Virtual Football League', 'Giải Bóng Đá Ảo', '虚拟足球联赛'),
  w('Virtual Horse Racing', 'Đua Ngựa Ảo', '虚拟赛马'),
  w('Virtual Greyhounds', 'Đua Chó Ảo', '虚拟赛狗'),
  w('Virtual Tennis', 'Quần Vợt Ảo', '虚拟网球'),
  w('Virtual Basketball', 'Bóng Rổ Ảo', '虚拟篮球'),
  w('Virtual Cycling', 'Đua Xe Đạp Ảo', '虚拟自行车'),
  w('Virtual Speedway', 'Đua Xe Ảo', '虚拟赛车'),
  w('Virtual World Cup', 'Cúp Thế Giới Ảo', '虚拟世界杯'),
  w('Penalty Shootout', 'Sút Luân Lưu', '点球大战'),
  w('Virtual Cricket', 'Cricket Ảo', '虚拟板球'),
];
export const VIRTUAL_MODIFIERS: Word[] = [
  w('', '', ''),
  w('Pro', 'Pro', '专业版'),
  w('24/7', '24/7', '全天候'),
  w('Turbo', 'Siêu Tốc', '极速'),
  w('Champions', 'Vô Địch', '冠军'),
];

export const COCKFIGHT_GAMES: Word[] = [
  w('Cockfight Arena', 'Đấu Trường Đá Gà', '斗鸡场'),
  w('Iron Spur', 'Gà Cựa Sắt', '铁距斗鸡'),
  w('Blade Spur', 'Gà Cựa Dao', '刀距斗鸡'),
  w('Cockfight Live', 'Đá Gà Trực Tiếp', '斗鸡直播'),
  w('Rooster Derby', 'Giải Đá Gà', '斗鸡大赛'),
  w('Knockout Rooster', 'Gà Đòn', '拳鸡'),
];

export const ESPORT_GAMES: Word[] = [
  w('Esports Arena', 'Đấu Trường Esports', '电竞竞技场'),
  w('MOBA Championship', 'Giải MOBA', 'MOBA锦标赛'),
  w('Tactical Shooter League', 'Giải Bắn Súng Chiến Thuật', '战术射击联赛'),
  w('Battle Royale Cup', 'Cúp Sinh Tồn', '大逃杀杯'),
  w('Esports Live Odds', 'Kèo Esports Trực Tiếp', '电竞实时赔率'),
  w('Street Fighter Duel', 'Đối Kháng Đường Phố', '街头格斗对决'),
  w('Racing Masters', 'Cao Thủ Đua Xe', '赛车大师'),
  w('Card Battler Open', 'Giải Đấu Thẻ Bài', '卡牌对战公开赛'),
];

/** Game type names per language (English comes from GAME_TYPES of @site/shared/constants). */
export const GAME_TYPE_NAMES: Record<number, { vi_VN: string; zh_CN: string }> = {
  2: { vi_VN: 'Nổ Hũ', zh_CN: '电子' },
  3: { vi_VN: 'Casino Trực Tuyến', zh_CN: '真人' },
  4: { vi_VN: 'Thể Thao', zh_CN: '体育' },
  5: { vi_VN: 'Xổ Số', zh_CN: '彩票' },
  6: { vi_VN: 'Game Bài', zh_CN: '棋牌' },
  7: { vi_VN: 'Thể Thao Ảo', zh_CN: '虚拟体育' },
  8: { vi_VN: 'Đá Gà', zh_CN: '斗鸡' },
  9: { vi_VN: 'Thể Thao Điện Tử', zh_CN: '电竞' },
};
