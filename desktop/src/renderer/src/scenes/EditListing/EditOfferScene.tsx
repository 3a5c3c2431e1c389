import {
  type CurrentUser,
  ERROR_MESSAGES,
  LISTING_TEXTS,
  SCREEN_TEXTS,
  type SpaceOffer,
  WEB_TEXTS,
} from "@kindred/contract";
import { Switch } from "antd";
import { type Control, Controller } from "react-hook-form";
import { useParams } from "react-router";
import { FormField } from "../../components/FormField";
import { MembersOnlyOrHome } from "../../components/gates";
import { UpdatedBadge } from "../../components/ListingForm/ChoiceGroups";
import {
  OFFER_FIELDS,
  type OfferEditOutput,
  offerEditResolver,
  offerFormValues,
} from "../../components/ListingForm/listingForms";
import { OfferFields } from "../../components/ListingForm/OfferFields";
import type { OfferEditValues, OfferFieldValues } from "../../lib/listingFormValues";
import { usePageTitle } from "../../lib/usePageTitle";
import { useUpdateSpaceOffer, useUserOffers } from "../../queries/listings";
import { DetailLoading, DetailNotFound } from "../ListingDetail/components/DetailParts";
import { EditListingPanel } from "./components";
import { useListingEdit } from "./useListingEdit";
import "./editListing.css";

const f = LISTING_TEXTS.fields;

const editValues = (offer: SpaceOffer): OfferEditValues => ({ ...offerFormValues(offer), isActive: offer.isActive });

const EditOfferForm = ({ offer }: { offer: SpaceOffer }) => {
  usePageTitle(WEB_TEXTS.pageTitles.editOffer);
  const edit = useListingEdit({
    listing: offer,
    resolver: offerEditResolver,
    formValues: editValues,
    update: useUpdateSpaceOffer(),
    fields: [...OFFER_FIELDS, "isActive"],
    fallback: ERROR_MESSAGES.updateOffer,
  });

  return (
    <EditListingPanel
      title={WEB_TEXTS.pageTitles.editOffer}
      listingPath={`/space-offer/${offer.id}`}
      onSubmit={edit.onSubmit}
      bannerVisible={edit.bannerVisible}
      saving={edit.saving}
    >
      <Controller
        control={edit.control}
        name="isActive"
        render={({ field }) => (
          <FormField
            id="edit-offer-active"
            label={f.isActive}
            help={f.isActiveHelp}
            badge={edit.updated.has("isActive") ? <UpdatedBadge label={SCREEN_TEXTS.updatedBadge} /> : undefined}
          >
            {(aria) => (
              <Switch
                {...aria}
                ref={field.ref}
                checked={field.value}
                onChange={field.onChange}
                className="active-switch"
              />
            )}
          </FormField>
        )}
      />
      <OfferFields
        control={edit.control as unknown as Control<OfferFieldValues, unknown, OfferEditOutput>}
        idPrefix="edit-offer"
        updated={edit.updated}
        headingLevel={2}
      />
    </EditListingPanel>
  );
};

/** Loads the offer from the member's own list; anything else is 'Offer not found'. */
const EditOffer = ({ user }: { user: CurrentUser }) => {
  const { id } = useParams();
  const offers = useUserOffers(user.id);
  if (offers.isLoading) return <DetailLoading />;
  const offer = offers.data?.find((item) => item.id === id);
  if (!offer) return <DetailNotFound title={SCREEN_TEXTS.offerNotFoundEdit} linkLabel={LISTING_TEXTS.edit.backHome} />;
  return <EditOfferForm key={offer.id} offer={offer} />;
};

export const EditOfferScene = () => <MembersOnlyOrHome>{(user) => <EditOffer user={user} />}</MembersOnlyOrHome>;

export default EditOfferScene;
