CREATE TABLE `admin_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `form` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `page` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `replied_at` text;