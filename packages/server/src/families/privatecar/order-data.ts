/**
 * What each private car order keeps in its payload `data` (the family's endpoint writes it, the
 * order type's hooks read it in the submit's transaction), checked on the way in.
 */
import { z } from 'zod';
import type { OrderRow } from '../../platform/orders/order-types.ts';

const authDataSchema = z.object({
  reason: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  agreement_version: z.string(),
});
export type AuthData = z.infer<typeof authDataSchema>;

const certificationDataSchema = z.object({
  vehicle_id: z.string(),
  plate: z.string(),
  licence: z.array(z.string()),
  insurance: z.array(z.string()),
  insurance_expires: z.string(),
});
export type CertificationData = z.infer<typeof certificationDataSchema>;

const subsidyDataSchema = z.object({
  period: z.string(),
  trip_ids: z.array(z.string()),
  rate_fen_per_km: z.number().int(),
  distance_m: z.number().int(),
  mileage_fen: z.number().int(),
  fees_fen: z.number().int(),
  total_fen: z.number().int(),
});
export type SubsidyData = z.infer<typeof subsidyDataSchema>;

export const authData = (order: OrderRow): AuthData => authDataSchema.parse(order.payload.data);
export const certificationData = (order: OrderRow): CertificationData => certificationDataSchema.parse(order.payload.data);
export const subsidyData = (order: OrderRow): SubsidyData => subsidyDataSchema.parse(order.payload.data);
