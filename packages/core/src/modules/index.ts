export type * from './manifest.ts';
export * from './compose-menu.ts';
export * from './compose-stash.ts';
export * from './compose-approval.ts';
export * from './compose-push.ts';
export * from './compose-scan.ts';
export * from './compose-modules.ts';
export * from './installed.ts';
