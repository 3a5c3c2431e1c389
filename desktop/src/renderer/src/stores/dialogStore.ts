import { create } from "zustand";
import type { OfferDialogValues } from "../lib/listingFormValues";

export type ShellDialog = "guidelines" | "accessibility" | "search" | "feedback" | "spaceRequest" | "spaceOffer";

interface DialogState {
  open: ShellDialog | null;
  /** Starting values of the Offer Your Space dialog (My Spaces "Duplicate"); null for a blank form. */
  offerDraft: OfferDialogValues | null;
  show: (dialog: ShellDialog) => void;
  /** Opens Offer Your Space prefilled. */
  showOfferDraft: (draft: OfferDialogValues) => void;
  close: () => void;
}

/** Which shell dialog is open; the header, the user menu and the pages all open the same ones. */
export const useDialogStore = create<DialogState>()((set) => ({
  open: null,
  offerDraft: null,
  show: (dialog) => set({ open: dialog, offerDraft: null }),
  showOfferDraft: (draft) => set({ open: "spaceOffer", offerDraft: draft }),
  close: () => set({ open: null, offerDraft: null }),
}));
