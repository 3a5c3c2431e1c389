import { DownOutlined, EditOutlined, UpOutlined } from "@ant-design/icons";
import { LISTING_TEXTS, type ListingSide, TAG_LIMITS } from "@kindred/contract";
import { Spin } from "antd";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { AccessList } from "../../../components/Listings/AccessList";
import { CardPhoto } from "../../../components/Listings/CardPhoto";
import { ListingTags } from "../../../components/Listings/ListingTags";
import { MatchList } from "../../../components/Listings/MatchList";
import { useListingMatches } from "../../../queries/listings";
import "../home.css";

const t = LISTING_TEXTS.dashboard;

export interface ListingCardProps {
  kind: ListingSide;
  id: string;
  title: string;
  facts: string[];
  description: string;
  badge: ReactNode;
  tags: readonly string[];
  /** The listing's first photo, shown across the top of the card. */
  photo?: string;
  /** Owners get an Edit link. */
  canEdit: boolean;
  /** The offer's access features or the request's access needs, with their label. */
  access?: { features: readonly string[]; label: string };
}

const ListingMatches = ({ kind, id }: { kind: ListingSide; id: string }) => {
  const matches = useListingMatches(kind, id, true);
  if (matches.isLoading) {
    return (
      <div className="inline-loading" role="status">
        <Spin size="small" /> {t.loadingMatches}
      </div>
    );
  }
  if (matches.isError) return <p className="form-error">{t.matchesFailed}</p>;
  return <MatchList matches={matches.data ?? []} empty={t.noListingMatches} />;
};

const paths = {
  request: { detail: "/space-request", edit: "/edit-request" },
  offer: { detail: "/space-offer", edit: "/edit-offer" },
} as const;

/**
 * A dashboard card. The title link covers the whole card (a click anywhere opens the detail
 * page); the Edit link and the matches toggle sit above it. Matches load only once expanded.
 */
export const ListingCard = ({
  kind,
  id,
  title,
  facts,
  description,
  badge,
  tags,
  photo,
  canEdit,
  access,
}: ListingCardProps) => {
  const [expanded, setExpanded] = useState(false);
  const matchesId = useId();
  return (
    <article className="listing-card">
      <CardPhoto photo={photo} />
      <div className="listing-card-head">
        <h3 className="listing-card-title">
          <Link to={`${paths[kind].detail}/${id}`} className="listing-card-link">
            {title}
          </Link>
        </h3>
        {badge}
      </div>
      <p className="listing-card-facts">{facts.filter(Boolean).join(" · ")}</p>
      <p className="listing-card-description">{description}</p>
      <ListingTags tags={tags} limit={TAG_LIMITS.card} />
      {access && <AccessList features={access.features} label={access.label} />}
      <div className="listing-card-actions">
        {canEdit && (
          <Link to={`${paths[kind].edit}/${id}`} className="card-action" aria-label={t.editLabel(title)}>
            <EditOutlined aria-hidden /> {t.edit}
          </Link>
        )}
        <button
          type="button"
          className="card-action"
          aria-expanded={expanded}
          aria-controls={matchesId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}{" "}
          {expanded ? t.hideMatches : t.showMatches}
        </button>
      </div>
      <section id={matchesId} className="listing-card-matches" aria-label={t.matchesFor(title)} hidden={!expanded}>
        {expanded && <ListingMatches kind={kind} id={id} />}
      </section>
    </article>
  );
};
