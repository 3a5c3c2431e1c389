import { z } from "zod";
import { DESKTOP_SIGN_IN, desktopChallenge, desktopSignInInput, desktopSignInResult } from "../desktopSignIn";
import { emailVerificationConfirm, passwordResetConfirm, passwordResetRequest } from "../schemas/passwordReset";
import { text } from "../schemas/storableText";
import { authProviders, currentUser, loginInput, registerInput, saveUserInput } from "../schemas/user";
import { defineRoute, noContent, ok, redirect } from "./route";

const tag = "Auth";

export const AUTH_ROUTES = {
  register: defineRoute({
    method: "post",
    path: "/api/auth/register",
    access: "visitor",
    body: registerInput,
    bodyKind: "jsonOrForm",
    status: 201,
    response: { description: "The new, signed-in member", schema: currentUser },
    tag,
    summary: "Create an account and sign in",
    description:
      "Mails a link to confirm the email; until it is opened the member can browse and edit the profile only.",
    errors: [409, 429],
  }),
  signIn: defineRoute({
    method: "post",
    path: "/api/auth/email",
    access: "visitor",
    body: loginInput,
    bodyKind: "jsonOrForm",
    status: 200,
    response: ok,
    tag,
    summary: "Sign in with email and password",
    description: "A plain HTML form post is answered with a 303 to `/` instead.",
    errors: [401, 429],
  }),
  loginPage: defineRoute({
    method: "get",
    path: "/api/login",
    access: "visitor",
    status: 302,
    response: redirect("`/login`"),
    tag,
    summary: "The sign-in page",
  }),
  logout: defineRoute({
    method: "get",
    path: "/api/logout",
    access: "visitor",
    status: 302,
    response: redirect("`/`"),
    tag,
    summary: "End the session",
    description:
      "A navigation another site started (`Sec-Fetch-Site: cross-site` or `same-site`) is sent to `/` without signing anyone out.",
  }),
  currentUser: defineRoute({
    method: "get",
    path: "/api/auth/user",
    access: "member",
    status: 200,
    response: { description: "The member with their role", schema: currentUser },
    tag,
    summary: "The signed-in member",
  }),
  saveProfile: defineRoute({
    method: "put",
    path: "/api/auth/user",
    access: "member",
    body: saveUserInput,
    status: 200,
    response: { description: "The updated member", schema: currentUser },
    tag,
    summary: "Save the signed-in member's profile or language",
    description:
      "The whole profile (with `locale` if it changes too), or `{locale}` alone (`en` or `es`), as the language switch sends it.",
  }),
  desktopSignIn: defineRoute({
    method: "post",
    path: "/api/auth/desktop",
    access: "visitor",
    body: desktopSignInInput,
    status: 200,
    response: { description: "Signed in; whether the account is new", schema: desktopSignInResult },
    tag,
    summary: "Finish the desktop app's social sign-in",
    description:
      "Trades the one-time code of `kindred://auth?code=…` and the app's verifier for a session. 410 when the code is unknown, used, expired or not the verifier's.",
    errors: [410],
  }),
  providers: defineRoute({
    method: "get",
    path: "/api/auth/providers",
    access: "visitor",
    status: 200,
    response: { description: "One flag per provider", schema: authProviders },
    tag,
    summary: "Which social sign-ins are on",
  }),
  requestPasswordReset: defineRoute({
    method: "post",
    path: "/api/auth/password-reset",
    access: "visitor",
    body: passwordResetRequest,
    status: 202,
    response: ok,
    tag,
    summary: "Email a password reset link",
    description:
      "Always 202 with the same body, whether or not the email has an account. Rate limited per IP and per email.",
    errors: [429],
  }),
  confirmPasswordReset: defineRoute({
    method: "post",
    path: "/api/auth/password-reset/confirm",
    access: "visitor",
    body: passwordResetConfirm,
    status: 204,
    response: noContent,
    tag,
    summary: "Set a new password with a reset token",
    description: "The token works once, within one hour; every other session of the member ends.",
    errors: [410, 429],
  }),
  verifyEmail: defineRoute({
    method: "post",
    path: "/api/auth/verify-email",
    access: "visitor",
    body: emailVerificationConfirm,
    status: 204,
    response: noContent,
    tag,
    summary: "Confirm an email with the mailed token",
    description:
      "The token works once, within 48 hours, and only for the email it was sent to. An email listed in ADMIN_EMAILS gets the admin role once confirmed.",
    errors: [410],
  }),
  resendVerification: defineRoute({
    method: "post",
    path: "/api/auth/verify-email/resend",
    access: "member",
    status: 202,
    response: ok,
    tag,
    summary: "Send the confirmation email again",
    description: "Sends nothing when the email is already confirmed. Rate limited per member.",
    errors: [429],
  }),
};

/** The social sign-ins, by the name their routes carry. */
export const OAUTH_PROVIDER_NAMES = authProviders.keyof().options;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

const oauthRoutes = (provider: OAuthProviderName) => ({
  start: defineRoute({
    method: "get",
    path: `/api/auth/${provider}`,
    access: "visitor",
    query: z.object({ [DESKTOP_SIGN_IN.challengeParam]: desktopChallenge.optional() }),
    status: 302,
    response: redirect(`the ${provider} consent page`),
    tag,
    summary: `Start ${provider} sign-in`,
    description:
      "404 when the provider is not configured. With `?desktop={challenge}` (the desktop app, in the system browser) the callback ends on `kindred://auth?code=…` instead of signing the browser in.",
    errors: [404],
  }),
  callback: defineRoute({
    method: "get",
    path: `/api/auth/${provider}/callback`,
    access: "visitor",
    query: z.object({ code: text().min(1).max(2_000), state: text().min(1).max(200) }),
    lenient: true,
    status: 302,
    response: redirect("`/` (or `/profile-setup` for a new account)"),
    tag,
    summary: `Finish ${provider} sign-in`,
    description:
      "Links by verified email. A failed sign-in lands on `/login?error=oauth` (the desktop app's on `kindred://auth?error=oauth`).",
    errors: [404],
  }),
});

export const OAUTH_ROUTES = {
  google: oauthRoutes("google"),
  facebook: oauthRoutes("facebook"),
} satisfies Record<OAuthProviderName, ReturnType<typeof oauthRoutes>>;
