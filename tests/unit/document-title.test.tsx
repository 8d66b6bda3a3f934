// @vitest-environment jsdom
// A news item's tab is named after its headline, not "News": a page's own title wins over its route's.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from '@/app/shell/use-document-title';
import { useContentTitle } from '@/lib/use-content-title';

vi.mock('@tanstack/react-router', () => ({ useMatches: () => ({ id: 'News', message: 'News' }) }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function Shell({ headline }: { headline?: string }) {
  useDocumentTitle();
  return headline ? <Item headline={headline} /> : null;
}

function Item({ headline }: { headline: string }) {
  useContentTitle(headline);
  return null;
}

describe('the document title', () => {
  it("names a news item by its headline, and the route again once it is gone", () => {
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Shell headline="Summer market on Saturday" />
      </I18nProvider>,
    );
    expect(document.title).toBe('Summer market on Saturday · Rewards');
    rerender(
      <I18nProvider i18n={i18n}>
        <Shell />
      </I18nProvider>,
    );
    expect(document.title).toBe('News · Rewards');
  });
});
