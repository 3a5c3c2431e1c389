CREATE OR REPLACE TRIGGER messages_forget_last_message AFTER DELETE ON messages REFERENCING OLD TABLE AS gone_messages FOR EACH STATEMENT EXECUTE FUNCTION matches_forget_gone_messages();
