import {
  type CurrentUser,
  ERROR_MESSAGES,
  LISTING_TEXTS,
  SCREEN_TEXTS,
  type SpaceRequest,
  WEB_TEXTS,
} from "@kindred/contract";
import { Button } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { MembersOnlyOrHome } from "../../components/gates";
import { changedFields, hasChanges } from "../../components/ListingForm/changedFields";
import {
  REQUEST_FIELDS,
  type RequestEditOutput,
  type RequestFieldValues,
  requestEditResolver,
  requestFormValues,
} from "../../components/ListingForm/listingForms";
import { RequestFields } from "../../components/ListingForm/RequestFields";
import { reportListingError } from "../../components/ListingForm/reportListingError";
import { usePageTitle } from "../../lib/usePageTitle";
import { useUpdateSpaceRequest, useUserRequests } from "../../queries/listings";
import { toast } from "../../stores/toastStore";
import { DetailLoading } from "../ListingDetail/components/DetailParts";
import { EditNotFound, SuccessBanner, useSuccessBanner } from "./components";

const t = LISTING_TEXTS.edit;

const EditRequestForm = ({ request }: { request: SpaceRequest }) => {
  usePageTitle(WEB_TEXTS.pageTitles.editRequest);
  const [saved, setSaved] = useState(request);
  const [updated, setUpdated] = useState<ReadonlySet<string>>(new Set());
  const banner = useSuccessBanner();
  const update = useUpdateSpaceRequest();
  const { control, handleSubmit, setError, reset } = useForm<RequestFieldValues, unknown, RequestEditOutput>({
    resolver: requestEditResolver,
    defaultValues: requestFormValues(request),
    criteriaMode: "all",
  });

  const onSubmit = handleSubmit((values) => {
    // Spec section 5: only the changed fields, lists compared ignoring order; nothing if none.
    const changes = changedFields(saved, values);
    if (!hasChanges(changes)) {
      toast({ title: t.noChanges });
      return;
    }
    update.mutate(
      { id: request.id, changes },
      {
        onSuccess: (next) => {
          setSaved(next);
          reset(requestFormValues(next));
          setUpdated(new Set(Object.keys(changes)));
          banner.show();
        },
        onError: (error) =>
          reportListingError(error, { fields: REQUEST_FIELDS, setError, fallback: ERROR_MESSAGES.updateRequest }),
      },
    );
  });

  return (
    <section className="panel edit-panel" aria-labelledby="edit-title">
      <div className="edit-heading">
        <h1 id="edit-title">{WEB_TEXTS.pageTitles.editRequest}</h1>
        <Link to={`/space-request/${request.id}`}>{t.viewListing}</Link>
      </div>
      <SuccessBanner visible={banner.visible} />
      <form onSubmit={onSubmit} noValidate className="stacked-form listing-form">
        <RequestFields control={control} idPrefix="edit-request" updated={updated} />
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

/** Loads the request from the member's own list; anything else is 'Request not found'. */
const EditRequest = ({ user }: { user: CurrentUser }) => {
  const { id } = useParams();
  const requests = useUserRequests(user.id);
  if (requests.isLoading) return <DetailLoading />;
  const request = requests.data?.find((item) => item.id === id);
  if (!request) return <EditNotFound title={SCREEN_TEXTS.requestNotFoundEdit} />;
  return <EditRequestForm key={request.id} request={request} />;
};

export const EditRequestScene = () => <MembersOnlyOrHome>{(user) => <EditRequest user={user} />}</MembersOnlyOrHome>;

export default EditRequestScene;
