// The queued expiry job (server/queue.ts, hourly; the scheduler runs it without a queue): expire what
// is due, then remind members whose points expire within the lead time.
import type { ExpiryRun } from './expire-points';
import { expirePoints } from './expire-points';
import { sendExpiryReminders, type ReminderDeps, type ReminderRun } from './send-reminders';

export async function runPointsExpiry(deps: ReminderDeps, now = new Date()): Promise<{ expired: ExpiryRun; reminded: ReminderRun }> {
  const expired = await expirePoints(deps.db, now);
  if (expired.members) deps.log.info({ members: expired.members, points: expired.points }, 'points expired');
  const reminded = await sendExpiryReminders(deps, now);
  return { expired, reminded };
}
