-- Owner: users. The views the users module publishes for other modules to read (read-only;
-- docs/data-ownership.md). A module that shows who did something (an author, an assignee,
-- a customer's name on an order) joins users_directory instead of the users table, so the
-- users module may change its table behind it. Never the password hash or personal details
-- beyond a name, an e-mail and a phone.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019); dropped and
-- made again, so a column can change.
DROP VIEW IF EXISTS users_directory;
--> statement-breakpoint
CREATE VIEW users_directory AS
  SELECT id, email, first_name, last_name, phone, role, status
  FROM users;
