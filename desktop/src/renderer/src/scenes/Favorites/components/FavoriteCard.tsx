import { EnvironmentOutlined, MessageOutlined, StarFilled, TeamOutlined } from "@ant-design/icons";
import { COMMUNITY_TEXTS, type FavoriteSpace, SCREEN_TEXTS, TAG_LIMITS } from "@kindred/contract";
import { Button } from "antd";
import { Link } from "react-router";
import { FavoriteTags } from "./FavoriteTags";
import "../../../components/Listings/listings.css";

const t = COMMUNITY_TEXTS.favorites;

interface FavoriteCardProps {
  space: FavoriteSpace;
  onRemove: (space: FavoriteSpace) => void;
  onContact: (space: FavoriteSpace) => void;
  removing: boolean;
}

/** One saved space (spec "Favorites screen"): name, host, address, capacity, description, values, missions. */
export const FavoriteCard = ({ space, onRemove, onContact, removing }: FavoriteCardProps) => {
  const titleId = `favorite-${space.id}-title`;
  return (
    <article className="favorite-card" aria-labelledby={titleId}>
      <header className="favorite-card-head">
        <h2 id={titleId} className="favorite-card-title">
          <Link to={`/space-offer/${space.id}`}>{space.spaceName}</Link>
        </h2>
        {space.isPriority && (
          <span className="status-badge favorite-priority">
            <StarFilled aria-hidden /> {t.priority}
          </span>
        )}
      </header>
      <p className="favorite-host">
        {SCREEN_TEXTS.hostedBy} <strong>{space.hostName}</strong>
      </p>
      <ul className="favorite-facts">
        <li>
          <EnvironmentOutlined aria-hidden />
          <span className="visually-hidden">{t.address}: </span>
          {space.address}
        </li>
        <li>
          <TeamOutlined aria-hidden />
          <span className="visually-hidden">{t.capacity}: </span>
          {t.capacityValue(space.capacity)}
        </li>
      </ul>
      <p className="favorite-description">{space.description}</p>
      <FavoriteTags label={t.values} tags={space.values} limit={TAG_LIMITS.favoriteValues} />
      <FavoriteTags label={t.missions} tags={space.supportedMissions} limit={TAG_LIMITS.favoriteMissions} />
      <div className="favorite-actions">
        <Button
          type="primary"
          icon={<MessageOutlined aria-hidden />}
          aria-label={t.contactHostLabel(space.spaceName)}
          onClick={() => onContact(space)}
        >
          {t.contactHost}
        </Button>
        <Button danger loading={removing} aria-label={t.removeLabel(space.spaceName)} onClick={() => onRemove(space)}>
          {t.remove}
        </Button>
      </div>
    </article>
  );
};
