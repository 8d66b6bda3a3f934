// Parts the app loads when first needed (React.lazy: the dialogs, the toasts) render a moment after they
// are asked for, even once their module is loaded. This lets them, inside act, without running timers.
import { act } from '@testing-library/react';

export async function settleLazy(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

/** The modules of the parts loaded when first needed, imported up front so that settleLazy suffices. */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all([
    import('@/features/toasts/toast-list'),
    import('@/features/popups/modal-presence'),
    import('@/features/popups/popup-view'),
    import('@/features/auth/welcome-popup'),
    import('@/features/auth/ask-name-popup'),
  ]);
}
