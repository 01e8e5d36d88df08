-- Operator settings hold money as paise (integers), never as rupee floats: each rupee amount of
-- the payments and compliance policies becomes its paise, exactly (numeric arithmetic, no float),
-- under a name that says so. A key that is absent, or not a number, is left out (the server then
-- reads its default, as it did for a malformed value).
UPDATE "settings" SET "value" = jsonb_set("value", '{withdrawal}',
  (("value"->'withdrawal') - 'minimumRupees' - 'dailyAmountRupees' - 'perRequestMaximumRupees' - 'rtgsMinimumRupees')
  || jsonb_strip_nulls(jsonb_build_object(
    'minimumPaise', CASE WHEN jsonb_typeof("value"->'withdrawal'->'minimumRupees') = 'number' THEN round(("value"->'withdrawal'->>'minimumRupees')::numeric * 100) END,
    'dailyAmountPaise', CASE WHEN jsonb_typeof("value"->'withdrawal'->'dailyAmountRupees') = 'number' THEN round(("value"->'withdrawal'->>'dailyAmountRupees')::numeric * 100) END,
    'perRequestMaximumPaise', CASE WHEN jsonb_typeof("value"->'withdrawal'->'perRequestMaximumRupees') = 'number' THEN round(("value"->'withdrawal'->>'perRequestMaximumRupees')::numeric * 100) END,
    'rtgsMinimumPaise', CASE WHEN jsonb_typeof("value"->'withdrawal'->'rtgsMinimumRupees') = 'number' THEN round(("value"->'withdrawal'->>'rtgsMinimumRupees')::numeric * 100) END
  )))
WHERE "key" = 'payments' AND jsonb_typeof("value"->'withdrawal') = 'object';
--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_set("value", '{firstDepositBonus}',
  (("value"->'firstDepositBonus') - 'maxRupees')
  || jsonb_strip_nulls(jsonb_build_object(
    'maxPaise', CASE WHEN jsonb_typeof("value"->'firstDepositBonus'->'maxRupees') = 'number' THEN round(("value"->'firstDepositBonus'->>'maxRupees')::numeric * 100) END
  )))
WHERE "key" = 'payments' AND jsonb_typeof("value"->'firstDepositBonus') = 'object';
--> statement-breakpoint
UPDATE "settings" SET "value" = jsonb_set("value", '{responsibleGaming}',
  (("value"->'responsibleGaming') - 'defaultDailyDepositLimitRupees' - 'defaultMonthlyDepositLimitRupees')
  || jsonb_strip_nulls(jsonb_build_object(
    'defaultDailyDepositLimitPaise', CASE WHEN jsonb_typeof("value"->'responsibleGaming'->'defaultDailyDepositLimitRupees') = 'number' THEN round(("value"->'responsibleGaming'->>'defaultDailyDepositLimitRupees')::numeric * 100) END,
    'defaultMonthlyDepositLimitPaise', CASE WHEN jsonb_typeof("value"->'responsibleGaming'->'defaultMonthlyDepositLimitRupees') = 'number' THEN round(("value"->'responsibleGaming'->>'defaultMonthlyDepositLimitRupees')::numeric * 100) END
  )))
WHERE "key" = 'compliance' AND jsonb_typeof("value"->'responsibleGaming') = 'object';
