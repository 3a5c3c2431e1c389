import { StopOutlined } from "@ant-design/icons";
import "./safety.css";
import { ERROR_MESSAGES, SAFETY_TEXTS } from "@kindred/contract";
import { Button, Popconfirm } from "antd";
import { serverMessage } from "../../lib/api";
import { useSetBlocked } from "../../queries/safety";
import { toast } from "../../stores/toastStore";

const t = SAFETY_TEXTS;

/** "Block member", confirmed first: blocking closes matches and stops messages both ways. */
interface BlockButtonProps {
  userId: string;
  name: string;
  /** A small text button naming the member, for one per match card. */
  compact?: boolean;
}

export const BlockButton = ({ userId, name, compact = false }: BlockButtonProps) => {
  const setBlocked = useSetBlocked();
  // The answer is awaited rather than given to `mutate`: a block closes the match, which can take
  // this button (and `mutate`'s callbacks with it) away before the refresh after it has ended.
  const block = () => {
    setBlocked.mutateAsync({ userId, blocked: true }).then(
      () => toast({ title: t.blocked(name), variant: "success" }),
      (error) => toast({ title: serverMessage(error, ERROR_MESSAGES.tryAgain), variant: "destructive" }),
    );
  };
  return (
    <Popconfirm
      title={t.blockConfirmTitle(name)}
      description={<p className="safety-confirm">{t.blockConfirmBody}</p>}
      okText={t.block}
      okButtonProps={{ danger: true }}
      onConfirm={block}
    >
      <Button
        danger
        type={compact ? "link" : "default"}
        size={compact ? "small" : "middle"}
        icon={<StopOutlined aria-hidden />}
        loading={setBlocked.isPending}
        aria-label={compact ? `${t.block} ${name}` : undefined}
      >
        {t.block}
      </Button>
    </Popconfirm>
  );
};
