/**
 * How each service of the menu is used, by menu keyword: the steps the local assistant gives with the
 * entry, and the words people use for it (indexed with the entry's name). The menu itself (which
 * entries a person may open, under which section, by what name) is the company's own: a guide is
 * only read for an entry the person's menu lists.
 */
export interface ServiceGuide {
  /** Other words for the service (searched, never shown). */
  words: string;
  steps: readonly string[];
}

const car: ServiceGuide = {
  words: '用车 派车 公车 公务车 出车 司机 车辆 申请用车 出差用车',
  steps: [
    '填写用车事由、出发地和目的地、用车时间与乘车人数',
    '提交后等待审批，审批通过后派车并通知司机',
    '行程结束后可在订单中查看费用并评价',
  ],
};
const dorm: ServiceGuide = {
  words: '宿舍 住宿 入住 床位 房间 调宿 退宿 公寓',
  steps: ['选择区域、楼栋和房间（床位）', '填写入住日期等信息并提交申请', '审批通过后按通知办理入住；调宿、退宿也在这里申请'],
};

export const SERVICE_GUIDES: Readonly<Record<string, ServiceGuide>> = {
  official_car_v3: car,
  official_car_v2: car,
  official_car: car,
  private_car: {
    words: '私车 自驾 私家车 补贴 里程 报销',
    steps: ['先在「车辆认证」中添加并认证自己的车辆', '出行前提交私车公用申请，审批后开始行程', '行程结束后填写费用，按月提交补贴申请'],
  },
  bus: {
    words: '班车 通勤 乘车 车票 月票 线路 上班车',
    steps: ['选择班车线路，查看站点和发车时间', '购买车票或月票（需支付的按提示支付）', '乘车时出示车票二维码给司机验票'],
  },
  plantBus: {
    words: '厂区班车 摆渡车 厂内 乘车 位置',
    steps: ['选择线路查看站点与车辆位置', '预订座位后在车票详情中查看乘车码', '上车时出示乘车码'],
  },
  off3DriverH5: { words: '司机 出车任务 派单 行程', steps: ['查看派给自己的出车任务', '按任务开始、结束行程并填写费用'] },
  d2Page: dorm,
  apply_dormitory: dorm,
  dormitory2: dorm,
  suiteDormitory: dorm,
  water_electricity: {
    words: '水电费 电费 水费 缴费 充值 账单',
    steps: ['查看房间的水电用量和账单', '按账单在线缴费，缴费记录可随时查看'],
  },
  water_ordering: { words: '订水 桶装水 送水 饮用水', steps: ['选择水品和数量', '填写送水地址并下单支付', '送水员送达后确认收货'] },
  canteenApply: {
    words: '食堂 报餐 订餐 吃饭 午餐 晚餐 早餐 菜单 饭卡',
    steps: ['选择食堂和日期，查看当日菜单', '选择餐次与菜品后下单支付', '就餐时出示取餐二维码'],
  },
  sendDining: { words: '送餐 外送 订餐 配送', steps: ['选择餐品并填写送餐地点', '下单支付后等待配送'] },
  shops: { words: '店铺 商店 购物 商品 超市', steps: ['选择店铺浏览商品', '加入购物车后下单支付', '在订单中查看配送或自提信息'] },
  takeawayGoods: { words: '外卖 点餐 配送', steps: ['浏览外卖商品并加入购物车', '填写地址后下单支付'] },
  room_repair: {
    words: '房间维修 宿舍维修 坏了 修理',
    steps: ['选择维修项目或搜索商品', '填写房间和问题描述后提交', '维修完成后确认并评价'],
  },
  room_renovation: { words: '装修 翻新 房间装修', steps: ['选择装修项目', '提交申请并按提示支付'] },
  activities: { words: '活动 报名 优惠活动', steps: ['查看正在进行的活动', '按活动说明参加或报名'] },
  addBalance: { words: '充值 钱包 余额 充钱', steps: ['选择充值金额', '确认后完成支付，余额即时到账'] },
  eBuy: { words: '商城 购物 买东西', steps: ['浏览商城商品', '下单支付并查看物流'] },
  coupons: { words: '优惠券 折扣 领券', steps: ['领取可用的优惠券', '下单时选择优惠券抵扣'] },
  memberCreate: { words: '会员 开通会员 会员卡', steps: ['选择会员类型', '支付后开通，会员卡号可在个人中心查看'] },
  approval_order: {
    words: '审批 待办 审核 同意 驳回 我的审批 待审批',
    steps: ['在「待审批」中查看需要您处理的单据', '打开单据查看详情后选择同意、驳回或转交', '已处理的单据在「已审批」中查看'],
  },
  flowSend: {
    words: '流程 申请 表单 发起 通用申请 出差申请 请假',
    steps: ['选择流程模板（如通用申请、出差申请）', '填写表单并选择审批人或部门', '提交后在审批中心查看进度'],
  },
  material_supply: {
    words: '物资 领用 办公用品 耗材 领东西',
    steps: ['搜索或选择需要的物资和数量', '提交领用申请并等待审批', '审批通过后到仓库领取'],
  },
  assetReceive: { words: '资产 领用 固定资产 设备', steps: ['选择资产并填写用途', '提交后等待审批和发放'] },
  space: {
    words: '场地 会议室 预约场地 订会议室 活动室 球场 场馆',
    steps: [
      '选择场地，查看可预约的日期和时段',
      '选择日期与时段，填写用途和人数后提交',
      '需审批的场地等待审批通过；到场后扫场地二维码签到，不用时请及时取消',
    ],
  },
  seat: {
    words: '座位 选座 占座 自习 图书馆 阅览室 工位 订座',
    steps: [
      '选择座位区域（如图书馆阅览室）',
      '选择日期和时段，在座位图中点选空闲座位',
      '提交预约；到场后用「扫码签到」扫座位上的二维码签到，逾期未签到座位会被释放',
      '不需要时可在预约详情中取消或提前签退',
    ],
  },
  reception: {
    words: '来访 访客 接待 预约来访 客人',
    steps: ['填写来访人、来访时间与事由', '提交后等待接待人确认', '来访当天凭通行码进门'],
  },
  scan_check: { words: '扫码 签到 二维码 扫一扫', steps: ['点「扫码签到」打开扫码', '扫场地、座位或巡检点的二维码完成签到'] },
  inspectH5: { words: '巡检 巡查 巡逻 检查 整改 告警', steps: ['选择巡检路线，按点位扫码巡检', '发现问题时拍照上报并提交整改'] },
  repairH5: {
    words: '报修 维修 坏了 故障 修理 漏水 灯不亮 空调',
    steps: ['选择报修地点和报修类型', '描述问题并上传照片后提交', '维修人员处理后确认完成并评价'],
  },
  notice_list: { words: '公告 通知 新闻 消息 放假', steps: ['打开公告列表查看单位发布的公告', '点开公告可查看全文并评论'] },
  message: { words: '消息 通知 提醒 推送', steps: ['查看系统推送给您的消息', '点开消息可跳转到相关单据'] },
  survey: { words: '问卷 调查 投票 满意度', steps: ['打开问卷列表', '选择问卷作答并提交'] },
  interact: { words: '留言 建议 意见 反馈 投诉', steps: ['填写留言内容并提交', '管理员回复后会通知您'] },
  chatGpt: { words: 'AI 助手 智能助手 问答 聊天', steps: ['新建对话后直接提问', '回答可以评价，帮助我们改进'] },
};
