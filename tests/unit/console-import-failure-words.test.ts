// Why an import stopped, as the console says it: every failure code the server keeps has words of its own
// in English and Lithuanian, with the line put in; only an import that stopped may be started again.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { IMPORT_FAILURES } from '../../contract/console/imports';
import { canStartAgain, failureText } from '../../admin/src/pages/import/failure-words';
import { compiledMessages, poEntries } from './po-catalog';

const en = setupI18n({ locale: 'en', messages: { en: {} } });
const lt = setupI18n({ locale: 'lt', messages: { lt: compiledMessages(poEntries('admin/locales/lt/messages.po')) } });
const words = (i18n: typeof en, code: (typeof IMPORT_FAILURES)[number]) => failureText(i18n, code, 3);

describe('import failures in the console', () => {
  it.each(IMPORT_FAILURES)('%s has words of its own in English and in Lithuanian', (code) => {
    expect(words(en, code)).not.toMatch(/[{}]/);
    expect(words(lt, code)).not.toMatch(/[{}]/);
    expect(words(lt, code)).not.toBe(words(en, code));
  });

  it('says at which line the file could not be read', () => {
    expect(words(lt, 'quote_not_closed')).toContain('3');
    expect(words(en, 'unreadable')).toContain('line 3');
  });

  it('offers to start again only an import that stopped, never a failed dry run', () => {
    expect(IMPORT_FAILURES.filter(canStartAgain)).toEqual(['import_stopped']);
    expect(canStartAgain(null)).toBe(false);
  });
});
