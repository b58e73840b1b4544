/** Search params of /profile/{id}/diary: `year`, the year shown (1900-2100). */
export interface DiarySearch {
  year?: number;
}

export function validateDiarySearch(search: Record<string, unknown>): DiarySearch {
  // The router parses `?year=2024` as a number; a hand-typed one may arrive as text.
  const raw = search.year;
  const year = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(year) && year >= 1900 && year <= 2100 ? { year } : {};
}
