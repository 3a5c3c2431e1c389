import { SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";
import { MembersOnly } from "../../components/gates";

const title = WEB_TEXTS.pageTitles.messages;

export const MessagesScene = () => (
  <MembersOnly title={title} prompt={SCREEN_TEXTS.messagesSignIn}>
    {() => <ComingSoon title={title} />}
  </MembersOnly>
);

export default MessagesScene;
