import { z } from 'zod';
import { REGISTRATION_ROLES, THEMES, USER_ROLES } from '../enums';
import { LOCALES } from '../i18n/locales';
import { fixed, messages, TEXT } from '../i18n/messages';
import {
  CONFIRMATION_CODE_LENGTH,
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../limits';
import { idSchema, said } from './common';
import { recentFactorSchema } from './sessions';
import { userSchema } from './user';

/** The exact 409 texts the client maps to inline messages (spec point 8). */
export const USERNAME_EXISTS = 'Username already exists';
export const EMAIL_EXISTS = 'Email already exists';

/** pt-PT messages of spec point 5 ("User registration", "Preferences"). */
export const USER_MESSAGES = messages('user', {
  usernameMin: TEXT,
  usernamePattern: TEXT,
  usernameRequired: TEXT,
  emailInvalid: TEXT,
  passwordMin: fixed({ min: PASSWORD_MIN }),
  passwordsDiffer: TEXT,
  displayNameRequired: TEXT,
  roleRequired: TEXT,
  groupRequired: TEXT,
  newPasswordMin: TEXT,
  passwordHint: fixed({ min: PASSWORD_MIN }),
  newPasswordsDiffer: TEXT,
  codeRequired: TEXT,
  codeLength: fixed({ length: CONFIRMATION_CODE_LENGTH }),
  noEmailToRemove: TEXT,
  wrongCurrentPassword: TEXT,
  currentPasswordRequired: TEXT,
  profileFieldRequired: TEXT,
});

/** Username: trimmed, lower-cased, 3+ letters/digits/underscore. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(
    USERNAME_MIN,
    said(() => USER_MESSAGES.usernameMin),
  )
  .max(USERNAME_MAX)
  .regex(
    USERNAME_PATTERN,
    said(() => USER_MESSAGES.usernamePattern),
  );

export const passwordSchema = z
  .string()
  .min(
    PASSWORD_MIN,
    said(() => USER_MESSAGES.passwordMin),
  )
  .max(PASSWORD_MAX);

export const displayNameSchema = z
  .string()
  .trim()
  .min(
    1,
    said(() => USER_MESSAGES.displayNameRequired),
  )
  .max(DISPLAY_NAME_MAX);

/** A required email address, trimmed and lower-cased (emails are compared case-insensitively). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .pipe(z.email(said(() => USER_MESSAGES.emailInvalid)));

/** An optional email: empty string or null means "no email" (null). */
export const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .refine(
    (v) => v === '' || z.email().safeParse(v).success,
    said(() => USER_MESSAGES.emailInvalid),
  )
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /users/register and POST /users. */
export const createUserBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  displayName: displayNameSchema,
  email: optionalEmailSchema,
  role: z.enum(USER_ROLES),
  groupId: idSchema.nullish().transform((v) => v ?? null),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** Registration offers three roles only (spec point 3). */
export const registerUserBodySchema = createUserBodySchema.extend({ role: z.enum(REGISTRATION_ROLES) });
export type RegisterUserBody = z.infer<typeof registerUserBodySchema>;

/** PUT /users/{id}: a field left out stays as it is; email '' or null removes it. */
export const updateUserBodySchema = z.object({
  username: usernameSchema,
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  role: z.enum(USER_ROLES).optional(),
  groupId: idSchema.nullish(),
  email: optionalEmailSchema.optional(),
  /** a member of the service committee (ADR 040; at most three) */
  serviceCommittee: z.boolean().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const changeRoleBodySchema = z.object({ role: z.enum(USER_ROLES) });

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const usersResponseSchema = z.object({ users: z.array(userSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const invalidateSessionsResponseSchema = z.object({ ok: z.literal(true), sessionsEnded: z.int() });

/** GET /users/group-overseers: Elders with a group (spec "Group overseer record"). */
export const groupOverseerSchema = z.object({
  id: z.int(),
  groupId: z.int(),
  groupNumber: z.int().nullable(),
  displayName: z.string().nullable(),
  username: z.string(),
});
export type GroupOverseer = z.infer<typeof groupOverseerSchema>;
export const groupOverseersResponseSchema = z.object({ overseers: z.array(groupOverseerSchema) });

/** PUT /users/profile: displayName, preferredTheme and/or language (null: follow the browser again). */
export const updateProfileBodySchema = z
  .object({
    displayName: displayNameSchema.optional(),
    preferredTheme: z.enum(THEMES).optional(),
    language: z.enum(LOCALES).nullable().optional(),
  })
  .refine((v) => v.displayName !== undefined || v.preferredTheme !== undefined || v.language !== undefined, {
    ...said(() => USER_MESSAGES.profileFieldRequired),
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PUT /users/password; `username` is sent by the client and ignored (the session says who). */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: z
    .string()
    .min(
      PASSWORD_MIN,
      said(() => USER_MESSAGES.newPasswordMin),
    )
    .max(PASSWORD_MAX),
  username: z.string().max(USERNAME_MAX).optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** PUT /users/password: the user, and the factors added in the last day (offered for removal: ADR 038). */
export const changePasswordResponseSchema = userResponseSchema.extend({ recentFactors: z.array(recentFactorSchema) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/**
 * Adding a way to sign in (a TOTP, a passkey) is confirmed with the account's password (ADR 038). Missing or wrong,
 * the server answers 401 with the reason, so the body and the field may be absent here.
 */
export const currentPasswordBodySchema = z.object({ password: z.string().max(PASSWORD_MAX).optional() }).nullish();
export type CurrentPasswordBody = z.infer<typeof currentPasswordBodySchema>;

export const requestEmailCodeBodySchema = z.object({ newEmail: emailSchema });
export type RequestEmailCodeBody = z.infer<typeof requestEmailCodeBodySchema>;

export const confirmEmailBodySchema = z.object({
  newEmail: emailSchema,
  confirmationCode: z
    .string()
    .trim()
    .min(
      1,
      said(() => USER_MESSAGES.codeRequired),
    )
    .max(
      CONFIRMATION_CODE_LENGTH,
      said(() => USER_MESSAGES.codeLength),
    ),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** PUT /users/email: only removal ({email: null} or ''); a new address goes through the code. */
export const putEmailBodySchema = z.object({ email: optionalEmailSchema });

/**
 * Where the server's mail goes: 'email' (SMTP_URL is set) or 'server-log' (it is not: the mail, a code included, is
 * written to the server's log, where only the administrator can read it).
 */
export const MAIL_DELIVERIES = ['email', 'server-log'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** POST /users/email/request-code: how long the code lasts and where it went (the screen says so). */
export const requestEmailCodeResponseSchema = z.object({
  ok: z.literal(true),
  expiresInMinutes: z.int(),
  delivery: z.enum(MAIL_DELIVERIES),
});
export type RequestEmailCodeResponse = z.infer<typeof requestEmailCodeResponseSchema>;
