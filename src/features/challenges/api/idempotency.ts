// Writes carry an Idempotency-Key so a retried request is applied once (DESIGN.md section 3).
export function idempotencyHeaders(): Record<string, string> {
  const key =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return { 'Idempotency-Key': key };
}
