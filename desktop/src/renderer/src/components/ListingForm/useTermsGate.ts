import { type BaseSyntheticEvent, useState } from "react";
import { shouldOpenGuidelines } from "./termsGate";

/**
 * The posting dialogs' guidelines detour: the first submit without agreement also opens the
 * Community Guidelines; validation runs either way, so the terms message shows under the box and
 * nothing is sent until it is ticked. Closing the guidelines moves focus to the box; confirming
 * them ("I Understand") ticks it.
 */
export const useTermsGate = ({
  isAgreed,
  submit,
  focusTerms,
  agree,
}: {
  isAgreed: () => boolean;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  focusTerms: () => void;
  /** Ticks the terms box (the guidelines' "I Understand"). */
  agree: () => void;
}) => {
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  const [guidelinesShown, setGuidelinesShown] = useState(false);

  const onSubmit = (event?: BaseSyntheticEvent) => {
    if (shouldOpenGuidelines({ agreed: isAgreed(), guidelinesShown })) {
      setGuidelinesShown(true);
      setGuidelinesOpen(true);
    }
    return submit(event);
  };

  const openGuidelines = () => {
    setGuidelinesShown(true);
    setGuidelinesOpen(true);
  };

  const closeGuidelines = () => {
    setGuidelinesOpen(false);
    // After the guidelines dialog has handed focus back.
    setTimeout(focusTerms, 0);
  };

  /** "I Understand": the box is ticked; the dialog puts focus on its submit button. */
  const confirmGuidelines = () => {
    setGuidelinesOpen(false);
    agree();
  };

  return { onSubmit, guidelinesOpen, openGuidelines, closeGuidelines, confirmGuidelines };
};
