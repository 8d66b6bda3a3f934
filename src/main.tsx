import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { boot, installUnauthorizedHandler } from '@/app/boot';
import { keepSavedUser } from '@/app/boot-snapshot';
import { Providers } from '@/app/providers';
import { router } from '@/app/router';
import { AppShell } from '@/app/shell/app-shell';

/** docs/product.md section 2: the page is forced out of any frame (CSP frame-ancestors forbids it too). */
function bustOutOfFrame(): boolean {
  if (window.top === window.self || !window.top) return false;
  window.top.location.href = window.self.location.href;
  return true;
}

if (!bustOutOfFrame()) {
  installUnauthorizedHandler();
  keepSavedUser();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppShell router={router} />
      </Providers>
    </StrictMode>,
  );
  void boot();
}
