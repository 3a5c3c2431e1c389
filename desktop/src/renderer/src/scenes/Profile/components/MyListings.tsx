import { EditOutlined } from "@ant-design/icons";
import { type CurrentUser, choiceLabel, IMPACT_TEXTS, LISTING_TEXTS, type SpaceRequest } from "@kindred/contract";
import { Spin } from "antd";
import { Link } from "react-router";
import { ExportCsvButton } from "../../../components/ExportCsv/ExportCsvButton";
import { duplicateOfferForm } from "../../../components/ListingForm/listingForms";
import { StatusBadge } from "../../../components/Listings/StatusBadge";
import { PausedBadge } from "../../../components/LiveRequest/PausedBadge";
import { MySpacesTable } from "../../../components/MySpacesTable/MySpacesTable";
import { formatDate } from "../../../lib/dates";
import { useUserOffers, useUserRequests } from "../../../queries/listings";
import { useDialogStore } from "../../../stores/dialogStore";

const t = LISTING_TEXTS.mySpaces;

const RequestRows = ({ requests }: { requests: SpaceRequest[] }) => (
  <ul className="request-rows">
    {requests.map((request) => (
      <li key={request.id} className="request-row">
        <div className="request-row-main">
          <Link to={`/space-request/${request.id}`} className="request-row-title">
            {request.title}
          </Link>
          <span className="muted">
            {[choiceLabel(request.spaceType), choiceLabel(request.location), formatDate(request.createdAt)].join(" · ")}
          </span>
        </div>
        <StatusBadge status={request.status} />
        {request.pausedAt && <PausedBadge />}
        <Link to={`/edit-request/${request.id}`} aria-label={`${t.edit} ${request.title}`} className="card-action">
          <EditOutlined aria-hidden /> {t.edit}
        </Link>
      </li>
    ))}
  </ul>
);

/** /my-listings (and the profile): the member's requests and the My Spaces table. */
export const MyListings = ({ user }: { user: CurrentUser }) => {
  const requests = useUserRequests(user.id);
  const offers = useUserOffers(user.id);
  const showOfferDraft = useDialogStore((state) => state.showOfferDraft);
  const requestList = requests.data ?? [];
  return (
    <>
      <section className="panel" aria-labelledby="my-requests-title">
        <div className="panel-heading">
          <h2 id="my-requests-title">{t.requestsTitle}</h2>
          {requestList.length > 0 && <ExportCsvButton name="myRequests" />}
        </div>
        {requests.isLoading ? (
          <Spin />
        ) : requestList.length === 0 ? (
          <p className="muted">{t.noRequests}</p>
        ) : (
          <RequestRows requests={requestList} />
        )}
      </section>
      <section className="panel" aria-labelledby="my-spaces-title">
        <div className="panel-heading">
          <h2 id="my-spaces-title">{t.title}</h2>
          {(offers.data ?? []).length > 0 && (
            <span className="panel-heading-actions">
              <Link to="/impact">{IMPACT_TEXTS.openForHost}</Link>
              <ExportCsvButton name="myOffers" />
            </span>
          )}
        </div>
        {offers.isLoading ? (
          <Spin />
        ) : (offers.data ?? []).length === 0 ? (
          <p className="muted">{t.empty}</p>
        ) : (
          <MySpacesTable
            offers={offers.data ?? []}
            onDuplicate={(offer) => showOfferDraft(duplicateOfferForm(offer, user))}
          />
        )}
      </section>
    </>
  );
};
