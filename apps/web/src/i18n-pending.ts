/**
 * Files with user-facing literals not yet in the catalogues (i18n-literals.test.ts, ADR 043): wave 2 converts them
 * screen by screen and takes each off this list; a new file is never added to it.
 */
export const NOT_YET_IN_CATALOGUE: readonly string[] = [
  'features/dashboard/components/pioneer-stats-card.tsx',
  'features/pioneers/components/pioneer-charts.tsx',
  'features/pioneers/components/pioneer-month-summary-card.tsx',
  'features/pioneers/pages/pioneer-month-page.tsx',
  'features/pioneers/pages/pioneer-year-page.tsx',
];
