import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './navigation';

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

  it('/login carries it only when there is somewhere to return to', () => {
    expect(loginPathReturningTo('/relatorios/12')).toBe('/login?voltar=%2Frelatorios%2F12');
    expect(loginPathReturningTo('/')).toBe('/login');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});
