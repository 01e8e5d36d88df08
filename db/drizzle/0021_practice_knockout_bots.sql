-- The seeded Practice Knock-out now makes up its minimum with labelled bots at its start
-- (game-server/src/services/tournaments/series.ts, botFillTo 2), so a lone newcomer plays it. A
-- database seeded before keeps copying the old definition into each next instance (recurrence.ts
-- copies the latest one), so the instances not started yet take the fill here and the next ones
-- copy it. Practice entries only, as the tournaments_bots CHECK requires.
UPDATE "tournaments" SET "bot_fill_to" = 2, "updated_at" = now()
WHERE "series_key" = 'practice-knockout' AND "entry_kind" = 'practice' AND "bot_fill_to" IS NULL
  AND "max_players" >= 2 AND "state" IN ('scheduled', 'registering');
