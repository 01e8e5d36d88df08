ALTER TABLE "game_tables" ADD COLUMN "seats_seated" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "seats_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each table's seat counts as they stand (the trigger below keeps them from here on).
UPDATE "game_tables" AS g SET "seats_seated" = c.seated, "seats_left" = c.gone
FROM (SELECT table_id, count(*) FILTER (WHERE status = 'seated') AS seated, count(*) FILTER (WHERE status = 'left') AS gone FROM table_seats GROUP BY table_id) AS c
WHERE c.table_id = g.id;--> statement-breakpoint
-- A seat row inserted, deleted, or changing status (or table) moves its table's counts, in the same transaction.
CREATE FUNCTION table_seats_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A seat leaving (or coming back) at its own table: one row update for both counts.
  IF TG_OP = 'UPDATE' AND OLD.table_id = NEW.table_id THEN
    UPDATE game_tables SET seats_seated = seats_seated + (NEW.status = 'seated')::int - (OLD.status = 'seated')::int,
      seats_left = seats_left + (NEW.status = 'left')::int - (OLD.status = 'left')::int WHERE id = NEW.table_id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE game_tables SET seats_seated = seats_seated - (OLD.status = 'seated')::int, seats_left = seats_left - (OLD.status = 'left')::int WHERE id = OLD.table_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE game_tables SET seats_seated = seats_seated + (NEW.status = 'seated')::int, seats_left = seats_left + (NEW.status = 'left')::int WHERE id = NEW.table_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER table_seats_count_rows AFTER INSERT OR DELETE ON table_seats FOR EACH ROW EXECUTE FUNCTION table_seats_count();--> statement-breakpoint
CREATE TRIGGER table_seats_count_status AFTER UPDATE OF status, table_id ON table_seats FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.table_id IS DISTINCT FROM NEW.table_id) EXECUTE FUNCTION table_seats_count();--> statement-breakpoint
CREATE INDEX "game_tables_free_seat_idx" ON "game_tables" USING btree ("catalogue_id","created_at") WHERE "game_tables"."status" IN ('open', 'running') AND "game_tables"."seats_seated" < "game_tables"."max_players";
