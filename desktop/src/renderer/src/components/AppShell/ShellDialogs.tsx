import { lazy, Suspense } from "react";
import { useDialogStore } from "../../stores/dialogStore";

const GuidelinesDialog = lazy(() => import("../dialogs/GuidelinesDialog"));
const AccessibilityDialog = lazy(() => import("../dialogs/AccessibilityDialog"));
const SearchDialog = lazy(() => import("../dialogs/SearchDialog"));
const FeedbackDialog = lazy(() => import("../dialogs/FeedbackDialog"));

/** The shell's dialogs, each loaded the first time it opens. */
export const ShellDialogs = () => {
  const open = useDialogStore((state) => state.open);
  const close = useDialogStore((state) => state.close);
  return (
    <Suspense fallback={null}>
      {open === "guidelines" && <GuidelinesDialog open onClose={close} />}
      {open === "accessibility" && <AccessibilityDialog open onClose={close} />}
      {open === "search" && <SearchDialog open onClose={close} />}
      {open === "feedback" && <FeedbackDialog open onClose={close} />}
    </Suspense>
  );
};
