// Persistent storage: the browser may then no longer evict the app's caches and queued actions.
let persistAsked = false;

/**
 * Asks the browser not to evict the app's storage (the saved answers, the queued actions, the
 * precache). Once per page, at a moment that shows the app matters to the member: a sign-in or an
 * install. Chromium decides by itself; Firefox asks the member.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  persistAsked = true;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
