// Account mails: over SMTP when SMTP_URL is set, otherwise into the outbox table an administrator can read.
// A mail's link carries a live code (confirmation, password reset): whoever reads the server's log could use it,
// so the log says only that a mail waits in the outbox, never its link, unless PORTAL_LOG_MAIL_LINKS asks.
import type { Knex } from 'knex';
import type { Transporter } from 'nodemailer';
import type { OutboxMail, PagedList } from '@lcars/contract';
import type { Config } from '../../config.js';
import { isoOf } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import type { Logger } from '../../logger.js';
import { NEWEST_FIRST, newestFirst, pagedQuery } from '../../db/paging.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail (confirmation, reset), kept apart for the outbox and the log. */
  link?: string;
}

export interface MailServices {
  db: Db | Knex.Transaction;
  config: Config;
  log: Logger;
}

const transports = new Map<string, Transporter>();

/** nodemailer is loaded on the first mail sent over SMTP: a portal without SMTP keeps its memory (issue 19). */
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Sends a mail; SMTP failures are logged, not thrown (the user can ask for the mail again). */
export async function sendMail({ db, config, log }: MailServices, mail: MailMessage): Promise<void> {
  if (config.logMailLinks && mail.link) log.info(`Mail "${mail.subject}": ${mail.link}`);
  if (config.smtpUrl !== undefined) {
    try {
      await (
        await transportFor(config.smtpUrl)
      ).sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      log.error(`Sending mail "${mail.subject}" failed`, error);
    }
    return;
  }
  await db('mail_outbox').insert({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link: mail.link ?? '',
    created_date: new Date(),
  });
  log.info(`A mail "${mail.subject}" is waiting in the admin outbox (no SMTP_URL is set).`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain mail with one action link, as text and as simple HTML. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\nIf you did not ask for this, ignore this mail.\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      '<p>If you did not ask for this, ignore this mail.</p>',
    link,
  };
}

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  created_date: unknown;
}

/** The outbox, newest first. */
export async function listOutbox(
  db: Db,
  query: { page: number; itemsPerPage: number },
): Promise<PagedList<OutboxMail>> {
  return pagedQuery(
    () => db('mail_outbox').select('*'),
    { ...query, ...NEWEST_FIRST },
    newestFirst,
    (row: OutboxRow) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      link: row.link,
      createdDate: isoOf(row.created_date),
    }),
  );
}
