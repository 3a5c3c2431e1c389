import { QuestionCircleOutlined } from "@ant-design/icons";
import { LISTING_TEXTS, type MatchListItem } from "@kindred/contract";
import { Tooltip } from "antd";
import { useId } from "react";
import { Link } from "react-router";
import { BlockButton } from "../Safety/BlockButton";
import { StatusBadge } from "./StatusBadge";
import "./listings.css";

const t = LISTING_TEXTS.dashboard;

/** "Score 11" with a help button whose tooltip (and accessible description) says what the score means. */
const MatchScore = ({ score }: { score: number }) => {
  const helpId = useId();
  return (
    <span className="match-score">
      {t.score(score)}
      <Tooltip title={t.scoreHelp} trigger={["hover", "focus", "click"]}>
        <button type="button" className="match-score-help" aria-label={t.scoreHelpLabel} aria-describedby={helpId}>
          <QuestionCircleOutlined aria-hidden />
        </button>
      </Tooltip>
      <span id={helpId} className="visually-hidden">
        {t.scoreHelp}
      </span>
    </span>
  );
};

/**
 * Matches as compact rows: the other party and the status, the listings, the score (explained) and
 * reasons, then the actions — "Open conversation" first and primary, blocking secondary.
 */
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
              {match.otherPartyId ? (
                <Link to={`/user/${match.otherPartyId}`} className="match-row-name">
                  {match.otherPartyName}
                </Link>
              ) : (
                <span className="match-row-name">{match.otherPartyName}</span>
              )}
              <StatusBadge status={match.status} />
            </div>
            <p className="match-row-meta muted">
              {listings}
              {match.score > 0 && <MatchScore score={match.score} />}
            </p>
            {match.reasons.length > 0 && (
              <ul className="match-reasons">
                {match.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
            <div className="match-row-actions">
              <Link
                to={`/messages?match=${match.id}`}
                className="link-button link-button-primary match-row-open"
                aria-label={`${t.openConversation}: ${match.otherPartyName}`}
              >
                {t.openConversation}
              </Link>
              {match.otherPartyId && match.status !== "closed" && (
                <BlockButton userId={match.otherPartyId} name={match.otherPartyName} compact />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
