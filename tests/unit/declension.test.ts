import { describe, expect, it } from 'vitest';
import { declineLithuanianName } from '@/i18n/declension';

describe('declineLithuanianName (vocative, docs/product.md section 5)', () => {
  it.each([
    ['Jonas', 'Jonai'],
    ['Kęstutis', 'Kęstuti'],
    ['Paulius', 'Pauliau'],
    ['Kazys', 'Kazy'],
    ['Eglė', 'Egle'],
    ['Ona', 'Ona'],
  ])('%s -> %s', (name, vocative) => {
    expect(declineLithuanianName(name)).toBe(vocative);
  });

  it.each([
    ['JONAS', 'JONAI'],
    ['KĘSTUTIS', 'KĘSTUTI'],
    ['PAULIUS', 'PAULIAU'],
    ['KAZYS', 'KAZY'],
    ['EGLĖ', 'EGLE'],
    ['ONA', 'ONA'],
    ['jonas', 'jonai'],
    ['eglė', 'egle'],
  ])('keeps the letter case: %s -> %s', (name, vocative) => {
    expect(declineLithuanianName(name)).toBe(vocative);
  });

  it('declines every part of a full or double name', () => {
    expect(declineLithuanianName('Jonas Petraitis')).toBe('Jonai Petraiti');
    expect(declineLithuanianName('Ona-Eglė')).toBe('Ona-Egle');
  });

  it('leaves other endings, bare endings and empty names alone', () => {
    expect(declineLithuanianName('John')).toBe('John');
    expect(declineLithuanianName('Mary')).toBe('Mary');
    expect(declineLithuanianName('As')).toBe('As');
    expect(declineLithuanianName('')).toBe('');
  });
});
