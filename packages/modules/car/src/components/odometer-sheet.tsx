import { carMessages, CAR_MAX_ODOMETER_KM } from '@campus/contracts';
import { numericOnly } from '@campus/core';
import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { TEXT } from '../texts.ts';
import { Sheet } from './sheet.tsx';

export interface OdometerSheetProps {
  visible: boolean;
  title: string;
  /** The reading to start from (the vehicle's or the trip's start), shown as a hint. */
  hint?: number | null;
  onClose: () => void;
  onSubmit: (km: number) => Promise<void>;
}

/** Asks for the odometer reading of a start or a finish (whole km; spec 5: digits only). */
export function OdometerSheet({ visible, title, hint, onClose, onSubmit }: OdometerSheetProps) {
  const [text, setText] = useState('');
  const km = text === '' ? null : Number(text);
  return (
    <Sheet
      visible={visible}
      title={title}
      onClose={onClose}
      testId="odometer-sheet"
      check={() => (km === null || km > CAR_MAX_ODOMETER_KM ? carMessages.odometer : null)}
      onConfirm={() => onSubmit(km ?? 0)}
    >
      <List>
        <List.Item title={TEXT.odometerLabel} description={hint != null ? `${TEXT.odometerStart}：${String(hint)} ${TEXT.km}` : undefined}>
          <Input
            inputMode="numeric"
            placeholder={TEXT.odometerPlaceholder}
            value={text}
            onChange={(v) => setText(numericOnly(v))}
            aria-label={TEXT.odometerLabel}
          />
        </List.Item>
      </List>
    </Sheet>
  );
}
