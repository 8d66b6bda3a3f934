// The days and moments a call accepts (the console's, the partner API's, the member's). PostgreSQL
// refuses years such as 0000 and 10000 (a year 9999 becomes 10000 once a day is added to an end, or an
// offset turns it into UTC), so every date a caller sends stays within 1900 to 2999, with room on both
// sides for that arithmetic.
import { z } from 'zod';

const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2999-12-31';
const FIRST_MOMENT = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const AFTER_LAST_MOMENT = Date.parse('3000-01-01T00:00:00Z');

/** A calendar day, YYYY-MM-DD, from 1900 to 2999. */
export const Day = z.iso
  .date('A day as YYYY-MM-DD.')
  .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, 'A day between 1900 and 2999.');

/** A moment in ISO 8601 with its offset (Z or ±hh:mm), between 1900 and 2999 in UTC. */
export const Moment = z.iso.datetime({ offset: true, error: 'A date and time in ISO 8601, such as 2026-06-01T09:00:00+03:00.' }).refine((value) => {
  const time = Date.parse(value);
  return time >= FIRST_MOMENT && time < AFTER_LAST_MOMENT;
}, 'A date and time between 1900 and 2999.');
