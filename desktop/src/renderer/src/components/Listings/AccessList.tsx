import {
  AudioOutlined,
  CarOutlined,
  CoffeeOutlined,
  ColumnHeightOutlined,
  LoginOutlined,
  MutedOutlined,
  NodeIndexOutlined,
  SafetyOutlined,
  SmileOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { type AccessFeature, choiceLabel } from "@kindred/contract";
import type { ReactNode } from "react";
import "./listings.css";

/** One icon per access feature; the text beside it is its label. */
const ICONS: Record<AccessFeature, ReactNode> = {
  "step-free-entry": <LoginOutlined />,
  "accessible-toilet": <SafetyOutlined />,
  elevator: <ColumnHeightOutlined />,
  "quiet-room": <MutedOutlined />,
  "hearing-loop": <AudioOutlined />,
  parking: <CarOutlined />,
  "public-transit": <NodeIndexOutlined />,
  "gender-neutral-toilet": <TeamOutlined />,
  "childcare-space": <SmileOutlined />,
  kitchen: <CoffeeOutlined />,
};

interface AccessListProps {
  features: readonly string[];
  /** Names the list for screen readers: "Access Features" of a space, "Access Needs" of a request. */
  label: string;
  /** Shown when the list is empty; nothing at all when absent (cards). */
  empty?: string;
}

/** A listing's access features or needs, each as an icon and its text. */
export const AccessList = ({ features, label, empty }: AccessListProps) => {
  if (features.length === 0) return empty ? <p className="muted">{empty}</p> : null;
  return (
    <ul className="access-list" aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className="access-item">
          <span aria-hidden="true">{ICONS[feature as AccessFeature]}</span>
          <span>{choiceLabel(feature)}</span>
        </li>
      ))}
    </ul>
  );
};
