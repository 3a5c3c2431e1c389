import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";
import { MembersOnlyOrHome } from "../../components/gates";

export const EditOfferScene = () => (
  <MembersOnlyOrHome>{() => <ComingSoon title={WEB_TEXTS.pageTitles.editOffer} />}</MembersOnlyOrHome>
);

export default EditOfferScene;
