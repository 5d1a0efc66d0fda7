import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@fleetdeck/shared/i18n/all';
import { formatAge } from './dataAge.js';

const t = (key: string, options: { count: number }): string => i18next.t(key, options);

beforeAll(async () => {
  await i18next.init({ resources, lng: 'en', fallbackLng: 'it' });
});

describe('data age', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatAge(12_400, t)).toBe('12 s ago');
    expect(formatAge(0, t)).toBe('0 s ago');
    expect(formatAge(-5000, t)).toBe('0 s ago');
    expect(formatAge(125_000, t)).toBe('2 min ago');
    expect(formatAge(3 * 3_600_000 + 5, t)).toBe('3 h ago');
    expect(formatAge(2 * 86_400_000, t)).toBe('2 d ago');
  });

  it('speaks the interface language', async () => {
    await i18next.changeLanguage('it');
    expect(formatAge(12_000, t)).toBe('12 s fa');
    await i18next.changeLanguage('en');
  });
});
