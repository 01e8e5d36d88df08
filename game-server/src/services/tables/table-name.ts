/**
 * What a player sees as a table's name. Practice tables are played for chips, so a stake the
 * catalogue wrote in rupees ("Points ₹0.05", seeded rows and operators' rows alike) is shown in
 * chips ("Points 0.05 chips"); cash tables keep their rupees.
 */
export function playerFacingName(row: { name: string; gameType: string }): string {
  if (row.gameType !== "practice") return row.name;
  const named = row.name.replace(/₹\s*([\d.,]+)/g, "$1 chips");
  return named.replace(/\s+chips(\s+chips)+/g, " chips");
}
