/** Words of the emails the server sends, and of the pages that lead to and from them. */
export const MAIL_TEXTS = {
  signature: "Kindred Spaces",
  footer: "You receive this email because you have an account on Kindred Spaces.",
  passwordReset: {
    subject: "Reset your Kindred Spaces password",
    greeting: (name: string) => `Hello ${name},`,
    intro: "Someone asked to reset the password of your Kindred Spaces account.",
    action: "Choose a new password",
    expiry: "The link works once, within one hour.",
    ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
} as const;

/** The forgot-password and reset-password pages, and the answers of their routes. */
export const PASSWORD_RESET_TEXTS = {
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
