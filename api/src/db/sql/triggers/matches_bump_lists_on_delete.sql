CREATE OR REPLACE TRIGGER matches_bump_lists_on_delete AFTER DELETE ON matches REFERENCING OLD TABLE AS old_matches FOR EACH STATEMENT EXECUTE FUNCTION matches_bump_lists_gone();
