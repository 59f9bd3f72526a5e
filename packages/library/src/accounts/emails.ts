/**
 * The account e-mails. Links are built from the configured public URL (the reference hard-coded
 * its own domain), so every installation sends links to itself.
 */
import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function link(publicUrl: string, pathname: string, params: Record<string, string>): string {
  const url = new URL(pathname, publicUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

function message(to: string, subject: string, intro: string, url: string, outro: string) {
  return {
    to,
    subject,
    text: `${intro}\n\n${url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(outro)}</p>`,
  } satisfies MailMessage;
}

export function confirmEmailMessage(
  publicUrl: string,
  to: { email: string; username: string; userId: string },
  code: string,
): MailMessage {
  return message(
    to.email,
    'Confirm your e-mail address for Goi',
    `Hello ${to.username}, please confirm your e-mail address by opening this link:`,
    link(publicUrl, '/confirm-email', { userId: to.userId, code }),
    'The link is valid for 48 hours. If you did not create an account, ignore this message.',
  );
}

export function resetPasswordMessage(
  publicUrl: string,
  to: { email: string; username: string },
  code: string,
): MailMessage {
  return message(
    to.email,
    'Reset your Goi password',
    `Hello ${to.username}, you can choose a new password by opening this link:`,
    link(publicUrl, '/reset-password', { email: to.email, code }),
    'The link is valid for 2 hours. If you did not ask for it, ignore this message: your password stays as it is.',
  );
}
