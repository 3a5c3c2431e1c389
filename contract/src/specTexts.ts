/**
 * Every user-facing text the spec quotes, written once. Toast pairs are `{ title, description }`.
 * Server messages (docs/http-api.md) sit in SERVER_MESSAGES so tests and UI agree on them.
 */

import { localized, msg } from "./i18n/catalog";

/** A toast: what the renderer shows as a title and a description. */
export interface ToastText {
  title: string;
  description: string;
}

/**
 * Field messages. The schemas read them when an issue is raised (`{ error: () => V.required }`),
 * so they are worded in the language active then. A plain `{max}` is written as digits ("5000");
 * `{max, number}` with the language's grouping ("100,000", "100.000").
 */
const VALIDATION = {
  required: "Required",
  agreeToTerms: "You must agree to the terms of service to continue",
  missionRequired: "Mission Required: Please select at least one mission that aligns with your project.",
  projectTypeRequired: "Project Type Required: Please select at least one project type.",
  capacityMin: "Capacity must be at least 1",
  availabilityRequired: "Availability Required: Please select at least one time slot when your space is available.",
  missionOrActivityRequired:
    "Mission or Activity Required: Please select at least one mission you support or activity you welcome.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 6 characters",
  messageRequired: "Message is required",
  searchTextRequired: "Search text is required",
  imageWidth: "Width must be 320, 640 or 1280",
  unknownChoice: "Please choose from the list",
  unknownLanguage: "Please choose English or Spanish",
  wholeNumber: "Please enter a whole number",
  participantsMin: "Expected participants must be at least 1",
  participantsMax: msg<[max: number]>("Expected participants must be at most {max, number}", "max"),
  tooLong: msg<[max: number]>("Must be at most {max} characters", "max"),
  tooLarge: msg<[max: number]>("Must be at most {max}", "max"),
  tooManyPhotos: msg<[max: number]>("You can add up to {max} photos", "max"),
  tooManyItems: msg<[max: number]>("At most {max} entries", "max"),
  unstorableText: "This text holds a character that can't be saved (a null character or half an emoji)",
} as const;

export type ValidationCatalog = typeof VALIDATION;
export const VALIDATION_MESSAGES = localized("validation", VALIDATION);

/** The toasts with an argument, composed from their localized title and description. */
export const uploadFailedToast = (reason: string): ToastText => ({
  title: ERROR_MESSAGES.toasts.uploadFailed.title,
  description: ERROR_MESSAGES.toasts.uploadFailed.description(reason),
});
export const photoProcessingToast = (message: string): ToastText => ({
  title: ERROR_MESSAGES.toasts.photoProcessing.title,
  description: ERROR_MESSAGES.toasts.photoProcessing.description(message),
});
export const photosUpdatedToast = (count: number): ToastText => ({
  title: SUCCESS_MESSAGES.toasts.photosUpdated.title,
  description: SUCCESS_MESSAGES.toasts.photosUpdated.description(count),
});

const ERRORS = {
  /** The parts of the toasts below that take an argument. */
  toasts: {
    uploadFailed: { title: "Upload Failed", description: msg<[reason: string]>("Upload failed: {reason}", "reason") },
    photoProcessing: {
      title: "Processing Error",
      description: msg<[message: string]>("Failed to process uploaded photo: {message}", "message"),
    },
  },
  uploadUrl: { title: "Upload Error", description: "Failed to get upload URL. Please try again." },
  uploadFailed: uploadFailedToast,
  getUploadUrl: "Failed to get upload URL",
  uploadFile: "Failed to upload file",
  processPhoto: "Failed to process photo",
  noFilesUploaded: "No files were uploaded successfully.",
  noFileUrl: "Upload completed but no file URL was returned.",
  noUrl: "Upload completed but no URL was returned.",
  photoProcessing: photoProcessingToast,
  submitRequest: "Failed to submit request",
  submitOffer: "Failed to submit offer",
  savePhotos: "Failed to save photos",
  loggedOut: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
  profileSave: "Failed to update profile. Please try again.",
  invalidLogin: "Invalid email or password",
  loginFailed: "Login failed. Please try again.",
  fetchConversation: "Failed to fetch conversation",
  matchNotFound: "Match not found",
  sendMessage: "Failed to send message",
  tryAgain: "Please try again",
  searchFailed: "Search failed",
  searchUnavailable: "Search is unavailable right now. Please try again in a moment.",
  coverUpload: { title: "Upload Failed", description: "Failed to upload cover photo. Please try again." },
  coverUpdate: { title: "Error", description: "Failed to update cover photo." },
  prepareImageUpload: "Failed to prepare image upload.",
  profilePhotoUpdate: { title: "Error", description: "Failed to update profile photo." },
  feedbackSubmit: { title: "Error", description: "Failed to submit feedback. Please try again." },
  screenshotNotAvailable: "Screenshot Not Available",
  screenshotFailed: {
    title: "Screenshot Failed",
    description: "Could not capture screenshot. Please continue without it.",
  },
  fetchRequests: "Failed to fetch requests",
  fetchOffers: "Failed to fetch offers",
  updateRequest: "Failed to update request",
  updateOffer: "Failed to update offer",
  fetchSpaceRequest: "Failed to fetch space request",
  fetchSpaceOffer: "Failed to fetch space offer",
  fetchUser: "Failed to fetch user",
  featureComingSoon: "Feature Coming Soon",
  imageError: "Image Error",
  selectImageFile: "Please select an image file",
  fileTooLarge: "File size must be less than 10MB",
  profilePhotoTooLarge: "File size must be less than 5MB",
  accessibilityOutsideProvider: "useAccessibility must be used within an AccessibilityProvider",
} as const;

export type ErrorCatalog = typeof ERRORS;
export const ERROR_MESSAGES = localized("errors", ERRORS);

const SUCCESS = {
  toasts: {
    photosUpdated: {
      title: "Photos Updated!",
      description: msg<[count: number]>("{count} photo(s) saved successfully.", "count"),
    },
  },
  photoUploaded: "Photo Uploaded Successfully!",
  photoRemoved: "Photo removed",
  photosSaved: "Photos Saved Successfully!",
  photosUpdated: photosUpdatedToast,
  photosAdded: "Photos Added!",
  profilePhotoUpdated: { title: "Photo updated", description: "Your profile photo has been updated successfully." },
  requestSubmitted: { title: "Request Submitted!", description: "We'll notify you when we find matching spaces" },
  spaceOffered: { title: "Space Offered!", description: "We'll notify you when we find matching requests" },
  profileCreated: "Profile created!",
  profileUpdated: "Profile updated",
  feedbackSubmitted: {
    title: "Feedback Submitted",
    description: "Thank you for your feedback! We'll review it soon.",
  },
  screenshotCaptured: "Screenshot Captured",
} as const;

export type SuccessCatalog = typeof SUCCESS;
export const SUCCESS_MESSAGES = localized("success", SUCCESS);

/** Texts of the screens of docs/product.md section 2. */
const SCREENS = {
  skipLink: "Skip to main content",
  notFoundTitle: "Page Not Found",
  notFoundText: "The page you're looking for doesn't exist.",
  messagesSignIn: "You need to be signed in to view your messages.",
  profileSetupTitle: "Welcome, set up your profile",
  loadingAdmin: "Loading admin dashboard...",
  anonymousUser: "Anonymous User",
  noEmail: "No email",
  notProvided: "Not provided",
  unknown: "Unknown",
  noFeedback: "No feedback submitted yet",
  noMatchesAdmin: "No matches created yet",
  matchIdPrefix: "Match #",
  yourMatches: "Your Matches",
  newMatch: "New match",
  secureMatchCommunication: "Secure Match Communication",
  backToMatches: "Back to Matches",
  typeMessage: "Type your message...",
  selectMatch: "Select a Match",
  noMatchesYet: "No matches yet",
  submitRequestToStart: "Submit a space request to get started!",
  noMessagesYet: "No messages yet",
  conversationNotFound: "Conversation not found",
  upToPeople: msg<[n: number]>("Up to {n} people", "n"),
  noNotifications: "No notifications yet",
  exploreSpaces: "Explore Spaces",
  noFavorites: "No Favorite Spaces Yet",
  hostedBy: "Hosted by",
  requestNotFoundEdit: "Request not found",
  offerNotFoundEdit: "Offer not found",
  updatedBadge: "updated",
  requestNotFound: "Request Not Found",
  spaceNotFound: "Space Not Found",
  userNotFound: "User Not Found",
  returnHome: "Return Home",
  contactAfterMatching: "through secure messaging after matching",
  noResults: "No results found",
  ratingNote: "Everyone starts with 5 stars",
  saving: "Saving...",
  saveProfile: "Save Profile",
  savePhotos: "Save Photos",
  guidelinesTitle: "Community Guidelines",
  guidelinesSubtitle: "Building a Values-First Community Together",
  guidelinesConfirm: "I Understand - Let's Build Community!",
} as const;

export type ScreenCatalog = typeof SCREENS;
export const SCREEN_TEXTS = localized("screens", SCREENS);

/** Messages the API answers with (docs/http-api.md). */
const SERVER = {
  emailTaken: "An account with this email already exists",
  invalidLogin: ERRORS.invalidLogin,
  tooManyAttempts: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  notSignedIn: "You need to be signed in",
  forbidden: "You are not allowed to do that",
  foreignOrigin: "Cross-site request refused",
  adminOnly: "Admins only",
  emailNotVerified: "Please confirm your email address first.",
  notFound: "Not found",
  routeNotFound: "No such API route",
  validation: "Please check the highlighted fields",
  badRequest: "Bad request",
  malformedJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large",
  bodyTooDeep: "The request body is nested too deeply",
  unsupportedMediaType: "Unsupported content type",
  nothingToUpdate: "Nothing to update",
  invalidCursor: "This page cursor is not valid; start again from the first page",
  providerDisabled: "This sign-in provider is not configured",
  internal: "Something went wrong on our side. Please try again.",
  conflict: "This conflicts with data that already exists",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 1 to 200 letters, digits, dots, dashes or underscores",
  idempotencyKeyRunning: "This request is still being processed. Please wait a moment and try again.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request",
  tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
  methodNotAllowed: "This method is not allowed on this API route",
  uploadLinkInvalid: "This upload link is not valid. Please get a new one and try again.",
  uploadLinkExpired: "This upload link has expired. Please get a new one and try again.",
  uploadLinkUsed: "This upload link has already been used. Please get a new one for each photo.",
  uploadLinkForeign: "This upload link belongs to another member",
  imageTooManyPixels: "This image is too large (more than 40 megapixels). Please choose a smaller one.",
  objectNotFound: "This photo does not exist or is not yours",
  notAnUploadedPhoto: "This is not a photo uploaded here. Please upload it first.",
  screenshotTooLarge: "Screenshot is too large",
  matchNotOpen: "This match is closed; no more messages can be sent",
  matchActionNotAllowed: msg<[action: string, status: string]>(
    "A match that is {status, select, under_review {under review} accepted {accepted} declined {declined} completed {completed} closed {closed} other {{status}}} cannot be {action, select, accept {accepted} decline {declined} other {completed}}",
    "action",
    "status",
  ),
  notAParty: "Only the two parties of a match can do that",
  realtimeUnavailable: "Live updates are not available; keep polling",
  databaseUnavailable: "The database is not available right now. Please try again in a moment.",
  databaseLost: "The embedded database stopped and could not be restarted; restart the server.",
} as const;

export type ServerCatalog = typeof SERVER;
export const SERVER_MESSAGES = localized("server", SERVER);
