-- Operator cookbook: responsible play (game-server/ACCOUNTS.md "Play safe"). Run on either database with
-- `npm run operator -- sql db/admin/responsible-play.sql` (PGlite: stop npm start first), or with psql on a
-- PostgreSQL DATABASE_URL. Statements that change data are commented out: copy one into a file of your
-- own, fill it in, and run that file the same way.
-- A player can never shorten an exclusion; only support lifts one, and only a permanent one (or a
-- mistaken one) should ever be lifted. The row stays, with who lifted it and why.

-- Exclusions and cool-offs running now, permanent first.
SELECT e.user_id, u.user_name, e.kind, e.period, e.starts_at, e.ends_at, e.created_at
  FROM self_exclusions e JOIN users u ON u.id = e.user_id
 WHERE e.lifted_at IS NULL AND e.starts_at <= now() AND (e.ends_at IS NULL OR e.ends_at > now())
 ORDER BY e.ends_at DESC NULLS FIRST;

-- One player's limits (null = none; losses in paise, play time in minutes), raises waiting, and history.
-- SELECT kind, value, pending_value, pending_effective_at FROM play_limits WHERE user_id = '<user id>';
-- SELECT daily_paise, weekly_paise, monthly_paise, pending_daily_paise, pending_weekly_paise,
--        pending_monthly_paise, pending_effective_at FROM deposit_limits WHERE user_id = '<user id>';
-- SELECT "limit", old_value, new_value, effective_at, created_at FROM play_limit_changes
--  WHERE user_id = '<user id>' ORDER BY created_at DESC;

-- Lift a permanent self-exclusion after the player asked support in writing (and any cooling
-- period your policy requires). Every exclusion of the player running now is lifted.
-- lift:begin
-- UPDATE self_exclusions
--    SET lifted_at = now(), lifted_by = '<operator name>', lift_reason = '<support ticket or reason>'
--  WHERE user_id = '<user id>' AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > now());
-- lift:end

-- The night lock (no play 00:00-05:00 IST), on or off.
-- UPDATE settings SET value = jsonb_set(value, '{responsibleGaming,nightLockEnabled}', 'true') WHERE key = 'compliance';
