/**
 * Reads the browser location for the region check (SPEC.md sections 8 and 9): 5 s timeout, high
 * accuracy, no cached position. Failures become the titled messages of section 8.
 */

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface RegionProblem {
  readonly title: string;
  readonly message: string;
}

export const LOCATION_TITLES = {
  notFound: "Location not found",
  security: "Security Error",
  restricted: "Not Available",
} as const;

export const LOCATION_MESSAGES = {
  denied: "Location permission denied. Please enable location access in your browser settings.",
  unavailable: "Location information is unavailable.",
  timeout: "Location request timed out.",
  unknown: "Unable to get your location. Please check your Settings and try again",
  insecure: "Geolocation requires a secure connection (HTTPS). Please ensure you are accessing the site securely.",
  restricted: "We are not available in your location",
} as const;

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

// GeolocationPositionError codes, named here because jsdom has no GeolocationPositionError.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** SPEC.md section 8 titles only the default case; the three named errors share its title. */
export function problemFromError(code: number): RegionProblem {
  const title = LOCATION_TITLES.notFound;
  if (code === PERMISSION_DENIED) return { title, message: LOCATION_MESSAGES.denied };
  if (code === POSITION_UNAVAILABLE) return { title, message: LOCATION_MESSAGES.unavailable };
  if (code === TIMEOUT) return { title, message: LOCATION_MESSAGES.timeout };
  return { title, message: LOCATION_MESSAGES.unknown };
}

export type PositionResult = { ok: true; coords: Coordinates } | { ok: false; problem: RegionProblem };

export function readPosition(): Promise<PositionResult> {
  if (!window.isSecureContext) {
    return Promise.resolve({ ok: false, problem: { title: LOCATION_TITLES.security, message: LOCATION_MESSAGES.insecure } });
  }
  if (!("geolocation" in navigator)) {
    return Promise.resolve({ ok: false, problem: problemFromError(0) });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, coords: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => resolve({ ok: false, problem: problemFromError(error.code) }),
      GEOLOCATION_OPTIONS,
    );
  });
}
