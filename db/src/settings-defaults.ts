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
  minimumAge: number;
  kyc: { deposit: "basic"; withdraw: "full" };
  responsibleGaming: {
    defaultDailyDepositLimitRupees: number;
    defaultMonthlyDepositLimitRupees: number;
    /** Lowering a limit applies at once; raising it waits this long. */
    limitRaiseDelayHours: number;
    selfExclusionAllowed: boolean;
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
}

export const DEFAULT_COMPLIANCE: CompliancePolicy = {
  moneyGamesEnabled: false,
  withdrawalsEnabled: true,
  restrictedStates: [...DEFAULT_RESTRICTED_STATES],
  minimumAge: 18,
  kyc: { deposit: "basic", withdraw: "full" },
  responsibleGaming: {
    defaultDailyDepositLimitRupees: 49_999,
    defaultMonthlyDepositLimitRupees: 2_00_000,
    limitRaiseDelayHours: 72,
    selfExclusionAllowed: true,
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
};

/** Every seeded key and its default value. */
export function defaultSettingRows(): { key: string; value: unknown }[] {
  return [
    ...Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([key, value]) => ({ key, value })),
    { key: "compliance", value: DEFAULT_COMPLIANCE },
  ];
}
