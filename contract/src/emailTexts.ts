import { localized, msg } from "./i18n/catalog";
import type { EmailFrequency, UnsubscribeKind } from "./schemas/emailPreferences";

/** Words of the notification emails and the daily digest (the layout's header and footer are MAIL_TEXTS). */
const NOTIFICATION_MAIL_TEXTS_EN = {
  greeting: msg<[name: string]>("Hello {name},", "name"),
  openMatch: "Open the match",
  openNotifications: "See your notifications",
  digestSubject: msg<[count: number]>(
    "Your Kindred Spaces digest: {count, plural, one {# update} other {# updates}}",
    "count",
  ),
  digestIntro: "Here is what happened on Kindred Spaces since your last digest.",
  unsubscribe: {
    new_match: "Stop emails about new matches",
    new_message: "Stop emails about new messages",
    match_update: "Stop emails about match updates",
    booking_proposed: "Stop emails about booking proposals",
    booking_update: "Stop emails about booking updates",
    booking_reminder: "Stop booking reminder emails",
    reference_published: "Stop emails about references published about you",
    reference_reminder: "Stop reference reminder emails",
    digest: "Stop the daily digest",
  } satisfies Record<UnsubscribeKind, string>,
  preferencesNote: msg<[url: string]>("Choose which emails you get: {url}", "url"),
} as const;

/** The Notification preferences page. */
const EMAIL_PREFERENCE_TEXTS_EN = {
  pageTitle: "Notification preferences",
  title: "Notification preferences",
  intro: "Choose which emails you get. You always see every notification in the app.",
  link: "Notification preferences",
  types: {
    new_match: "New matches",
    new_message: "New messages",
    match_update: "Match updates",
    booking_proposed: "Booking proposals",
    booking_update: "Booking updates",
    booking_reminder: "Booking reminders (a day before)",
    reference_published: "References published about you",
    reference_reminder: "Reminders to write a reference",
  },
  frequencies: {
    instant: "Right away",
    daily: "Daily digest (08:00)",
    off: "Off",
  } satisfies Record<EmailFrequency, string>,
  save: "Save preferences",
  saved: "Your notification preferences are saved.",
  /** While the form differs from what is saved, and when leaving it so. */
  unsaved: "You have unsaved changes.",
  leaveTitle: "Leave without saving?",
  leaveText: "Your changes to the notification preferences are not saved yet.",
  stay: "Stay and save",
  leave: "Leave without saving",
  failed: "Could not save your notification preferences",
  loading: "Loading your preferences...",
  loadFailed: "Could not load your notification preferences. Reload the page to try again.",
  signInPrompt: "Sign in to choose which emails you get.",
} as const;

/** The page `/api/unsubscribe` shows (GET asks, POST confirms) and its answers. */
const UNSUBSCRIBE_TEXTS_EN = {
  pageTitle: "Unsubscribe",
  question: {
    new_match: "Stop emails about new matches?",
    new_message: "Stop emails about new messages?",
    match_update: "Stop emails about match updates?",
    booking_proposed: "Stop emails about booking proposals?",
    booking_update: "Stop emails about booking updates?",
    booking_reminder: "Stop booking reminder emails?",
    reference_published: "Stop emails about references published about you?",
    reference_reminder: "Stop reference reminder emails?",
    digest: "Stop the daily digest?",
  } satisfies Record<UnsubscribeKind, string>,
  explain:
    "You still see every notification in the app, and you can turn emails back on in your notification preferences.",
  confirm: "Unsubscribe",
  done: {
    new_match: "You will no longer get emails about new matches.",
    new_message: "You will no longer get emails about new messages.",
    match_update: "You will no longer get emails about match updates.",
    booking_proposed: "You will no longer get emails about booking proposals.",
    booking_update: "You will no longer get emails about booking updates.",
    booking_reminder: "You will no longer get booking reminder emails.",
    reference_published: "You will no longer get emails about references published about you.",
    reference_reminder: "You will no longer get reference reminder emails.",
    digest: "You will no longer get the daily digest.",
  } satisfies Record<UnsubscribeKind, string>,
  preferencesLink: "Notification preferences",
  invalid: "This unsubscribe link is not valid. Change your emails in your notification preferences instead.",
} as const;

/** "Download my data" and "Delete my account" on the profile page, and the answers of their routes. */
const YOUR_DATA_TEXTS_EN = {
  title: "Your data",
  download: "Download my data",
  downloadHint:
    "A JSON file with your profile, listings, matches, the messages you sent, bookings, references, notifications, favorites, feedback and reports.",
  downloadFailed: "Could not download your data",
  fileName: "kindred-spaces-my-data.json",
  deleteAccount: "Delete my account",
  deleteTitle: "Delete your account?",
  deleteWarning: [
    "Your profile, your space requests and offers, your favorites and your notifications are removed, and you are signed out everywhere.",
    'Your matches are closed. The messages you sent stay in those conversations for the other members, and the references you wrote stay on their profiles, shown as from "Former member".',
    "This cannot be undone. You can register again with the same email later, as a new member.",
  ],
  passwordLabel: "Your password",
  confirmDelete: "Delete my account",
  cancel: "Cancel",
  wrongPassword: "That password is not right. Your account was not deleted.",
  noPassword: "Your account has no password: ask for a confirmation email to delete it.",
  deleted: "Your account is deleted.",
  deleteFailed: "Could not delete your account",
  formerMember: "Former member",
} as const;

/**
 * Deleting an account that has no password (signed in only with Google or Facebook): a mailed
 * link confirms it instead. The dialog, the mail and the page the mail links to.
 */
const ACCOUNT_DELETION_TEXTS_EN = {
  noPasswordIntro:
    "Your account has no password, so we confirm by email: we send you a link, and opening it deletes your account.",
  sendConfirmation: "Send me a confirmation email",
  sent: msg<[email: string]>(
    "We sent a link to {email}. Open it within one hour to delete your account. Until then nothing changes.",
    "email",
  ),
  sendFailed: "Could not send the confirmation email",
  hasPassword: "Your account has a password: enter it to delete your account.",
  tooMany: "Too many confirmation emails. Please wait a while and try again.",
  mail: {
    subject: "Confirm deleting your Kindred Spaces account",
    greeting: msg<[name: string]>("Hello {name},", "name"),
    intro: "Someone signed in to your Kindred Spaces account asked to delete it.",
    action: "Delete my account",
    expiry: "The link works once, within one hour.",
    ignore: "If you did not ask for this, ignore this email: your account stays as it is.",
  },
  pageTitle: "Delete your account?",
  confirm: "Delete my account",
  missingToken: "This page needs the link from your confirmation email.",
  invalidToken: "This link has expired or was already used. Ask for a new one from your profile.",
  deleted: "Your account is deleted.",
  home: "Go to the home page",
} as const;

const EMAIL_CATALOG = {
  notificationMail: NOTIFICATION_MAIL_TEXTS_EN,
  preferences: EMAIL_PREFERENCE_TEXTS_EN,
  unsubscribe: UNSUBSCRIBE_TEXTS_EN,
  yourData: YOUR_DATA_TEXTS_EN,
  accountDeletion: ACCOUNT_DELETION_TEXTS_EN,
} as const;

export type EmailCatalog = typeof EMAIL_CATALOG;
const CATALOG = localized("email", EMAIL_CATALOG);

export const NOTIFICATION_MAIL_TEXTS = CATALOG.notificationMail;
export const EMAIL_PREFERENCE_TEXTS = CATALOG.preferences;
export const UNSUBSCRIBE_TEXTS = CATALOG.unsubscribe;
export const YOUR_DATA_TEXTS = CATALOG.yourData;
export const ACCOUNT_DELETION_TEXTS = CATALOG.accountDeletion;
