// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextPage } from '@/features/pages/text-page';
import { activateEnglish, apiError, json, mockFetch, Providers, resetStore } from './auth-test-helpers';

beforeAll(activateEnglish);
beforeEach(() => resetStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TextPage', () => {
  it('shows a skeleton, then the title and the HTML body in the current language', async () => {
    const { calls } = mockFetch(() => json(200, { slug: 'help', title: 'Help', body: '<h2>Points</h2><p>You earn <strong>points</strong>.</p>' }));
    render(<TextPage slug="help" />, { wrapper: Providers });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Points' })).toBeTruthy();
    expect(screen.getByText('points').tagName).toBe('STRONG');
    expect(calls[0]!.path).toBe('getContent/help?lang=en');
  });

  it('lists the welcome steps under the welcome text', async () => {
    mockFetch(() =>
      json(200, {
        slug: 'welcome',
        title: 'Welcome',
        body: '<p>Three steps.</p>',
        steps: [
          { title: 'Take on challenges', text: 'a', image_id: 5 },
          { title: 'Collect points', text: 'b', image_id: null },
          { title: 'Get rewards', text: 'c', image_id: 6 },
        ],
      }),
    );
    render(<TextPage slug="welcome" />, { wrapper: Providers });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Take on challenges', 'Collect points', 'Get rewards']);
  });

  it('shows an error with a retry that loads the page again', async () => {
    let fail = true;
    const { calls } = mockFetch(() => (fail ? apiError(500, 'InternalError') : json(200, { slug: 'about', title: 'About us', body: '<p>Hi</p>' })));
    render(<TextPage slug="about" />, { wrapper: Providers });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy());
    expect(calls).toHaveLength(2);
  });
});
