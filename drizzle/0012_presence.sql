CREATE TABLE `presence` (
	`editor` text PRIMARY KEY NOT NULL,
	`document` text NOT NULL,
	`username` text NOT NULL,
	`opened_at` text NOT NULL,
	`seen_at` text NOT NULL,
	`took_over_at` text
);
--> statement-breakpoint
CREATE INDEX `presence_document` ON `presence` (`document`);--> statement-breakpoint
CREATE INDEX `presence_seen_at` ON `presence` (`seen_at`);