import { LISTING_TEXTS, type MatchListItem } from "@kindred/contract";
import { Link } from "react-router";
import { BlockButton } from "../Safety/BlockButton";
import { StatusBadge } from "./StatusBadge";
import "./listings.css";

const t = LISTING_TEXTS.dashboard;

/** Matches as compact rows: the other party, the status, and the score and reasons when known. */
export const MatchList = ({ matches, empty }: { matches: readonly MatchListItem[]; empty: string }) =>
  matches.length === 0 ? (
    <p className="muted match-list-empty">{empty}</p>
  ) : (
    <ul className="match-list">
      {matches.map((match) => {
        const listings = [match.spaceRequestTitle, match.spaceOfferName].filter(Boolean).join(" · ");
        return (
          <li key={match.id} className="match-row">
            <div className="match-row-head">
              <Link to={`/messages?match=${match.id}`} className="match-row-name">
                {match.otherPartyName}
              </Link>
              <StatusBadge status={match.status} />
              {match.otherPartyId && match.status !== "closed" && (
                <BlockButton userId={match.otherPartyId} name={match.otherPartyName} compact />
              )}
            </div>
            <p className="match-row-meta muted">
              {listings}
              {match.score > 0 && <span className="match-score">{t.score(match.score)}</span>}
            </p>
            {match.reasons.length > 0 && (
              <ul className="match-reasons">
                {match.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
