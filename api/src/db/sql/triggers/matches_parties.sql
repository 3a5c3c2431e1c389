CREATE OR REPLACE TRIGGER matches_parties BEFORE INSERT OR UPDATE OF "spaceRequestId", "spaceOfferId" ON matches FOR EACH ROW EXECUTE FUNCTION matches_set_parties();
