import { installedModules, type OrderViewProps } from '@campus/core';
import type { ComponentType } from 'react';
import { GenericFields } from './generic-fields.tsx';

/**
 * The content part of the approval detail, per module: the view a family gives
 * in its manifest's approvalViews, else the order's generic fields. The rest of
 * the detail (status, chain, trail, actions) is the same for every module.
 */
export function orderViewOf(module: string): ComponentType<OrderViewProps> {
  return installedModules().approval.byModule.get(module)?.view ?? GenericFields;
}
