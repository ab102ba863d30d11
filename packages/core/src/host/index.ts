/**
 * Host bridges (ARCHITECTURE.md "Host bridges behind one interface"). Only
 * detection, the types and the errors are exported: each host's module (and
 * dingtalk-jsapi / weixin-js-sdk) is loaded by createHostBridge where it runs.
 */
export * from './types.ts';
export { detectHostKind, createHostBridge, isNativeBridge, NATIVE_SUPPORT_TIMEOUT_MS } from './detect.ts';
export type { CreateHostBridgeOptions, HostEnvironment } from './detect.ts';
export { MSG_LOCATION_FAILED, MSG_WX_CONFIG_FAILED } from './messages.ts';
export type { LXDZBridge, NativeAnswer, NativeMethod, NativePushEvent } from './native-shell.ts';
export type { WechatBridge, WechatBridgeOptions, WechatHttp } from './wechat.ts';
