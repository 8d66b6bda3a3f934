// @vitest-environment jsdom
// Words a member reads (issue 38): a recipient's name keeps its initial's full stop and needs no
// declension in Lithuanian; the monthly top names its month in a form Lithuanian accepts; a name
// never leaves its initial alone on the next line; an e-mail wraps only before "@" and "."; the phone
// hint and the phone error give the same country's example.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmailAddress, emailParts } from '@/components/ui/email-address';
import { SignInError } from '@/features/auth/sign-in-error';
import { phoneExample } from '@/features/auth/phone';
import { formatMonth } from '@/features/monthly-top/share-link';
import { unbrokenName } from '@/lib/member-name';
import { appStore } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { compiledMessages, poEntries } from './po-catalog';

const LT = poEntries('src/locales/lt/messages.po');
const say = (id: string, values: Record<string, unknown>) => i18n._(generateMessageId(id), values);

afterEach(cleanup);

describe('in Lithuanian', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'lt', messages: compiledMessages(LT) }));
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('a transfer names the recipient after "Gavėjas:", in the nominative, with the initial\'s full stop', () => {
    const recipient = 'Rūta J.';
    expect(say('Recipient: {recipient}, phone number {phone}. A transfer cannot be undone.', { recipient, phone: '+37060000002' })).toBe(
      'Gavėjas: Rūta J., telefono numeris +37060000002. Pervedimo atšaukti negalima.',
    );
    const sent = '{0, plural, one {You sent {amount} point. Recipient: {name}} other {You sent {amount} points. Recipient: {name}}}';
    expect(say(sent, { 0: 3, amount: '3', name: recipient })).toBe('Išsiuntėte 3 taškus. Gavėjas: Rūta J.');
    expect(say(sent, { 0: 21, amount: '21', name: recipient })).toBe('Išsiuntėte 21 tašką. Gavėjas: Rūta J.');
    // No translation puts a name where Lithuanian would have to decline it.
    expect(LT.filter((e) => /nariui \{|Gavėjui \{/.test(e.str)).map((e) => e.id)).toEqual([]);
  });

  it('the monthly top names its month without needing the genitive', () => {
    expect(say('Top members of {month}', { month: formatMonth('2026-11', 'lt') })).toBe('Lyderiai: 2026 m. lapkritis');
  });
});

describe('names and addresses on a narrow screen', () => {
  it('keeps the initial with the given name', () => {
    expect(unbrokenName('Eglė P.')).toBe('Eglė\u00a0P.');
    expect(unbrokenName(' Ona Marija K. ')).toBe('Ona Marija\u00a0K.');
    expect(unbrokenName('Rūta')).toBe('Rūta');
  });

  it('lets an e-mail wrap before its "@" and dots only', () => {
    expect(emailParts('rasa.jonaitiene@example.com')).toEqual(['rasa', '.jonaitiene', '@example', '.com']);
    const { container } = render(<EmailAddress address="rasa@example.com" />);
    expect(container.textContent).toBe('rasa@example.com');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
  });
});

describe('the phone example', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it("is the configured country's in the hint and in the error alike", () => {
    expect(phoneExample({ example: '+44 7400 123456' })).toBe('+44 7400 123456');
    expect(phoneExample(null)).toBe('+370 600 12345');
  });

  it('without a configured country the error gives the same example as the field, not a British one', () => {
    appStore.set(settingsAtom, null as never);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <SignInError error={{ kind: 'phone-format' }} />
      </I18nProvider>,
    );
    expect(container.textContent).toContain('+370 600 12345');
    expect(container.textContent).not.toContain('+44');
  });
});
