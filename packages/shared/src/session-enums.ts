// What a session carries (the user's role and theme), apart from the other enums: the web app's entry reads these
// on every page, and a module the entry shares with the screens brings all its exports into /login's JavaScript.
export const USER_ROLES = ['Admin', 'Secretary', 'Elder', 'Publisher'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const THEMES = ['blue', 'green', 'purple', 'neutral', 'teal'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'blue';
