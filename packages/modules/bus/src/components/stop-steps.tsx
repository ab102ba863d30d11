import type { BusStop } from '@campus/contracts';
import { Steps } from 'antd-mobile';
import { stopTimeOn } from '../trip-time.ts';

/** A route's stops in order, each with the minutes after departure (or the time on a given trip). */
export function StopSteps({ stops, departTime }: { stops: BusStop[]; departTime?: string }) {
  const at = (minutes: number) => {
    if (!departTime) return minutes === 0 ? '始发' : `发车后约${String(minutes)}分钟`;
    return stopTimeOn(departTime, minutes);
  };
  return (
    <Steps direction="vertical" current={-1} data-testid="stop-steps">
      {stops.map((stop) => (
        <Steps.Step key={stop.id} title={stop.name} description={at(stop.minutes)} status="wait" />
      ))}
    </Steps>
  );
}
