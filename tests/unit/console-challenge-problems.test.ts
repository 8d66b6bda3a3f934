// @vitest-environment jsdom
// The console words the server's problems with a challenge draft in its own language, by their code;
// a code it does not know yet keeps the server's English words, without the field's name.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ConsoleError } from '../../admin/src/api';
import { draftProblems, problemsByField, problemsStillStanding, problemText } from '../../admin/src/pages/challenges/problems';
import { CHALLENGE_PROBLEM_CODES, problem } from '../../server/services/challenges/problems';
import { compiledMessages, poEntries } from './po-catalog';

const en = setupI18n({ locale: 'en', messages: { en: {} } });
const lt = setupI18n({ locale: 'lt', messages: { lt: compiledMessages(poEntries('admin/locales/lt/messages.po')) } });
const params = { type: 'link', issues: 'event Required', languages: 'de', language: 'en', ids: '7' };

describe('challenge problems in the console', () => {
  it.each(CHALLENGE_PROBLEM_CODES)('%s has words of its own in English and in Lithuanian', (code) => {
    const sent = problem('name', code, `name: server words for ${code}`, params);
    const english = problemText(sent, en);
    const lithuanian = problemText(sent, lt);
    expect(english).not.toContain('server words');
    expect(english).not.toMatch(/[{}]/);
    expect(lithuanian).not.toBe(english);
    expect(lithuanian).not.toMatch(/[{}]/);
  });

  it('puts the values the server sent into the words', () => {
    expect(problemText(problem('name', 'default_language_missing', 'name: write it in en at least', { language: 'en' }), en)).toBe('Write it in en at least.');
    expect(problemText(problem('name', 'unknown_language', 'name: de is not a language of this programme', { languages: 'de' }), lt)).toBe('de nėra šios programos kalba.');
  });

  it('keeps the server words for a code it does not know, without the field name', () => {
    const newer = { field: 'options.2', code: 'something_new', message: 'options.2: this is new' };
    expect(problemText(newer, lt)).toBe('this is new');
  });

  it('groups a refused save by field, and words a refused schema field in its own words, not the server’s English', () => {
    const refused = new ConsoleError(400, 'ChallengeInvalid', 'This challenge cannot be saved: …', {
      problems: [
        problem('options', 'options_too_few', 'options: give at least two'),
        problem('options.1', 'option_text_required', 'options.1: text is required'),
        problem('options', 'options_one_correct', 'options: mark exactly one as correct'),
      ],
    });
    expect(problemsByField(refused, lt)).toEqual({
      options: ['Pateikite bent du atsakymų variantus.', 'Pažymėkite lygiai vieną variantą kaip teisingą atsakymą.'],
      'options.1': ['Parašykite šio atsakymo varianto tekstą.'],
    });
    const schema = new ConsoleError(400, 'ValidationError', 'Invalid body field "end_time": The end must come after the start.', { field: 'body.end_time' });
    expect(problemsByField(schema, lt)).toEqual({ end_time: ['Patikrinkite įvestas reikšmes.'] });
    expect(problemsByField(schema, en)).toEqual({ end_time: ['Please check the values you entered.'] });
    expect(problemsByField(new Error('offline'), lt)).toEqual({});
  });
});

describe('a draft the console checks before sending', () => {
  const start = '2030-05-01T10:00:00.000Z';

  it('finds an end that is not after the start, in the console’s language', () => {
    expect(draftProblems({ start_time: start, end_time: '2030-04-30T10:00:00.000Z' }, lt)).toEqual({ end_time: ['Pabaiga turi būti vėliau nei pradžia.'] });
    expect(draftProblems({ start_time: start, end_time: start }, en)).toEqual({ end_time: ['The end must come after the start.'] });
  });

  it('finds nothing with a later end, no end, or no start', () => {
    expect(draftProblems({ start_time: start, end_time: '2030-05-01T10:01:00.000Z' }, lt)).toEqual({});
    expect(draftProblems({ start_time: start, end_time: null }, lt)).toEqual({});
    expect(draftProblems({ start_time: null, end_time: '2020-01-01T00:00:00.000Z' }, lt)).toEqual({});
  });
});

describe('a problem the editor has fixed', () => {
  const problems = { name: ['Write it in en at least.'], 'options.1.text': ['Write the text of this option.'], 'rules.target': ['Set a target.'] };
  const refused = { name: {}, options: [{ text: { en: 'Yes' } }, { text: {} }], rules: {} };

  it('goes once its field changes, while the others stay until the next save', () => {
    const fixedName = { ...refused, name: { en: 'Quiz' } };
    expect(problemsStillStanding(problems, refused, fixedName)).toEqual({ 'options.1.text': problems['options.1.text'], 'rules.target': problems['rules.target'] });
    const fixedOption = { ...fixedName, options: [{ text: { en: 'Yes' } }, { text: { en: 'No' } }] };
    expect(Object.keys(problemsStillStanding(problems, refused, fixedOption))).toEqual(['rules.target']);
  });

  it('shows again when the field is changed back, and all show before any edit', () => {
    expect(problemsStillStanding(problems, refused, structuredClone(refused))).toEqual(problems);
    expect(problemsStillStanding(problems, null, { name: { en: 'Quiz' } })).toEqual(problems);
  });
});
