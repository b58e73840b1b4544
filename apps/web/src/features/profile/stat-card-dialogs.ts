/**
 * The dialogs the profile's stat cards open, each named as a card's button
 * reads it: 'Venues: open Venue Insights'.
 */
const STAT_DIALOGS = {
  artists: 'Artist Insights',
  cities: 'City Insights',
  venues: 'Venue Insights',
  festivals: 'your festivals',
} as const;

export type StatDialog = keyof typeof STAT_DIALOGS;

/**
 * A stat card that opens `dialog`: its label, the name of its button
 * ('{label}: open {dialog}') and what opens the dialog, for the card's props.
 */
export type OpensDialog = (
  label: string,
  dialog: StatDialog,
) => { label: string; openLabel: string; onOpen: () => void };

/** The cards' openings, each handing its dialog to `open` (the profile's dialog state). */
export function dialogOpener(open: (dialog: StatDialog) => void): OpensDialog {
  return (label, dialog) => ({
    label,
    openLabel: `${label}: open ${STAT_DIALOGS[dialog]}`,
    onOpen: () => open(dialog),
  });
}
