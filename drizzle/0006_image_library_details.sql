ALTER TABLE `images` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `focal_x` real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `focal_y` real DEFAULT 0.5 NOT NULL;