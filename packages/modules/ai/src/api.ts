import {
  aiEndpoints,
  aiGuestEndpoints,
  endpointUrl,
  smsCodeEndpoints,
  AI_REGISTER_CODE_PURPOSE,
  type AiConversationKind,
  type AiGuestIdentity,
  type AiGuestRate,
  type AiGuestRegister,
  type AiRatingCreate,
  type AiSettingsUpdate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the assistant's screens, typed by its endpoint. The streams (ask, resume) are read
 * with fetch (stream/open-stream.ts) at the addresses built here from the same endpoints.
 */

// ---- a signed-in person

export const fetchConversations = (page: number, pageSize: number) =>
  apiCall(aiEndpoints.listConversations, { query: { page, page_size: pageSize } });
export const createConversation = (kind: AiConversationKind) => apiCall(aiEndpoints.createConversation, { body: { kind }, silent: true });
export const fetchConversation = (id: string) => apiCall(aiEndpoints.getConversation, { params: { id } });
export const fetchMessages = (id: string, page: number, pageSize: number) =>
  apiCall(aiEndpoints.listMessages, { params: { id }, query: { page, page_size: pageSize } });
export const fetchMessage = (id: string) => apiCall(aiEndpoints.getMessage, { params: { id } });
export const askWhole = (id: string, question: string) =>
  apiCall(aiEndpoints.ask, { params: { id }, query: { stream: '0' }, body: { question }, silent: true });
export const askUrl = (id: string) => endpointUrl(aiEndpoints.ask, { id });
export const resumeUrl = (id: string, offset: number) => endpointUrl(aiEndpoints.resume, { id }, { offset });
export const stopAnswer = (id: string) => apiCall(aiEndpoints.stop, { params: { id }, silent: true });
export const rateAnswer = (id: string, body: AiRatingCreate) => apiCall(aiEndpoints.rate, { params: { id }, body, silent: true });
export const fetchQuota = () => apiCall(aiEndpoints.quota);

// ---- the company's administrator (403 for anyone else)

export const fetchRatings = (page: number, pageSize: number, score?: 'up' | 'down') =>
  apiCall(aiEndpoints.listRatings, { query: { page, page_size: pageSize, ...(score ? { score } : {}) } });
export const fetchSettings = () => apiCall(aiEndpoints.getSettings);
export const saveSettings = (body: AiSettingsUpdate) => apiCall(aiEndpoints.updateSettings, { body, silent: true });

// ---- a guest (no login): company, device and, after sign-up, the guest token

export const fetchGuestCompany = (companyId: string) => apiCall(aiGuestEndpoints.company, { query: { company_id: companyId } });
export const fetchGuestConversations = (who: AiGuestIdentity, page: number, pageSize: number) =>
  apiCall(aiGuestEndpoints.listConversations, { query: { ...who, page, page_size: pageSize } });
export const createGuestConversation = (who: AiGuestIdentity) => apiCall(aiGuestEndpoints.createConversation, { body: who, silent: true });
export const fetchGuestMessages = (who: AiGuestIdentity, id: string, page: number, pageSize: number) =>
  apiCall(aiGuestEndpoints.listMessages, { params: { id }, query: { ...who, page, page_size: pageSize } });
export const guestAskWhole = (who: AiGuestIdentity, id: string, question: string) =>
  apiCall(aiGuestEndpoints.ask, { params: { id }, query: { stream: '0' }, body: { ...who, question }, silent: true });
export const guestAskUrl = (id: string) => endpointUrl(aiGuestEndpoints.ask, { id });
export const guestResumeUrl = (who: AiGuestIdentity, id: string, offset: number) =>
  endpointUrl(aiGuestEndpoints.resume, { id }, { ...who, offset });
export const guestStopAnswer = (who: AiGuestIdentity, id: string) =>
  apiCall(aiGuestEndpoints.stop, { params: { id }, body: who, silent: true });
export const guestRateAnswer = (who: AiGuestIdentity, id: string, rating: Omit<AiGuestRate, keyof AiGuestIdentity>) =>
  apiCall(aiGuestEndpoints.rate, { params: { id }, body: { ...who, ...rating }, silent: true });
export const fetchGuestQuota = (who: AiGuestIdentity) =>
  apiCall(aiGuestEndpoints.quota, { query: { company_id: who.company_id, device_id: who.device_id } });
export const sendRegisterCode = (companyId: string, phone: string) =>
  apiCall(smsCodeEndpoints.send, { body: { company_id: companyId, phone, purpose: AI_REGISTER_CODE_PURPOSE }, silent: true });
export const registerGuest = (body: AiGuestRegister) => apiCall(aiGuestEndpoints.register, { body, silent: true });
