import { HomeOutlined, TeamOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useDialogStore } from "../../../stores/dialogStore";

const h = WEB_TEXTS.home;

interface SpaceCardProps {
  id: string;
  title: string;
  text: string;
  action: string;
  icon: ReactNode;
  tone: "seek" | "host";
  onAction: () => void;
}

const SpaceCard = ({ id, title, text, action, icon, tone, onAction }: SpaceCardProps) => (
  <section className={`space-card space-card-${tone}`} aria-labelledby={id}>
    <span className="space-card-icon" aria-hidden="true">
      {icon}
    </span>
    <h2 id={id}>{title}</h2>
    <p>{text}</p>
    <Button type="primary" size="large" onClick={onAction} className="space-card-button">
      {action}
    </Button>
  </section>
);

/** I Need Space and I Have Space: members get the posting dialogs, visitors go to login. */
export const SpaceCards = ({ signedIn }: { signedIn: boolean }) => {
  const navigate = useNavigate();
  const showDialog = useDialogStore((state) => state.show);
  const act = (dialog: "spaceRequest" | "spaceOffer") => (signedIn ? showDialog(dialog) : navigate("/login"));

  return (
    <div className="space-cards">
      <SpaceCard
        id="need-space-title"
        tone="seek"
        icon={<TeamOutlined />}
        title={h.needSpaceTitle}
        text={h.needSpaceText}
        action={h.needSpaceButton}
        onAction={() => act("spaceRequest")}
      />
      <SpaceCard
        id="have-space-title"
        tone="host"
        icon={<HomeOutlined />}
        title={h.haveSpaceTitle}
        text={h.haveSpaceText}
        action={h.haveSpaceButton}
        onAction={() => act("spaceOffer")}
      />
    </div>
  );
};
