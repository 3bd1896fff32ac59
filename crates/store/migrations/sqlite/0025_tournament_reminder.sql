-- A tournament about to start tells its players once: the first server to
-- set this tells them, whichever servers look.
ALTER TABLE tournaments ADD COLUMN told_starting BOOLEAN NOT NULL DEFAULT FALSE;
