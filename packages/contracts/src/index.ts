export * from './permissions.ts';
export * from './push.ts';
export * from './company.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './api/index.ts';
export * from './push-kinds.ts';
export * from './hub-time.ts';
