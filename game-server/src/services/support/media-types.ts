/**
 * Attachment types are decided by the file's first bytes, never by its name or the browser's
 * declared type (SPEC.md section 5: images or videos only).
 */
export interface SniffedType {
  readonly kind: "image" | "video";
  readonly mime: string;
  readonly extension: string;
}

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;

const IMAGE_BRANDS: Record<string, SniffedType> = {
  heic: { kind: "image", mime: "image/heic", extension: "heic" },
  heix: { kind: "image", mime: "image/heic", extension: "heic" },
  mif1: { kind: "image", mime: "image/heif", extension: "heif" },
  avif: { kind: "image", mime: "image/avif", extension: "avif" },
};
const QUICKTIME: SniffedType = { kind: "video", mime: "video/quicktime", extension: "mov" };
const MP4: SniffedType = { kind: "video", mime: "video/mp4", extension: "mp4" };
const THREE_GP: SniffedType = { kind: "video", mime: "video/3gpp", extension: "3gp" };
const VIDEO_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "M4VP", "MSNV", "dash", "f4v ", "mmp4"]);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const starts = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

export function sniffMediaType(head: Uint8Array): SniffedType | undefined {
  if (head.length < 12) return undefined;
  if (starts(head, [0xff, 0xd8, 0xff])) return { kind: "image", mime: "image/jpeg", extension: "jpg" };
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", mime: "image/png", extension: "png" };
  const six = ascii(head, 0, 6);
  if (six === "GIF87a" || six === "GIF89a") return { kind: "image", mime: "image/gif", extension: "gif" };
  if (ascii(head, 0, 4) === "RIFF") {
    const form = ascii(head, 8, 12);
    if (form === "WEBP") return { kind: "image", mime: "image/webp", extension: "webp" };
    if (form === "AVI ") return { kind: "video", mime: "video/x-msvideo", extension: "avi" };
    return undefined;
  }
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: "video", mime: "video/webm", extension: "webm" };
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (IMAGE_BRANDS[brand]) return IMAGE_BRANDS[brand];
    if (brand === "qt  ") return QUICKTIME;
    if (brand.startsWith("3g")) return THREE_GP;
    if (VIDEO_BRANDS.has(brand)) return MP4;
  }
  return undefined;
}

/** SPEC.md section 9: at most 4 files; an image must be less than 4048576 bytes and a video less than 15728640 ("must be less than 4 MB / 15 MB"). */
export const MEDIA_LIMITS = { files: 4, imageBytes: 4_048_576, videoBytes: 15_728_640 } as const;

export const MEDIA_MESSAGES = {
  tooMany: "Please select only 4 files",
  wrongType: "Please select Image(s) or Video(s)",
  imageTooBig: "Image size must be less than 4 MB",
  videoTooBig: "Video size must be less than 15 MB",
} as const;
