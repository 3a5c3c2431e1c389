/**
 * Web permissions the UI may use. Notifications, files and screenshots go through
 * window.desktop instead, so the page itself needs almost nothing.
 */
const ALLOWED_PERMISSIONS = new Set(["clipboard-sanitized-write", "fullscreen"]);

export const isPermissionAllowed = (permission: string): boolean => {
  return ALLOWED_PERMISSIONS.has(permission);
};
