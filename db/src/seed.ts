import { settings } from "./schema/settings.ts";
import { defaultSettingRows } from "./settings-defaults.ts";
import type { Db } from "./client.ts";

/** Seeds missing settings; existing rows (an operator's edits) are left as they are. */
export async function seedSettings(db: Db): Promise<void> {
  await db.insert(settings).values(defaultSettingRows()).onConflictDoNothing({ target: settings.key });
}
