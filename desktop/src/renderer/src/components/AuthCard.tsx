import { ArrowLeftOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../lib/usePageTitle";
import { Logo } from "./AppShell/Logo";

interface AuthCardProps {
  title: string;
  intro?: string;
  /** The browser tab's title when it differs from the heading. */
  pageTitle?: string;
  /** Where the link under the card leads: the sign-in page unless named. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The card of the sign-in page and of the pages that lead back to it. */
export const AuthCard = ({
  title,
  intro,
  pageTitle = title,
  back = { to: "/login", label: WEB_TEXTS.login.submit },
  children,
}: AuthCardProps) => {
  usePageTitle(pageTitle);
  return (
    <div className="auth-page">
      <section className="panel auth-card" aria-labelledby="auth-title">
        <div className="auth-heading">
          <span className="auth-logo">
            <Logo />
          </span>
          <h1 id="auth-title">{title}</h1>
          {intro && <p className="muted">{intro}</p>}
        </div>
        {children}
        <Link to={back.to} className="auth-back">
          <ArrowLeftOutlined aria-hidden /> {back.label}
        </Link>
      </section>
    </div>
  );
};
