import { useMediaQuery } from '@mantine/hooks';

/** A phone held upright (480px and narrower): a dialog there takes the whole screen. */
const PHONE_DIALOG_QUERY = '(max-width: 30em)';

/**
 * A dialog's frame, written once: on a phone (`query`) the whole screen with
 * square corners, so a list or a card gets every pixel of the width;
 * elsewhere centered with round corners. Spread into a Mantine Modal.
 */
export function usePhoneDialog(query: string = PHONE_DIALOG_QUERY) {
  const phone = useMediaQuery(query);
  return { fullScreen: phone, radius: phone ? 0 : 'lg' } as const;
}
