CREATE TABLE `link_checks` (
	`url` text PRIMARY KEY NOT NULL,
	`checked_at` text NOT NULL,
	`ok` integer NOT NULL,
	`status` integer,
	`error` text
);
--> statement-breakpoint
CREATE TABLE `not_found_log` (
	`path` text PRIMARY KEY NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`first_seen` text NOT NULL,
	`last_seen` text NOT NULL,
	`referrer_host` text
);
--> statement-breakpoint
CREATE INDEX `not_found_log_last_seen` ON `not_found_log` (`last_seen`);--> statement-breakpoint
CREATE TABLE `redirect_hits` (
	`from_path` text PRIMARY KEY NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`last_hit_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_path` text NOT NULL,
	`to` text NOT NULL,
	`status` integer DEFAULT 301 NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirects_from_path_unique` ON `redirects` (`from_path`);--> statement-breakpoint
CREATE TABLE `site_health_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`findings` text,
	`error` text,
	`requested_by` text
);
--> statement-breakpoint
CREATE INDEX `site_health_runs_started_at` ON `site_health_runs` (`started_at`);