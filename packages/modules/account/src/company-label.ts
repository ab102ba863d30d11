import type { CompanyOption } from '@campus/contracts';

export const CHOOSE_COMPANY = '选择单位';
/** The company button while the list of companies loads. */
export const LOADING_COMPANIES = '加载单位';

/** The company button of the login and 忘记密码 screens: the chosen company, or the call to choose one. */
export const companyButtonLabel = (chosen: CompanyOption | undefined): string =>
  chosen === undefined ? CHOOSE_COMPANY : `单位：${chosen.name}（点击更换）`;
