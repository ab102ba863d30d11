import { SPACE_STATUS, type SpaceStatusView } from '@campus/contracts';
import { Tag } from 'antd-mobile';

type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** The colour of a booking's status (the label comes from the server). */
export function statusTone(code: number): Tone {
  switch (code) {
    case SPACE_STATUS.inApproval:
      return 'warning';
    case SPACE_STATUS.approved:
      return 'primary';
    case SPACE_STATUS.inUse:
      return 'success';
    case SPACE_STATUS.rejected:
    case SPACE_STATUS.released:
      return 'danger';
    default:
      return 'default';
  }
}

export function BookingStatusTag({ status }: { status: SpaceStatusView }) {
  return (
    <Tag color={statusTone(status.code)} fill="outline" round data-testid="booking-status">
      {status.label}
    </Tag>
  );
}
