export * from './paths.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './rules.ts';
export * from './wechat.ts';
export * from './system.ts';
export * from './push.ts';
export * from './messages.ts';
