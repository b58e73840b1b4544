/** A positive whole-number id from a path segment, or null ('12' -> 12; '12a', '0', '-1' -> null). */
export function parseIdParam(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
