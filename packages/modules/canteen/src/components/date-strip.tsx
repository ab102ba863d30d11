import { Tabs } from 'antd-mobile';
import { keepDates } from '@campus/ui';
import { dateLabel } from '../dates.ts';

/** The days a diner can order for, as scrolling tabs (今天 5月6日, 明天 ...). */
export function DateStrip({
  dates,
  today,
  value,
  onChange,
}: {
  dates: string[];
  today: string;
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <Tabs activeKey={value} onChange={onChange} stretch={false}>
      {dates.map((d) => {
        const label = dateLabel(d, today);
        return <Tabs.Tab key={d} title={keepDates(`${label.day} ${label.date}`)} />;
      })}
    </Tabs>
  );
}
