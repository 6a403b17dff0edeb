-- A committed write to a table the site's answers come from tells every server listening on the
-- channel site_writes (cache/external-writes.ts), with the writer's application_name, so a server
-- can tell its own writes from another's (the CLI, a second server, psql). Delivered at commit only,
-- never for a transaction that rolls back. Tokens and the alert outbox change often and no answer
-- depends on them, so they have none. A new table gets its trigger in its own migration
-- (db/external-writes.pg.test.ts checks every table).
CREATE FUNCTION site_notify_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_writes', current_setting('application_name'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sections_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sections" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER services_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER images_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER contact_messages_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER admin_settings_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admin_settings" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER users_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER revisions_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revisions" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER drafts_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "drafts" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER preview_links_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preview_links" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER custom_pages_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_pages" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
--> statement-breakpoint
CREATE TRIGGER custom_page_redirects_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_page_redirects" FOR EACH STATEMENT EXECUTE FUNCTION site_notify_write();
