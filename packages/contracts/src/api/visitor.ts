// Reception and visitors (issue 37): the family's contracts, one file per topic.
// Without zod: the module's manifest (in the first visit's chunks) reads it.
export * from './visitor-push.ts';
export * from './visitor-common.ts';
export * from './visitor-public.ts';
export * from './visitor-visits.ts';
export * from './visitor-gate.ts';
export * from './visitor-letoff.ts';
export * from './visitor-out.ts';
export * from './reception.ts';
export * from './reception-endpoints.ts';
