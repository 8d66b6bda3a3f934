// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Modal } from '@/features/popups/modal';
import { PopupHost } from '@/features/popups/popup-host';
import { popups } from '@/features/popups/popups';
import { preloadLazyParts, settleLazy } from './support/settle-lazy';

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  await preloadLazyParts();
});
afterEach(() => {
  act(() => popups.closeAll());
  cleanup();
});

const host = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PopupHost />
    </I18nProvider>,
  );

describe('popups', () => {
  it('confirm resolves true on Yes', async () => {
    host();
    let answer!: Promise<boolean>;
    act(() => {
      answer = popups.confirm({ title: 'Snooze this challenge?', text: 'It comes back tomorrow.' });
    });
    await settleLazy();
    const dialog = screen.getByRole('dialog', { name: 'Snooze this challenge?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('It comes back tomorrow.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirm resolves false on Cancel, Escape and backdrop', async () => {
    host();
    let answer!: Promise<boolean>;
    act(() => {
      answer = popups.confirm({ title: 'Sure?', yesLabel: 'Delete', cancelLabel: 'Keep', buttonClass: 'danger' });
    });
    await settleLazy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = popups.confirm({ title: 'Sure?' });
    });
    await settleLazy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = popups.confirm({ title: 'Sure?' });
    });
    await settleLazy();
    // The dialogs closed before may still be on their way out: the last backdrop is this one's.
    fireEvent.click(screen.getAllByTestId('modal-backdrop').at(-1)!);
    await expect(answer).resolves.toBe(false);
  });

  it('message shows sanitised HTML and resolves true on confirm', async () => {
    host();
    let answer!: Promise<boolean>;
    act(() => {
      answer = popups.message({ title: 'News', html: '<p>Hello <b>there</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>', cancelLabel: 'Later' });
    });
    const bold = await screen.findByText('there');
    expect(bold.tagName).toBe('B');
    const dialog = screen.getByRole('dialog', { name: 'News' });
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('message resolves false on its optional cancel', async () => {
    host();
    let answer!: Promise<boolean>;
    act(() => {
      answer = popups.message({ html: 'Text', confirmLabel: 'Go', cancelLabel: 'Later' });
    });
    await screen.findByText('Text');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await expect(answer).resolves.toBe(false);
  });

  it('info resolves when closed', async () => {
    host();
    let done!: Promise<void>;
    act(() => {
      done = popups.info({ title: 'Saved', text: 'Your name was saved.' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('closeAll closes every popup and settles them as declined', async () => {
    host();
    let a!: Promise<boolean>;
    let b!: Promise<boolean>;
    act(() => {
      a = popups.confirm({ title: 'One' });
      b = popups.confirm({ title: 'Two' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    act(() => popups.closeAll());
    await expect(a).resolves.toBe(false);
    await expect(b).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Modal', () => {
  function Harness({ dismissible = true }: { dismissible?: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <Modal open={open} onClose={() => setOpen(false)} labelledBy="t" dismissible={dismissible}>
          <h2 id="t">Title</h2>
          <button>First</button>
          <button>Last</button>
        </Modal>
      </>
    );
  }

  it('focuses inside, traps Tab, closes on Escape, restores focus and the page scroll', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('ignores Escape and the backdrop when not dismissible', () => {
    render(<Harness dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeTruthy();
  });

  it('a modal makes the page behind it inert, except the toasts, and gives it back with focus on the trigger', async () => {
    const toasts = document.createElement('div');
    toasts.setAttribute('data-above-modals', '');
    document.body.append(toasts);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <button type="button">Trigger</button>
        <PopupHost />
      </I18nProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Trigger' });
    trigger.focus();
    let answer!: Promise<boolean>;
    act(() => {
      answer = popups.confirm({ title: 'Sure?' });
    });
    await settleLazy();
    expect(container.hasAttribute('inert')).toBe(true);
    expect(toasts.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    toasts.remove();
  });

  it('gives focus to the main content when the trigger is gone or disabled once the dialog closes', async () => {
    for (const takeAway of ['remove', 'disable'] as const) {
      const { unmount } = render(
        <I18nProvider i18n={i18n}>
          <main id="main-content" tabIndex={-1}>
            <button type="button">Mark as used</button>
          </main>
          <PopupHost />
        </I18nProvider>,
      );
      const trigger = screen.getByRole('button', { name: 'Mark as used' });
      trigger.focus();
      let answer!: Promise<boolean>;
      act(() => {
        answer = popups.confirm({ title: 'Mark it used?' });
      });
      await settleLazy();
      // What was confirmed takes the trigger away (or disables it while it runs).
      if (takeAway === 'remove') trigger.remove();
      else (trigger as HTMLButtonElement).disabled = true;
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      await expect(answer).resolves.toBe(true);
      expect(document.activeElement, takeAway).toBe(document.getElementById('main-content'));
      unmount();
    }
  });
});
