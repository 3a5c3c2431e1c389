import { CalendarOutlined, ClockCircleOutlined, CommentOutlined } from "@ant-design/icons";
import { type MemberProfile, REFERENCE_TEXTS } from "@kindred/contract";
import { Alert, Button, Spin } from "antd";
import { useMemberReferences } from "../../queries/references";
import { ReferenceCard } from "./ReferenceCard";
import "./references.css";

const t = REFERENCE_TEXTS;

/**
 * The facts beside a member's references, computed by the server: "12 references · 11 positive",
 * "Kept 14 of 15 bookings" (once there is one) and "Usually replies within 4 hours" (from 3 replies).
 */
export const MemberFacts = ({
  member,
}: {
  member: Pick<MemberProfile, "referenceCounts" | "keptAgreements" | "replyTimeHours">;
}) => (
  <ul className="member-facts" aria-label={t.factsLabel}>
    <li>
      <CommentOutlined aria-hidden /> {t.counts(member.referenceCounts.total, member.referenceCounts.positive)}
    </li>
    {member.keptAgreements.total > 0 && (
      <li>
        <CalendarOutlined aria-hidden /> {t.kept(member.keptAgreements.kept, member.keptAgreements.total)}
      </li>
    )}
    {member.replyTimeHours !== null && (
      <li>
        <ClockCircleOutlined aria-hidden /> {t.replyTime(member.replyTimeHours)}
      </li>
    )}
  </ul>
);

/** "References could not be loaded." with a retry. */
export const ReferencesLoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <Alert
    type="error"
    showIcon
    title={t.loadFailed}
    action={
      <Button size="small" onClick={onRetry}>
        {t.retry}
      </Button>
    }
  />
);

/** A member's published references, newest first, a page at a time ("Show more references"). */
export const MemberReferenceList = ({ userId }: { userId: string }) => {
  const list = useMemberReferences(userId);
  if (list.isLoading) {
    return (
      <div role="status">
        <Spin size="small" /> <span>{t.loading}</span>
      </div>
    );
  }
  if (list.error) return <ReferencesLoadFailed onRetry={() => void list.refetch()} />;
  if (list.references.length === 0) return <p className="muted">{t.none}</p>;
  return (
    <>
      <ul className="reference-list">
        {list.references.map((reference) => (
          <li key={reference.id}>
            <ReferenceCard reference={reference} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t.more}
        </Button>
      )}
    </>
  );
};
