import { describe, expect, it } from "vitest";
import { toTournamentTransaction, tournamentAmount } from "./transaction-rows.tsx";

describe("tournament transactions", () => {
  it("practice entries are chips, never rupees", () => {
    expect(tournamentAmount(10, "PRACTICE")).toBe("10.00 chips");
    expect(tournamentAmount(25, "INR")).toBe("₹25.00");
  });

  it("ticket entries and ticket prizes name the ticket's value", () => {
    expect(tournamentAmount(25, "TICKET")).toBe("Ticket (₹25.00)");
    expect(tournamentAmount(0, "TICKET")).toBe("–");
  });

  it("reads round, position, debit, credit and currency", () => {
    const row = toTournamentTransaction({ _id: "x", iTournamentId: "t", nRound: 2, nPosition: 3, nDebit: 0, nCredit: 50, dCreatedDate: "2026-11-25T10:00:00Z", eCurrency: "PRACTICE", sDescription: "Prize: position 3" });
    expect(row).toMatchObject({ round: 2, position: 3, debit: 0, credit: 50, currency: "PRACTICE", description: "Prize: position 3" });
  });
});
