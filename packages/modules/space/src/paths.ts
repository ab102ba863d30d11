/** Where the screens of this module live (route data in routes.ts). */
export const PATHS = {
  space: '/space',
  spaceDetail: '/space/spaceDetail',
  spaceApply: '/space/spaceApply',
  spaceSquares: '/space/spaceOrderSquare',
  spaceSquare: '/space/spaceOrderSquare/spaceSquare',
  spaceSquareComment: '/space/spaceOrderSquare/spaceSquareComment',
  seat: '/seat',
  seatDetail: '/seat/seatDetail',
  seatApply: '/seat/seatApply',
  seatPlan: '/seat/seatApply/spaceSelSeatNo',
  seatSquares: '/seat/seatOrderSquare',
  seatSquare: '/seat/seatOrderSquare/seatSquare',
  seatSquareComment: '/seat/seatOrderSquare/seatSquareComment',
  /** The booking's own page: the approval centre's detail of its order (approvalSpaceDetail). */
  booking: '/approvalProcess/approvalSpaceDetail',
  /** The pay family's purchase screen (spec 2.3: /buy opens it). */
  buy: '/buy',
} as const;

/** A path with query values (encoded); empty values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const withId = (path: string, id: string): string => withQuery(path, { id });

/** Space or seat: the two halves of the family share their square screens. */
export type BookingKind = 'space' | 'seat';

/** The kind of the screen at a path (/seat/... is the seat half). */
export const kindOfPath = (pathname: string): BookingKind => (pathname.startsWith(PATHS.seat) ? 'seat' : 'space');

/** The square screens of one kind. */
export const squarePaths = (kind: BookingKind) =>
  kind === 'seat'
    ? { list: PATHS.seatSquares, entry: PATHS.seatSquare, comments: PATHS.seatSquareComment }
    : { list: PATHS.spaceSquares, entry: PATHS.spaceSquare, comments: PATHS.spaceSquareComment };

/** The purchase screen for a charged booking; its result's button comes back to the booking. */
export const buyPath = (purpose: string, bookingId: string): string =>
  withQuery(PATHS.buy, { purpose, ref_id: bookingId, done: withId(PATHS.booking, bookingId) });
