-- Usernames become unique regardless of case. A database may already hold look-alikes ("baradmin" and
-- "BARADMIN"): the oldest keeps its name, each later one gets "~" and its id appended ("BARADMIN~7"),
-- which no created username can contain, so the new index cannot fail. Nothing else of them changes.
UPDATE `users` SET `username` = `username` || '~' || `id`
WHERE EXISTS (SELECT 1 FROM `users` AS `older` WHERE lower(`older`.`username`) = lower(`users`.`username`) AND `older`.`id` < `users`.`id`);--> statement-breakpoint
DROP INDEX `users_username_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `last_login` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));
