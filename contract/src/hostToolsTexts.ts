import { localized, msg } from "./i18n/catalog";

/** Texts of the host tools on My Spaces: bulk photo import, bulk edit and the table's keyboard use. */
const HOST_TOOLS = {
  importPhotos: "Import photos",
  editSelected: "Edit selected",
  import: {
    title: "Import photos to your spaces",
    intro: "Pick photos, then choose a space for each. Photos are used as they are: no cropping in bulk import.",
    pickFiles: "Choose photos",
    pickFolder: "Choose a folder",
    limits: "JPG or PNG, up to 10 MB each, at most 5 photos per space.",
    noSpace: "Not imported",
    spaceFor: msg<[file: string]>("Space for {file}", "file"),
    start: "Upload photos",
    uploading: "Uploading...",
    close: "Close",
    nothingPicked: "No photos chosen yet.",
    nothingAssigned: "Choose a space for at least one photo.",
    tooMany: msg<[space: string, room: number, extra: number]>(
      "{space} has room for {room, plural, one {# more photo} other {# more photos}}; {extra, plural, one {# photo} other {# photos}} will not be imported.",
      "space",
      "room",
      "extra",
    ),
    skippedFile: msg<[file: string, reason: string]>("{file}: {reason}", "file", "reason"),
    progressLabel: msg<[space: string]>("Upload progress for {space}", "space"),
    spaceDone: msg<[space: string, n: number]>(
      "{space}: {n, plural, one {# photo} other {# photos}} added",
      "space",
      "n",
    ),
    spaceFailed: msg<[space: string, reason: string]>("{space}: {reason}", "space", "reason"),
    doneTitle: "Photo import finished",
    someFailed: "Some photos could not be imported",
  },
  edit: {
    title: msg<[n: number]>("Edit {n, plural, one {# space} other {# spaces}}", "n"),
    intro: "Changes apply to every selected space, one at a time.",
    availability: "Availability",
    causes: "Supported causes",
    mode: msg<[field: string]>("How to change {field}", "field"),
    modes: { keep: "Leave as is", add: "Add these", remove: "Remove these", replace: "Replace with these" },
    apply: "Apply changes",
    applying: "Applying...",
    close: "Close",
    nothingToDo: "Choose a change for availability or supported causes.",
    needChoices: "Choose at least one option to add, remove or replace with.",
    summaryTitle: "Summary",
    changed: msg<[name: string, fields: string]>("{name}: {fields} changed", "name", "fields"),
    unchanged: msg<[name: string]>("{name}: nothing to change", "name"),
    failed: msg<[name: string, reason: string]>("{name}: not changed ({reason})", "name", "reason"),
    doneToast: msg<[changed: number, failed: number]>(
      "{changed, plural, one {# space} other {# spaces}} changed{failed, plural, =0 {} other {, {failed} failed}}",
      "changed",
      "failed",
    ),
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
    rowAnnounce: msg<[position: number, total: number, name: string, active: boolean, selected: boolean]>(
      "{name}, space {position} of {total}, {active, select, true {active} other {paused}}{selected, select, true {, selected} other {}}",
      "position",
      "total",
      "name",
      "active",
      "selected",
    ),
    selectedAnnounce: msg<[name: string, selected: boolean]>(
      "{name} {selected, select, true {selected} other {unselected}}",
      "name",
      "selected",
    ),
    activeAnnounce: msg<[name: string, active: boolean]>(
      "{name} {active, select, true {resumed} other {paused}}",
      "name",
      "active",
    ),
    close: "Close",
  },
} as const;

/** Texts of the admin's keyboard triage of feedback. */
const ADMIN_TRIAGE = {
  hint: "Keyboard shortcuts",
  title: "Keyboard shortcuts for feedback",
  keys: [
    ["J / K", "Next / previous feedback"],
    ["Enter", "Open the details"],
    ["1 2 3 4", "Set status: New, In progress, Resolved, Closed"],
    ["S", "Show the screenshot"],
  ] as const,
  rowAnnounce: msg<[position: number, total: number, type: string, status: string]>(
    "Feedback {position} of {total}: {type}, {status}",
    "position",
    "total",
    "type",
    "status",
  ),
  notAllowed: msg<[from: string, to: string]>("A {from} item cannot move to {to}.", "from", "to"),
  screenshotTitle: "Screenshot",
  noScreenshot: "This feedback has no screenshot.",
  close: "Close",
} as const;

export type HostToolsCatalog = typeof HOST_TOOLS;
export const HOST_TOOLS_TEXTS = localized("hostTools", HOST_TOOLS);
export type AdminTriageCatalog = typeof ADMIN_TRIAGE;
export const ADMIN_TRIAGE_TEXTS = localized("adminTriage", ADMIN_TRIAGE);
