/**
 * The first submit click without agreement opens the Community Guidelines dialog (docs/product.md section 2,
 * "Dialogs"); later clicks only validate, and the terms message stays under the box until it is
 * ticked, so submission proceeds only then.
 */
export const shouldOpenGuidelines = ({ agreed, guidelinesShown }: { agreed: boolean; guidelinesShown: boolean }) =>
  !agreed && !guidelinesShown;
