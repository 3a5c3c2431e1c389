import { SAFETY_TEXTS } from "@kindred/contract";
import "./safety.css";
import { useCurrentUser } from "../../queries/auth";
import { BlockButton } from "./BlockButton";
import { ReportButton } from "./ReportButton";

/** Block and report a member, for signed-in members looking at someone else. */
export const SafetyActions = ({ userId, name }: { userId: string; name: string }) => {
  const { user } = useCurrentUser();
  if (!user || user.id === userId) return null;
  return (
    <div className="safety-actions">
      <ReportButton targetType="user" targetId={userId} label={SAFETY_TEXTS.reportMember} />
      <BlockButton userId={userId} name={name} />
    </div>
  );
};
