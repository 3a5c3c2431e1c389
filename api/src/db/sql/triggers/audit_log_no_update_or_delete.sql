CREATE OR REPLACE TRIGGER audit_log_no_update_or_delete BEFORE DELETE OR UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
