import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import {
  CROP,
  ERROR_MESSAGES,
  type ListingSide,
  PHOTO_LIMITS,
  PHOTO_TEXTS,
  SCREEN_TEXTS,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Modal, Progress } from "antd";
import { useEffect, useReducer, useRef, useState } from "react";
import { useLoggedOutRedirect } from "../../hooks/useLoggedOutRedirect";
import { serverMessage } from "../../lib/api";
import { isSessionLost, listingPhotoProblem, uploadErrorToast, uploadListingPhoto } from "../../lib/photoUpload";
import { photoVariant } from "../../lib/photoVariant";
import { type CropRatioKey, type CropRect, getPlatform, type PickedImage } from "../../platform";
import { useUpdateSpaceOffer, useUpdateSpaceRequest } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { PhotoImage } from "../PhotoViewer/PhotoImage";
import { CropDialog } from "./CropDialog";
import {
  type DraftPhoto,
  draftReducer,
  draftUrls,
  hasChanges,
  initialDraft,
  isUploading,
  roomLeft,
} from "./photoDraft";
import "./photoManager.css";

const t = PHOTO_TEXTS.manage;

interface ManagePhotosDialogProps {
  kind: ListingSide;
  listingId: string;
  /** The listing's saved photos (`/objects/<id>` paths), in order. */
  photos: readonly string[];
  open: boolean;
  onClose: () => void;
}

/** Counts one batch of chosen files until each is cropped or skipped and each upload settles. */
interface Batch {
  size: number;
  toCrop: number;
  uploading: number;
  succeeded: number;
}

let nextKey = 1;

/** Saving the listing's imageUrls alone, with whichever update call its kind uses. */
const useSavePhotos = (kind: ListingSide) => {
  const updateRequest = useUpdateSpaceRequest();
  const updateOffer = useUpdateSpaceOffer();
  const update = kind === "request" ? updateRequest : updateOffer;
  return {
    isPending: update.isPending,
    save: (id: string, imageUrls: string[]) => update.mutateAsync({ id, changes: { imageUrls } }),
  };
};

/**
 * Manage Photos (docs/product.md section 2): add JPG or PNG photos (10 MB, 3 per request, 5 per offer), crop
 * each, watch it upload, remove and reorder. The listing changes only on Save Photos.
 */
export const ManagePhotosDialog = ({ kind, listingId, photos, open, onClose }: ManagePhotosDialogProps) => {
  const limit = PHOTO_LIMITS[kind];
  const platform = getPlatform();
  const [draft, dispatch] = useReducer(draftReducer, photos, initialDraft);
  const [queue, setQueue] = useState<PickedImage[]>([]);
  const [queueSize, setQueueSize] = useState(0);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const croppedImages = useRef(new Map<string, Blob>());
  const batch = useRef<Batch | null>(null);
  const { save, isPending } = useSavePhotos(kind);
  const loggedOut = useLoggedOutRedirect();

  const previews = useRef(new Set<string>());
  const releasePreviews = () => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    croppedImages.current.clear();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved photos each time it opens
  useEffect(() => {
    if (open) dispatch({ type: "reset", urls: photos });
    else releasePreviews();
  }, [open]);

  const finishBatchIfDone = () => {
    const current = batch.current;
    if (!current || current.toCrop > 0 || current.uploading > 0) return;
    batch.current = null;
    if (current.size < 2) return;
    if (current.succeeded === 0) {
      toast({
        ...ERROR_MESSAGES.uploadFailed(""),
        description: ERROR_MESSAGES.noFilesUploaded,
        variant: "destructive",
      });
    } else {
      toast({ title: SUCCESS_MESSAGES.photosAdded, description: t.photosReady(current.succeeded), variant: "success" });
    }
  };

  const upload = async (key: string, image: Blob) => {
    if (batch.current) batch.current.uploading += 1;
    try {
      const url = await uploadListingPhoto(image, (percent) => dispatch({ type: "progress", key, percent }));
      croppedImages.current.delete(key);
      dispatch({ type: "uploaded", key, url });
      if (batch.current) batch.current.succeeded += 1;
      toast({ title: SUCCESS_MESSAGES.photoUploaded, variant: "success" });
    } catch (error) {
      dispatch({ type: "failed", key });
      if (isSessionLost(error)) loggedOut();
      else toast({ ...uploadErrorToast(error), variant: "destructive" });
    } finally {
      if (batch.current) batch.current.uploading -= 1;
      finishBatchIfDone();
    }
  };

  const addPhotos = async () => {
    const picked = await platform.pickImages({ multiple: true });
    if (picked.length === 0) return;
    const accepted: PickedImage[] = [];
    for (const image of picked) {
      const problem = listingPhotoProblem(image);
      if (problem) {
        toast({ title: problem, variant: "destructive" });
        platform.releaseImage(image);
      } else accepted.push(image);
    }
    const room = roomLeft(draft, limit);
    if (accepted.length > room) {
      toast({
        title: VALIDATION_MESSAGES.tooManyPhotos(limit),
        description: t.someDidNotFit(room, accepted.length - room),
        variant: "destructive",
      });
      for (const image of accepted.splice(room)) platform.releaseImage(image);
    }
    if (accepted.length === 0) return;
    batch.current = { size: accepted.length, toCrop: accepted.length, uploading: 0, succeeded: 0 };
    setQueue(accepted);
    setQueueSize(accepted.length);
  };

  const nextInQueue = () => {
    setQueue(([done, ...rest]) => {
      if (done) platform.releaseImage(done);
      return rest;
    });
    if (batch.current) batch.current.toCrop -= 1;
    finishBatchIfDone();
  };

  const clearQueue = () => {
    setQueue((images) => {
      for (const image of images) platform.releaseImage(image);
      return [];
    });
    if (batch.current) batch.current.toCrop = 0;
    finishBatchIfDone();
  };

  /** A photo that cannot be read or cropped stops the batch (spec: the crop queue is cleared). */
  const failProcessing = (reason: string) => {
    batch.current = null;
    toast({ ...ERROR_MESSAGES.photoProcessing(reason), variant: "destructive" });
    clearQueue();
  };

  const applyCrop = async (rect: CropRect, ratio: CropRatioKey) => {
    const image = queue[0];
    if (!image) return;
    let cropped: Blob;
    try {
      cropped = await platform.cropImage(image, rect, ratio);
    } catch (error) {
      failProcessing(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.processPhoto);
      return;
    }
    const key = `new:${nextKey++}`;
    const previewUrl = URL.createObjectURL(cropped);
    previews.current.add(previewUrl);
    croppedImages.current.set(key, cropped);
    dispatch({ type: "add", key, previewUrl });
    // Started first, so the batch counts this upload before it counts the photo as cropped.
    void upload(key, cropped);
    nextInQueue();
  };

  const retry = (photo: DraftPhoto) => {
    const image = croppedImages.current.get(photo.key);
    if (!image) return;
    dispatch({ type: "retry", key: photo.key });
    void upload(photo.key, image);
  };

  const remove = (photo: DraftPhoto) => {
    dispatch({ type: "remove", key: photo.key });
    croppedImages.current.delete(photo.key);
    toast({ title: SUCCESS_MESSAGES.photoRemoved, variant: "success" });
  };

  const changed = hasChanges(draft, photos);
  const uploading = isUploading(draft);
  const room = roomLeft(draft, limit);

  const onSave = async () => {
    const urls = draftUrls(draft);
    try {
      await save(listingId, urls);
    } catch (error) {
      if (isSessionLost(error)) loggedOut();
      else {
        toast({
          title: WEB_TEXTS.errorTitle,
          description: serverMessage(error, ERROR_MESSAGES.savePhotos),
          variant: "destructive",
        });
      }
      return;
    }
    const saved = SUCCESS_MESSAGES.photosUpdated(urls.length);
    toast({
      title: photos.length === 0 ? SUCCESS_MESSAGES.photosSaved : saved.title,
      description: saved.description,
      variant: "success",
    });
    onClose();
  };

  const requestClose = () => {
    if (isPending) return;
    if (changed || uploading || queue.length > 0) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <>
      <Modal
        open={open}
        onCancel={requestClose}
        mask={{ closable: false }}
        width={760}
        title={
          <div>
            <h2 className="dialog-title">{t.title}</h2>
            <p className="dialog-subtitle">{t.subtitle(limit)}</p>
          </div>
        }
        footer={
          <div className="photo-manager-footer">
            <p className="muted">{t.unsavedNote}</p>
            <Button onClick={requestClose} disabled={isPending}>
              {t.cancel}
            </Button>
            <Button type="primary" onClick={onSave} loading={isPending} disabled={!changed || uploading}>
              {SCREEN_TEXTS.savePhotos}
            </Button>
          </div>
        }
      >
        <div className="photo-manager-toolbar">
          <Button icon={<PlusOutlined />} onClick={addPhotos} disabled={room === 0 || queue.length > 0}>
            {t.add}
          </Button>
          <span className="muted" aria-live="polite">
            {t.count(limit - room, limit)}
          </span>
        </div>
        {room === 0 && <p className="muted">{t.full(limit)}</p>}
        {draft.length === 0 ? (
          <p className="photo-manager-empty muted">{t.empty[kind]}</p>
        ) : (
          <ol className="photo-manager-list" aria-label={t.listLabel}>
            {draft.map((photo, index) => (
              <DraftPhotoItem
                key={photo.key}
                photo={photo}
                n={index + 1}
                isLast={index === draft.length - 1}
                onMove={(by) => dispatch({ type: "move", key: photo.key, by })}
                onRemove={() => remove(photo)}
                onRetry={() => retry(photo)}
              />
            ))}
          </ol>
        )}
      </Modal>
      <CropDialog
        image={open ? (queue[0] ?? null) : null}
        position={{ n: queueSize - queue.length + 1, total: queueSize }}
        onApply={applyCrop}
        onSkip={nextInQueue}
        onUnreadable={() => failProcessing(PHOTO_TEXTS.crop.unreadable)}
        onTooSmall={(image) => {
          toast({
            title: ERROR_MESSAGES.imageError,
            description: PHOTO_TEXTS.crop.tooSmall(image.name, CROP.minSize),
            variant: "destructive",
          });
          nextInQueue();
        }}
      />
      <Modal
        open={confirmingDiscard}
        onCancel={() => setConfirmingDiscard(false)}
        title={<h2 className="dialog-title">{t.discardTitle}</h2>}
        footer={[
          <Button key="keep" onClick={() => setConfirmingDiscard(false)}>
            {t.keepEditing}
          </Button>,
          <Button
            key="discard"
            danger
            type="primary"
            onClick={() => {
              setConfirmingDiscard(false);
              clearQueue();
              onClose();
            }}
          >
            {t.discard}
          </Button>,
        ]}
      >
        <p>{t.discardText}</p>
      </Modal>
    </>
  );
};

interface DraftPhotoItemProps {
  photo: DraftPhoto;
  n: number;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onRetry: () => void;
}

const DraftPhotoItem = ({ photo, n, isLast, onMove, onRemove, onRetry }: DraftPhotoItemProps) => {
  const src = photo.previewUrl ?? (photo.url ? photoVariant(photo.url, 320) : "");
  return (
    <li className={`photo-manager-item is-${photo.status}`}>
      <div className="photo-manager-thumb">
        <PhotoImage src={src} alt={t.photoAlt(n)} brokenClassName="photo-broken" />
        {n === 1 && photo.status !== "failed" && <span className="photo-manager-first">{t.first}</span>}
      </div>
      {photo.status === "uploading" && (
        <Progress percent={photo.progress} size="small" aria-label={t.uploading(photo.progress)} />
      )}
      {photo.status === "failed" && (
        <div className="photo-manager-failed">
          <span>{t.uploadFailed}</span>
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t.retry}
          </Button>
        </div>
      )}
      <div className="photo-manager-actions">
        <Button
          size="small"
          icon={<ArrowLeftOutlined />}
          aria-label={t.moveEarlier(n)}
          onClick={() => onMove(-1)}
          disabled={n === 1}
        />
        <Button
          size="small"
          icon={<ArrowRightOutlined />}
          aria-label={t.moveLater(n)}
          onClick={() => onMove(1)}
          disabled={isLast}
        />
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t.remove(n)} onClick={onRemove} />
      </div>
    </li>
  );
};
