-- Operator cookbook: settings. Run with psql against the platform's database.

-- Everything as it is now.
SELECT key, jsonb_pretty(value) AS value, updated_at FROM settings ORDER BY key;

-- Switch cash play on or off (India's Online Gaming Act 2025: keep it off where it applies).
-- UPDATE settings SET value = jsonb_set(value, '{moneyGamesEnabled}', 'false'), updated_at = now() WHERE key = 'compliance';

-- Start a maintenance window ending in two hours.
-- UPDATE settings SET value = jsonb_build_object('eMode','enabled','eState','running','dEndAt', to_char((now() + interval '2 hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')), updated_at = now() WHERE key = 'oMaintenance';

-- End it.
-- UPDATE settings SET value = '{"eMode":"disabled","eState":"finished","dEndAt":null}', updated_at = now() WHERE key = 'oMaintenance';

-- Change the restricted states (keep compliance and aRestrictedState identical).
-- UPDATE settings SET value = '["Andhra Pradesh","Assam","Meghalaya","Nagaland","Odisha","Sikkim","Tamil Nadu","Telangana"]' WHERE key = 'aRestrictedState';
-- UPDATE settings SET value = jsonb_set(value, '{restrictedStates}', (SELECT value FROM settings WHERE key = 'aRestrictedState')) WHERE key = 'compliance';
