import { describe, expect, it } from 'vitest';
import { languagesSchema } from './language-settings.js';
import { directionOf, fallbackChain, localisedPath, splitLocalisedPath, type Language } from './languages.js';

const site: Language[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'fr-CA', name: 'Français (Canada)', fallback: 'fr' },
  { code: 'ar', name: 'العربية' },
];

describe('languages', () => {
  it('derives right to left from the code, and a setting wins', () => {
    expect(directionOf({ code: 'ar' })).toBe('rtl');
    expect(directionOf({ code: 'fa-IR' })).toBe('rtl');
    expect(directionOf({ code: 'az-Arab' })).toBe('rtl');
    expect(directionOf({ code: 'bn' })).toBe('ltr');
    expect(directionOf({ code: 'ar', direction: 'ltr' })).toBe('ltr');
  });

  it('falls back along the chain and ends at the default', () => {
    expect(fallbackChain(site, 'fr-CA')).toEqual(['fr-CA', 'fr', 'en']);
    expect(fallbackChain(site, 'ar')).toEqual(['ar', 'en']);
    expect(fallbackChain(site, 'en')).toEqual(['en']);
  });

  it('puts other languages under their code and reads them back', () => {
    expect(localisedPath('/about', 'fr-CA', site)).toBe('/fr-CA/about');
    expect(localisedPath('/', 'ar', site)).toBe('/ar/');
    expect(localisedPath('/about', 'en', site)).toBe('/about');
    expect(splitLocalisedPath('/fr-CA/about/team', site)).toEqual({ code: 'fr-CA', path: '/about/team' });
    expect(splitLocalisedPath('/ar', site)).toEqual({ code: 'ar', path: '/' });
    expect(splitLocalisedPath('/en/about', site)).toEqual({ code: 'en', path: '/en/about' });
    expect(splitLocalisedPath('/about', site)).toEqual({ code: 'en', path: '/about' });
  });

  it('refuses duplicates, unknown or circular fallbacks and bad codes', () => {
    expect(languagesSchema.safeParse(site).success).toBe(true);
    expect(languagesSchema.safeParse([]).success).toBe(false);
    expect(languagesSchema.safeParse([...site, { code: 'FR', name: 'x' }]).success).toBe(false);
    expect(languagesSchema.safeParse([site[0], { code: 'bn', name: 'বাংলা', fallback: 'de' }]).success).toBe(false);
    expect(languagesSchema.safeParse([site[0], { code: 'a1', name: 'x' }]).success).toBe(false);
    const circle = [site[0], { code: 'fr', name: 'f', fallback: 'de' }, { code: 'de', name: 'd', fallback: 'fr' }];
    const result = languagesSchema.safeParse(circle);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('circle');
  });
});
