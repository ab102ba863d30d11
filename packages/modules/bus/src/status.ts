import type { BusMonthStatus, BusTicketStatus } from '@campus/contracts';

type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** The colour of a ticket's status tag (the label comes from the server). */
export const ticketTone = (status: BusTicketStatus): Tone =>
  status === 'pending' ? 'warning' : status === 'valid' ? 'primary' : status === 'used' ? 'success' : 'default';

export const monthTone = (status: BusMonthStatus, expired: boolean): Tone =>
  status === 'pending' ? 'warning' : status === 'valid' && !expired ? 'success' : 'default';
