import { REMEMBERED_EMAIL_STORAGE_KEY } from "@kindred/contract";

/** The email kept in browser storage when "Remember email" is ticked (docs/product.md section 2). */
export const readRememberedEmail = (): string => {
  try {
    return window.localStorage.getItem(REMEMBERED_EMAIL_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
};

export const saveRememberedEmail = (email: string, remember: boolean): void => {
  try {
    if (remember) window.localStorage.setItem(REMEMBERED_EMAIL_STORAGE_KEY, email);
    else window.localStorage.removeItem(REMEMBERED_EMAIL_STORAGE_KEY);
  } catch {
    // Storage blocked: signing in still works, the email is simply not remembered.
  }
};
