-- Operator cookbook: KYC review (game-server/ACCOUNTS.md "KYC"). Run on either database with
-- `npm run operator -- sql db/admin/kyc.sql` (PGlite: stop npm start first), or with psql on a PostgreSQL
-- DATABASE_URL. Statements that change data are commented out: copy one into a file of your own,
-- fill it in, and run that file the same way.
-- The full Aadhaar number is never stored; only its last four digits and the provider's name.

-- Waiting for a decision: suspended after 2 failed attempts, or PAN/Aadhaar names that differ.
SELECT u.id, u.user_name, u.full_name, u.mobile, k.state, k.reject_reason, k.failed_attempts,
       k.suspended_at, k.pan_number, k.pan_name, k.aadhaar_last4, k.aadhaar_name,
       k.pan_verified_at, k.aadhaar_verified_at, k.updated_at
  FROM kyc_profiles k JOIN users u ON u.id = k.user_id
 WHERE k.state = 'pending' AND (k.suspended_at IS NOT NULL OR (k.pan_verified_at IS NOT NULL AND k.aadhaar_verified_at IS NOT NULL))
 ORDER BY k.updated_at;

-- Everything a player sent to the provider, newest first.
-- SELECT kind, provider_request_id, status, reason, aadhaar_last4, created_at, completed_at
--   FROM kyc_requests WHERE user_id = '<user id>' ORDER BY created_at DESC;

-- Approve after manual review (both documents checked by hand). Clears the suspension.
-- UPDATE kyc_profiles
--    SET state = 'approved', reject_reason = '', suspended_at = NULL, failed_attempts = 0,
--        reviewed_by = '<operator name>', updated_at = now()
--  WHERE user_id = '<user id>';

-- Reject with a reason the player sees (oKYC.sRejectReason). Lifting the suspension lets the
-- player try again with 2 fresh attempts; keep suspended_at to stop further attempts.
-- UPDATE kyc_profiles
--    SET state = 'rejected', reject_reason = '<reason shown to the player>', suspended_at = NULL,
--        failed_attempts = 0, reviewed_by = '<operator name>', updated_at = now()
--  WHERE user_id = '<user id>';

-- Start over: forget the verified documents as well (e.g. a PAN linked to the wrong person).
-- UPDATE kyc_profiles
--    SET state = '', reject_reason = '', pan_number = NULL, pan_name = NULL, pan_verified_at = NULL,
--        aadhaar_last4 = NULL, aadhaar_name = NULL, aadhaar_verified_at = NULL,
--        suspended_at = NULL, failed_attempts = 0, reviewed_by = '<operator name>', updated_at = now()
--  WHERE user_id = '<user id>';

-- Bank details are locked once saved; an operator removes them so the player can enter new ones.
-- DELETE FROM bank_accounts WHERE user_id = '<user id>';

-- A player's UPI ids checked for payouts (only name_matches_pan rows are destinations); one UPI id
-- is a destination of one account only, so releasing it from an account lets another verify it.
-- SELECT vpa, registered_name, name_matches_pan, verified_at FROM payout_vpas WHERE user_id = '<user id>' ORDER BY verified_at DESC;
-- DELETE FROM payout_vpas WHERE user_id = '<user id>' AND vpa = '<upi id, lower case>';

-- How many players are at each KYC state.
SELECT coalesce(nullif(state, ''), '(none)') AS state, count(*) AS players,
       count(*) FILTER (WHERE suspended_at IS NOT NULL) AS suspended
  FROM kyc_profiles GROUP BY 1 ORDER BY 1;
