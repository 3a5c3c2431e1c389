import { CommentOutlined, HeartOutlined, TeamOutlined, UserOutlined } from "@ant-design/icons";
import { type AdminStats, COMMUNITY_TEXTS } from "@kindred/contract";
import type { ReactNode } from "react";

const t = COMMUNITY_TEXTS.admin.tiles;

const TILES: { key: keyof AdminStats; label: string; icon: ReactNode }[] = [
  { key: "communityMembers", label: t.communityMembers, icon: <TeamOutlined /> },
  { key: "totalMatches", label: t.totalMatches, icon: <HeartOutlined /> },
  { key: "feedbackItems", label: t.feedbackItems, icon: <CommentOutlined /> },
  { key: "activeUsers", label: t.activeUsers, icon: <UserOutlined /> },
];

/** The four summary tiles of the admin dashboard. */
export const StatTiles = ({ stats }: { stats: AdminStats }) => (
  <ul className="stat-tiles admin-tiles" aria-label={COMMUNITY_TEXTS.admin.intro}>
    {TILES.map((tile) => (
      <li key={tile.key} className="stat-tile admin-tile">
        <span className="admin-tile-icon" aria-hidden="true">
          {tile.icon}
        </span>
        <span className="stat-value">{stats[tile.key].toLocaleString()}</span>
        <span className="stat-label">{tile.label}</span>
      </li>
    ))}
  </ul>
);
