// @vitest-environment jsdom
// Lithuanian numbers take the right plural and case. Countdowns after "po" ("Prasidės po",
// "Bandykite dar kartą po") use the genitive (po 1 dienos, po 2 dienų), the others the nominative
// (liko 1 diena); every plural message whose number is shown gives the few form Lithuanian needs.
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BonusPoints } from '@/features/auth/bonus-points';
import { CountdownText } from '@/features/challenges/components/countdown';
import { TestProviders, newQueryClient } from './challenges-test-helpers';
import { compiledMessages, poEntries } from './po-catalog';

const LT = poEntries('src/locales/lt/messages.po');

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'lt', messages: compiledMessages(LT) });
});
afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const DAY = 24 * 3600 * 1000;
const shown = (days: number, after: boolean) => {
  const { container } = render(
    <TestProviders client={newQueryClient()}>
      <CountdownText ms={days * DAY + 5000} after={after} />
    </TestProviders>,
  );
  const text = container.textContent ?? '';
  cleanup();
  return text.replace(/ 00:00:05$/, '');
};

describe('Lithuanian countdowns', () => {
  it.each([
    [1, 'po 1 dienos', '1 diena'],
    [2, 'po 2 dienų', '2 dienos'],
    [10, 'po 10 dienų', '10 dienų'],
    [21, 'po 21 dienos', '21 diena'],
  ])('%i days: "%s" after po, "%s" otherwise', (days, after, nominative) => {
    expect(`po ${shown(days, true)}`).toBe(after);
    expect(shown(days, false)).toBe(nominative);
  });
});

describe('Lithuanian points', () => {
  const say = (id: string, n: number) => i18n._(generateMessageId(id), { 0: n });
  it.each([
    [1, 'Gavote <0>1 tašką</0>.', '+1 taškas'],
    [3, 'Gavote <0>3 taškus</0>.', '+3 taškai'],
    [15, 'Gavote <0>15 taškų</0>.', '+15 taškų'],
    [21, 'Gavote <0>21 tašką</0>.', '+21 taškas'],
  ])('%i: "%s", "%s"', (n, earned, pill) => {
    expect(say('You earned <0>{0, plural, one {# point} other {# points}}</0>.', n)).toBe(earned);
    expect(say('{0, plural, one {+# point} other {+# points}}', n)).toBe(pill);
  });
});

describe('the sign-up bonus on the first screens', () => {
  it.each([
    [1, '+1 taškas'],
    [3, '+3 taškai'],
    [15, '+15 taškų'],
    [21, '+21 taškas'],
    [1000, '+1000 taškų'],
  ])('%i: "%s", with no number formatter built', (n, text) => {
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(Real, { construct: (target, args: ConstructorParameters<typeof Real>) => (made++, new target(...args)) });
    try {
      const { container } = render(
        <TestProviders client={newQueryClient()}>
          <BonusPoints value={n} />
        </TestProviders>,
      );
      expect(container.textContent).toBe(text);
      expect(made).toBe(0);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});

describe('Lithuanian plural messages', () => {
  it('every plural that shows its number has the few form (2 to 9: taškai, dienos, užduotys)', () => {
    const missing = LT.filter((e) => /\b(plural|select), /.test(e.str) && /#|\{shown\}/.test(e.str) && !/\bfew \{/.test(e.str)).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('every English plural has its Lithuanian translation', () => {
    const untranslated = LT.filter((e) => /\bplural,/.test(e.id) && !e.str).map((e) => e.id);
    expect(untranslated).toEqual([]);
  });
});
