-- The login throttle's attempts, the request counts of the contact form's limit and the start locks
-- are shared by every server but no answer depends on them: like tokens, they have no trigger
-- notifying writes (0001_notify_writes.sql).
CREATE TABLE "login_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"pair_key" text,
	"address_key" text NOT NULL,
	"at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "start_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "schedule_claimed_by" text;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "schedule_lease_until" text;--> statement-breakpoint
CREATE INDEX "login_attempts_pair" ON "login_attempts" USING btree ("pair_key");--> statement-breakpoint
CREATE INDEX "login_attempts_address" ON "login_attempts" USING btree ("address_key");--> statement-breakpoint
CREATE INDEX "login_attempts_at" ON "login_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "request_counts_resets_at" ON "request_counts" USING btree ("resets_at");