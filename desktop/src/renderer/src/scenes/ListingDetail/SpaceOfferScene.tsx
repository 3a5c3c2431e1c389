import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";

export const SpaceOfferScene = () => <ComingSoon title={WEB_TEXTS.pageTitles.spaceOffer} />;

export default SpaceOfferScene;
