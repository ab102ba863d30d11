import type { OrderViewProps } from '@campus/core';
import type { ComponentType } from 'react';
import { OrderDetailScreen } from './order-detail-screen.tsx';

export interface DetailRouteInfo {
  name: string;
  title: string;
  transferable: boolean;
  /** The family's content part, already loaded with this screen. */
  View?: ComponentType<OrderViewProps> | undefined;
}

const screens = new Map<string, ComponentType>();

/**
 * The screen of one /approvalProcess detail route: the generic order detail
 * with the route's title (one small wrapper per route, made once).
 */
export function detailRouteScreen({ name, title, transferable, View }: DetailRouteInfo): ComponentType {
  let screen = screens.get(name);
  if (screen === undefined) {
    const Screen = () => <OrderDetailScreen detailName={name} title={title} transferable={transferable} View={View} />;
    Screen.displayName = `${name}Screen`;
    screen = Screen;
    screens.set(name, screen);
  }
  return screen;
}
