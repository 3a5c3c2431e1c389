import { type MatchListItem, MESSAGING_TEXTS, SCREEN_TEXTS } from "@kindred/contract";
import { Spin } from "antd";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { InitialsAvatar } from "../../../components/InitialsAvatar";
import { initialsOf } from "../../../lib/initials";
import { formatDateTime, formatShortDate } from "../../../lib/relativeTime";

const t = MESSAGING_TEXTS;

interface MatchListPanelProps {
  matches: readonly MatchListItem[];
  selectedId: string | null;
  isLoading: boolean;
}

const MatchRow = ({ match, selected }: { match: MatchListItem; selected: boolean }) => {
  const isNew = match.lastMessageAt === null;
  const row = useRef<HTMLAnchorElement>(null);
  // A preselected match (?match=) may sit far down a long list: bring it into view once.
  useEffect(() => {
    if (selected) row.current?.scrollIntoView?.({ block: "nearest" });
  }, [selected]);
  // The open conversation is being read, so its count is shown as cleared at once.
  const unread = selected ? 0 : match.unreadCount;
  return (
    <li>
      <Link
        ref={row}
        to={{ search: `?match=${encodeURIComponent(match.id)}` }}
        className={selected ? "match-item match-item-selected" : "match-item"}
        aria-current={selected ? "page" : undefined}
      >
        <InitialsAvatar
          size={44}
          src={match.otherPartyProfileUrl ?? undefined}
          className="match-item-avatar"
          initials={initialsOf({ firstName: match.otherPartyName })}
        />
        <span className="match-item-body">
          <span className="match-item-top">
            <span className="match-item-name">{match.otherPartyName}</span>
            {isNew && <span className="new-badge">{t.newBadge}</span>}
          </span>
          {/* Both listings: two matches with the same person and request differ only by the space. */}
          {match.spaceRequestTitle && <span className="match-item-title">{match.spaceRequestTitle}</span>}
          {match.spaceOfferName && <span className="match-item-title match-item-space">{match.spaceOfferName}</span>}
          <span className="match-item-date">
            {match.lastMessageAt ? (
              <time dateTime={match.lastMessageAt} title={formatDateTime(match.lastMessageAt)}>
                {formatShortDate(match.lastMessageAt)}
              </time>
            ) : (
              SCREEN_TEXTS.newMatch
            )}
          </span>
        </span>
        {unread > 0 && (
          <span className="unread-count">
            <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
            <span className="visually-hidden">{t.unread(unread)}</span>
          </span>
        )}
      </Link>
    </li>
  );
};

/** Left column of the Messages screen: 'Your Matches' (spec "Messages screen"). */
export const MatchListPanel = ({ matches, selectedId, isLoading }: MatchListPanelProps) => (
  <section className="panel matches-panel" aria-labelledby="your-matches-title">
    <h2 id="your-matches-title">{SCREEN_TEXTS.yourMatches}</h2>
    {isLoading ? (
      <div className="inline-loading">
        <Spin />
      </div>
    ) : matches.length === 0 ? (
      <div className="messages-empty">
        <p className="messages-empty-title">{SCREEN_TEXTS.noMatchesYet}</p>
        <p className="muted">{SCREEN_TEXTS.submitRequestToStart}</p>
      </div>
    ) : (
      <ul className="match-items" aria-label={t.matchesLabel}>
        {matches.map((match) => (
          <MatchRow key={match.id} match={match} selected={match.id === selectedId} />
        ))}
      </ul>
    )}
  </section>
);
