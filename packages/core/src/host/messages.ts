/**
 * Host messages the spec does not word (our wording). The spec's own scan and
 * location messages live in rules/messages.ts (spec 8 "Scan and location").
 */

/** A location failure that is not a refused permission (timeout, no signal). */
export const MSG_LOCATION_FAILED = '获取定位失败，请稍后重试';

/** The WeChat JS-SDK could not be configured (remote configuration or signature check failed). */
export const MSG_WX_CONFIG_FAILED = '微信接口配置失败，请稍后重试';
