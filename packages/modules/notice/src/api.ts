import {
  interactEndpoints,
  messageEndpoints,
  noticeEndpoints,
  surveyEndpoints,
  type EndpointResult,
  type LeaveWordCreate,
  type NoticeCommentCreate,
  type NoticeCreate,
  type SurveySubmit,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the notice module (notices, messages, surveys, leave words),
 * typed by the contracts' endpoints. Calls whose failure the screen shows itself (forms,
 * the public page, the survey results) pass `silent`, so the error catalogue
 * does not toast as well.
 */

export type Count = EndpointResult<typeof noticeEndpoints.unreadCount>;

const page = (pageNo: number, pageSize: number) => ({ page: pageNo, page_size: pageSize });
/** A list that continues by key: the page after the page before's `next_after`. */
const pageAfter = (pageNo: number, pageSize: number, after: string | undefined) =>
  after === undefined ? page(pageNo, pageSize) : { ...page(pageNo, pageSize), after };

// Notices.
export const fetchNotices = (pageNo: number, pageSize: number, after?: string) =>
  apiCall(noticeEndpoints.list, { query: pageAfter(pageNo, pageSize, after) });
/** The detail; the server marks the notice read for the caller. */
export const fetchNotice = (id: string) => apiCall(noticeEndpoints.get, { params: { id } });
export const createNotice = (body: NoticeCreate) => apiCall(noticeEndpoints.publish, { body, silent: true });
export const fetchNoticeComments = (id: string, pageNo: number, pageSize: number) =>
  apiCall(noticeEndpoints.listComments, { params: { id }, query: page(pageNo, pageSize) });
export const createNoticeComment = (id: string, body: NoticeCommentCreate) =>
  apiCall(noticeEndpoints.comment, { params: { id }, body, silent: true });
/** A badge only: a failure is not worth a toast. */
export const fetchNoticesUnreadCount = (): Promise<Count> => apiCall(noticeEndpoints.unreadCount, { silent: true });
/** No login: a notice published as public (404 otherwise). */
export const fetchPublicNotice = (id: string) => apiCall(noticeEndpoints.getPublic, { params: { id }, silent: true });

// Messages.
export const fetchMessages = (pageNo: number, pageSize: number, unreadOnly = false, after?: string) =>
  apiCall(messageEndpoints.list, {
    query: unreadOnly ? { ...pageAfter(pageNo, pageSize, after), unread: 'true' } : pageAfter(pageNo, pageSize, after),
  });
export const fetchMessage = (id: string) => apiCall(messageEndpoints.get, { params: { id } });
/** Marked in the background when a message opens: a failure is not worth a toast. */
export const markMessageRead = (id: string) => apiCall(messageEndpoints.read, { params: { id }, silent: true });
export const markAllMessagesRead = (): Promise<Count> => apiCall(messageEndpoints.readAll);
export const fetchUnreadMessageCount = (): Promise<Count> => apiCall(messageEndpoints.unreadCount);

// Surveys.
export const fetchSurveys = (pageNo: number, pageSize: number) => apiCall(surveyEndpoints.list, { query: page(pageNo, pageSize) });
export const fetchSurvey = (id: string) => apiCall(surveyEndpoints.get, { params: { id } });
/** 201 with the survey detail; 400 with `q_<question id>` errors or '您已提交过该问卷'. */
export const submitSurvey = (id: string, body: SurveySubmit) => apiCall(surveyEndpoints.answer, { params: { id }, body, silent: true });
/** The publisher's (or an admin's) results; 403 for others. */
export const fetchSurveyResults = (id: string) => apiCall(surveyEndpoints.results, { params: { id }, silent: true });

// Leave words (/interact).
export const fetchLeaveWords = (pageNo: number, pageSize: number) =>
  apiCall(interactEndpoints.listLeaveWords, { query: page(pageNo, pageSize) });
export const createLeaveWord = (body: LeaveWordCreate) => apiCall(interactEndpoints.createLeaveWord, { body, silent: true });
