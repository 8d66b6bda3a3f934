// The server's clock as the time base: start and end times come from the server, so countdowns use
// the offset between its clock and this device's (learned from getUserChallenges' server_time).
let offsetMs = 0;

export function learnServerTime(serverSeconds: number, receivedAt = Date.now()) {
  // The server sends whole seconds, cut down: its clock read somewhere in that second, so the middle
  // of it is the best guess. Differences below a second (that guess, the answer's way here) are none.
  const offset = serverSeconds * 1000 + 500 - receivedAt;
  offsetMs = Math.abs(offset) < 1000 ? 0 : offset;
}

export const serverNow = () => Date.now() + offsetMs;

/** For tests. */
export function resetServerClock() {
  offsetMs = 0;
}
