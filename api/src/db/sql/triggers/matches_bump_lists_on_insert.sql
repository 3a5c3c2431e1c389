CREATE OR REPLACE TRIGGER matches_bump_lists_on_insert AFTER INSERT ON matches REFERENCING NEW TABLE AS new_matches FOR EACH STATEMENT EXECUTE FUNCTION matches_bump_lists_added();
