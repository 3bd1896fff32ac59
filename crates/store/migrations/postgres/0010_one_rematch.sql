-- A finished duel has at most one rematch offer: two offers sent at once
-- (on one server or two) leave one. Offers doubled before this rule keep
-- the earliest as the rematch; the others stay challenges of their own.
UPDATE duels SET rematch_of = NULL
WHERE rematch_of IS NOT NULL
  AND id <> (SELECT r.id FROM duels r WHERE r.rematch_of = duels.rematch_of
             ORDER BY r.created_at, r.id LIMIT 1);
CREATE UNIQUE INDEX duels_one_rematch ON duels (rematch_of) WHERE rematch_of IS NOT NULL;
