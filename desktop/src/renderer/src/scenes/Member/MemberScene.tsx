import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";

export const MemberScene = () => <ComingSoon title={WEB_TEXTS.pageTitles.member} />;

export default MemberScene;
