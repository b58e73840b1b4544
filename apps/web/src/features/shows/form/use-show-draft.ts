import { useCallback, useState } from 'react';
import {
  showDraftErrors,
  type ShowDraft,
  type ShowDraftErrors,
  type ShowDraftField,
} from './show-draft';
import { localTodayIso } from '../../../lib/local-today';

export interface ShowDraftState {
  values: ShowDraft;
  /** The messages of the last check, each gone once its field changes. */
  errors: ShowDraftErrors;
  /** Today where the user is, fixed when the form opens. */
  today: string;
  set: (changes: Partial<ShowDraft>) => void;
  /** Changes one field from its latest value (after an await, say). */
  update: <F extends ShowDraftField>(field: F, next: (value: ShowDraft[F]) => ShowDraft[F]) => void;
  /** Checks the whole draft and shows its messages; none means it may be saved. */
  check: (storedPhotoCount?: number) => ShowDraftErrors;
}

/** The message a change answers: the photo count covers both photo lists. */
function errorField(field: string): string {
  return field === 'removePhotoIds' ? 'photos' : field;
}

/**
 * The show form's state: the draft, and the messages of its last check.
 * Messages show after a save attempt and leave as their field is changed.
 */
export function useShowDraft(initial: (today: string) => ShowDraft): ShowDraftState {
  const [today] = useState(localTodayIso);
  const [values, setValues] = useState(() => initial(today));
  const [errors, setErrors] = useState<ShowDraftErrors>({});

  const clearErrors = useCallback((fields: string[]) => {
    const answered = new Set(fields.map(errorField));
    setErrors((shown) =>
      Object.keys(shown).some((field) => answered.has(field))
        ? Object.fromEntries(Object.entries(shown).filter(([field]) => !answered.has(field)))
        : shown,
    );
  }, []);

  const set = useCallback(
    (changes: Partial<ShowDraft>) => {
      setValues((draft) => ({ ...draft, ...changes }));
      clearErrors(Object.keys(changes));
    },
    [clearErrors],
  );

  const update = useCallback(
    <F extends ShowDraftField>(field: F, next: (value: ShowDraft[F]) => ShowDraft[F]) => {
      setValues((draft) => ({ ...draft, [field]: next(draft[field]) }));
      clearErrors([field]);
    },
    [clearErrors],
  );

  const check = (storedPhotoCount = 0) => {
    const found = showDraftErrors(values, today, storedPhotoCount);
    setErrors(found);
    return found;
  };

  return { values, errors, today, set, update, check };
}
