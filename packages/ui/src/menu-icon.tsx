import {
  AppOutline,
  BellOutline,
  BillOutline,
  CalendarOutline,
  ContentOutline,
  CouponOutline,
  EnvironmentOutline,
  ExclamationTriangleOutline,
  FileOutline,
  FillinOutline,
  GiftOutline,
  KeyOutline,
  MessageOutline,
  PayCircleOutline,
  ScanningOutline,
  SendOutline,
  SetOutline,
  ShopbagOutline,
  SmileOutline,
  TeamOutline,
  TravelOutline,
  TruckOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ fontSize?: number | string; color?: string }>;

/** Icon keys the permission rules use (`ico`), mapped to antd-mobile icons; unknown keys get a generic one. */
const ICONS: Record<string, Icon> = {
  car: TravelOutline,
  privateCar: TravelOutline,
  'private-car': TravelOutline,
  driver: TruckOutline,
  interact: MessageOutline,
  bus: TruckOutline,
  dorm: KeyOutline,
  canteen: ShopbagOutline,
  goods: GiftOutline,
  asset: BillOutline,
  visitor: TeamOutline,
  space: EnvironmentOutline,
  seat: CalendarOutline,
  notice: BellOutline,
  message: MessageOutline,
  survey: FillinOutline,
  inspect: ScanningOutline,
  alarm: ExclamationTriangleOutline,
  approval: FileOutline,
  flow: SendOutline,
  shop: ShopbagOutline,
  coupon: CouponOutline,
  pay: PayCircleOutline,
  ai: SmileOutline,
  repair: SetOutline,
  water: ContentOutline,
  scan: ScanningOutline,
  user: UserOutline,
};

/** The personal-centre entry appended by the permission rules carries no icon key. */
const MODULE_ICONS: Record<string, Icon> = { userInfo: UserOutline };

export function MenuIcon({ ico, module, size = 28 }: { ico: string; module?: string; size?: number }) {
  const Component = ICONS[ico] ?? (module === undefined ? undefined : MODULE_ICONS[module]) ?? AppOutline;
  return <Component fontSize={size} color="var(--adm-color-primary)" />;
}
