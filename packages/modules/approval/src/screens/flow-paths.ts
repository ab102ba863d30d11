/** Addresses of the /flowSend screens. */
export const FLOW_SEND_PATH = '/flowSend';

export function flowSendDetailPath(templateId: string): string {
  return `${FLOW_SEND_PATH}/flowSendDetail?template=${encodeURIComponent(templateId)}`;
}

/** The form of the draft's template, or the template list when there is no draft. */
export function flowFormPath(templateId: string | null): string {
  return templateId === null ? FLOW_SEND_PATH : flowSendDetailPath(templateId);
}

export const FLOW_SEL_STAFF_PATH = `${FLOW_SEND_PATH}/flowSendSelStaff`;
export const FLOW_SEL_DEPT_PATH = `${FLOW_SEND_PATH}/flowSendSelDept`;
