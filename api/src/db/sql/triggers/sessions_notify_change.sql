CREATE OR REPLACE TRIGGER sessions_notify_change AFTER DELETE OR UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();
