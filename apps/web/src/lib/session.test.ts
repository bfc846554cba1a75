import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, saveSession, userLabel } from './session';

const user = {
  id: 1,
  username: 'ana',
  displayName: 'Ana Silva',
  role: 'Secretary' as const,
  groupId: null,
  groupNumber: null,
  email: null,
  preferredTheme: 'green' as const,
  mustChangePassword: false,
  publisherId: null,
  hasSecondFactor: false,
  mustEnrolSecondFactor: false,
  deleted_at: null,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('stores accessToken, user, role and preferredTheme', () => {
    saveSession({ accessToken: 'tok', user });
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('role')).toBe('Secretary');
    expect(localStorage.getItem('preferredTheme')).toBe('green');
    expect(getSession()).toMatchObject({ isLoggedIn: true, role: 'Secretary', accessToken: 'tok' });
  });

  it('returns the same snapshot while storage is unchanged', () => {
    saveSession({ accessToken: 'tok', user });
    expect(getSession()).toBe(getSession());
    localStorage.setItem('role', 'Elder');
    expect(getSession().role).toBe('Elder');
  });

  it('ignores unknown roles and corrupt users', () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('role', 'Root');
    localStorage.setItem('user', '{oops');
    expect(getSession()).toMatchObject({ role: null, user: null, isLoggedIn: true });
  });

  it('clears the session but keeps display preferences', () => {
    saveSession({ accessToken: 'tok', user });
    localStorage.setItem('darkMode', 'true');
    clearSession();
    expect(getSession().isLoggedIn).toBe(false);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(localStorage.getItem('preferredTheme')).toBe('green');
  });

  it('names a user by display name, else username', () => {
    expect(userLabel(user)).toBe('Ana Silva');
    expect(userLabel({ displayName: null, username: 'ana' })).toBe('ana');
    expect(userLabel({ displayName: '  ', username: 'ana' })).toBe('ana');
  });
});
