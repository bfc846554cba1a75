/** Browser storage keys (spec point 3); a module of its own so code that runs before React can read them. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  user: 'user',
  role: 'role',
  darkMode: 'darkMode',
  preferredTheme: 'preferredTheme',
  /** the language chosen on this browser (ADR 043) */
  language: 'language',
  /** the review screen's view, compact or full (features/publisher-reports/components/review/compact) */
  reviewView: 'reviewView',
} as const;
