import type { PushModule } from '@campus/contracts';
import type { ComponentType } from 'react';
import { GenericFields } from './generic-fields.tsx';
import type { OrderViewProps } from './order-view.ts';

/**
 * The content part of the approval detail, per module. Every module shows its
 * order's generic fields until it adds its own view here (a component beside
 * this file reading `order.data`); the rest of the detail (status, chain,
 * trail, actions) is the same for every module.
 */
export const ORDER_VIEWS: Partial<Record<PushModule, ComponentType<OrderViewProps>>> = {};

export function orderViewOf(module: string): ComponentType<OrderViewProps> {
  return ORDER_VIEWS[module as PushModule] ?? GenericFields;
}
