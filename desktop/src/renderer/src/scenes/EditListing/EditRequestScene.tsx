import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";
import { MembersOnlyOrHome } from "../../components/gates";

export const EditRequestScene = () => (
  <MembersOnlyOrHome>{() => <ComingSoon title={WEB_TEXTS.pageTitles.editRequest} />}</MembersOnlyOrHome>
);

export default EditRequestScene;
