// The country the sign-in screens name when a phone number is mistyped.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { phoneCountry } from '../../server/services/settings/phone-country';

describe('phoneCountry', () => {
  it('is PHONE_COUNTRY, with its calling code and an example mobile number', () => {
    expect(phoneCountry(loadConfig({ PHONE_COUNTRY: 'LT' }))).toEqual({ region: 'LT', calling_code: '370', example: '+370 612 34567' });
  });

  it('else the one country ALLOWED_PHONE_PREFIXES admits', () => {
    expect(phoneCountry(loadConfig({ ALLOWED_PHONE_PREFIXES: '371' }))?.region).toBe('LV');
    // +1 is shared by many countries, and two prefixes name no single one.
    expect(phoneCountry(loadConfig({ ALLOWED_PHONE_PREFIXES: '1' }))).toBeNull();
    expect(phoneCountry(loadConfig({ ALLOWED_PHONE_PREFIXES: '370,371' }))).toBeNull();
  });

  it('is unknown (null) when neither is set, and a bad code is refused at start', () => {
    expect(phoneCountry(loadConfig({}))).toBeNull();
    expect(() => loadConfig({ PHONE_COUNTRY: 'Lithuania' })).toThrow(/PHONE_COUNTRY/);
  });
});
