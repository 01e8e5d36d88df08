import { WalletError, type WalletErrorCode } from "../wallet/errors.ts";

export function isWalletErrorCode(error: unknown, code: WalletErrorCode): boolean {
  return error instanceof WalletError && error.code === code;
}
