// The server's clock as the time base: start and end times come from the server, so countdowns use
// the offset between its clock and this device's (learned from getUserChallenges' server_time).
let offsetMs = 0;

export function learnServerTime(serverSeconds: number, receivedAt = Date.now()) {
  const offset = serverSeconds * 1000 - receivedAt;
  // Whole seconds on the server side: ignore differences below a second.
  offsetMs = Math.abs(offset) < 1000 ? 0 : offset;
}

export const serverNow = () => Date.now() + offsetMs;

/** For tests. */
export function resetServerClock() {
  offsetMs = 0;
}
