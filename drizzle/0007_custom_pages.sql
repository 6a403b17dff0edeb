CREATE TABLE `custom_page_redirects` (
	`from_slug` text PRIMARY KEY NOT NULL,
	`page_id` integer NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `custom_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `custom_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`data` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_pages_slug_unique` ON `custom_pages` (`slug`);