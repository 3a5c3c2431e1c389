import { type CurrentUser, WEB_TEXTS } from "@kindred/contract";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { usePageTitle } from "../lib/usePageTitle";
import { useCurrentUser } from "../queries/auth";
import { SignInPrompt } from "./SignInPrompt";

interface MembersOnlyProps {
  title: string;
  prompt: string;
  children: (user: CurrentUser) => ReactNode;
}

/** Members-only screen: visitors get a sign-in prompt under the screen's title. */
export const MembersOnly = ({ title, prompt, children }: MembersOnlyProps) => {
  const { user } = useCurrentUser();
  return user ? children(user) : <SignInPrompt title={title} text={prompt} />;
};

/** Members-only screen that sends visitors home (the edit screens, docs/product.md section 2). */
export const MembersOnlyOrHome = ({ children }: { children: (user: CurrentUser) => ReactNode }) => {
  const { user } = useCurrentUser();
  return user ? children(user) : <Navigate to="/" replace />;
};

const NoAccess = () => {
  usePageTitle(WEB_TEXTS.noAccessTitle);
  return (
    <section className="panel centered-panel" aria-labelledby="no-access-title">
      <h1 id="no-access-title">{WEB_TEXTS.noAccessTitle}</h1>
      <p>{WEB_TEXTS.noAccessText}</p>
      <Link className="link-button" to="/">
        {WEB_TEXTS.backHome}
      </Link>
    </section>
  );
};

/**
 * Moderators and admins (11.4; docs/http-api.md "Deliberate deviations"): visitors get the sign-in
 * prompt, members a clear refusal. What each role sees inside is the screen's to decide.
 */
export const StaffOnly = ({ title, prompt, children }: MembersOnlyProps) => (
  <MembersOnly title={title} prompt={prompt}>
    {(user) => (user.role === "admin" || user.role === "moderator" ? children(user) : <NoAccess />)}
  </MembersOnly>
);
