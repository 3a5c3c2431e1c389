import { CheckCircleOutlined, CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { ERROR_MESSAGES, type MatchAction, type MatchStatus, MESSAGING_TEXTS } from "@kindred/contract";
import { Button, Popconfirm } from "antd";
import type { ReactNode } from "react";
import { serverMessage } from "../../../lib/api";
import { useMatchAction } from "../../../queries/matches";
import { toast } from "../../../stores/toastStore";
import { matchActionState } from "../matchActions";

const t = MESSAGING_TEXTS.actions;

const BUTTONS: Record<
  MatchAction,
  { label: string; confirm: string; text: string; icon: ReactNode; primary: boolean; danger: boolean }
> = {
  accept: {
    label: t.accept,
    confirm: t.acceptConfirm,
    text: t.acceptConfirmText,
    icon: <CheckOutlined />,
    primary: true,
    danger: false,
  },
  decline: {
    label: t.decline,
    confirm: t.declineConfirm,
    text: t.declineConfirmText,
    icon: <CloseOutlined />,
    primary: false,
    danger: true,
  },
  complete: {
    label: t.complete,
    confirm: t.completeConfirm,
    text: t.completeConfirmText,
    icon: <CheckCircleOutlined />,
    primary: true,
    danger: false,
  },
};

interface MatchActionsProps {
  matchId: string;
  status: MatchStatus;
  acceptedBy: readonly string[];
  viewerId: string;
  /** False while a confirmed booking date is still ahead: "Mark as completed" waits for the last one. */
  canComplete?: boolean;
  /** A party is suspended: only declining is open (the server refuses the rest). */
  paused?: boolean;
}

/** Accept / decline / complete, each confirmed first, shown per status and who already accepted. */
export const MatchActions = ({
  matchId,
  status,
  acceptedBy,
  viewerId,
  canComplete = true,
  paused = false,
}: MatchActionsProps) => {
  const change = useMatchAction(matchId);
  const state = matchActionState(status, acceptedBy, viewerId);
  const { waitingForOther, otherAccepted } = state;
  const actions = state.actions.filter(
    (action) => (canComplete || action !== "complete") && (!paused || action === "decline"),
  );
  if (actions.length === 0) return null;

  const run = (action: MatchAction) =>
    change.mutateAsync(action).catch((error: unknown) => {
      toast({ title: t.failed, description: serverMessage(error, ERROR_MESSAGES.tryAgain), variant: "destructive" });
    });

  return (
    <div className="match-actions">
      {(waitingForOther || otherAccepted) && (
        <p className="match-actions-note">
          {waitingForOther ? MESSAGING_TEXTS.youAccepted : MESSAGING_TEXTS.otherAccepted}
        </p>
      )}
      <div className="match-actions-buttons">
        {actions.map((action) => {
          const button = BUTTONS[action];
          return (
            <Popconfirm
              key={action}
              title={button.confirm}
              description={button.text}
              okText={t.confirmYes}
              cancelText={t.confirmNo}
              okButtonProps={{ danger: button.danger }}
              onConfirm={() => run(action)}
            >
              <Button
                type={button.primary ? "primary" : "default"}
                danger={button.danger}
                icon={button.icon}
                loading={change.isPending && change.variables === action}
                disabled={change.isPending}
              >
                {button.label}
              </Button>
            </Popconfirm>
          );
        })}
      </div>
    </div>
  );
};
