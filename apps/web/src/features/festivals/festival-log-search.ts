import { parseIdParam } from '@gigrank/domain';

/** Search params of /festival/log: `festival`, the edition whose sets are being logged. */
export interface FestivalLogSearch {
  festival?: number;
}

export function validateFestivalLogSearch(search: Record<string, unknown>): FestivalLogSearch {
  const { festival } = search;
  // The router parses `?festival=12` as a number; a hand-typed one may arrive as text.
  const id =
    typeof festival === 'number' || typeof festival === 'string'
      ? parseIdParam(String(festival))
      : null;
  return id === null ? {} : { festival: id };
}
