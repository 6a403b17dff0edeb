ALTER TABLE `images` ADD `variants` text DEFAULT '{"avif":[],"webp":[]}' NOT NULL;--> statement-breakpoint
CREATE INDEX `images_url` ON `images` (`url`);