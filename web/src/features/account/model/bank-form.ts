/** SPEC.md section 5 "Profile": the bank details form (locked once saved). */
export const BANK_MESSAGES = {
  bankNameEmpty: "Please enter the bank name",
  bankName: "Please enter a valid bank name",
  holderEmpty: "Please enter the account holder name",
  holder: "Please enter a valid account holder name",
  accountEmpty: "Please enter the account number",
  account: "Please enter a valid account number",
  confirmEmpty: "Please confirm the account number",
  confirm: "Account Number don't match",
  ifscEmpty: "Please enter the IFSC code",
  ifsc: "Please enter a valid IFSC code",
} as const;

export const BANK_LIMITS = { bankName: 50, holder: 100, account: 16, ifsc: 11 } as const;

export interface BankValues {
  sBankName: string;
  sAccountHolderName: string;
  sAccountNo: string;
  sConfirmAccountNo: string;
  sIFSC: string;
}

export type BankErrors = Partial<Record<keyof BankValues, string>>;

const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;

/** What typing keeps: letters and spaces in names, digits in account numbers, IFSC upper-cased. */
export const cleanBank = {
  name: (v: string, max: number) => v.replace(/[^A-Za-z ]/g, "").slice(0, max),
  account: (v: string) => v.replace(/\D/g, "").slice(0, BANK_LIMITS.account),
  ifsc: (v: string) => v.replace(/[^A-Za-z0-9]/g, "").toUpperCase().slice(0, BANK_LIMITS.ifsc),
};

export function validateBank(v: BankValues): BankErrors {
  const errors: BankErrors = {};
  const bankName = v.sBankName.trim();
  if (bankName === "") errors.sBankName = BANK_MESSAGES.bankNameEmpty;
  else if (bankName.length > BANK_LIMITS.bankName || !LETTERS_AND_SPACES.test(bankName)) errors.sBankName = BANK_MESSAGES.bankName;
  const holder = v.sAccountHolderName.trim();
  if (holder === "") errors.sAccountHolderName = BANK_MESSAGES.holderEmpty;
  else if (holder.length > BANK_LIMITS.holder || !LETTERS_AND_SPACES.test(holder)) errors.sAccountHolderName = BANK_MESSAGES.holder;
  // Policy: account number of 11 to 16 digits (SPEC.md section 3).
  if (v.sAccountNo === "") errors.sAccountNo = BANK_MESSAGES.accountEmpty;
  else if (!/^\d{11,16}$/.test(v.sAccountNo)) errors.sAccountNo = BANK_MESSAGES.account;
  if (v.sConfirmAccountNo === "") errors.sConfirmAccountNo = BANK_MESSAGES.confirmEmpty;
  else if (v.sConfirmAccountNo !== v.sAccountNo) errors.sConfirmAccountNo = BANK_MESSAGES.confirm;
  // IFSC: 4 letters, a 0, then 6 letters or digits.
  if (v.sIFSC === "") errors.sIFSC = BANK_MESSAGES.ifscEmpty;
  else if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(v.sIFSC)) errors.sIFSC = BANK_MESSAGES.ifsc;
  return errors;
}
