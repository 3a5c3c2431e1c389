import {
  CommentOutlined,
  FlagOutlined,
  HeartOutlined,
  InboxOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { type AdminStats, COMMUNITY_TEXTS, formattingLocale } from "@kindred/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";

const t = COMMUNITY_TEXTS.admin.tiles;

/** What waits for an admin comes first, each a link to its list; then the spec's four. */
const TILES: { key: keyof AdminStats; label: string; icon: ReactNode; to?: string }[] = [
  { key: "openReports", label: t.openReports, icon: <FlagOutlined />, to: "/admin?tab=reports&reportStatus=open" },
  { key: "newFeedback", label: t.newFeedback, icon: <InboxOutlined />, to: "/admin?tab=feedback&status=new" },
  { key: "communityMembers", label: t.communityMembers, icon: <TeamOutlined /> },
  { key: "totalMatches", label: t.totalMatches, icon: <HeartOutlined /> },
  { key: "feedbackItems", label: t.feedbackItems, icon: <CommentOutlined /> },
  { key: "activeUsers", label: t.activeUsers, icon: <UserOutlined /> },
];

/** The summary tiles of the admin dashboard. */
export const StatTiles = ({ stats }: { stats: AdminStats }) => (
  <ul className="stat-tiles admin-tiles" aria-label={COMMUNITY_TEXTS.admin.intro}>
    {TILES.map((tile) => {
      const body = (
        <>
          <span className="admin-tile-icon" aria-hidden="true">
            {tile.icon}
          </span>
          <span className="stat-value">{stats[tile.key].toLocaleString(formattingLocale())}</span>
          <span className="stat-label">{tile.label}</span>
        </>
      );
      const waiting = tile.to && stats[tile.key] > 0;
      return (
        <li key={tile.key} className={waiting ? "stat-tile admin-tile admin-tile-waiting" : "stat-tile admin-tile"}>
          {tile.to ? (
            <Link to={tile.to} className="admin-tile-link">
              {body}
            </Link>
          ) : (
            body
          )}
        </li>
      );
    })}
  </ul>
);
