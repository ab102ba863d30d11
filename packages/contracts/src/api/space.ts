// Space and seat booking (issue 38): the family's contracts, one file per topic.
// space-push.ts is without zod: the module's manifest (in the first visit's chunks) reads it.
export * from './space-push.ts';
export * from './space-status.ts';
export * from './space-common.ts';
export * from './space-spaces.ts';
export * from './space-bookings.ts';
export * from './space-square.ts';
