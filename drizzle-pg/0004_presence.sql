-- Who has a document open in the editor: shared by every server, but no answer depends on it (each
-- beat reads it afresh), so like login_attempts it has no trigger notifying writes (0001_notify_writes.sql).
CREATE TABLE "presence" (
	"editor" text PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"username" text NOT NULL,
	"opened_at" text NOT NULL,
	"seen_at" text NOT NULL,
	"took_over_at" text
);
--> statement-breakpoint
CREATE INDEX "presence_document" ON "presence" USING btree ("document");--> statement-breakpoint
CREATE INDEX "presence_seen_at" ON "presence" USING btree ("seen_at");