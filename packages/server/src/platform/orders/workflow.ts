/**
 * The one order workflow, split by job: transitions.ts (submit, approve, reject, transfer, cancel,
 * later transitions), actions.ts (`OrderWorkflow`, `ctx.orders`: urge, add a signer, batch approval,
 * the reminder and time-out sweep), delegation.ts, copies.ts, settings.ts (issue 41), queries.ts (detail, lists), notifications.ts
 * (push wording), chain.ts (approval chain resolution), policy.ts (who may act, refusals).
 */
export { OrderTransitions, type Decider, type ModuleTransition, type SubmitInput } from './transitions.ts';
export { OrderWorkflow } from './actions.ts';
export { OrderQueries, loadOrder } from './queries.ts';
export { approvalMessage, deliver, type PendingPush } from './notifications.ts';
export { configuredChain, configuredChains, resolveChain, resolveChosenChain, resolveConfiguredChain } from './chain.ts';
export { conflict, workflowMessages, type Actor } from './policy.ts';
