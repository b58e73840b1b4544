/** Shell dimensions (px): the content column is centred and at most this wide, header included. */
export const CONTENT_MAX_WIDTH = 860;
export const HEADER_HEIGHT = 60;
export const TAB_BAR_HEIGHT = 64;
