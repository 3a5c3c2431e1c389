CREATE OR REPLACE TRIGGER messages_note_last_message AFTER INSERT ON messages REFERENCING NEW TABLE AS added_messages FOR EACH STATEMENT EXECUTE FUNCTION matches_note_new_messages();
