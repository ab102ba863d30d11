import type { BookingPreviewInput, BookingPreviewResult } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { previewBooking } from './api.ts';
import { refusalText } from './refusal.ts';

export type PreviewState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; result: BookingPreviewResult } | { kind: 'refused'; message: string };

/** How long the form waits after the last change before it asks again. */
const SETTLE_MS = 250;

type Answer = { kind: 'ready'; result: BookingPreviewResult } | { kind: 'refused'; message: string };

/**
 * The server's check of the booking being filled in (and its weekly repeats): each date bookable or
 * why not, the price and whether it needs approval, asked again as the form changes. A form that
 * will be refused says so before it is sent.
 */
export function useBookingPreview(input: BookingPreviewInput | null): PreviewState {
  const key = input === null ? null : JSON.stringify(input);
  // the answer with the input it answers: an older one shows as loading until the new one is in
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = setTimeout(() => {
      previewBooking(JSON.parse(key) as BookingPreviewInput).then(
        (result) => live && setAnswer({ key, answer: { kind: 'ready', result } }),
        (error: unknown) => live && setAnswer({ key, answer: { kind: 'refused', message: refusalText(error) } }),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  if (key === null) return { kind: 'idle' };
  return answer?.key === key ? answer.answer : { kind: 'loading' };
}
