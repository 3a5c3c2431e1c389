import {
  COMMUNITY_TEXTS,
  type CsvExportName,
  type CurrentUser,
  MODERATION_TEXTS,
  SAFETY_TEXTS,
  SCREEN_TEXTS,
  WEB_TEXTS,
} from "@kindred/contract";
import { Spin, Tabs } from "antd";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ExportCsvButton } from "../../components/ExportCsv/ExportCsvButton";
import { StaffOnly } from "../../components/gates";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAdminStats, useAdminWeekly } from "../../queries/admin";
import { AuditTab } from "./components/AuditTab";
import { FeedbackTab } from "./components/FeedbackTab";
import { ImpactTile } from "./components/ImpactTile";
import { MatchesTab } from "./components/MatchesTab";
import { MembersTab } from "./components/MembersTab";
import { ReportsTab } from "./components/ReportsTab";
import { StatTiles } from "./components/StatTiles";
import { WeeklyChart } from "./components/WeeklyChart";
import "./admin.css";

const t = COMMUNITY_TEXTS.admin;
const TAB_KEYS = ["members", "feedback", "matches", "reports", "audit"] as const;
/** What moderators see: no emails, exports, stats, feedback or matches (11.4). */
const MODERATOR_TABS: readonly TabKey[] = ["reports", "members", "audit"];
type TabKey = (typeof TAB_KEYS)[number];

/**
 * A tab's list with the Export CSV of it above. Inside the panel, not in the tab bar: the bar is a
 * tablist, which may hold only tabs.
 */
const withExport = (name: CsvExportName, list: ReactNode) => (
  <>
    <div className="admin-tab-actions">
      <ExportCsvButton name={name} />
    </div>
    {list}
  </>
);

/** The open tab lives in the URL (`?tab=feedback`), so a shared or reloaded view opens where it was. */
const useTabInUrl = (allowed: readonly TabKey[]) => {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: TabKey = allowed.find((key) => key === asked) ?? allowed[0] ?? "members";
  const setTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", key);
        return next;
      },
      { replace: true },
    );
  return [tab, setTab] as const;
};

/** A moderator's dashboard: reports first, then members (no emails) and the audit log. */
const ModeratorDashboard = ({ viewer }: { viewer: CurrentUser }) => {
  usePageTitle(WEB_TEXTS.pageTitles.admin);
  const [tab, setTab] = useTabInUrl(MODERATOR_TABS);
  return (
    <div className="admin-page">
      <header className="admin-heading">
        <h1>{WEB_TEXTS.pageTitles.admin}</h1>
      </header>
      <Tabs
        className="admin-tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: "reports",
            label: SAFETY_TEXTS.reportsTab,
            children: <ReportsTab viewer={viewer} active={tab === "reports"} />,
          },
          { key: "members", label: t.tabs.members, children: <MembersTab viewer={viewer} /> },
          { key: "audit", label: MODERATION_TEXTS.ui.auditTab, children: <AuditTab /> },
        ]}
      />
    </div>
  );
};

const AdminDashboard = ({ viewer }: { viewer: CurrentUser }) => {
  usePageTitle(WEB_TEXTS.pageTitles.admin);
  const stats = useAdminStats();
  const weekly = useAdminWeekly();
  const [tab, setTab] = useTabInUrl(TAB_KEYS);

  if (stats.isPending) {
    return (
      <div className="inline-loading dashboard-loading" role="status">
        <Spin size="small" aria-hidden /> {SCREEN_TEXTS.loadingAdmin}
      </div>
    );
  }

  return (
    <div className="admin-page">
      <header className="admin-heading">
        <h1>{WEB_TEXTS.pageTitles.admin}</h1>
        <p className="muted">{t.intro}</p>
      </header>
      {stats.isError ? (
        <p className="form-error" role="alert">
          {t.loadFailed}
        </p>
      ) : (
        <StatTiles stats={stats.data} />
      )}
      <ImpactTile />
      {weekly.isSuccess && <WeeklyChart weeks={weekly.data} />}
      <Tabs
        className="admin-tabs"
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden={false}
        items={[
          { key: "members", label: t.tabs.members, children: withExport("members", <MembersTab viewer={viewer} />) },
          {
            key: "feedback",
            label: t.tabs.feedback,
            children: withExport("feedback", <FeedbackTab active={tab === "feedback"} />),
          },
          { key: "matches", label: t.tabs.matches, children: withExport("matches", <MatchesTab />) },
          {
            key: "reports",
            label: SAFETY_TEXTS.reportsTab,
            children: <ReportsTab viewer={viewer} active={tab === "reports"} />,
          },
          { key: "audit", label: MODERATION_TEXTS.ui.auditTab, children: withExport("audit", <AuditTab />) },
        ]}
      />
    </div>
  );
};

/**
 * Admin dashboard (docs/product.md section 2): admins see everything; moderators their part of it
 * (11.4); members see the no-access page (docs/http-api.md "Deliberate deviations").
 */
export const AdminScene = () => (
  <StaffOnly title={WEB_TEXTS.pageTitles.admin} prompt={WEB_TEXTS.signInPrompts.admin}>
    {(user) => (user.role === "admin" ? <AdminDashboard viewer={user} /> : <ModeratorDashboard viewer={user} />)}
  </StaffOnly>
);

export default AdminScene;
