import { formattingLocale, REFERENCE_TEXTS, type Reference } from "@kindred/contract";
import { Tag } from "antd";
import { Link } from "react-router";
import { useCurrentUser } from "../../queries/auth";
import { ReportButton } from "../Safety/ReportButton";

const t = REFERENCE_TEXTS;

/** "Nov 27, 2026" on this device; an unreadable date as written. */
export const formatDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(formattingLocale(), { dateStyle: "medium" });
};

/**
 * One reference: its author (a link to their page, "Former member" once they left), the experience
 * and the words, or "Removed by a moderator". Signed-in readers other than its author may report a
 * published one.
 */
export const ReferenceCard = ({ reference, heading }: { reference: Reference; heading?: string }) => {
  const { user } = useCurrentUser();
  const canReport = user && reference.publishedAt && !reference.removed && user.id !== reference.authorId;
  const when = reference.publishedAt ?? reference.createdAt;
  return (
    <article className="reference-card" aria-label={heading ?? t.from(reference.authorName)}>
      <header className="reference-card-head">
        <span className="reference-author">
          {heading ??
            (reference.authorId ? (
              <Link to={`/user/${reference.authorId}`}>{t.from(reference.authorName)}</Link>
            ) : (
              t.from(reference.authorName)
            ))}
        </span>
        {reference.experience && (
          <Tag className={`reference-experience is-${reference.experience}`}>
            {t.experienceLabels[reference.experience]}
          </Tag>
        )}
        <time className="muted" dateTime={when}>
          {formatDay(when)}
        </time>
      </header>
      {reference.removed ? (
        <p className="muted reference-removed">{t.removed}</p>
      ) : (
        <p className="reference-text">{reference.text}</p>
      )}
      {canReport && <ReportButton targetType="reference" targetId={reference.id} label={t.reportReference} compact />}
    </article>
  );
};
