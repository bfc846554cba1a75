import { afterEach, describe, expect, it } from 'vitest';
import { CONGREGATION_REPORT_MESSAGES } from '../attendance-messages';
import { AUTH_MESSAGES } from '../auth-messages';
import { USER_ROLE_LABELS } from '../enums';
import { monthName } from '../service-year';
import { compileCatalogue } from './compile';
import { formatDay, formatDecimal } from './format';
import { loadCatalogue } from './lingui-runtime';
import { PSEUDO_GROWTH, pseudoCatalogue } from './pseudo';
import { currentLocale, PSEUDO_LOCALE, setActiveLocale, setLocaleSource, t } from './translate';

afterEach(() => {
  setActiveLocale('pt-PT');
  setLocaleSource(() => undefined);
});

describe('messages in the language of the moment', () => {
  it('reads a text, a plural and a label anew in each language', () => {
    expect(AUTH_MESSAGES.badCredentials).toBe('Nome de utilizador ou password incorretos.');
    setActiveLocale('en');
    expect(AUTH_MESSAGES.badCredentials).toBe('Incorrect username or password.');
    expect(CONGREGATION_REPORT_MESSAGES.missingCount(1)).toBe('1 report missing');
    expect(CONGREGATION_REPORT_MESSAGES.missingCount(4)).toBe('4 reports missing');
    expect(USER_ROLE_LABELS.Secretary).toBe('Secretary');
    setActiveLocale('es');
    expect(AUTH_MESSAGES.tooManyFailures(1)).toBe(
      'Demasiados intentos fallidos. Inténtelo de nuevo dentro de 1 minuto.',
    );
    expect(monthName(8)).toBe('Septiembre');
  });

  it("prefers the context's language (a request's) over the active one", () => {
    setActiveLocale('es');
    setLocaleSource(() => 'pt-BR');
    expect(currentLocale()).toBe('pt-BR');
    expect(AUTH_MESSAGES.badCredentials).toBe('Nome de usuário ou senha incorretos.');
    setLocaleSource(() => undefined);
    expect(currentLocale()).toBe('es');
  });

  it('writes dates and decimals in the language’s order', () => {
    const instant = '2026-03-12T10:00:00Z';
    expect(formatDay(instant)).toBe('12/03/2026');
    setActiveLocale('en');
    expect(formatDay(instant)).toBe('03/12/2026');
    expect(formatDecimal(7.5)).toBe('7.5');
    setActiveLocale('pt-BR');
    expect(formatDecimal(7.5)).toBe('7,5');
  });

  it('shows the id of a message no catalogue of the language holds, never crashing', () => {
    setActiveLocale(PSEUDO_LOCALE);
    expect(t('auth.forbidden')).toBe('auth.forbidden');
  });
});

describe('the pseudo-language', () => {
  it('accents every letter, keeps placeholders and plurals, and is at least 30 % longer', () => {
    const compiled = compileCatalogue({
      'auth.forbidden': 'Sem permissão para {what}',
      'congregationReport.missingCount': '{n, plural, =1 {1 relatório} other {{n} relatórios}}',
    });
    loadCatalogue(PSEUDO_LOCALE, pseudoCatalogue(compiled));
    setActiveLocale(PSEUDO_LOCALE);
    const text = t('auth.forbidden', { what: 'isto' });
    const [literal = '', rest = ''] = text.split('isto');
    expect(literal).toMatch(/^Š/);
    expect(literal).not.toMatch(/[aeiouAEIOU]/);
    expect(rest).toMatch(/ẋ/);
    expect(text.length).toBeGreaterThanOrEqual('Sem permissão para isto'.length * (1 + PSEUDO_GROWTH));
    expect(t('congregationReport.missingCount', { n: 3 })).toMatch(/^3 ŕéĺ/);
    expect(t('congregationReport.missingCount', { n: 1 })).toMatch(/^1 ŕéĺ/);
  });
});
