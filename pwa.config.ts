import type { PluginOption } from 'vite';

// The PWA plugin set-up (manifest, service worker from sw/ with injectManifest); owned by the PWA work.
export function pwa(): PluginOption {
  return [];
}
