import { create } from "zustand";

export type ShellDialog = "guidelines" | "accessibility" | "search" | "feedback";

interface DialogState {
  open: ShellDialog | null;
  show: (dialog: ShellDialog) => void;
  close: () => void;
}

/** Which shell dialog is open; the header, the user menu and the pages all open the same ones. */
export const useDialogStore = create<DialogState>()((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));
