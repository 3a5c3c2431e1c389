import { create } from "zustand";
import type { OfferDialogValues, RequestDialogValues } from "../lib/listingFormValues";

export type ShellDialog = "guidelines" | "accessibility" | "search" | "feedback" | "spaceRequest" | "spaceOffer";

interface DialogState {
  open: ShellDialog | null;
  /** Starting values of the Offer Your Space dialog (My Spaces "Duplicate"); null for a blank form. */
  offerDraft: OfferDialogValues | null;
  /** Starting values of the Submit Space Request dialog ("Request this space"); null for a blank form. */
  requestDraft: RequestDialogValues | null;
  /**
   * Opens a dialog. `opener` is the control focus returns to when it closes; by default the focused
   * one. Menus pass their trigger, as the menu item that was clicked is gone by then.
   */
  show: (dialog: ShellDialog, opener?: HTMLElement | null) => void;
  /** Opens Offer Your Space prefilled. */
  showOfferDraft: (draft: OfferDialogValues) => void;
  /** Opens Submit Space Request prefilled. */
  showRequestDraft: (draft: RequestDialogValues) => void;
  close: () => void;
}

const focusedControl = (): HTMLElement | null => {
  const active = typeof document === "undefined" ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * Puts focus back on `opener` once the closed dialog has left the page (it is unmounted, which
 * drops focus on <body>); a dialog that moved focus on purpose, e.g. by opening a page, keeps it.
 */
const returnFocus = (opener: HTMLElement | null) => {
  if (!opener) return;
  setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost && opener.isConnected) opener.focus();
  }, 0);
};

let opener: HTMLElement | null = null;

/** Which shell dialog is open; the header, the user menu and the pages all open the same ones. */
export const useDialogStore = create<DialogState>()((set) => ({
  open: null,
  offerDraft: null,
  requestDraft: null,
  show: (dialog, from) => {
    opener = from ?? focusedControl();
    set({ open: dialog, offerDraft: null, requestDraft: null });
  },
  showOfferDraft: (draft) => {
    opener = focusedControl();
    set({ open: "spaceOffer", offerDraft: draft, requestDraft: null });
  },
  showRequestDraft: (draft) => {
    opener = focusedControl();
    set({ open: "spaceRequest", offerDraft: null, requestDraft: draft });
  },
  close: () => {
    set({ open: null, offerDraft: null, requestDraft: null });
    returnFocus(opener);
    opener = null;
  },
}));
