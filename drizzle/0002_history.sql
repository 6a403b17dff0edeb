CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document` text NOT NULL,
	`version` integer NOT NULL,
	`data` text NOT NULL,
	`saved_by` text,
	`saved_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`note` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `revisions_document_version` ON `revisions` (`document`,`version`);--> statement-breakpoint
-- Content saved before history was kept becomes each document's first entry, so it can be restored.
INSERT INTO `revisions` (`document`, `version`, `data`, `saved_by`, `saved_at`, `note`)
SELECT 'section:' || `key`, `version`, `data`, NULL, `updated_at`, 'Saved before history was kept' FROM `sections`;
--> statement-breakpoint
INSERT INTO `revisions` (`document`, `version`, `data`, `saved_by`, `saved_at`, `note`)
SELECT 'services', 1, (SELECT json_group_array(json(`data`)) FROM (SELECT `data` FROM `services` ORDER BY `position`)), NULL,
  (SELECT max(`updated_at`) FROM `services`), 'Saved before history was kept'
WHERE EXISTS (SELECT 1 FROM `services`);
