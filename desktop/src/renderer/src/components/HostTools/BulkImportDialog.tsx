import { FolderOpenOutlined, PictureOutlined } from "@ant-design/icons";
import { HOST_TOOLS_TEXTS, PHOTO_LIMITS, type SpaceOffer, SUCCESS_MESSAGES } from "@kindred/contract";
import { Button, Modal, Progress } from "antd";
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from "react";
import { UPLOADABLE_TYPES } from "../../lib/photoUpload";
import { getPlatform } from "../../platform";
import { toast } from "../../stores/toastStore";
import { type ImportFile, planImport, spaceProgress } from "./bulkImport";
import { useBulkImport } from "./useBulkImport";
import "./hostTools.css";

const t = HOST_TOOLS_TEXTS.import;
const ACCEPT = "image/jpeg,image/png";

interface PickedFile extends ImportFile {
  previewUrl: string;
}

let nextKey = 1;

const toPicked = (file: { name: string; type: string; size: number; file: Blob }): PickedFile => ({
  key: `import-${nextKey++}`,
  name: file.name,
  type: file.type,
  size: file.size,
  file: file.file,
  previewUrl: URL.createObjectURL(file.file),
});

/**
 * Bulk photo import for My Spaces: pick photos or a folder, choose a space for each, then watch one
 * progress bar per space. Photos go in uncropped; the limits are checked before anything uploads.
 */
export const BulkImportDialog = ({ offers, onClose }: { offers: readonly SpaceOffer[]; onClose: () => void }) => {
  const platform = getPlatform();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [assignments, setAssignments] = useState<Map<string, string>>(new Map());
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const importer = useBulkImport(offers);
  const spaces = useMemo(
    () => offers.map((offer) => ({ id: offer.id, name: offer.spaceName, photoCount: offer.imageUrls.length })),
    [offers],
  );
  const plan = useMemo(() => planImport(files, spaces, assignments), [files, spaces, assignments]);

  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(
    () => () => {
      for (const file of filesRef.current) URL.revokeObjectURL(file.previewUrl);
    },
    [],
  );

  // A folder brings every file in it: only images are listed, the rest never was a photo.
  const addFiles = (picked: { name: string; type: string; size: number; file: Blob }[]) =>
    setFiles((current) => [...current, ...picked.filter((file) => file.type.startsWith("image/")).map(toPicked)]);

  const fromInput = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(
      [...(event.target.files ?? [])].map((file) => ({ name: file.name, type: file.type, size: file.size, file })),
    );
    event.target.value = "";
  };

  const pickPhotos = async () => {
    if (!platform.isDesktop) {
      fileInput.current?.click();
      return;
    }
    const picked = await platform.pickImages({ multiple: true });
    addFiles(picked);
    for (const image of picked) platform.releaseImage(image);
  };

  const assign = (key: string, spaceId: string) =>
    setAssignments((current) => {
      const next = new Map(current);
      if (spaceId) next.set(key, spaceId);
      else next.delete(key);
      return next;
    });

  const start = async () => {
    const allDone = await importer.run(plan);
    if (allDone) toast({ title: t.doneTitle, description: SUCCESS_MESSAGES.photosAdded, variant: "success" });
    else toast({ title: t.someFailed, variant: "destructive" });
  };

  const finished = Object.values(importer.runs).some((run) => run.result) && !importer.running;

  return (
    <Modal
      open
      width={860}
      onCancel={importer.running ? undefined : onClose}
      closable={!importer.running}
      maskClosable={false}
      title={<h2 className="dialog-title">{t.title}</h2>}
      footer={
        <div className="host-tools-footer">
          <Button onClick={onClose} disabled={importer.running}>
            {t.close}
          </Button>
          <Button
            type="primary"
            loading={importer.running}
            disabled={plan.bySpace.length === 0 || finished}
            onClick={start}
          >
            {importer.running ? t.uploading : t.start}
          </Button>
        </div>
      }
    >
      <p>{t.intro}</p>
      <p className="muted">{t.limits}</p>
      <div className="host-tools-toolbar">
        <Button icon={<PictureOutlined />} onClick={pickPhotos} disabled={importer.running}>
          {t.pickFiles}
        </Button>
        {!platform.isDesktop && (
          <Button
            icon={<FolderOpenOutlined />}
            onClick={() => folderInput.current?.click()}
            disabled={importer.running}
          >
            {t.pickFolder}
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label={t.pickFiles}
          data-testid="bulk-import-files"
          onChange={fromInput}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          aria-label={t.pickFolder}
          {...{ webkitdirectory: "" }}
          onChange={fromInput}
        />
      </div>
      {files.length === 0 ? (
        <p className="muted">{t.nothingPicked}</p>
      ) : (
        <ul className="bulk-import-grid">
          {files.map((file) => (
            <li key={file.key} className="bulk-import-item">
              {UPLOADABLE_TYPES.some((type) => type === file.type) ? (
                <img src={file.previewUrl} alt={file.name} />
              ) : (
                <span className="bulk-import-no-preview" aria-hidden="true" />
              )}
              <span className="bulk-import-name">{file.name}</span>
              <label className="visually-hidden" htmlFor={`space-for-${file.key}`}>
                {t.spaceFor(file.name)}
              </label>
              <select
                id={`space-for-${file.key}`}
                className="native-select"
                value={assignments.get(file.key) ?? ""}
                disabled={importer.running || finished}
                onChange={(event) => assign(file.key, event.target.value)}
              >
                <option value="">{t.noSpace}</option>
                {spaces.map((space) => (
                  <option key={space.id} value={space.id}>
                    {`${space.name} (${space.photoCount}/${PHOTO_LIMITS.offer})`}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && plan.bySpace.length === 0 && plan.problems.length === 0 && (
        <p className="muted">{t.nothingAssigned}</p>
      )}
      {plan.problems.length > 0 && !finished && (
        <ul className="form-error host-tools-problems" aria-live="polite">
          {plan.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {Object.keys(importer.runs).length > 0 && (
        <ul className="bulk-import-progress" aria-live="polite">
          {Object.entries(importer.runs).map(([id, run]) => (
            <li key={id}>
              <span>{run.name}</span>
              <Progress
                percent={spaceProgress(run.percents)}
                status={run.result ? (run.result.ok ? "success" : "exception") : "active"}
                aria-label={t.progressLabel(run.name)}
              />
              {run.result && <span className={run.result.ok ? "muted" : "form-error"}>{run.result.text}</span>}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
};
