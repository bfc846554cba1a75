import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it('takes the first language we speak, exactly or by its language', () => {
    expect(negotiateLocale(['fr-FR', 'en-GB', 'pt-PT'])).toBe('en');
    expect(negotiateLocale(['pt-BR'])).toBe('pt-BR');
    expect(negotiateLocale(['PT-br'])).toBe('pt-BR');
    expect(negotiateLocale(['pt'])).toBe('pt-PT');
    expect(negotiateLocale(['pt-AO'])).toBe('pt-PT');
    expect(negotiateLocale(['es-MX', 'en'])).toBe('es');
  });

  it('is pt-PT when nothing matches or nothing is asked', () => {
    expect(negotiateLocale(['fr', 'de-CH'])).toBe('pt-PT');
    expect(negotiateLocale([])).toBe('pt-PT');
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, keeping the order of equal weights, and drops q=0 and malformed tags', () => {
    expect(acceptedLanguages('fr;q=0.5, es-ES, en;q=0.9, de;q=0, x_y, pt-BR')).toEqual(['es-ES', 'pt-BR', 'en', 'fr']);
  });

  it('is empty without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('*')).toEqual([]);
  });

  it("answers the browser's preference through negotiateLocale", () => {
    expect(negotiateLocale(acceptedLanguages('en-US,en;q=0.9,pt;q=0.8'))).toBe('en');
    expect(negotiateLocale(acceptedLanguages('*'))).toBe('pt-PT');
  });
});
