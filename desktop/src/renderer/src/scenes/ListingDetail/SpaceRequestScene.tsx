import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";

export const SpaceRequestScene = () => <ComingSoon title={WEB_TEXTS.pageTitles.spaceRequest} />;

export default SpaceRequestScene;
