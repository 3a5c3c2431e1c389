import { localized, msg } from "./i18n/catalog";

/** Words of the emails the server sends, and of the pages that lead to and from them. */
const MAIL_TEXTS_EN = {
  signature: "Kindred Spaces",
  footer: "You receive this email because you have an account on Kindred Spaces.",
  passwordReset: {
    subject: "Reset your Kindred Spaces password",
    greeting: msg<[name: string]>("Hello {name},", "name"),
    intro: "Someone asked to reset the password of your Kindred Spaces account.",
    action: "Choose a new password",
    expiry: "The link works once, within one hour.",
    ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
  verifyEmail: {
    subject: "Confirm your email",
    greeting: msg<[name: string]>("Hello {name},", "name"),
    intro: "Welcome to Kindred Spaces! Please confirm that this is your email address.",
    action: "Confirm my email",
    expiry: "The link works once, within 48 hours.",
    ignore: "If you did not create an account, ignore this email: nothing happens without the link.",
  },
  accountTakenOver: {
    subject: "Your Kindred Spaces account is yours again",
    greeting: msg<[name: string]>("Hello {name},", "name"),
    intro: msg<[provider: string]>(
      "You signed in with {provider}, which confirmed this email address. An account with this address had been created with a password but was never confirmed, so it could have been made by someone else.",
      "provider",
    ),
    done: 'We removed that password and signed out every device that used it. From now on you sign in with your provider, or set a password with "Forgot your password?".',
    check: "Please check your profile and listings for anything you did not write.",
  },
} as const;

/** The confirm-your-email page, the banner that asks for it and the answers of their routes. */
const EMAIL_VERIFICATION_TEXTS_EN = {
  title: "Confirm your email",
  confirming: "Confirming your email...",
  confirmed: "Your email is confirmed. You can now post listings, message your matches and more.",
  continue: "Continue",
  missingToken: "This page needs the link from your confirmation email.",
  invalidToken:
    "This confirmation link has expired or was already used. Ask for a new one from the banner after you sign in.",
  bannerLabel: "Email not confirmed",
  banner: msg<[email: string]>("Please confirm your email address: we sent a link to {email}.", "email"),
  bannerNoEmail: "Please confirm your email address.",
  resend: "Resend email",
  resending: "Sending...",
  resent: "Sent. Check your inbox (and the spam folder).",
  tooMany: "Too many confirmation emails. Please wait a while and try again.",
} as const;

/** The forgot-password and reset-password pages, and the answers of their routes. */
const PASSWORD_RESET_TEXTS_EN = {
  forgotLink: "Forgot your password?",
  forgotTitle: "Forgot your password",
  forgotIntro: "Enter the email of your account and we will send you a link to choose a new password.",
  emailLabel: "Email",
  send: "Send reset link",
  sent: "If an account uses that email, a reset link is on its way. It works once, within one hour.",
  resetTitle: "Choose a new password",
  passwordLabel: "New password",
  save: "Save new password",
  saved: "Your password is changed. Sign in with your new password.",
  signIn: "Sign in",
  missingToken: "This page needs the link from your reset email.",
  invalidToken: "This reset link has expired or was already used. Ask for a new one.",
  requestAgain: "Ask for a new link",
  tooMany: "Too many reset requests. Please wait a while and try again.",
} as const;

const MAIL_CATALOG = {
  mail: MAIL_TEXTS_EN,
  emailVerification: EMAIL_VERIFICATION_TEXTS_EN,
  passwordReset: PASSWORD_RESET_TEXTS_EN,
} as const;

export type MailCatalog = typeof MAIL_CATALOG;
const CATALOG = localized("mail", MAIL_CATALOG);

export const MAIL_TEXTS = CATALOG.mail;
export const EMAIL_VERIFICATION_TEXTS = CATALOG.emailVerification;
export const PASSWORD_RESET_TEXTS = CATALOG.passwordReset;
