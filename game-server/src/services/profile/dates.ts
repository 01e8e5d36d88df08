import { ageOn as ageAt, type CalendarDate } from "@rummy/shared-rules/contract/dates";

/** Calendar dates of the API's forms live in the contract (shared-rules/src/contract/dates.ts). */
export { fromIsoDate, parseDayFirst, parseMonthFirst, toIsoDate, toMonthFirst, type CalendarDate } from "@rummy/shared-rules/contract/dates";

/** Whole years between a birth date and `now` (the wall clock unless given) in India. */
export function ageOn(birth: CalendarDate, now = new Date()): number {
  return ageAt(birth, now);
}
