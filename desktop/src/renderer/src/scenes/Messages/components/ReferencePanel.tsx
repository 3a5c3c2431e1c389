import { EditOutlined } from "@ant-design/icons";
import { REFERENCE_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useState } from "react";
import { ReferencesLoadFailed } from "../../../components/References/MemberReferences";
import { formatDay, ReferenceCard } from "../../../components/References/ReferenceCard";
import { WriteReferenceDialog } from "../../../components/References/WriteReferenceDialog";
import "../../../components/References/references.css";
import { useMatchReferences } from "../../../queries/references";

const t = REFERENCE_TEXTS;

/**
 * The match's references in the conversation: "Write a reference" once a booked date ended, the
 * viewer's own (with who can see it while it waits), and the other party's once published.
 * Nothing shows before there is anything to write or read.
 */
export const ReferencePanel = ({ matchId, otherName }: { matchId: string; otherName: string }) => {
  const references = useMatchReferences(matchId);
  const [writing, setWriting] = useState(false);
  const data = references.data;
  if (references.error) return <ReferencesLoadFailed onRetry={() => void references.refetch()} />;
  if (!data || (!data.canWrite && !data.mine && !data.theirs)) return null;
  return (
    <section className="reference-panel" aria-labelledby={`references-${matchId}`}>
      <div className="reference-panel-head">
        <h3 id={`references-${matchId}`}>{t.title}</h3>
        {data.canWrite && (
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setWriting(true)}>
            {t.write}
          </Button>
        )}
      </div>
      {data.mine && (
        <div className="reference-mine">
          <ReferenceCard reference={data.mine} heading={t.yours} />
          {!data.mine.publishedAt && data.publishesAt && (
            <p className="muted reference-pending">{t.pending(otherName, formatDay(data.publishesAt))}</p>
          )}
        </div>
      )}
      {data.theirs && <ReferenceCard reference={data.theirs} heading={t.theirs(otherName)} />}
      {data.canWrite && (
        <WriteReferenceDialog matchId={matchId} name={otherName} open={writing} onClose={() => setWriting(false)} />
      )}
    </section>
  );
};
