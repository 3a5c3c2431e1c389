CREATE OR REPLACE TRIGGER space_requests_search_outbox AFTER INSERT OR DELETE OR UPDATE ON space_requests FOR EACH ROW EXECUTE FUNCTION search_outbox_enqueue('space_request');
