import '@/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { boot, installUnauthorizedHandler } from '@/app/boot';
import { keepSavedUser } from '@/app/boot-snapshot';
import { Providers } from '@/app/providers';
import { leaveFirstScrollToBrowser, router } from '@/app/router';
import { prepareHydration } from '@/app/hydrate-signed-out';
import { loadRestOfCatalog } from '@/i18n/rest-of-catalog';
import { recordVisitedPages } from '@/lib/visited-pages';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { appStore } from '@/state/jotai';
import { AppShell } from '@/app/shell/app-shell';
import { replayLastClick, takeClicksBeforeHydration } from '@/app/clicks-before-hydration';

/** docs/product.md section 2: the page is forced out of any frame (CSP frame-ancestors forbids it too). */
function bustOutOfFrame(): boolean {
  if (window.top === window.self || !window.top) return false;
  window.top.location.href = window.self.location.href;
  return true;
}

async function start() {
  installUnauthorizedHandler();
  keepSavedUser();
  recordVisitedPages(router);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Providers>
        <AppShell router={router} />
      </Providers>
    </StrictMode>
  );
  // The page's code has just been evaluated (one long task): its start runs in tasks of its own.
  await yieldToBrowser();
  const hydrating = await prepareHydration(root, appStore, router);
  if (hydrating) {
    leaveFirstScrollToBrowser();
    await yieldToBrowser();
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (a click meanwhile hydrates what it lands on at once).
    const clicks = takeClicksBeforeHydration();
    startTransition(() => {
      hydrateRoot(root, app);
    });
    replayLastClick(clicks);
    void loadRestOfCatalog(hydrating.lang, hydrating.hash);
  } else {
    takeClicksBeforeHydration();
    createRoot(root).render(app);
    void boot();
  }
}

if (!bustOutOfFrame()) void start();
