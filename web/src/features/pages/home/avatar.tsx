/** A round avatar drawn from initials: an image without a photograph (CSP allows inline SVG). */
export function InitialsAvatar({ name, colors, label, size = 56 }: { name: string; colors: readonly [string, string]; label: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 56 56" role="img" aria-label={label}>
      <circle cx="28" cy="28" r="28" fill={colors[0]} />
      <text x="28" y="34" textAnchor="middle" fontSize="20" fontWeight="700" fill={colors[1]} fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </svg>
  );
}
