/**
 * What the request and offer forms hold while typed: text for every box (numbers included, so a
 * cleared box is "" rather than NaN) and id lists for the pickers. The contract's schemas turn
 * them into the payload.
 */
export interface RequestFieldValues {
  title: string;
  description: string;
  spaceType: string;
  location: string;
  participants: string;
  duration: string;
  values: string[];
  contactName: string;
  contactEmail: string;
  accessNeeds: string[];
}

export interface OfferFieldValues {
  spaceName: string;
  description: string;
  spaceType: string;
  address: string;
  capacity: string;
  availability: string[];
  supportedCauses: string[];
  contactName: string;
  contactEmail: string;
  accessFeatures: string[];
}

export type RequestDialogValues = RequestFieldValues & { agreeToTerms: boolean };
export type OfferDialogValues = OfferFieldValues & { agreeToTerms: boolean };
export type OfferEditValues = OfferFieldValues & { isActive: boolean };
