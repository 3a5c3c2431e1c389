CREATE OR REPLACE TRIGGER users_bump_lists_on_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_bump_lists_changed();
