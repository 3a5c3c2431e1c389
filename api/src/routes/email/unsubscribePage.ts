import { MAIL_TEXTS, UNSUBSCRIBE_TEXTS, type UnsubscribeKind } from "@kindred/contract";
import { BRAND, escapeHtml } from "../../services/mail/layout";

/**
 * The unsubscribe pages are served by the API itself, as plain HTML in the emails' look: they
 * open from a mail client, signed out, and must work without the web app's JavaScript.
 */
const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(UNSUBSCRIBE_TEXTS.pageTitle)} · ${escapeHtml(MAIL_TEXTS.signature)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2a28">
<main style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<p style="margin:0;background:${BRAND};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:700">${escapeHtml(MAIL_TEXTS.signature)}</p>
<div style="padding:24px">
${body}
<p style="margin:16px 0 0"><a href="/notification-preferences" style="color:${BRAND}">${escapeHtml(UNSUBSCRIBE_TEXTS.preferencesLink)}</a></p>
</div></main></body></html>`;

/** GET: asks first, so a link scanner that opens every link unsubscribes nobody. */
export const confirmPage = (kind: UnsubscribeKind, token: string) =>
  page(`<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(UNSUBSCRIBE_TEXTS.question[kind])}</h1>
<p style="margin:0 0 20px">${escapeHtml(UNSUBSCRIBE_TEXTS.explain)}</p>
<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:${BRAND};color:#ffffff;border:0;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(UNSUBSCRIBE_TEXTS.confirm)}</button>
</form>`);

/** POST: done. */
export const donePage = (kind: UnsubscribeKind) =>
  page(`<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(UNSUBSCRIBE_TEXTS.done[kind])}</h1>
<p style="margin:0">${escapeHtml(UNSUBSCRIBE_TEXTS.explain)}</p>`);

export const invalidPage = () =>
  page(`<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(UNSUBSCRIBE_TEXTS.invalid)}</h1>`);
