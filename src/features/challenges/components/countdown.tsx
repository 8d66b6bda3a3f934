// A live countdown ("2 days 03:04:05") to a server time; ticks every second. Where it follows "in"
// ("Opens in", "Try again in") Lithuanian says it after "po", which takes the genitive ("po 1 dienos",
// "po 2 dienų"); elsewhere the nominative ("liko 1 diena"): the message context tells them apart.
import { Plural } from '@lingui/react/macro';
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
