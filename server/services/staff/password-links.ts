// One-time links to set a staff password: an admin's invitation or reset makes one (any earlier link of
// the account stops working) and mails it; opening it and choosing a password uses it up. Only the
// token's SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { staff, staffPasswordLinks, staffSessions } from '../../db/schema';
import { badRequest, mailNotSent } from '../../errors';
import { DeliveryError } from '../delivery/http-send';
import { htmlFromText } from '../mail/html';
import { staffLinkMail } from '../mail/staff-texts';
import type { MailTransport } from '../mail/transport';
import { programmeName } from '../settings/settings';
import { writeAudit } from './audit';
import { hashPassword } from './passwords';

export const LINK_HOURS = 72;
export type LinkPurpose = 'invite' | 'reset';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the account (earlier unused ones are dropped); answers the token to mail. */
export async function createPasswordLink(tx: Db | Tx, staffId: number, purpose: LinkPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.delete(staffPasswordLinks).where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
  await tx.insert(staffPasswordLinks).values({ staffId, tokenHash: digest(token), purpose, expiresAt: new Date(Date.now() + LINK_HOURS * 3600_000) });
  return token;
}

export interface LinkMail {
  mail: MailTransport;
  config: Config;
  lang: string;
}

/** Sends the link; a mail that cannot leave throws MailNotSent, so the caller's transaction rolls back. */
export async function mailPasswordLink(db: Db | Tx, { mail, config, lang }: LinkMail, to: string, token: string, purpose: LinkPurpose) {
  const language = config.LANGUAGES.includes(lang) ? lang : config.DEFAULT_LANGUAGE;
  const base = config.PUBLIC_URL.replace(/\/+$/, '');
  const url = `${base}/admin/set-password?token=${token}`;
  const { subject, text } = staffLinkMail(language, { programme: await programmeName(db, config, language), url, hours: LINK_HOURS, purpose });
  try {
    await mail.send({ to, subject, text, html: htmlFromText(text, language), code: token });
  } catch (error) {
    if (error instanceof DeliveryError) throw mailNotSent();
    throw error;
  }
}

const linkInvalid = () => badRequest('LinkInvalid', 'This link has been used or replaced by a newer one. Ask an admin for a new one.', { field: 'token' });

/** Sets the password the link is for, uses the link up and ends the account's sessions. */
export async function setPasswordByLink(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(staffPasswordLinks).where(eq(staffPasswordLinks.tokenHash, digest(token))).for('update').limit(1);
    if (!link || link.usedAt) throw linkInvalid();
    if (link.expiresAt.getTime() <= Date.now()) throw badRequest('LinkExpired', 'This link has expired. Ask an admin for a new one.', { field: 'token' });
    const [account] = await tx.select().from(staff).where(eq(staff.id, link.staffId)).limit(1);
    if (!account || account.deactivatedAt) throw linkInvalid();
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, account.id));
    await tx.update(staffPasswordLinks).set({ usedAt: new Date() }).where(eq(staffPasswordLinks.id, link.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, account.id));
    await writeAudit(tx, { staffId: account.id, action: 'staff.password_set', entityType: 'staff', entityId: account.id, after: { by: link.purpose } });
    return { email: account.email };
  });
}
