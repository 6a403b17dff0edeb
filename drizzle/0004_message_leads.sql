CREATE TABLE `message_notifications` (
	`message_id` integer PRIMARY KEY NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` text NOT NULL,
	`next_attempt_at` text,
	`sent_at` text,
	`lease_until` text,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_notifications_next_attempt` ON `message_notifications` (`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `read` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Messages received before there was a read flag were all shown in the old list: they count as read,
-- so that only what arrives from now on is new.
UPDATE `contact_messages` SET `read` = true;
