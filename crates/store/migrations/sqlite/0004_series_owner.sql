-- The anonymous browser (its `player` cookie) that started a series on the
-- web; only it may see or move in the series. NULL for the terminal's series.
ALTER TABLE series ADD COLUMN owner TEXT;
