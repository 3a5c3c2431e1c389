import { ACCESS_TEXTS, LISTING_TEXTS, type ListingSide, SCREEN_TEXTS, type UserSummary } from "@kindred/contract";
import { Spin } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccessList } from "../../../components/Listings/AccessList";
import { usePageTitle } from "../../../lib/usePageTitle";

export { PhotoGallery } from "../../../components/PhotoViewer/PhotoGallery";
export { formatDate } from "../../../lib/dates";

const t = LISTING_TEXTS.detail;

/**
 * A listing or member that cannot be shown: 'Request Not Found', 'Space Not Found', 'User Not
 * Found' with Return Home (spec "Detail pages"), or the edit screens' 'Request not found' with
 * their back link.
 */
export const DetailNotFound = ({
  title,
  linkLabel = SCREEN_TEXTS.returnHome,
}: {
  title: string;
  linkLabel?: string;
}) => {
  usePageTitle(title);
  return (
    <section className="panel centered-panel" aria-labelledby="detail-not-found">
      <h1 id="detail-not-found">{title}</h1>
      <Link to="/" className="link-button">
        {linkLabel}
      </Link>
    </section>
  );
};

export const DetailLoading = () => (
  <div className="full-page-spinner" role="status" aria-live="polite">
    <Spin size="large" />
    <span className="visually-hidden">{t.loading}</span>
  </div>
);

/** A titled block of the detail page. */
export const DetailSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section className="panel detail-section" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </section>
);

/** Label/value pairs; values that are not set read "Not set". */
export const DetailFacts = ({ facts }: { facts: { label: string; value: ReactNode }[] }) => (
  <dl className="detail-facts">
    {facts.map((fact) => (
      <div key={fact.label} className="detail-fact">
        <dt>{fact.label}</dt>
        <dd>{fact.value ?? t.notSet}</dd>
      </div>
    ))}
  </dl>
);

/** Contact: the name, how to reach them, and the email only when the server sent it. */
export const ContactDetails = ({ name, email }: { name: string; email?: string }) => (
  <>
    <dl className="detail-facts">
      <div className="detail-fact">
        <dt>{t.contactName}</dt>
        <dd>{name}</dd>
      </div>
      {email && (
        <div className="detail-fact">
          <dt>{t.contactEmail}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
    </dl>
    <p className="muted contact-note">{t.contactNote(SCREEN_TEXTS.contactAfterMatching)}</p>
  </>
);

export const PosterLink = ({ user }: { user: UserSummary }) => <Link to={`/user/${user.id}`}>{user.name}</Link>;

/** Each side's access section, worded when it renders. */
const accessSection = () =>
  ({
    offer: { title: ACCESS_TEXTS.offerSection, empty: ACCESS_TEXTS.noOfferFeatures },
    request: { title: ACCESS_TEXTS.requestSection, empty: ACCESS_TEXTS.noRequestNeeds },
  }) as const;

/** An offer's access features or a request's access needs, with icons. */
export const AccessSection = ({ side, features }: { side: ListingSide; features: readonly string[] }) => {
  const { title, empty } = accessSection()[side];
  return (
    <DetailSection id={`${side}-access`} title={title}>
      <AccessList features={features} label={title} empty={empty} />
    </DetailSection>
  );
};
