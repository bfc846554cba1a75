/** The first-run admin that scripts/e2e-server.mjs creates on its fresh database. */
export const ADMIN = { username: 'admin', password: 'admin-e2e-password' } as const;
