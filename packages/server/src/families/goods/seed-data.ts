/** The goods family's demo catalogue (every company gets the same): types, goods with barcodes and stock, kits, asset items. */

export type Kind = 'material' | 'consumable' | 'asset';

export const TYPES: { key: string; name: string; kind: Kind }[] = [
  { key: 'office', name: '办公用品', kind: 'material' },
  { key: 'consumable', name: '办公耗材', kind: 'consumable' },
  { key: 'labor', name: '劳保用品', kind: 'material' },
  { key: 'it', name: 'IT 设备', kind: 'asset' },
];

export interface GoodsPlan {
  key: string;
  type: string;
  name: string;
  unit: string;
  spec: string | null;
  valueFen: number;
  /** Opening stock of the main warehouse (asset models: none, their items are counted). */
  stock: number;
  barcode: string;
}

const g = (
  key: string,
  type: string,
  name: string,
  unit: string,
  spec: string | null,
  valueFen: number,
  stock: number,
  barcode: string,
): GoodsPlan => ({
  key,
  type,
  name,
  unit,
  spec,
  valueFen,
  stock,
  barcode,
});

export const GOODS: GoodsPlan[] = [
  g('a4', 'office', 'A4 打印纸', '包', '70g 500张', 2500, 200, '6901234500011'),
  g('a3', 'office', 'A3 打印纸', '包', '70g 500张', 4800, 40, '6901234500028'),
  g('pen', 'office', '中性签字笔', '支', '0.5mm 黑色', 150, 500, '6901234500035'),
  g('refill', 'office', '中性笔芯', '支', '0.5mm 黑色', 60, 800, '6901234500042'),
  g('notebook', 'office', '笔记本', '本', 'B5 80页', 600, 300, '6901234500059'),
  g('folder', 'office', '文件夹', '个', 'A4 双夹', 450, 200, '6901234500066'),
  g('stapler', 'office', '订书机', '个', '12号', 1800, 50, '6901234500073'),
  g('staples', 'office', '订书钉', '盒', '24/6 1000枚', 250, 120, '6901234500080'),
  g('clip', 'office', '长尾夹', '盒', '32mm 12只', 600, 80, '6901234500097'),
  g('sticky', 'office', '便利贴', '本', '76×76mm', 300, 150, '6901234500103'),
  g('highlighter', 'office', '荧光笔', '支', '黄色', 350, 100, '6901234500110'),
  g('badge', 'office', '工牌卡套', '个', '竖式', 500, 120, '6901234500127'),
  g('calculator', 'office', '计算器', '个', '12位', 3500, 20, '6901234500134'),
  g('tape', 'office', '透明胶带', '卷', '18mm', 200, 150, '6901234500141'),
  g('toner', 'consumable', '硒鼓', '个', 'HP 88A', 18000, 30, '6901234500158'),
  g('ink', 'consumable', '墨盒', '个', 'Canon 845 黑色', 9800, 25, '6901234500165'),
  g('ribbon', 'consumable', '色带', '个', 'LQ-630K', 3500, 20, '6901234500172'),
  g('battery', 'consumable', '5号电池', '节', '碱性', 250, 400, '6901234500189'),
  g('usb', 'consumable', 'U盘', '个', '32GB', 4500, 40, '6901234500196'),
  g('labelTape', 'consumable', '标签色带', '卷', '12mm 白底黑字', 6500, 15, '6901234500202'),
  g('gloves', 'labor', '劳保手套', '双', '棉纱', 300, 600, '6901234500219'),
  g('helmet', 'labor', '安全帽', '顶', 'ABS 白色', 3500, 60, '6901234500226'),
  g('vest', 'labor', '反光背心', '件', '均码', 1500, 80, '6901234500233'),
  g('mask', 'labor', '防尘口罩', '只', 'KN95', 350, 500, '6901234500240'),
  g('earplug', 'labor', '防噪耳塞', '副', '泡棉', 150, 300, '6901234500257'),
  g('laptop', 'it', '笔记本电脑', '台', 'ThinkPad T14', 650000, 0, '6901234500264'),
  g('monitor', 'it', '显示器', '台', '27英寸 4K', 180000, 0, '6901234500271'),
  g('projector', 'it', '投影仪', '台', '便携式 1080P', 320000, 0, '6901234500288'),
  g('tablet', 'it', '平板电脑', '台', 'iPad 10.9', 350000, 0, '6901234500295'),
];

export const KITS: { key: string; name: string; description: string; items: [string, number][] }[] = [
  {
    key: 'starter',
    name: '新员工办公套件',
    description: '新员工入职当天领取的桌面办公用品',
    items: [
      ['notebook', 1],
      ['pen', 2],
      ['folder', 2],
      ['badge', 1],
      ['sticky', 1],
    ],
  },
  {
    key: 'labor',
    name: '劳保套件',
    description: '现场作业人员的基本防护用品',
    items: [
      ['gloves', 2],
      ['helmet', 1],
      ['vest', 1],
      ['mask', 5],
    ],
  },
];

/** Twenty tagged items: model key, count, tag prefix. */
export const ASSET_MODELS: { model: string; count: number; prefix: string; place: string }[] = [
  { model: 'laptop', count: 8, prefix: 'NB', place: '总务仓库 A 柜' },
  { model: 'monitor', count: 6, prefix: 'MN', place: '总务仓库 B 架' },
  { model: 'projector', count: 3, prefix: 'PJ', place: '总务仓库 C 柜' },
  { model: 'tablet', count: 3, prefix: 'PD', place: '总务仓库 A 柜' },
];
/** An item's tag: 'ZC-NB-001' (printed as QR and Code-128). */
export const assetTag = (prefix: string, n: number): string => `ZC-${prefix}-${String(n).padStart(3, '0')}`;

/** Items held for long-term use in the demo: 巡检员 (about to leave) has two laptops; 普通员工 a laptop and a monitor. */
export const HELD: { tag: string; staff: string }[] = [
  { tag: assetTag('NB', 1), staff: 'patrolman' },
  { tag: assetTag('NB', 2), staff: 'patrolman' },
  { tag: assetTag('NB', 3), staff: 'staff' },
  { tag: assetTag('MN', 1), staff: 'staff' },
];

export const PROJECTS = ['日常办公', '新员工入职', '展会活动', '研发项目'];
export const PICK_TYPES = ['日常领用', '新员工入职', '项目使用', '会议活动'];
