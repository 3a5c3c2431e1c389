/**
 * The Manage Photos dialog's working copy of a listing's photos. Nothing here reaches the
 * listing until Save Photos: uploads land in the draft, and only `draftUrls` is saved.
 */

export type DraftStatus = "saved" | "uploading" | "uploaded" | "failed";

export interface DraftPhoto {
  key: string;
  status: DraftStatus;
  /** The stored `/objects/<id>` path (saved and uploaded photos). */
  url?: string;
  /** A local preview while the photo is on its way (object URL of the cropped image). */
  previewUrl?: string;
  /** Upload progress, 0–100. */
  progress: number;
}

export type DraftAction =
  | { type: "reset"; urls: readonly string[] }
  | { type: "add"; key: string; previewUrl: string }
  | { type: "progress"; key: string; percent: number }
  | { type: "uploaded"; key: string; url: string }
  | { type: "failed"; key: string }
  | { type: "retry"; key: string }
  | { type: "remove"; key: string }
  | { type: "move"; key: string; by: -1 | 1 };

export const initialDraft = (urls: readonly string[]): DraftPhoto[] =>
  urls.map((url) => ({ key: `saved:${url}`, status: "saved", url, progress: 100 }));

const update = (draft: DraftPhoto[], key: string, change: Partial<DraftPhoto>): DraftPhoto[] =>
  draft.map((photo) => (photo.key === key ? { ...photo, ...change } : photo));

export const draftReducer = (draft: DraftPhoto[], action: DraftAction): DraftPhoto[] => {
  switch (action.type) {
    case "reset":
      return initialDraft(action.urls);
    case "add":
      return [...draft, { key: action.key, status: "uploading", previewUrl: action.previewUrl, progress: 0 }];
    case "progress":
      return update(draft, action.key, { progress: Math.min(Math.max(Math.round(action.percent), 0), 100) });
    case "uploaded":
      return update(draft, action.key, { status: "uploaded", url: action.url, progress: 100 });
    case "failed":
      return update(draft, action.key, { status: "failed", progress: 0 });
    case "retry":
      return update(draft, action.key, { status: "uploading", progress: 0 });
    case "remove":
      return draft.filter((photo) => photo.key !== action.key);
    case "move": {
      const from = draft.findIndex((photo) => photo.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.length) return draft;
      const next = [...draft];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved as DraftPhoto);
      return next;
    }
  }
};

/** The paths Save Photos sends, in the member's order: stored photos only. */
export const draftUrls = (draft: readonly DraftPhoto[]): string[] =>
  draft.flatMap((photo) => (photo.url && (photo.status === "saved" || photo.status === "uploaded") ? [photo.url] : []));

/** How many more photos fit under the listing's limit (failed uploads do not count). */
export const roomLeft = (draft: readonly DraftPhoto[], limit: number): number =>
  Math.max(0, limit - draft.filter((photo) => photo.status !== "failed").length);

export const isUploading = (draft: readonly DraftPhoto[]): boolean =>
  draft.some((photo) => photo.status === "uploading");

/** Whether Save Photos would change the listing. */
export const hasChanges = (draft: readonly DraftPhoto[], saved: readonly string[]): boolean => {
  const urls = draftUrls(draft);
  return urls.length !== saved.length || urls.some((url, index) => url !== saved[index]);
};
