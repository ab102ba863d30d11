/** The runtime is loaded after the first paint (`import('@campus/core/runtime')`): it brings antd-mobile's dialogs and the host bridges. */
export * from './hub-runtime.ts';
export * from './launch-location.ts';
export * from './push-center.ts';
export * from './error-catalogue.ts';
export * from './startup-runner.ts';
export * from './network-status.ts';
