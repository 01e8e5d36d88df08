import "../ui/ui-extras.css";
import { useMemo } from "react";
import { encodeText, type QrCode as QrSymbol } from "./qr-encode.ts";

/** One SVG path of unit squares for the dark modules: small, crisp at any size. */
export function qrPath(symbol: QrSymbol, quiet: number): string {
  const parts: string[] = [];
  symbol.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }),
  );
  return parts.join("");
}

export interface QrCodeProps {
  readonly value: string;
  /** Rendered width and height in CSS pixels. */
  readonly size?: number;
  /** What the code is, for screen readers ("UPI payment QR code"). */
  readonly label: string;
}

/**
 * A QR code as an SVG image, with the 4-module light quiet zone the standard asks for. Text longer
 * than any QR version holds renders nothing (callers show the text or a link beside it).
 */
export function QrCode({ value, size = 240, label }: QrCodeProps) {
  const symbol = useMemo(() => {
    try {
      return encodeText(value, { ecc: "M" });
    } catch {
      return null;
    }
  }, [value]);
  if (!symbol) return null;
  const quiet = 4;
  const box = symbol.size + quiet * 2;
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${box} ${box}`} shapeRendering="crispEdges" data-testid="qr-code" data-version={symbol.version}>
      <rect width={box} height={box} fill="#fff" />
      <path d={qrPath(symbol, quiet)} fill="#000" />
    </svg>
  );
}
