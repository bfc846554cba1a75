import type { SessionResponse } from '@congregacao/shared/contracts/auth';
import type { User } from '@congregacao/shared/contracts/user';
import { t } from '@congregacao/shared/i18n/translate';
import { THEMES, type Theme, USER_ROLES, type UserRole } from '@congregacao/shared/session-enums';
import { useSyncExternalStore } from 'react';
import { currentPath, currentPathname, navigateTo, rememberReturnPath } from './navigation';
import { forgetOwnCalls } from './offline';
import { STORAGE_KEYS } from './storage-keys';

export const SESSION_POLL_MS = 1000;

export interface Session {
  accessToken: string | null;
  user: User | null;
  role: UserRole | null;
  /** logged in = an access token is stored (spec point 4) */
  isLoggedIn: boolean;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the session simply does not persist
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<User> | null;
    if (typeof value?.username === 'string') return value as User;
  } catch {
    // corrupt value: treated as absent
  }
  return null;
}

function parseRole(raw: string | null): UserRole | null {
  return (USER_ROLES as readonly string[]).includes(raw ?? '') ? (raw as UserRole) : null;
}

let snapshotKey = '';
let snapshot: Session = { accessToken: null, user: null, role: null, isLoggedIn: false };

/** The stored session; the same object is returned while storage is unchanged (useSyncExternalStore). */
export function getSession(): Session {
  const token = read(STORAGE_KEYS.accessToken);
  const rawUser = read(STORAGE_KEYS.user);
  const rawRole = read(STORAGE_KEYS.role);
  const key = JSON.stringify([token, rawUser, rawRole]);
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = { accessToken: token, user: parseUser(rawUser), role: parseRole(rawRole), isLoggedIn: !!token };
  }
  return snapshot;
}

/**
 * Whether this browser holds any part of a session (token, user or role, valid or not): a session existed here.
 * A visitor who never signed in, or who signed out, has none.
 */
export function hasStoredSessionTraces(): boolean {
  return [STORAGE_KEYS.accessToken, STORAGE_KEYS.user, STORAGE_KEYS.role].some((key) => read(key) !== null);
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

const listeners = new Set<() => void>();
let pollTimer: ReturnType<typeof setInterval> | undefined;
let lastSeen: Session | undefined;

function check(): void {
  const current = getSession();
  if (current !== lastSeen) {
    lastSeen = current;
    for (const listener of listeners) listener();
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) check();
}

/** Subscribe to session changes: local writes, other tabs, and a 1 s poll (spec point 9). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    lastSeen = getSession();
    pollTimer = setInterval(check, SESSION_POLL_MS);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(pollTimer);
      window.removeEventListener('storage', onStorage);
    }
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Display name, else username. */
export function userLabel(user: Pick<User, 'displayName' | 'username'> | null): string {
  return user?.displayName?.trim() || user?.username || '';
}

export function storedTheme(): Theme | null {
  const raw = read(STORAGE_KEYS.preferredTheme);
  return (THEMES as readonly string[]).includes(raw ?? '') ? (raw as Theme) : null;
}

export function saveStoredTheme(theme: Theme): void {
  write(STORAGE_KEYS.preferredTheme, theme);
}

/** Stores a new session (login). */
export function saveSession({ accessToken, user }: SessionResponse): void {
  write(STORAGE_KEYS.accessToken, accessToken);
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.role, user.role);
  write(STORAGE_KEYS.preferredTheme, user.preferredTheme);
  check();
}

/** Replaces the stored user record (profile, email or theme changes of the signed-in user). */
export function updateStoredUser(user: User): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.role, user.role);
  check();
}

export function clearSession(): void {
  write(STORAGE_KEYS.accessToken, null);
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.role, null);
  check();
}

/** To /login (unless there), remembering `returnTo` for after signing in. */
function goToLogin(returnTo = '/'): void {
  rememberReturnPath(returnTo);
  if (currentPathname() !== '/login') navigateTo('/login');
}

/** Logout: tell the server (failure ignored), clear the stored session, go to /login (then back to `returnTo`). */
export async function logout(returnTo = '/'): Promise<void> {
  const token = getAccessToken();
  clearSession();
  forgetOwnCalls();
  goToLogin(returnTo);
  if (!token) return;
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // the session is gone locally either way
  }
}

/**
 * A logged-in session was refused by the server (401): tell the user, then log out. Further 401s of
 * requests already in flight find no token and just make sure the user is on /login.
 */
export function expireSession(): void {
  const here = currentPath();
  if (!getAccessToken()) {
    clearSession();
    goToLogin(here);
    return;
  }
  window.alert(t('session.expired'));
  void logout(here);
}
