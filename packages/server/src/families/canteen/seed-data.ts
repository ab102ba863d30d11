/** The demo canteens of every company: two canteens, their periods, dishes and what each day's menu offers. */
import type { MealPeriod } from '@campus/contracts';
import type { PeriodConfig } from './schema.ts';

export interface SeedDish {
  key: string;
  name: string;
  description: string;
  priceFen: number;
  periods: MealPeriod[];
  /** Portions offered per period and day. */
  stock: number;
}

export interface SeedCanteen {
  key: string;
  name: string;
  location: string;
  description: string;
  deliveryFeeFen: number | null;
  periods: PeriodConfig[];
  dishes: SeedDish[];
}

export const seedCanteens: SeedCanteen[] = [
  {
    key: 'first',
    name: '第一食堂',
    location: '行政楼一层',
    description: '家常菜、面点，工作日可送餐到园区内各楼',
    deliveryFeeFen: 300,
    periods: [
      // breakfast closes the evening before at 20:00; lunch at 10:00; dinner at 16:00
      { code: 'breakfast', serveStart: '07:00', serveEnd: '09:00', cutoffMinutes: 660 },
      { code: 'lunch', serveStart: '11:30', serveEnd: '13:00', cutoffMinutes: 90 },
      { code: 'dinner', serveStart: '17:30', serveEnd: '19:00', cutoffMinutes: 90 },
    ],
    dishes: [
      { key: 'pork', name: '红烧肉', description: '肥瘦相间，酱香浓郁', priceFen: 1800, periods: ['lunch', 'dinner'], stock: 40 },
      { key: 'chicken', name: '宫保鸡丁', description: '微辣，花生香脆', priceFen: 1500, periods: ['lunch', 'dinner'], stock: 50 },
      { key: 'egg', name: '番茄炒蛋', description: '酸甜下饭', priceFen: 800, periods: ['lunch', 'dinner'], stock: 60 },
      { key: 'greens', name: '清炒时蔬', description: '当季蔬菜', priceFen: 600, periods: ['lunch', 'dinner'], stock: 80 },
      { key: 'fish', name: '清蒸鲈鱼', description: '每日限量供应', priceFen: 2600, periods: ['lunch'], stock: 5 },
      { key: 'rice', name: '米饭', description: '东北大米', priceFen: 100, periods: ['lunch', 'dinner'], stock: 200 },
      { key: 'soup', name: '紫菜蛋花汤', description: '', priceFen: 300, periods: ['lunch', 'dinner'], stock: 100 },
      { key: 'bun', name: '鲜肉包', description: '两个一份', priceFen: 200, periods: ['breakfast'], stock: 120 },
      { key: 'soymilk', name: '豆浆', description: '现磨', priceFen: 150, periods: ['breakfast'], stock: 100 },
      { key: 'porridge', name: '小米粥', description: '', priceFen: 200, periods: ['breakfast'], stock: 80 },
    ],
  },
  {
    key: 'second',
    name: '第二食堂',
    location: '生活区二号楼',
    description: '面食与风味小吃，不提供送餐',
    deliveryFeeFen: null,
    periods: [
      { code: 'breakfast', serveStart: '06:30', serveEnd: '08:30', cutoffMinutes: 570 },
      { code: 'lunch', serveStart: '11:00', serveEnd: '13:30', cutoffMinutes: 30 },
      { code: 'dinner', serveStart: '17:00', serveEnd: '19:30', cutoffMinutes: 30 },
    ],
    dishes: [
      { key: 'beefnoodle', name: '牛肉面', description: '手工拉面', priceFen: 1600, periods: ['lunch', 'dinner'], stock: 40 },
      { key: 'hotpot', name: '麻辣香锅', description: '限量供应', priceFen: 2200, periods: ['lunch', 'dinner'], stock: 10 },
      { key: 'dumpling', name: '水饺', description: '猪肉白菜，一份15个', priceFen: 1200, periods: ['lunch', 'dinner'], stock: 50 },
      { key: 'braised', name: '卤肉饭', description: '', priceFen: 1400, periods: ['lunch'], stock: 30 },
      { key: 'youtiao', name: '油条', description: '', priceFen: 150, periods: ['breakfast'], stock: 100 },
      { key: 'tofu', name: '豆腐脑', description: '咸口', priceFen: 300, periods: ['breakfast'], stock: 60 },
    ],
  },
];

/** Menus are seeded from yesterday to six days ahead. */
export const SEED_MENU_DAYS = { from: -1, to: 6 } as const;

export interface SeedMealOrder {
  key: string;
  staff: string;
  canteen: string;
  /** Days from the seed day. */
  day: number;
  period: MealPeriod;
  lines: { dish: string; quantity: number }[];
  kind: 'dine' | 'delivery';
  address?: string;
  /** paid: to collect; collected (by the demo admin); refunded: cancelled before the cut-off. */
  state: 'paid' | 'collected' | 'refunded';
}

/**
 * Demo meal orders, all paid through the sandbox (so the pay ledger and reconciliation agree), of
 * staff other than 普通员工 and 演示员工 (whose wallets the pay family's demo and tests read).
 */
export const seedMealOrders: SeedMealOrder[] = [
  {
    key: 'patrol-yesterday',
    staff: 'patrolman',
    canteen: 'first',
    day: -1,
    period: 'lunch',
    kind: 'dine',
    state: 'collected',
    lines: [
      { dish: 'pork', quantity: 1 },
      { dish: 'rice', quantity: 1 },
    ],
  },
  {
    key: 'repair-yesterday',
    staff: 'repairman',
    canteen: 'first',
    day: -1,
    period: 'dinner',
    kind: 'dine',
    state: 'refunded',
    lines: [
      { dish: 'egg', quantity: 1 },
      { dish: 'rice', quantity: 1 },
    ],
  },
  {
    key: 'driver-today',
    staff: 'off3driver',
    canteen: 'first',
    day: 0,
    period: 'lunch',
    kind: 'dine',
    state: 'paid',
    lines: [
      { dish: 'chicken', quantity: 1 },
      { dish: 'rice', quantity: 1 },
    ],
  },
  {
    key: 'driver-tomorrow',
    staff: 'off3driver',
    canteen: 'first',
    day: 1,
    period: 'lunch',
    kind: 'dine',
    state: 'paid',
    lines: [
      { dish: 'egg', quantity: 1 },
      { dish: 'rice', quantity: 2 },
    ],
  },
  {
    key: 'approver-delivery',
    staff: 'approver',
    canteen: 'first',
    day: 0,
    period: 'dinner',
    kind: 'delivery',
    address: '行政楼305室',
    state: 'paid',
    lines: [
      { dish: 'greens', quantity: 1 },
      { dish: 'rice', quantity: 1 },
    ],
  },
];
