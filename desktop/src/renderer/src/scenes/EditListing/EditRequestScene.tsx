import {
  type CurrentUser,
  ERROR_MESSAGES,
  LISTING_TEXTS,
  SCREEN_TEXTS,
  type SpaceRequest,
  WEB_TEXTS,
} from "@kindred/contract";
import { useParams } from "react-router";
import { MembersOnlyOrHome } from "../../components/gates";
import { REQUEST_FIELDS, requestEditResolver, requestFormValues } from "../../components/ListingForm/listingForms";
import { RequestFields } from "../../components/ListingForm/RequestFields";
import { usePageTitle } from "../../lib/usePageTitle";
import { useUpdateSpaceRequest, useUserRequests } from "../../queries/listings";
import { DetailLoading, DetailNotFound } from "../ListingDetail/components/DetailParts";
import { EditListingPanel } from "./components";
import { useListingEdit } from "./useListingEdit";
import "./editListing.css";

const EditRequestForm = ({ request }: { request: SpaceRequest }) => {
  usePageTitle(WEB_TEXTS.pageTitles.editRequest);
  const edit = useListingEdit({
    listing: request,
    resolver: requestEditResolver,
    formValues: requestFormValues,
    update: useUpdateSpaceRequest(),
    fields: REQUEST_FIELDS,
    fallback: ERROR_MESSAGES.updateRequest,
  });

  return (
    <EditListingPanel
      title={WEB_TEXTS.pageTitles.editRequest}
      listingPath={`/space-request/${request.id}`}
      onSubmit={edit.onSubmit}
      bannerVisible={edit.bannerVisible}
      saving={edit.saving}
    >
      <RequestFields control={edit.control} idPrefix="edit-request" updated={edit.updated} headingLevel={2} />
    </EditListingPanel>
  );
};

/** Loads the request from the member's own list; anything else is 'Request not found'. */
const EditRequest = ({ user }: { user: CurrentUser }) => {
  const { id } = useParams();
  const requests = useUserRequests(user.id);
  if (requests.isLoading) return <DetailLoading />;
  const request = requests.data?.find((item) => item.id === id);
  if (!request)
    return <DetailNotFound title={SCREEN_TEXTS.requestNotFoundEdit} linkLabel={LISTING_TEXTS.edit.backHome} />;
  return <EditRequestForm key={request.id} request={request} />;
};

export const EditRequestScene = () => <MembersOnlyOrHome>{(user) => <EditRequest user={user} />}</MembersOnlyOrHome>;

export default EditRequestScene;
