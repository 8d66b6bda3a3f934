// A live countdown ("2 days 03:04:05") to a server time; ticks every second. Where it follows "in"
// ("Opens in", "Try again in") Lithuanian says it after "po", which takes the genitive ("po 1 dienos",
// "po 2 dienų"); elsewhere the nominative ("liko 1 diena"): the message context tells them apart.
import { Plural, useLingui } from '@lingui/react/macro';
import { formatClock, isoDuration, splitDuration } from '../model/countdown';

export function CountdownText({ ms, after = false }: { ms: number; after?: boolean }) {
  const parts = splitDuration(ms);
  return (
    <time dateTime={isoDuration(parts)}>
      {parts.days > 0 ? (
        <>
          {after ? (
            <Plural value={parts.days} one="# day" other="# days" context="after a preposition: Opens in, Try again in" />
          ) : (
            <Plural value={parts.days} one="# day" other="# days" />
          )}{' '}
        </>
      ) : null}
      {formatClock(parts)}
    </time>
  );
}

/** Time left in words, coarse (hours while an hour or more is left, then minutes): it changes rarely. */
export function coarseTimeLeft(ms: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes >= 60 ? format.format(Math.ceil(minutes / 60), 'hour') : format.format(minutes, 'minute');
}

/**
 * For screen readers, beside a ticking countdown: a polite live region that speaks the time left in
 * coarse words, so it is announced when the hour (or the minute, in the last hour) changes, not every second.
 */
export function PoliteTimeLeft({ ms, label }: { ms: number; label: (timeLeft: string) => string }) {
  const { i18n } = useLingui();
  return (
    <span className="visually-hidden" aria-live="polite">
      {label(coarseTimeLeft(ms, i18n.locale))}
    </span>
  );
}
