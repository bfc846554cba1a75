import { t } from '@congregacao/shared/i18n/translate';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { type InvitationGoneReason, SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { INVITATION_VALID_DAYS } from '@congregacao/shared/self-reporting-rules';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { publisherInvitations, publishers, users } from '../../db/schema';
import type { Actor, SignedInActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { newToken, sha256 } from '../../lib/tokens';
import type { SecondFactorPolicy } from '../identity/accounts/repository';
import { assertUsernameFree, runUserChange } from '../identity/accounts/user-checks';
import { openSession } from '../identity/sessions/open-session';
import { findPublisherRow } from '../publishers/repository';

const M = SELF_REPORTING_MESSAGES;
const DAY_MS = 86_400_000;

export const invitationPath = (token: string) => `/convite/${token}`;

/** Revokes the publisher's live invitation, if any; returns whether there was one. */
async function revokeLive(tx: DbOrTx, publisherId: number): Promise<boolean> {
  const revoked = await tx
    .update(publisherInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(publisherInvitations.publisherId, publisherId),
        isNull(publisherInvitations.usedAt),
        isNull(publisherInvitations.revokedAt),
      ),
    )
    .returning({ id: publisherInvitations.id });
  return revoked.length > 0;
}

/** Whether the publisher already has an account that is not deleted. */
async function hasLiveAccount(tx: DbOrTx, publisherId: number): Promise<boolean> {
  const [linked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.publisherId, publisherId), isNull(users.deletedAt)));
  return linked !== undefined;
}

async function invitablePublisher(tx: Tx, publisherId: number) {
  const publisher = await findPublisherRow(tx, publisherId, 'update');
  if (!publisher) throw notFound(PUBLISHER_MESSAGES.notFound);
  if (!publisher.isEnabled) throw conflict(M.publisherNotInvitable);
  if (await hasLiveAccount(tx, publisherId)) throw conflict(M.publisherAlreadyLinked);
  return publisher;
}

export interface CreatedInvitation {
  url: string;
  expiresAt: string;
  emailed: boolean;
  hasEmail: boolean;
}

/**
 * POST /publishers/{id}/invitation: a new single-use token (only its hash stored) valid 14 days; the old live one
 * is revoked in the same transaction. With `sendEmail`, the link goes to the publisher's email after the commit.
 */
export async function createInvitation(
  db: Database,
  mailer: Mailer,
  actor: SignedInActor,
  options: { publisherId: number; origin: string; sendEmail: boolean; canEmail: boolean },
): Promise<CreatedInvitation> {
  const token = newToken();
  const url = `${options.origin}${invitationPath(token)}`;
  const { expiresAt, email, name } = await db.transaction(async (tx) => {
    const publisher = await invitablePublisher(tx, options.publisherId);
    const hadLive = await revokeLive(tx, publisher.id);
    const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS);
    await tx
      .insert(publisherInvitations)
      .values({ publisherId: publisher.id, tokenHash: sha256(token), createdBy: actor.user.id, expiresAt });
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: `Convite para reportar criado para o publicador "${publisher.name}"`,
      resource: 'publisher_invitation',
      resourceId: publisher.id,
      details: { expiresAt: expiresAt.toISOString(), replacedLive: hadLive, sendEmail: options.sendEmail },
    });
    return { expiresAt, email: publisher.email, name: publisherLabel(publisher) };
  });
  const emailed = options.sendEmail && options.canEmail && email !== null;
  if (emailed) {
    await mailer.send({
      to: email,
      subject: t('email.invitation.subject'),
      text: t('email.invitation.text', { name, days: INVITATION_VALID_DAYS, url }),
    });
  }
  return { url, expiresAt: expiresAt.toISOString(), emailed, hasEmail: email !== null };
}

/** DELETE /publishers/{id}/invitation: revokes the live invitation (404 when there is none). */
export async function revokeInvitation(db: Database, actor: SignedInActor, publisherId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const publisher = await findPublisherRow(tx, publisherId);
    if (!publisher) throw notFound(PUBLISHER_MESSAGES.notFound);
    if (!(await revokeLive(tx, publisherId))) throw notFound(t('api.invitations.noLiveInvitation'));
    await recordAudit(tx, actor, {
      eventType: 'PUBLISHER_UPDATE',
      description: `Convite para reportar revogado do publicador "${publisher.name}"`,
      resource: 'publisher_invitation',
      resourceId: publisherId,
    });
  });
}

const gone = (reason: InvitationGoneReason) =>
  new AppError(
    'INVITATION_GONE',
    M.invitationGone[reason],
    { reason },
    { eventType: 'SUSPICIOUS_ACTIVITY', resource: 'publisher_invitation', details: { reason } },
  );

const unknownToken = () =>
  new AppError(
    'NOT_FOUND',
    M.invitationNotFound,
    {},
    { eventType: 'SUSPICIOUS_ACTIVITY', resource: 'publisher_invitation' },
  );

/** The invitation of a token with its publisher, refused (404 / 410 with the reason) unless it can still be used. */
async function usableInvitation(db: DbOrTx, token: string, lock: boolean) {
  const query = db
    .select({ invitation: publisherInvitations, publisher: publishers })
    .from(publisherInvitations)
    .innerJoin(publishers, eq(publishers.id, publisherInvitations.publisherId))
    .where(eq(publisherInvitations.tokenHash, sha256(token)));
  const [row] = lock ? await query.for('update', { of: publisherInvitations }) : await query;
  if (!row) throw unknownToken();
  const { invitation, publisher } = row;
  if (invitation.usedAt) throw gone('used');
  if (invitation.revokedAt || !publisher.isEnabled) throw gone('revoked');
  if (invitation.expiresAt.getTime() <= Date.now()) throw gone('expired');
  return row;
}

/** GET /invitations/{token}: only the name the invitation is for (no other data of the publisher). */
export async function describeInvitation(db: Database, token: string) {
  const { publisher } = await usableInvitation(db, token, false);
  return { displayName: publisherLabel(publisher) };
}

/**
 * POST /invitations/{token}/accept: creates the Publisher user linked to the invitation's publisher, spends the
 * token and signs in, all in one transaction (a second accept of the same token waits on the row lock, then
 * finds it used).
 */
export async function acceptInvitation(
  db: Database,
  policy: SecondFactorPolicy,
  actor: Actor,
  token: string,
  body: { username: string; password: string },
) {
  const passwordHash = await hashPassword(body.password);
  return runUserChange(db, async (tx) => {
    const { invitation, publisher } = await usableInvitation(tx, token, true);
    if (await hasLiveAccount(tx, publisher.id)) throw gone('used');
    // a deleted account of the same publisher gives up the link to the new one
    await tx
      .update(users)
      .set({ publisherId: null })
      .where(and(eq(users.publisherId, publisher.id), isNotNull(users.deletedAt)));
    await assertUsernameFree(tx, body.username);
    const [user] = await tx
      .insert(users)
      .values({
        username: body.username,
        displayName: publisherLabel(publisher).slice(0, 100),
        role: 'Publisher',
        publisherId: publisher.id,
        passwordHash,
      })
      .returning({ id: users.id, username: users.username });
    await tx
      .update(publisherInvitations)
      .set({ usedAt: new Date(), usedBy: user!.id })
      .where(eq(publisherInvitations.id, invitation.id));
    await recordAudit(tx, actor, {
      eventType: 'USER_REGISTER',
      description: `Utilizador ${user!.username} criado por convite para o publicador "${publisher.name}"`,
      resource: 'user',
      resourceId: user!.id,
      user: null,
      newValues: { username: user!.username, role: 'Publisher', publisherId: publisher.id },
    });
    return openSession(tx, policy, user!.id, actor, 'invitation');
  });
}
