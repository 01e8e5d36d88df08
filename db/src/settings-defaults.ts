/**
 * Defaults seeded on first start. Operators change them with SQL (`db/admin/settings.sql`); a
 * seeded key is never overwritten, so an operator's edit survives restarts and upgrades.
 */

/** SPEC.md section 1, the location-check list (the widest of the three lists SPEC.md gives). */
export const DEFAULT_RESTRICTED_STATES = [
  "Andhra Pradesh",
  "Assam",
  "Meghalaya",
  "Nagaland",
  "Odisha",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
] as const;

export interface MaintenanceSetting {
  eMode: "enabled" | "disabled";
  eState: "running" | "scheduled" | "finished";
  dEndAt: string | null;
}

export interface CompliancePolicy {
  /** India's Online Gaming Act 2025 prohibits online money games: cash play is off by default. */
  moneyGamesEnabled: boolean;
  /** Withdrawals of existing balances stay open when money games are switched off. */
  withdrawalsEnabled: boolean;
  restrictedStates: string[];
  /** Cash play and deposits need a location check (coordinates and request IP) at most this old. */
  locationMaxAgeMinutes: number;
  minimumAge: number;
  kyc: { deposit: "basic"; withdraw: "full" };
  responsibleGaming: {
    /** Paise (an integer): settings hold money as paise, never as rupee floats. */
    defaultDailyDepositLimitPaise: number;
    defaultMonthlyDepositLimitPaise: number;
    /** Lowering a limit applies at once; raising it waits this long. */
    limitRaiseDelayHours: number;
    selfExclusionAllowed: boolean;
    /** Night lock (one Indian state's rule): no play from 00:00 to 05:00 IST while on. */
    nightLockEnabled: boolean;
  };
}

export interface AccountSettings {
  oMaintenance: MaintenanceSetting;
  aPrivateTableRange: { nTablePoint: number }[];
  aRestrictedState: string[];
  oPurchaseRange: { nMinimum: number; nMaximum: number };
  aAddCashPack: number[];
  aReportDropDown: string[];
  eUPIPaymentMode: "rblupi" | "gateway";
  /**
   * The operator's contact details shown on the public site (helpline, support e-mail). The
   * seeded values are placeholders: `bDemo: true` makes the site mark them as demo until an
   * operator sets real ones (and `bDemo` to false).
   */
  oOperator: { sSupportPhone: string; sSupportEmail: string; bDemo: boolean };
}

export const DEFAULT_COMPLIANCE: CompliancePolicy = {
  moneyGamesEnabled: false,
  withdrawalsEnabled: true,
  restrictedStates: [...DEFAULT_RESTRICTED_STATES],
  locationMaxAgeMinutes: 30,
  minimumAge: 18,
  kyc: { deposit: "basic", withdraw: "full" },
  responsibleGaming: {
    defaultDailyDepositLimitPaise: 49_999_00,
    defaultMonthlyDepositLimitPaise: 2_00_000_00,
    limitRaiseDelayHours: 72,
    selfExclusionAllowed: true,
    nightLockEnabled: false,
  },
};

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  oMaintenance: { eMode: "disabled", eState: "finished", dEndAt: null },
  // Six slider steps (SPEC.md: "a slider of 6 steps (0-5)"); entry fee is 240 x point value.
  aPrivateTableRange: [0.05, 0.1, 0.5, 1, 2, 4].map((nTablePoint) => ({ nTablePoint })),
  aRestrictedState: [...DEFAULT_RESTRICTED_STATES],
  oPurchaseRange: { nMinimum: 99, nMaximum: 49_999 },
  aAddCashPack: [100, 500, 1000, 2000, 5000],
  aReportDropDown: [
    "Deposit or payment issue",
    "Withdrawal issue",
    "Game play issue",
    "KYC issue",
    "Bonus or referral issue",
    "Account or login issue",
    "Other",
  ],
  eUPIPaymentMode: "rblupi",
  oOperator: { sSupportPhone: "1800-000-0000", sSupportEmail: "support@example.com", bDemo: true },
};

/** Wallet policy (db/LEDGER.md). Tax rates are not here: they live in `tax_rates` with effective dates. */
export interface WalletPolicy {
  /** Share of an entry fee (pool, deals, tournaments) that instant bonus may pay, in percent. */
  bonusUsePercent: number;
  /** Practice chips are topped up to this many once a day (Asia/Kolkata date), lazily on read. */
  practiceChipsFloor: number;
  /** Hours a table buy-in hold lives before the expiry sweep voids it. */
  tableHoldHours: number;
}

export const DEFAULT_WALLET_POLICY: WalletPolicy = { bonusUsePercent: 10, practiceChipsFloor: 10_000, tableHoldHours: 24 };

/**
 * Payments policy (game-server/PAYMENTS.md). Where SPEC.md gives two readings of a limit, the
 * chosen value is here so an operator can choose the other in SQL. Amounts are paise (integers).
 */
export interface PaymentsPolicy {
  withdrawal: {
    /** SPEC.md section 9's policy text (₹99); the player form's ₹1 is the other reading. */
    minimumPaise: number;
    /** At most this much in all per day (Asia/Kolkata), TDS included. */
    dailyAmountPaise: number;
    /** At most this many withdrawals per day (Asia/Kolkata), failed ones not counted. */
    perDay: number;
    /** At most this much per request; the help text's ₹10,000 is the other reading. */
    perRequestMaximumPaise: number;
    /** RTGS is refused below this (SPEC.md: ₹2,00,000). */
    rtgsMinimumPaise: number;
  };
  /** SPEC.md section 9: "first deposit bonus ₹500". Granted once per player, on the first successful deposit. */
  firstDepositBonus: { enabled: boolean; maxPaise: number; percentage: number; expiresInDays: number };
  /** A deposit still pending after this many minutes is marked failed (a later capture still credits it). */
  depositExpiryMinutes: number;
  /** Status checks of pending deposits and payouts: the delays between checks, then the last one repeats. */
  pollDelaysSeconds: number[];
}

export const DEFAULT_PAYMENTS_POLICY: PaymentsPolicy = {
  withdrawal: { minimumPaise: 99_00, dailyAmountPaise: 49_999_00, perDay: 2, perRequestMaximumPaise: 49_999_00, rtgsMinimumPaise: 2_00_000_00 },
  firstDepositBonus: { enabled: true, maxPaise: 500_00, percentage: 100, expiresInDays: 30 },
  depositExpiryMinutes: 30,
  pollDelaysSeconds: [10, 30, 60, 120, 300, 900],
};

/** Every seeded key and its default value. */
export function defaultSettingRows(): { key: string; value: unknown }[] {
  return [
    ...Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([key, value]) => ({ key, value })),
    { key: "compliance", value: DEFAULT_COMPLIANCE },
    { key: "wallet", value: DEFAULT_WALLET_POLICY },
    { key: "payments", value: DEFAULT_PAYMENTS_POLICY },
  ];
}
