CREATE OR REPLACE TRIGGER space_offers_search_outbox AFTER INSERT OR DELETE OR UPDATE ON space_offers FOR EACH ROW EXECUTE FUNCTION search_outbox_enqueue('space_offer');
