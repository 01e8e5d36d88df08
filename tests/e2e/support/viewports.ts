/** The two sizes every screen is checked at (the brief: a 360 x 740 phone and a desktop). */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export const SCREENSHOT_DIR = "artifacts/screenshots";

/** A location outside every restricted state (New Delhi), and one inside (Chennai, Tamil Nadu). */
export const DELHI = { latitude: 28.61, longitude: 77.21 } as const;
export const CHENNAI = { latitude: 13.08, longitude: 80.27 } as const;
