import {
  AVAILABILITY_SLOTS,
  HOST_TOOLS_TEXTS,
  LISTING_TEXTS,
  OFFER_CAUSE_GROUPS,
  type SpaceOffer,
} from "@kindred/contract";
import { Alert, Button, Modal } from "antd";
import { useState } from "react";
import { useUpdateSpaceOffer } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { ChoiceGroups } from "../ListingForm/ChoiceGroups";
import {
  type BulkEdit,
  type EditMode,
  type EditOutcome,
  editProblem,
  type FieldEdit,
  failureReason,
  offerChanges,
  summaryLines,
  summaryToast,
} from "./bulkEdit";
import "./hostTools.css";

const t = HOST_TOOLS_TEXTS.edit;
const MODES = Object.keys(t.modes) as EditMode[];

/** The fields a bulk edit changes, worded when the dialog renders. */
const fields = () =>
  [
    {
      key: "availability",
      label: t.availability,
      groups: [
        {
          key: "availability",
          label: t.availability,
          description: LISTING_TEXTS.fields.availabilityHelp,
          options: AVAILABILITY_SLOTS,
        },
      ],
    },
    { key: "supportedCauses", label: t.causes, groups: OFFER_CAUSE_GROUPS },
  ] as const;

const KEEP: FieldEdit = { mode: "keep", values: [] };

/**
 * Bulk edit of availability and supported causes over the selected spaces: one PUT per space through
 * the usual update call, one after another, then a line per space saying what changed or why not.
 */
export const BulkEditDialog = ({ offers, onClose }: { offers: readonly SpaceOffer[]; onClose: () => void }) => {
  const update = useUpdateSpaceOffer();
  const [edit, setEdit] = useState<BulkEdit>({ availability: KEEP, supportedCauses: KEEP });
  const [outcomes, setOutcomes] = useState<EditOutcome[] | null>(null);
  const [running, setRunning] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = editProblem(edit);

  const setField = (field: keyof BulkEdit, change: Partial<FieldEdit>) =>
    setEdit((current) => ({ ...current, [field]: { ...current[field], ...change } }));

  const apply = async () => {
    setTried(true);
    if (problem) return;
    setRunning(true);
    const results: EditOutcome[] = [];
    for (const offer of offers) {
      const changes = offerChanges(offer, edit);
      if (!changes) {
        results.push({ name: offer.spaceName, status: "unchanged" });
        continue;
      }
      try {
        await update.mutateAsync({ id: offer.id, changes });
        const fields = (["availability", "supportedCauses"] as const).filter((field) => field in changes);
        results.push({ name: offer.spaceName, status: "changed", fields });
      } catch (error) {
        results.push({
          name: offer.spaceName,
          status: "failed",
          reason: failureReason(error, LISTING_TEXTS.mySpaces.bulkFailed),
        });
      }
    }
    setRunning(false);
    setOutcomes(results);
    const failed = results.some((outcome) => outcome.status === "failed");
    toast({ title: summaryToast(results), variant: failed ? "destructive" : "success" });
  };

  return (
    <Modal
      open
      width={820}
      onCancel={running ? undefined : onClose}
      closable={!running}
      maskClosable={false}
      title={<h2 className="dialog-title">{t.title(offers.length)}</h2>}
      footer={
        <div className="host-tools-footer">
          <Button onClick={onClose} disabled={running}>
            {t.close}
          </Button>
          {!outcomes && (
            <Button type="primary" loading={running} onClick={apply}>
              {running ? t.applying : t.apply}
            </Button>
          )}
        </div>
      }
    >
      {outcomes ? (
        <section aria-labelledby="bulk-edit-summary">
          <h3 id="bulk-edit-summary">{t.summaryTitle}</h3>
          <ul className="host-tools-summary" aria-live="polite">
            {summaryLines(outcomes).map((line, index) => (
              <li
                key={outcomes[index]?.name ?? line}
                className={outcomes[index]?.status === "failed" ? "form-error" : undefined}
              >
                {line}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <p className="muted">{t.intro}</p>
          <p className="muted">{offers.map((offer) => offer.spaceName).join(", ")}</p>
          {fields().map((field) => (
            <section key={field.key} className="bulk-edit-field" aria-labelledby={`bulk-edit-${field.key}`}>
              <h3 id={`bulk-edit-${field.key}`}>{field.label}</h3>
              <label htmlFor={`bulk-edit-${field.key}-mode`} className="visually-hidden">
                {t.mode(field.label)}
              </label>
              <select
                id={`bulk-edit-${field.key}-mode`}
                className="native-select"
                value={edit[field.key].mode}
                onChange={(event) => setField(field.key, { mode: event.target.value as EditMode })}
              >
                {MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t.modes[mode]}
                  </option>
                ))}
              </select>
              {edit[field.key].mode !== "keep" && (
                <ChoiceGroups
                  idPrefix={`bulk-edit-${field.key}`}
                  groups={field.groups}
                  value={edit[field.key].values}
                  onChange={(values) => setField(field.key, { values })}
                />
              )}
            </section>
          ))}
          {tried && problem && <Alert type="error" showIcon message={problem} role="alert" />}
        </>
      )}
    </Modal>
  );
};
