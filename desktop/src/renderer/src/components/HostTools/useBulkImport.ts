import { HOST_TOOLS_TEXTS, type SpaceOffer } from "@kindred/contract";
import { useState } from "react";
import { serverMessage } from "../../lib/api";
import { uploadErrorToast, uploadListingPhoto } from "../../lib/photoUpload";
import { useUpdateSpaceOffer } from "../../queries/listings";
import type { ImportPlan } from "./bulkImport";

const t = HOST_TOOLS_TEXTS.import;

/** One space's run: each file's percentage, then the line that says how it ended. */
export interface SpaceRun {
  name: string;
  percents: number[];
  result?: { ok: boolean; text: string };
}

/**
 * Runs a plan through the normal signed-upload pipeline: each space's photos upload one after
 * another (spaces side by side), then one PUT adds them to that space's imageUrls.
 */
export const useBulkImport = (offers: readonly SpaceOffer[]) => {
  const update = useUpdateSpaceOffer();
  const [runs, setRuns] = useState<Record<string, SpaceRun>>({});
  const [running, setRunning] = useState(false);

  const setRun = (id: string, change: (run: SpaceRun) => SpaceRun) =>
    setRuns((current) => {
      const run = current[id];
      return run ? { ...current, [id]: change(run) } : current;
    });

  const importSpace = async ({ space, files }: ImportPlan["bySpace"][number]) => {
    const uploaded: string[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const url = await uploadListingPhoto(file.file, (percent) =>
          setRun(space.id, (run) => ({ ...run, percents: run.percents.map((p, i) => (i === index ? percent : p)) })),
        );
        uploaded.push(url);
      }
      const saved = offers.find((offer) => offer.id === space.id)?.imageUrls ?? [];
      await update.mutateAsync({ id: space.id, changes: { imageUrls: [...saved, ...uploaded] } });
      setRun(space.id, (run) => ({ ...run, result: { ok: true, text: t.spaceDone(space.name, uploaded.length) } }));
      return true;
    } catch (error) {
      const reason = uploadErrorToast(error).description ?? serverMessage(error, t.someFailed);
      setRun(space.id, (run) => ({ ...run, result: { ok: false, text: t.spaceFailed(space.name, reason) } }));
      return false;
    }
  };

  /** Resolves to whether every space got its photos. */
  const run = async (plan: ImportPlan): Promise<boolean> => {
    setRunning(true);
    setRuns(
      Object.fromEntries(
        plan.bySpace.map(({ space, files }) => [space.id, { name: space.name, percents: files.map(() => 0) }]),
      ),
    );
    try {
      const results = await Promise.all(plan.bySpace.map(importSpace));
      return results.every(Boolean);
    } finally {
      setRunning(false);
    }
  };

  return { runs, running, run, reset: () => setRuns({}) };
};
