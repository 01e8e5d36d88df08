/** The wallet lists' schemas are the contract's (shared-rules/src/contract/wallet.ts). */
export * from "@rummy/shared-rules/contract/wallet";
