import { describe, expect, it } from 'vitest';
import { rememberReturnPath, safeReturnPath, takeReturnPath } from './navigation';

describe('safeReturnPath (the return address after signing in comes from the URL: only this app)', () => {
  it.each([
    ['/relatorios/12', '/relatorios/12'],
    ['/rever-atividade/3?grupo=2#g2', '/rever-atividade/3?grupo=2#g2'],
    [null, '/'],
    ['', '/'],
    ['relatorios/12', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
    ['/\tevil', '/'],
  ])('%j -> %j', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it('is remembered for the tab and taken once; a foreign address is never kept', () => {
    rememberReturnPath('/relatorios/12');
    expect(takeReturnPath()).toBe('/relatorios/12');
    expect(takeReturnPath()).toBe('/');
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBe('/');
    window.sessionStorage.setItem('returnTo', 'https://evil.example');
    expect(takeReturnPath()).toBe('/');
  });
});
