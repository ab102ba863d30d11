/** The pure rules of the app (ARCHITECTURE.md, "Rules are pure functions"). */
export * from './constants.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './error-message.ts';
export * from './auth-failure.ts';
export * from './startup.ts';
export * from './push-routing.ts';
export * from './signature.ts';
export * from './input.ts';
export * from './status-labels.ts';
export * from './order-status.ts';
export * from './company.ts';
export * from './scan.ts';
export * from './meal-opening.ts';
export * from './date-runs.ts';
