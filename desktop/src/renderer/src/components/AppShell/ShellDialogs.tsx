import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../queries/auth";
import { useDialogStore } from "../../stores/dialogStore";

const GuidelinesDialog = lazy(() => import("../Dialogs/GuidelinesDialog"));
const AccessibilityDialog = lazy(() => import("../Dialogs/AccessibilityDialog"));
const SearchDialog = lazy(() => import("../SearchDialog/SearchDialog"));
const FeedbackDialog = lazy(() => import("../Dialogs/FeedbackDialog"));
const SpaceRequestDialog = lazy(() => import("../Dialogs/SpaceRequestDialog"));
const SpaceOfferDialog = lazy(() => import("../Dialogs/SpaceOfferDialog"));

/** The shell's dialogs, each loaded the first time it opens; the posting dialogs for members only. */
export const ShellDialogs = () => {
  const open = useDialogStore((state) => state.open);
  const offerDraft = useDialogStore((state) => state.offerDraft);
  const requestDraft = useDialogStore((state) => state.requestDraft);
  const close = useDialogStore((state) => state.close);
  const { user } = useCurrentUser();
  return (
    <Suspense fallback={null}>
      {open === "guidelines" && <GuidelinesDialog open onClose={close} />}
      {open === "accessibility" && <AccessibilityDialog open onClose={close} />}
      {open === "search" && <SearchDialog open onClose={close} />}
      {open === "feedback" && <FeedbackDialog open onClose={close} />}
      {open === "spaceRequest" && user && <SpaceRequestDialog open onClose={close} draft={requestDraft} />}
      {open === "spaceOffer" && user && <SpaceOfferDialog open onClose={close} draft={offerDraft} />}
    </Suspense>
  );
};
