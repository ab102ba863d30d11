/**
 * The one list of service families. The app registers each family's routes plugin in this order,
 * the seed runner runs each family's seed steps after the platform's, the order engine's registry
 * takes each family's order types (below, once), and drizzle.config.ts reads every
 * families/<family>/schema.ts. A new family: its folder, and one line here.
 */
import { registerOrderType, type OrderTypeDef } from '../platform/orders/order-types.ts';
import type { FamilyDefinition } from '../platform/family.ts';
import { approval } from './approval/index.ts';
import { dorm } from './dorm/index.ts';
import { canteen } from './canteen/index.ts';
import { car } from './car/index.ts';
import { files } from '../platform/files/index.ts';
import { notice } from './notice/index.ts';
import { pay } from '../platform/pay/index.ts';
import { bus } from './bus/index.ts';
import { privatecar } from './privatecar/index.ts';
import { shopFamily } from './shop/index.ts';
import { visitor } from './visitor/index.ts';
import { goods } from './goods/index.ts';
import { repair } from './repair/index.ts';
import { inspect } from './inspect/index.ts';
import { spaceFamily } from './space/index.ts';
import { ai } from './ai/index.ts';
import { register } from './register/index.ts';

export const families: readonly FamilyDefinition[] = [
  approval,
  notice,
  pay,
  files,
  dorm,
  canteen,
  bus,
  privatecar,
  car,
  shopFamily,
  goods,
  visitor,
  spaceFamily,
  repair,
  inspect,
  register,
  ai,
];

/** Every family's order types, registered with the order engine: type -> definition. */
export const ORDER_TYPES: Readonly<Record<string, OrderTypeDef>> = Object.freeze(
  Object.fromEntries(families.flatMap((f) => f.orderTypes.map((t) => [t.type, registerOrderType(t)] as const))),
);
