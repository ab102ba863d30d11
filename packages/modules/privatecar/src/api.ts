import {
  privateCarEndpoints as E,
  type PcarAuthCreate,
  type PcarCertificationCreate,
  type PcarConfigUpdate,
  type PcarFeeCreate,
  type PcarPlaceCreate,
  type PcarTripCreate,
  type PcarVehicleCreate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the private car module, typed by its endpoint. Submissions pass `silent`: the
 * screens put a 400 next to its field (submitFailureMessage) instead of a bare toast.
 */
export const fetchConfig = () => apiCall(E.config);
export const updateConfig = (body: PcarConfigUpdate) => apiCall(E.updateConfig, { body, silent: true });
export const fetchAgreement = () => apiCall(E.agreement);
export const fetchPlaces = () => apiCall(E.places);
export const createPlace = (body: PcarPlaceCreate) => apiCall(E.createPlace, { body, silent: true });
export const fetchDistance = (from: string, to: string) => apiCall(E.distance, { query: { from, to }, silent: true });
export const fetchSummary = () => apiCall(E.summary);

export const fetchAuths = (page: number, pageSize: number) => apiCall(E.listAuths, { query: { page, page_size: pageSize } });
export const createAuth = (body: PcarAuthCreate) => apiCall(E.createAuth, { body, silent: true });
export const fetchAuth = (id: string) => apiCall(E.getAuth, { params: { id } });

export const fetchVehicles = () => apiCall(E.listVehicles);
export const createVehicle = (body: PcarVehicleCreate) => apiCall(E.createVehicle, { body, silent: true });
export const fetchVehicle = (id: string) => apiCall(E.getVehicle, { params: { id } });
export const removeVehicle = (id: string) => apiCall(E.removeVehicle, { params: { id } });

export const fetchCertifications = (page: number, pageSize: number) =>
  apiCall(E.listCertifications, { query: { page, page_size: pageSize } });
export const createCertification = (body: PcarCertificationCreate) => apiCall(E.createCertification, { body, silent: true });
export const fetchCertification = (id: string) => apiCall(E.getCertification, { params: { id } });

export const fetchTrips = (page: number, pageSize: number, month?: string) =>
  apiCall(E.listTrips, { query: { page, page_size: pageSize, ...(month ? { month } : {}) } });
export const createTrip = (body: PcarTripCreate) => apiCall(E.createTrip, { body, silent: true });
export const fetchTrip = (id: string) => apiCall(E.getTrip, { params: { id } });
export const removeTrip = (id: string) => apiCall(E.removeTrip, { params: { id } });
export const createFee = (tripId: string, body: PcarFeeCreate) => apiCall(E.createFee, { params: { id: tripId }, body, silent: true });
export const fetchFee = (id: string) => apiCall(E.getFee, { params: { id } });
export const removeFee = (id: string) => apiCall(E.removeFee, { params: { id } });

export const previewSubsidy = (month: string) => apiCall(E.previewSubsidy, { query: { month }, silent: true });
export const fetchSubsidies = (page: number, pageSize: number) => apiCall(E.listSubsidies, { query: { page, page_size: pageSize } });
export const createSubsidy = (month: string) => apiCall(E.createSubsidy, { body: { month }, silent: true });
export const fetchSubsidy = (id: string) => apiCall(E.getSubsidy, { params: { id } });

export const fetchStatistics = (months: number, scope: 'mine' | 'company') => apiCall(E.statistics, { query: { months, scope } });
