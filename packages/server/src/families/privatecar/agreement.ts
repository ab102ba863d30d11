import type { PcarAgreement } from '@campus/contracts';

/** The agreement a staff accepts when asking to use a private car for business (its version is kept with the authorisation). */
export const PCAR_AGREEMENT: PcarAgreement = {
  title: '私车公用协议',
  version: '2026-01',
  content: [
    '一、员工自愿将本人名下（或家庭成员名下、经本人合法使用）的车辆用于公务出行，单位按登记的公务里程给予补贴。',
    '二、车辆须经单位认证：提交行驶证和有效期内的交强险、商业险保单照片，经管理员审核通过后方可登记出车。保险到期后须重新认证。',
    '三、每次公务出车须如实登记出车日期、起止地点、里程和事由；停车费、过路过桥费等凭票据登记。虚报里程或费用的，单位有权追回补贴并按制度处理。',
    '四、补贴按月申请：每公里补贴标准 × 当月合计里程，四舍五入到分，另加当月登记的票据费用，经审批后发放。',
    '五、车辆的保养、维修、燃油、保险及交通违法责任由员工自行承担；公务途中发生事故的，按保险条款及单位相关制度处理。',
    '六、授权在有效期内有效，期满后如需继续私车公用，须重新申请授权。',
  ].join('\n'),
};
