import { MEAL_STATUS } from '@campus/contracts';

/** The tag colour of a meal order's status (its label comes from the server). */
export function statusColor(status: number): 'default' | 'warning' | 'primary' | 'success' {
  if (status === MEAL_STATUS.unpaid) return 'warning';
  if (status === MEAL_STATUS.paid) return 'primary';
  if (status === MEAL_STATUS.collected) return 'success';
  return 'default';
}
