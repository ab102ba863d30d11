/** Answers of the private car endpoints for the screen tests. */
import type { PcarConfig, PcarSubsidyPreview, PcarTrip, PcarTripBrief, PcarVehicle } from '@campus/contracts';
import { PCAR_RULES } from '@campus/contracts';

export const vehicle = (over: Partial<PcarVehicle> = {}): PcarVehicle => ({
  id: 'car-1',
  plate: '苏E12345',
  brand_model: '大众 朗逸',
  color: '白色',
  created_time: '2026-07-01 09:00:00',
  cert_state: 'approved',
  cert_label: '已认证',
  certification_id: 'cert-1',
  insurance_expires: '2027-06-01',
  usable: true,
  ...over,
});

export const tripBrief = (over: Partial<PcarTripBrief> = {}): PcarTripBrief => ({
  id: 'trip-1',
  trip_date: '2026-11-03',
  vehicle: { id: 'car-1', plate: '苏E12345', brand_model: '大众 朗逸', color: '白色' },
  from: { place_id: 'p-hq', name: '园区总部', lat: 31.299, lng: 120.729 },
  to: { place_id: 'p-civic', name: '市民服务中心', lat: 31.304, lng: 120.585 },
  distance_m: 13_700,
  distance_source: 'computed',
  purpose: '办理年检',
  fees_fen: 1000,
  state: 'open',
  state_label: '未申请补贴',
  ...over,
});

export const trip = (over: Partial<PcarTrip> = {}): PcarTrip => ({
  ...tripBrief(),
  applicant: { id: 's1', name: '普通员工' },
  computed_m: 13_700,
  fees: [],
  rate_fen_per_km: 85,
  mileage_fen: 1165,
  total_fen: 2165,
  subsidy: null,
  created_time: '2026-11-03 18:00:00',
  can_edit: true,
  ...over,
});

export const config = (over: Partial<PcarConfig> = {}): PcarConfig => ({
  rate_fen_per_km: 85,
  tile_url: null,
  fee_types: [
    { code: 'parking', name: '停车费' },
    { code: 'toll', name: '过路过桥费' },
    { code: 'other', name: '其他费用' },
  ],
  rules: { ...PCAR_RULES },
  can_manage: false,
  ...over,
});

export const preview = (over: Partial<PcarSubsidyPreview> = {}): PcarSubsidyPreview => ({
  period: '2026-11',
  trip_count: 1,
  distance_m: 12_300,
  rate_fen_per_km: 85,
  mileage_fen: 1046,
  fees_fen: 500,
  total_fen: 1546,
  rule: PCAR_RULES.subsidy,
  trips: [tripBrief({ distance_m: 12_300, distance_source: 'typed', fees_fen: 500 })],
  ...over,
});
