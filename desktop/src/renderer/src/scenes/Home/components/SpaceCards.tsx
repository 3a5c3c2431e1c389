import { HomeOutlined, TeamOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";

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

/** I Need Space and I Have Space: visitors go to login; the posting dialogs land in the next release. */
export const SpaceCards = ({ signedIn }: { signedIn: boolean }) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const act = (title: string) => (signedIn ? setPending(title) : navigate("/login"));

  return (
    <div className="space-cards">
      <SpaceCard
        id="need-space-title"
        tone="seek"
        icon={<TeamOutlined />}
        title={h.needSpaceTitle}
        text={h.needSpaceText}
        action={h.needSpaceButton}
        onAction={() => act(h.needSpaceTitle)}
      />
      <SpaceCard
        id="have-space-title"
        tone="host"
        icon={<HomeOutlined />}
        title={h.haveSpaceTitle}
        text={h.haveSpaceText}
        action={h.haveSpaceButton}
        onAction={() => act(h.haveSpaceTitle)}
      />
      <Modal
        open={pending !== null}
        title={pending}
        onCancel={() => setPending(null)}
        footer={
          <Button type="primary" onClick={() => setPending(null)}>
            {WEB_TEXTS.ok}
          </Button>
        }
      >
        <p>{h.dialogsComingSoon}</p>
      </Modal>
    </div>
  );
};
