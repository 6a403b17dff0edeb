import { describe, expect, it } from 'vitest';
import { languageLinks, localDigits, pageLanguageOf, routerPath } from './page-language';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ar', name: 'العربية' },
];

describe('the language a page is drawn in', () => {
  it('is the default, under no prefix, when the render names none; another language is under its code', () => {
    expect(pageLanguageOf(undefined)).toEqual({
      code: 'en',
      direction: 'ltr',
      languages: [{ code: 'en', name: 'English' }],
      basename: '/',
    });
    expect(pageLanguageOf({ code: 'ar', languages })).toMatchObject({ code: 'ar', direction: 'rtl', basename: '/ar/' });
    expect(pageLanguageOf({ code: 'en', languages })).toMatchObject({ code: 'en', direction: 'ltr', basename: '/' });
  });

  it("gives the router a translation's own-language link without its prefix, so it comes out as given", () => {
    const bengali = pageLanguageOf({ code: 'bn', languages });
    expect(routerPath('/about', bengali)).toBe('/about');
    expect(routerPath('/bn/about', bengali)).toBe('/about');
    expect(routerPath('/BN/about', bengali)).toBe('/about');
    expect(routerPath('/bn', bengali)).toBe('/');
    expect(routerPath('/bnx/about', bengali)).toBe('/bnx/about');
    expect(routerPath('https://example.com/bn/about', bengali)).toBe('https://example.com/bn/about');
    // On the default language's pages every path is as stored.
    expect(routerPath('/bn/about', pageLanguageOf({ code: 'en', languages }))).toBe('/bn/about');
  });

  it("links the switcher to this page's address in every language, the current one marked", () => {
    expect(languageLinks('/services/deep-cleaning', pageLanguageOf({ code: 'bn', languages }))).toEqual([
      { code: 'en', name: 'English', href: '/services/deep-cleaning', current: false },
      { code: 'bn', name: 'বাংলা', href: '/bn/services/deep-cleaning', current: true },
      { code: 'ar', name: 'العربية', href: '/ar/services/deep-cleaning', current: false },
    ]);
    expect(languageLinks('/', pageLanguageOf({ code: 'en', languages })).map((l) => l.href)).toEqual(['/', '/bn/', '/ar/']);
  });
});

describe('figures in the page language', () => {
  it("writes a text's digits as the language does, and leaves English and the rest of the text as they are", () => {
    expect(localDigits('500+ clients, 24/7', 'bn')).toBe('৫০০+ clients, ২৪/৭');
    expect(localDigits('1500', 'en')).toBe('1500');
    expect(localDigits('007', 'en')).toBe('007');
    expect(localDigits('12', 'not a tag!')).toBe('12');
  });
});
