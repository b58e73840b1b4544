/**
 * Pure rules of the show form's guest and photo fields (SPEC sections 5, 8
 * and 9), and the few names that differ between the Add New Show page and
 * the Edit Show Rating dialog.
 */
import {
  GUEST_MESSAGES,
  guestCheck,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_SHOW,
  normalizeKey,
} from '@gigrank/domain';

/** Where the show form is used: the Add New Show page or the Edit Show Rating dialog. */
export type ShowFormVariant = 'add' | 'edit';

/** What the two places name differently (the spec's wording, and names their tests use). */
export const VARIANT_TEXT: Record<
  ShowFormVariant,
  {
    /** The guest chips' list. */
    guestList: string;
    removeGuest: (guest: string) => string;
    /** The title of a duplicate guest's toast (SPEC section 5). */
    duplicateGuest: string;
    /** Test id of the score's number. */
    scoreTestId: string;
  }
> = {
  add: {
    guestList: 'Guest artists added',
    removeGuest: (guest) => `Remove guest ${guest}`,
    duplicateGuest: GUEST_MESSAGES.duplicate,
    scoreTestId: 'score-value',
  },
  edit: {
    guestList: 'Guest artists of this show',
    removeGuest: (guest) => `Remove ${guest}`,
    duplicateGuest: GUEST_MESSAGES.duplicateInEdit,
    scoreTestId: 'edit-score-value',
  },
};

/** True when two names are the same artist (case- and accent-insensitive, as the server compares). */
export function sameName(a: string, b: string): boolean {
  return normalizeKey(a) === normalizeKey(b);
}

/** A toast's title and text. */
export interface ToastText {
  title: string;
  message: string;
}

/**
 * Whether `candidate` may join `guests` (guestCheck of the domain), as the
 * toast to show when it may not: 'Maximum guests reached' / 'You can only add
 * up to 3 guest artists', 'Guest already added' ('Duplicate guest artist' in
 * the edit dialog), 'Cannot add main artist as guest'.
 */
export function guestRefusal(
  guests: readonly string[],
  candidate: string,
  mainArtist: string,
  variant: ShowFormVariant,
): ToastText | null {
  const problem = guestCheck(guests, candidate, mainArtist);
  const name = candidate.trim();
  switch (problem) {
    case null:
      return null;
    case GUEST_MESSAGES.max:
      return { title: GUEST_MESSAGES.maxTitle, message: GUEST_MESSAGES.max };
    case GUEST_MESSAGES.duplicate:
      return {
        title: VARIANT_TEXT[variant].duplicateGuest,
        message: `${name} is already a guest artist.`,
      };
    case GUEST_MESSAGES.mainArtist:
      return { title: GUEST_MESSAGES.mainArtist, message: `${name} is the main artist.` };
    default:
      return { title: problem, message: 'Type a guest artist name first.' };
  }
}

/** Why a chosen file was left out. */
export type PhotoProblem = 'notImage' | 'tooLarge' | 'tooMany';

const PHOTO_PROBLEM_TEXT: Record<PhotoProblem, ToastText> = {
  notImage: { title: 'Not an image', message: 'Only image files can be added as photos.' },
  tooLarge: { title: 'Photo too large', message: 'Each photo must be at most 15 MB.' },
  tooMany: {
    title: 'Too many photos',
    message: `A show can have at most ${MAX_PHOTOS_PER_SHOW} photos.`,
  },
};

/**
 * The files of a new selection that may join the show's `alreadyThere`
 * photos: images only, at most 15 MB each, at most 20 per show in all. The
 * rest are refused before anything is sent, each with its reason.
 */
export function acceptPhotos<F extends Pick<File, 'name' | 'size' | 'type'>>(
  alreadyThere: number,
  files: readonly F[],
): { accepted: F[]; refused: { file: F; problem: PhotoProblem }[] } {
  const accepted: F[] = [];
  const refused: { file: F; problem: PhotoProblem }[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) refused.push({ file, problem: 'notImage' });
    else if (file.size > MAX_PHOTO_BYTES) refused.push({ file, problem: 'tooLarge' });
    else if (alreadyThere + accepted.length >= MAX_PHOTOS_PER_SHOW) {
      refused.push({ file, problem: 'tooMany' });
    } else accepted.push(file);
  }
  return { accepted, refused };
}

/** The '{n} photo(s) selected' toast title (SPEC section 8). */
function photosSelectedTitle(count: number): string {
  return `${count} photo(s) selected`;
}

/**
 * The toast after choosing files: '{n} photo(s) selected', or, when some were
 * refused, the first reason with the refused files named.
 */
export function photoSelectionToast(
  refused: readonly { file: Pick<File, 'name'>; problem: PhotoProblem }[],
  selectedCount: number,
): ToastText & { refused: boolean } {
  const first = refused[0];
  if (!first) {
    return {
      refused: false,
      title: photosSelectedTitle(selectedCount),
      message: 'They will be uploaded when you save the show.',
    };
  }
  const text = PHOTO_PROBLEM_TEXT[first.problem];
  const names = refused.map((r) => r.file.name).join(', ');
  return {
    refused: true,
    title: text.title,
    message: `${text.message} Not added: ${names}. ${photosSelectedTitle(selectedCount)}.`,
  };
}
