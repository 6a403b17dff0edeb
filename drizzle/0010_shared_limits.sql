CREATE TABLE `login_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`pair_key` text,
	`address_key` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_pair` ON `login_attempts` (`pair_key`);--> statement-breakpoint
CREATE INDEX `login_attempts_address` ON `login_attempts` (`address_key`);--> statement-breakpoint
CREATE INDEX `login_attempts_at` ON `login_attempts` (`at`);--> statement-breakpoint
CREATE TABLE `request_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`hits` integer NOT NULL,
	`resets_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `request_counts_resets_at` ON `request_counts` (`resets_at`);--> statement-breakpoint
CREATE TABLE `start_locks` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`until` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `drafts` ADD `schedule_claimed_by` text;--> statement-breakpoint
ALTER TABLE `drafts` ADD `schedule_lease_until` text;