export type * from './types.ts';
export * from './compose.ts';
