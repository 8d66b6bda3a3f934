import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatNumber, formatPoints } from '@/i18n/format';
import { activateMessages, hasMessage, i18n } from '@/i18n/i18n';
import { translationsUrl } from '@/i18n/translations';

describe('formatPoints (docs/product.md sections 3 and 9)', () => {
  it('never groups digits', () => {
    expect(formatPoints(1234567, 'en')).toBe('1234567');
    expect(formatPoints(1234567, 'lt')).toBe('1234567');
  });

  it('shows a negative balance as 0 and rounds', () => {
    expect(formatPoints(-20, 'en')).toBe('0');
    expect(formatPoints(12.6, 'en')).toBe('13');
  });

  it("writes the app's languages without Intl, exactly as Intl would, and others through it", () => {
    const Real = Intl.NumberFormat;
    for (const locale of ['en', 'lt']) {
      for (const points of [0, 7, 1000, 1234567, 12.5, 13.5]) {
        expect(formatPoints(points, locale)).toBe(new Real(locale, { useGrouping: false, maximumFractionDigits: 0 }).format(points));
      }
    }
    let made = 0;
    Intl.NumberFormat = new Proxy(Real, { construct: (target, args: ConstructorParameters<typeof Real>) => (made++, new target(...args)) });
    try {
      expect(formatPoints(1234, 'en')).toBe('1234');
      expect(made).toBe(0);
      expect(formatPoints(1234, 'ar-EG')).toBe('١٢٣٤');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});

describe('formatDuration', () => {
  it('says a length of time exactly, never rounded (90 s is not "2 minutes")', () => {
    expect(formatDuration(90, 'en')).toBe('1 minute 30 seconds');
    expect(formatDuration(120, 'en')).toBe('2 minutes');
    expect(formatDuration(45, 'en')).toBe('45 seconds');
    expect(formatDuration(3_660, 'en')).toBe('1 hour 1 minute');
    expect(formatDuration(90, 'lt')).toBe('1 minutė 30 sekundžių');
    expect(formatDuration(1_260, 'lt')).toBe('21 minutė');
    expect(formatDuration(120, 'lt')).toBe('2 minutės');
  });
});

describe('formatNumber and formatDate', () => {
  it('follow the language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'lt')).toMatch(/^1\s234,5$/);
    expect(formatDate('2025-03-09T12:00:00Z', 'en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })).toBe(
      '03/09/2025',
    );
    expect(formatDate('2025-03-09T12:00:00Z', 'lt', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })).toBe(
      '2025-03-09',
    );
  });
});

describe('catalogs', () => {
  it('loads compiled messages and knows which ids it has', () => {
    activateMessages('lt', { greet: ['Labas'] });
    expect(i18n.locale).toBe('lt');
    expect(i18n._('greet')).toBe('Labas');
    expect(hasMessage('greet')).toBe(true);
    expect(hasMessage('missing')).toBe(false);
  });

  it('asks for the catalog with the translations hash, or a random buster without one', () => {
    expect(translationsUrl('lt', 'abc123')).toBe('/translations/main.lt.json?abc123');
    expect(translationsUrl('en', '')).toMatch(/^\/translations\/main\.en\.json\?[a-z0-9]+$/);
  });
});
