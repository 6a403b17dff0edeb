CREATE TABLE `drafts` (
	`document` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`based_on` integer NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`publish_at` text,
	`schedule_id` text,
	`scheduled_by` text,
	`schedule_error` text
);
--> statement-breakpoint
CREATE INDEX `drafts_publish_at` ON `drafts` (`publish_at`);--> statement-breakpoint
CREATE TABLE `preview_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_hash_unique` ON `preview_links` (`token_hash`);