import { type CurrentUser, MESSAGING_TEXTS, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { useSearchParams } from "react-router";
import { MembersOnly } from "../../components/gates";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMyMatches } from "../../queries/matches";
import { ConversationPane } from "./components/ConversationPane";
import { MatchListPanel } from "./components/MatchListPanel";
import "./messages.css";

/** The chosen match lives in `?match=<id>`, so links (notifications, dashboard) preselect it. */
const Messages = ({ user }: { user: CurrentUser }) => {
  usePageTitle(WEB_TEXTS.pageTitles.messages);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get("match");
  const matches = useMyMatches(user.id);
  const list = matches.data ?? [];

  return (
    <div className={selectedId ? "messages-page has-selection" : "messages-page"}>
      <h1 className="messages-heading">{WEB_TEXTS.pageTitles.messages}</h1>
      <div className="messages-layout">
        <MatchListPanel matches={list} selectedId={selectedId} isLoading={matches.isLoading} />
        {selectedId ? (
          <ConversationPane
            key={selectedId}
            matchId={selectedId}
            viewer={user}
            listItem={list.find((match) => match.id === selectedId)}
            onBack={() => setSearchParams({})}
          />
        ) : (
          <section className="panel conversation-pane conversation-empty" aria-labelledby="select-match-title">
            <h2 id="select-match-title" className="pane-placeholder-title">
              {SCREEN_TEXTS.selectMatch}
            </h2>
            <p className="muted">{MESSAGING_TEXTS.pickConversation}</p>
          </section>
        )}
      </div>
    </div>
  );
};

export const MessagesScene = () => (
  <MembersOnly title={WEB_TEXTS.pageTitles.messages} prompt={SCREEN_TEXTS.messagesSignIn}>
    {(user) => <Messages user={user} />}
  </MembersOnly>
);

export default MessagesScene;
