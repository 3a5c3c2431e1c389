import { type CurrentUser, ERROR_MESSAGES, SCREEN_TEXTS, type SpaceRequest, WEB_TEXTS } from "@kindred/contract";
import { useParams } from "react-router";
import { MembersOnlyOrHome } from "../../components/gates";
import { REQUEST_FIELDS, requestEditResolver, requestFormValues } from "../../components/ListingForm/listingForms";
import { RequestFields } from "../../components/ListingForm/RequestFields";
import { usePageTitle } from "../../lib/usePageTitle";
import { useUpdateSpaceRequest, useUserRequests } from "../../queries/listings";
import { DetailLoading } from "../ListingDetail/components/DetailParts";
import { EditListingPanel, EditNotFound } from "./components";
import { useListingEdit } from "./useListingEdit";

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
      <RequestFields control={edit.control} idPrefix="edit-request" updated={edit.updated} />
    </EditListingPanel>
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
