// The browser says it has no network at all. Otherwise a request that got no answer means the network
// is not answering (a link that hangs or drops): the banner and a queued action's words tell the two apart.
export const isBrowserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
