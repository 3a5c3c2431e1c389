import { TOASTS } from "@kindred/contract";
import { create } from "zustand";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, "title" | "variant">> {
  id: number;
  description?: string;
}

interface ToastState {
  /** Spec: one toast at a time (TOASTS.limit = 1); a new one replaces the old. */
  toast: Toast | null;
  show: (input: ToastInput) => number;
  dismiss: (id?: number) => void;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const useToastStore = create<ToastState>()((set, get) => ({
  toast: null,
  show: ({ title, description, variant = "default" }) => {
    const id = nextId++;
    clearTimeout(hideTimer);
    set({ toast: { id, title, description, variant } });
    hideTimer = setTimeout(() => get().dismiss(id), TOASTS.visibleMs);
    return id;
  },
  dismiss: (id) => {
    const current = get().toast;
    if (!current || (id !== undefined && current.id !== id)) return;
    clearTimeout(hideTimer);
    set({ toast: null });
  },
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export const toast = (input: ToastInput): number => useToastStore.getState().show(input);
