import { z } from 'zod';
import { THEMES, USER_ROLES } from '../enums';
import { LOCALES } from '../i18n/locales';

/** A user as the API returns it (never a password hash). */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  groupId: z.int().nullable(),
  groupNumber: z.int().nullable(),
  email: z.string().nullable(),
  preferredTheme: z.enum(THEMES),
  /**
   * the language chosen in Preferências (ADR 043); null: the browser's, as when signed out (absent from a user
   * stored by a browser before languages existed)
   */
  language: z.enum(LOCALES).nullish(),
  mustChangePassword: z.boolean(),
  /** the publisher this user is (self-reporting, issue 23); null for staff accounts */
  publisherId: z.int().nullable(),
  /** a member of the service committee, who decides auxiliary-pioneer applications (ADR 040) */
  serviceCommittee: z.boolean().optional(),
  /** a confirmed second factor (TOTP) */
  hasSecondFactor: z.boolean(),
  /** the role requires a second factor (MFA_REQUIRED_ROLES) and there is none yet: enrol before anything else */
  mustEnrolSecondFactor: z.boolean(),
  deleted_at: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
