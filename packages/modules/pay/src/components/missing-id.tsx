import { ErrorBlock } from 'antd-mobile';
import { TEXT } from '../texts.ts';

export function MissingId() {
  return <ErrorBlock status="empty" title={TEXT.missingId} description={null} />;
}
