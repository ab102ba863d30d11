/** The OpenAPI tags: each route names some of these, and the document declares them all (with a description). */
export const API_TAGS = {
  auth: 'Login, logout, passwords and the companies a login page offers.',
  system: 'Server time and health checks.',
  permissions: "The caller's permission rules (which menus and modules are shown).",
  wechat: 'WeChat JS-SDK configuration and web authorisation (openid and signed login codes).',
  push: 'The live push stream (server-sent events) and a test send for admins.',
  messages: "The caller's messages: list, unread count, read marks.",
  orders: 'Orders (applications) of the modules: submit, list, detail and the approval actions.',
  approval: 'Approval work lists and the approval chains configured per order type.',
  directory: "Staff and departments of the caller's company.",
  forms: 'Form templates and the flows started from them.',
  notices: 'Notices: list, detail with read marks, publishing, comments and public notices.',
  surveys: 'Surveys: list, detail, publishing, answers and results.',
  interact: 'Leave-words (messages to the administration) and their replies.',
  bus: 'Shuttle and plant buses: routes, trips, tickets, monthly tickets, route applications, favourites, comments, positions and the driver’s check.',
  files: 'Uploads: images and PDFs that module records refer to by id, served to staff of the same company.',
  car: 'Official cars: applications (versions 2 and 3, trips, daily use, self-driving), dispatch, trips, fees, comments, changes, rules, statistics and vehicle repairs.',
  privateCar:
    'Private cars for business: authorisation, vehicles and their certification, trips with their costs, monthly subsidy claims and statistics.',
  dorm: 'Lodging: areas, buildings, rooms and beds; dormitory applications, move-in, change and move-out; living costs, cleaning, repairs, notices, inspections and feedback.',
  canteen:
    'Canteens: meal periods and daily menus with stock, meal orders paid and collected by QR, sent meals, counter bills and group meal applications.',
  pay: 'Payments: orders, providers (sandbox, WeChat Pay, the native shell), notifications, wallets, refunds and reconciliation.',
  shop: 'Shops and goods: catalogue, stock, suppliers, coupons, orders and checkout, shop applications, membership, adverts and activities.',
  goods:
    'Goods and assets: warehouses, goods with stock and quotas, collecting goods, consumables and kits by slip QR, asset items, borrowing and transfer.',
  banners: "Home-screen banners of the caller's company, and their management by admins and merchants.",
  visitor:
    'Reception and visitors: receptions with their agenda, tasks and fees, visits and their passes, the gate, let-off passes, going out and its subsidy, and the no-login pages of guests and visitors.',
  repair:
    "Repairs: places, repair types and fault items, reports, dispatch, the repairman's work, confirmation, charges and anonymous appraisals.",
  inspect:
    'Inspection rounds (routes, checkpoints, scans), rectifications, violations and reform tasks, and alarms (manual reports, device events, handling, escalation).',
  ai: 'The assistant: conversations, streamed answers, stop and resume, ratings, provider settings, daily quotas, and the guest assistant with its sign-up.',
  space: 'Space and seat booking: spaces and seat areas, bookings with check-in by code, no-shows released, waits, and the order square.',
  register:
    'Registration without a login: students, staff applications approved on the workflow (staffRegister), quick registration with invitation codes, the status check and first sign-in.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** The document's top-level `tags`. */
export const apiTagObjects = (): { name: ApiTag; description: string }[] =>
  (Object.keys(API_TAGS) as ApiTag[]).map((name) => ({ name, description: API_TAGS[name] }));
