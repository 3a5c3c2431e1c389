import { StarFilled } from "@ant-design/icons";
import { DISPLAYED_RATING, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { useUserMatches, useUserOffers, useUserRequests } from "../../../queries/listings";

const count = (list: readonly unknown[] | null | undefined): string => (list ? String(list.length) : "—");

/** The four tiles: requests, spaces, matches and the fixed rating every member starts with. */
export const ProfileStats = ({ userId }: { userId: string }) => {
  const requests = useUserRequests(userId);
  const offers = useUserOffers(userId);
  const matches = useUserMatches(userId);
  const t = WEB_TEXTS.profile;
  const tiles = [
    { label: t.requests, value: count(requests.data) },
    { label: t.spaces, value: count(offers.data) },
    { label: t.matches, value: count(matches.data) },
  ];
  return (
    <ul className="stat-tiles" aria-label={WEB_TEXTS.landmarks.profileStats}>
      {tiles.map((tile) => (
        <li key={tile.label} className="stat-tile">
          <span className="stat-value">{tile.value}</span>
          <span className="stat-label">{tile.label}</span>
        </li>
      ))}
      <li className="stat-tile">
        <span className="stat-value">
          <StarFilled className="star" aria-hidden /> {DISPLAYED_RATING}
        </span>
        <span className="stat-label">{t.rating}</span>
        <span className="stat-note">{SCREEN_TEXTS.ratingNote}</span>
      </li>
    </ul>
  );
};
