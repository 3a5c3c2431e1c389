/** Texts of the host tools on My Spaces: bulk photo import, bulk edit and the table's keyboard use. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const HOST_TOOLS_TEXTS = {
  importPhotos: "Import photos",
  editSelected: "Edit selected",
  import: {
    title: "Import photos to your spaces",
    intro: "Pick photos, then choose a space for each. Photos are used as they are: no cropping in bulk import.",
    pickFiles: "Choose photos",
    pickFolder: "Choose a folder",
    limits: "JPG or PNG, up to 10 MB each, at most 5 photos per space.",
    noSpace: "Not imported",
    spaceFor: (file: string) => `Space for ${file}`,
    start: "Upload photos",
    uploading: "Uploading...",
    close: "Close",
    nothingPicked: "No photos chosen yet.",
    nothingAssigned: "Choose a space for at least one photo.",
    tooMany: (space: string, room: number, extra: number) =>
      `${space} has room for ${plural(room, "more photo", "more photos")}; ${plural(extra, "photo", "photos")} will not be imported.`,
    skippedFile: (file: string, reason: string) => `${file}: ${reason}`,
    progressLabel: (space: string) => `Upload progress for ${space}`,
    spaceDone: (space: string, n: number) => `${space}: ${plural(n, "photo", "photos")} added`,
    spaceFailed: (space: string, reason: string) => `${space}: ${reason}`,
    doneTitle: "Photo import finished",
    someFailed: "Some photos could not be imported",
  },
  edit: {
    title: (n: number) => `Edit ${plural(n, "space", "spaces")}`,
    intro: "Changes apply to every selected space, one at a time.",
    availability: "Availability",
    causes: "Supported causes",
    mode: (field: string) => `How to change ${field}`,
    modes: { keep: "Leave as is", add: "Add these", remove: "Remove these", replace: "Replace with these" },
    apply: "Apply changes",
    applying: "Applying...",
    close: "Close",
    nothingToDo: "Choose a change for availability or supported causes.",
    needChoices: "Choose at least one option to add, remove or replace with.",
    summaryTitle: "Summary",
    changed: (name: string, fields: string) => `${name}: ${fields} changed`,
    unchanged: (name: string) => `${name}: nothing to change`,
    failed: (name: string, reason: string) => `${name}: not changed (${reason})`,
    doneToast: (changed: number, failed: number) =>
      failed > 0
        ? `${plural(changed, "space", "spaces")} changed, ${failed} failed`
        : `${plural(changed, "space", "spaces")} changed`,
  },
  keyboard: {
    hint: "Keyboard shortcuts",
    title: "Keyboard shortcuts for My Spaces",
    tableLabel: "Your spaces. Use the arrow keys to move between rows.",
    keys: [
      ["Up / Down", "Move between spaces"],
      ["Space", "Select or unselect the space"],
      ["Enter", "Open the space"],
      ["E", "Edit the space"],
      ["P", "Pause or resume the space"],
    ] as const,
    rowAnnounce: (position: number, total: number, name: string, active: boolean, selected: boolean) =>
      `${name}, space ${position} of ${total}, ${active ? "active" : "paused"}${selected ? ", selected" : ""}`,
    selectedAnnounce: (name: string, selected: boolean) => `${name} ${selected ? "selected" : "unselected"}`,
    activeAnnounce: (name: string, active: boolean) => `${name} ${active ? "resumed" : "paused"}`,
    close: "Close",
  },
} as const;

/** Texts of the admin's keyboard triage of feedback. */
export const ADMIN_TRIAGE_TEXTS = {
  hint: "Keyboard shortcuts",
  title: "Keyboard shortcuts for feedback",
  keys: [
    ["J / K", "Next / previous feedback"],
    ["Enter", "Open the details"],
    ["1 2 3 4", "Set status: New, In progress, Resolved, Closed"],
    ["S", "Show the screenshot"],
  ] as const,
  rowAnnounce: (position: number, total: number, type: string, status: string) =>
    `Feedback ${position} of ${total}: ${type}, ${status}`,
  notAllowed: (from: string, to: string) => `A ${from} item cannot move to ${to}.`,
  screenshotTitle: "Screenshot",
  noScreenshot: "This feedback has no screenshot.",
  close: "Close",
} as const;
