import { theme } from "antd";
import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface DashboardTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The dashboard's tab row: antd's Tabs as the dashboard used it (a tablist of three, the chosen
 * one's panel below), in plain markup. antd's Tabs measures every tab in the commit that first
 * shows it (for its ink bar and overflow menu), a forced layout that was half of the member home
 * page's longest task (docs/performance.md); the row wraps instead (as antd's did at phone width,
 * styles.css) and the chosen tab is underlined. Keyboard as antd's: arrows, Home and End move the
 * focus along the row, Enter or Space chooses; only the chosen tab is in the tab order. A panel is
 * filled when first chosen and stays mounted while hidden, as antd keeps it, so what was opened in
 * it is kept. Colours
 * and type come from the antd theme, so the accessibility settings apply as before.
 */
export const DashboardTabs = ({
  tabs,
  activeKey,
  onChange,
}: {
  tabs: DashboardTab[];
  activeKey: string;
  onChange: (key: string) => void;
}) => {
  const { token } = theme.useToken();
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = tabs.find((tab) => tab.key === activeKey) ?? tabs[0];
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  if (active && !shown.has(active.key)) setShown(new Set([...shown, active.key]));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const at = buttons.indexOf(event.currentTarget);
    const target =
      event.key === "ArrowRight"
        ? buttons[(at + 1) % buttons.length]
        : event.key === "ArrowLeft"
          ? buttons[(at - 1 + buttons.length) % buttons.length]
          : event.key === "Home"
            ? buttons[0]
            : event.key === "End"
              ? buttons.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const style = {
    "--dashboard-tabs-text": token.colorText,
    "--dashboard-tabs-font-family": token.fontFamily,
    "--dashboard-tabs-font-size": `${token.fontSize}px`,
    "--dashboard-tabs-line-height": token.lineHeight,
    "--dashboard-tab-color": token.colorTextSecondary,
    "--dashboard-tab-hover": token.colorPrimaryHover,
    "--dashboard-tab-selected": token.colorPrimary,
    "--dashboard-tab-line": `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    "--dashboard-tab-ink": `${token.lineWidthBold}px`,
    "--dashboard-tab-motion": token.motionDurationSlow,
  } as CSSProperties;

  return (
    <div className="dashboard-tabs" style={style}>
      <div role="tablist" aria-orientation="horizontal" className="dashboard-tab-list" ref={list}>
        {tabs.map((tab) => {
          const selected = tab.key === active?.key;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? "dashboard-tab dashboard-tab-active" : "dashboard-tab"}
              onClick={() => onChange(tab.key)}
              onKeyDown={onKeyDown}
            >
              <span className="dashboard-tab-label">{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern (WAI-ARIA APG) puts the panel next in the tab order, as antd's did
          tabIndex={0}
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          className="dashboard-tab-panel"
          hidden={tab.key !== active?.key}
        >
          {shown.has(tab.key) || tab.key === active?.key ? tab.children : null}
        </div>
      ))}
    </div>
  );
};
