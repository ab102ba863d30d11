export type * from './types.ts';
export * from './compose.ts';
// A module's manifest is its route fragment plus its other family tables.
export type * from '../modules/manifest.ts';
export * from './loaded-component.tsx';
