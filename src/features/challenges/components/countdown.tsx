// A live countdown ("2 days 03:04:05") to a server time; ticks every second.
import { Plural } from '@lingui/react/macro';
import { formatClock, isoDuration, splitDuration } from '../model/countdown';

export function CountdownText({ ms }: { ms: number }) {
  const parts = splitDuration(ms);
  return (
    <time dateTime={isoDuration(parts)}>
      {parts.days > 0 ? (
        <>
          <Plural value={parts.days} one="# day" other="# days" />{' '}
        </>
      ) : null}
      {formatClock(parts)}
    </time>
  );
}
