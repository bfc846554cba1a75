import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, cycleColorMode, getColorMode, nextColorMode } from './theme';

describe('display mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('cycles light -> dark -> auto -> light', () => {
    expect(nextColorMode('light')).toBe('dark');
    expect(nextColorMode('dark')).toBe('auto');
    expect(nextColorMode('auto')).toBe('light');
  });

  it('stores darkMode as true / false / absent and sets the dark class', () => {
    expect(getColorMode()).toBe('auto');
    cycleColorMode();
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    cycleColorMode();
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    cycleColorMode();
    expect(localStorage.getItem('darkMode')).toBeNull();
    expect(getColorMode()).toBe('auto');
  });
});

describe('colour theme', () => {
  it('sets data-theme and stores preferredTheme', () => {
    applyTheme('teal');
    expect(document.documentElement.dataset.theme).toBe('teal');
    expect(localStorage.getItem('preferredTheme')).toBe('teal');
  });
});
