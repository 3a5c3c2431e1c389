import {
  type CurrentUser,
  ERROR_MESSAGES,
  LISTING_TEXTS,
  SCREEN_TEXTS,
  type SpaceOffer,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button, Switch } from "antd";
import { useState } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { FormField } from "../../components/FormField";
import { MembersOnlyOrHome } from "../../components/gates";
import { UpdatedBadge } from "../../components/ListingForm/ChoiceGroups";
import { changedFields, hasChanges } from "../../components/ListingForm/changedFields";
import {
  OFFER_FIELDS,
  type OfferEditOutput,
  type OfferEditValues,
  type OfferFieldValues,
  offerEditResolver,
  offerFormValues,
} from "../../components/ListingForm/listingForms";
import { OfferFields } from "../../components/ListingForm/OfferFields";
import { reportListingError } from "../../components/ListingForm/reportListingError";
import { usePageTitle } from "../../lib/usePageTitle";
import { useUpdateSpaceOffer, useUserOffers } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { DetailLoading } from "../ListingDetail/components/DetailParts";
import { EditNotFound, SuccessBanner, useSuccessBanner } from "./components";

const t = LISTING_TEXTS.edit;
const f = LISTING_TEXTS.fields;

const editValues = (offer: SpaceOffer): OfferEditValues => ({ ...offerFormValues(offer), isActive: offer.isActive });

const EditOfferForm = ({ offer }: { offer: SpaceOffer }) => {
  usePageTitle(WEB_TEXTS.pageTitles.editOffer);
  const [saved, setSaved] = useState(offer);
  const [updated, setUpdated] = useState<ReadonlySet<string>>(new Set());
  const banner = useSuccessBanner();
  const update = useUpdateSpaceOffer();
  const { control, handleSubmit, setError, reset } = useForm<OfferEditValues, unknown, OfferEditOutput>({
    resolver: offerEditResolver,
    defaultValues: editValues(offer),
    criteriaMode: "all",
  });

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(saved, values);
    if (!hasChanges(changes)) {
      toast({ title: t.noChanges });
      return;
    }
    update.mutate(
      { id: offer.id, changes },
      {
        onSuccess: (next) => {
          setSaved(next);
          reset(editValues(next));
          setUpdated(new Set(Object.keys(changes)));
          banner.show();
        },
        onError: (error) =>
          reportListingError(error, {
            fields: [...OFFER_FIELDS, "isActive"],
            setError,
            fallback: ERROR_MESSAGES.updateOffer,
          }),
      },
    );
  });

  return (
    <section className="panel edit-panel" aria-labelledby="edit-title">
      <div className="edit-heading">
        <h1 id="edit-title">{WEB_TEXTS.pageTitles.editOffer}</h1>
        <Link to={`/space-offer/${offer.id}`}>{t.viewListing}</Link>
      </div>
      <SuccessBanner visible={banner.visible} />
      <form onSubmit={onSubmit} noValidate className="stacked-form listing-form">
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <FormField
              id="edit-offer-active"
              label={f.isActive}
              help={f.isActiveHelp}
              badge={updated.has("isActive") ? <UpdatedBadge label={SCREEN_TEXTS.updatedBadge} /> : undefined}
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
          control={control as unknown as Control<OfferFieldValues, unknown, OfferEditOutput>}
          idPrefix="edit-offer"
          updated={updated}
        />
        <div className="form-actions">
          <Link to="/" className="link-button">
            {t.cancel}
          </Link>
          <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
            {update.isPending ? SCREEN_TEXTS.saving : t.save}
          </Button>
        </div>
      </form>
    </section>
  );
};

/** Loads the offer from the member's own list; anything else is 'Offer not found'. */
const EditOffer = ({ user }: { user: CurrentUser }) => {
  const { id } = useParams();
  const offers = useUserOffers(user.id);
  if (offers.isLoading) return <DetailLoading />;
  const offer = offers.data?.find((item) => item.id === id);
  if (!offer) return <EditNotFound title={SCREEN_TEXTS.offerNotFoundEdit} />;
  return <EditOfferForm key={offer.id} offer={offer} />;
};

export const EditOfferScene = () => <MembersOnlyOrHome>{(user) => <EditOffer user={user} />}</MembersOnlyOrHome>;

export default EditOfferScene;
