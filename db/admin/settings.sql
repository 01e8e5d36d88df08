-- Operator cookbook: settings. Run on either database with `npm run operator -- sql db/admin/settings.sql`
-- (prints what the uncommented statements return; PGlite: stop npm start first), or with psql on a
-- PostgreSQL DATABASE_URL. The common switches have their own commands: `npm run operator -- cash on|off`,
-- `... maintenance 30m|off`, `... settings`.

-- Everything as it is now.
SELECT key, jsonb_pretty(value) AS value, updated_at FROM settings ORDER BY key;

-- Switch cash play on or off (India's Online Gaming Act 2025: keep it off where it applies).
-- UPDATE settings SET value = jsonb_set(value, '{moneyGamesEnabled}', 'false'), updated_at = now() WHERE key = 'compliance';

-- How old a location check may be for deposits and cash seats (minutes; default 30).
-- UPDATE settings SET value = jsonb_set(value, '{locationMaxAgeMinutes}', '30'), updated_at = now() WHERE key = 'compliance';

-- Location checks of one player (what the browser claimed, what the request's address said), newest first.
-- SELECT checked_at, coordinates_state, ip, ip_country, ip_region, ip_state, state, verdict, refused_by FROM location_checks WHERE user_id = (SELECT id FROM users WHERE user_name = 'demo1') ORDER BY checked_at DESC LIMIT 20;

-- Money in the payments and compliance policies is paise, a whole number (₹99 is 9900), e.g. the
-- withdrawal minimum and a new player's default daily deposit limit:
-- UPDATE settings SET value = jsonb_set(value, '{withdrawal,minimumPaise}', '9900'), updated_at = now() WHERE key = 'payments';
-- UPDATE settings SET value = jsonb_set(value, '{responsibleGaming,defaultDailyDepositLimitPaise}', '4999900'), updated_at = now() WHERE key = 'compliance';

-- Start a maintenance window ending in two hours.
-- UPDATE settings SET value = jsonb_build_object('eMode','enabled','eState','running','dEndAt', to_char((now() + interval '2 hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')), updated_at = now() WHERE key = 'oMaintenance';

-- End it.
-- UPDATE settings SET value = '{"eMode":"disabled","eState":"finished","dEndAt":null}', updated_at = now() WHERE key = 'oMaintenance';

-- Your contact details on the public site (footer, Contact, About, policies). The seeded ones are
-- placeholders, shown marked "(demo)" until bDemo is false.
-- UPDATE settings SET value = '{"sSupportPhone":"1800-123-4567","sSupportEmail":"help@your-domain.in","bDemo":false}', updated_at = now() WHERE key = 'oOperator';

-- Change the restricted states (keep compliance and aRestrictedState identical).
-- UPDATE settings SET value = '["Andhra Pradesh","Assam","Meghalaya","Nagaland","Odisha","Sikkim","Tamil Nadu","Telangana"]' WHERE key = 'aRestrictedState';
-- UPDATE settings SET value = jsonb_set(value, '{restrictedStates}', (SELECT value FROM settings WHERE key = 'aRestrictedState')) WHERE key = 'compliance';
