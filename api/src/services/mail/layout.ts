import { displayName, type Locale, MAIL_TEXTS } from "@kindred/contract";
import { currentReaderLocale, inLocale } from "../../lib/readerLocale";

/** The brand colour of the web app's theme (desktop/src/renderer/src/lib/theme.ts). */
export const BRAND = "#0f5f57";

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  notes?: string[];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const paragraph = (text: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(text)}</p>`;

/**
 * The text and HTML parts of one mail. Mail clients ignore style sheets, so the HTML is one
 * narrow table with inline styles: the brand colour on the header bar and the button.
 */
export const renderMail = ({
  greeting,
  paragraphs,
  action,
  notes = [],
}: MailContent): { text: string; html: string } => {
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...notes,
    `— ${MAIL_TEXTS.signature}`,
  ].join("\n\n");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html>
<html><body style="margin:0;padding:0;background:#f4f6f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a28">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:700">${escapeHtml(MAIL_TEXTS.signature)}</td></tr>
<tr><td style="padding:24px">
${paragraph(greeting)}
${paragraphs.map((text) => paragraph(text)).join("\n")}
${button}
${notes.map((text) => paragraph(text, "margin:0 0 12px;font-size:13px;color:#555555")).join("\n")}
</td></tr>
<tr><td style="padding:12px 24px 20px;font-size:12px;color:#777777">${escapeHtml(MAIL_TEXTS.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { text, html };
};

/** The words of a mail that carries one single-use link (password reset, account deletion). */
export interface LinkMailWords {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

/**
 * A mail to `member`'s account email whose one button is `link`, in the member's language, else in
 * the language of the request that asked for it (a confirmation mailed as they sign up, a reset
 * asked for on the app in Spanish): `words` is read only then.
 */
export const linkMail = (
  member: { email: string | null; firstName: string | null; lastName: string | null; locale: Locale | null },
  words: () => LinkMailWords,
  link: string,
) => {
  const asked = currentReaderLocale();
  return inLocale(member.locale ?? (asked === "pseudo" ? null : asked), () => linkMailIn(member, words(), link));
};

const linkMailIn = (
  member: { email: string | null; firstName: string | null; lastName: string | null },
  words: LinkMailWords,
  link: string,
) => ({
  to: member.email ?? "",
  subject: words.subject,
  ...renderMail({
    greeting: words.greeting(displayName({ firstName: member.firstName, lastName: member.lastName })),
    paragraphs: [words.intro],
    action: { label: words.action, url: link },
    notes: [words.expiry, words.ignore],
  }),
});
