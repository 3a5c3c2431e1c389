import { HOST_TOOLS_TEXTS, PHOTO_LIMITS } from "@kindred/contract";
import { listingPhotoProblem } from "../../lib/photoUpload";

const t = HOST_TOOLS_TEXTS.import;

/** A picked file as bulk import sees it; `file` is what gets uploaded, uncropped. */
export interface ImportFile {
  key: string;
  name: string;
  type: string;
  size: number;
  file: Blob;
}

/** A space that can take photos: its name and how many it already has. */
export interface ImportSpace {
  id: string;
  name: string;
  photoCount: number;
}

/** What will be uploaded to each space, and every file left out with the reason, in the spec's words. */
export interface ImportPlan {
  bySpace: { space: ImportSpace; files: ImportFile[] }[];
  problems: string[];
}

/**
 * Turns the host's choices (file key → space id, or nothing) into uploads per space. A file that is
 * not JPG/PNG or over 10 MB is left out with its reason; a space takes only as many photos as its
 * 5-photo limit leaves room for, in the order the files were picked.
 */
export const planImport = (
  files: readonly ImportFile[],
  spaces: readonly ImportSpace[],
  assignments: ReadonlyMap<string, string>,
): ImportPlan => {
  const problems: string[] = [];
  const bySpace: ImportPlan["bySpace"] = [];
  for (const space of spaces) {
    const chosen = files.filter((file) => assignments.get(file.key) === space.id);
    const usable = chosen.filter((file) => {
      const problem = listingPhotoProblem(file);
      // Some reasons already name the file ("x.gif: only JPG and PNG..."); others get it in front.
      if (problem) problems.push(problem.includes(file.name) ? problem : t.skippedFile(file.name, problem));
      return !problem;
    });
    const room = Math.max(0, PHOTO_LIMITS.offer - space.photoCount);
    if (usable.length > room) problems.push(t.tooMany(space.name, room, usable.length - room));
    const accepted = usable.slice(0, room);
    if (accepted.length > 0) bySpace.push({ space, files: accepted });
  }
  return { bySpace, problems };
};

/** A space's progress bar: the mean of its files' percentages. */
export const spaceProgress = (percents: readonly number[]): number => {
  if (percents.length === 0) return 0;
  return Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length);
};
