// Countdown arithmetic (docs/product.md section 4: countdowns tick every second).
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left, rounding up so 0 shows only at the end. */
export function splitDuration(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "HH:MM:SS" of what is left within the day (the days are said in words). */
export function formatClock({ hours, minutes, seconds }: CountdownParts): string {
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/** ISO 8601 duration for <time dateTime>. */
export function isoDuration({ days, hours, minutes, seconds }: CountdownParts): string {
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}
