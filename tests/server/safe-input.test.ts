import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUnsafeText } from '../../server/plugins/safe-input';

describe('findUnsafeText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the first unsafe string in parsed JSON', () => {
    expect(findUnsafeText({ answers: [{ text: 'fine' }, { text: 'bad\u0000' }] })).toBe('answers.1.text');
  });

  it('leaves a raw body (a CSV upload) to its own reader instead of walking it byte by byte', () => {
    const entries = vi.spyOn(Object, 'entries');
    const upload = Buffer.from('external_id,balance\n'.repeat(1000));
    expect(findUnsafeText(upload)).toBeNull();
    expect(entries.mock.calls.some(([value]) => value === upload)).toBe(false);
  });
});
