/**
 * Business constants and limits (SPEC.md section 9, DECISIONS.md).
 * Every other module and app imports these instead of repeating literals.
 */

// --- Product ---
/** The product's name (Global Rank card, page titles, Wrapped). */
export const PRODUCT_NAME = 'Gigrank';

// --- Shows, scores, ratings ---
/** Maximum number of guest artists on one show. */
export const MAX_GUESTS = 3;
/** Lowest score a show can get. */
export const SCORE_MIN = 0;
/** Highest score a show can get. */
export const SCORE_MAX = 100;
/** Score slider step (scores are whole numbers). */
export const SCORE_STEP = 1;
/** Default position of the score slider on the Add New Show form. */
export const DEFAULT_SCORE = 75;
/** A score at or above this is 'loved'. */
export const LOVED_THRESHOLD = 80;
/** A score at or above this (and below LOVED_THRESHOLD) is 'okay'; below is 'disliked'. */
export const OKAY_THRESHOLD = 40;
/** A show date after today + this many days is refused ("after tomorrow"). */
export const FUTURE_DATE_GRACE_DAYS = 1;

// --- Artists ---
/** monthly_streams given to a newly created artist stat. */
export const NEW_ARTIST_MONTHLY_STREAMS = 1;
/** global_rank given to a newly created artist stat. */
export const NEW_ARTIST_GLOBAL_RANK = 9999;
/** formatted_streams given to a newly created artist stat. */
export const NEW_ARTIST_FORMATTED_STREAMS = '<1M';
/** Artist ranks above this display as '<1M monthly streams'; user ranks above it as '>1000'. */
export const RANK_DISPLAY_LIMIT = 1000;
/** Artist search result limit when a query is given. */
export const ARTIST_SEARCH_LIMIT_QUERY = 20;
/** Artist search result limit without a query (default top list). */
export const ARTIST_SEARCH_LIMIT_DEFAULT = 10;
/** The search dialog shows at most this many results. */
export const SEARCH_DIALOG_MAX_RESULTS = 10;

// --- Lists, feeds, leaderboards ---
/** Number of shows the activity feed requests. */
export const FEED_LIMIT = 50;
/** Rows per page of the long lists (ranked shows, insights, followers) when paged. */
export const LIST_PAGE_SIZE = 50;
/** Number of shows in the profile's Seen preview. */
export const PROFILE_SEEN_PREVIEW = 5;
/** Number of top rated shows on the Wrapped card. */
export const WRAPPED_TOP_SHOWS = 3;
/** Skeleton rows shown while a leaderboard loads. */
export const LEADERBOARD_SKELETON_ROWS = 5;
/** Skeleton cards shown while the activity feed loads. */
export const ACTIVITY_SKELETON_CARDS = 3;
/** 'Load More' appears on the leaderboard when it has more rows than this. */
export const LEADERBOARD_LOAD_MORE_ABOVE = 10;
/** Leaderboard ranks 1..this are highlighted. */
export const LEADERBOARD_HIGHLIGHT_TOP = 3;

// --- Notifications ---
/** The unread badge shows '9+' above this count. */
export const NOTIFICATION_BADGE_CAP = 9;
/** Unread notification count polling interval (ms). */
export const UNREAD_POLL_MS = 30_000;

// --- Account fields ---
/** Minimum username length. */
export const USERNAME_MIN = 3;
/** Maximum username length. */
export const USERNAME_MAX = 30;
/** Minimum display name length. */
export const DISPLAY_NAME_MIN = 2;
/** Maximum display name length. */
export const DISPLAY_NAME_MAX = 50;
/** Minimum password length. */
export const PASSWORD_MIN = 6;
/** Minimum length of a new password (registration, change): stricter than sign-in's. */
export const NEW_PASSWORD_MIN = 8;
/** Maximum password length. */
export const PASSWORD_MAX = 128;

// --- Text field limits ---
/** Maximum city name length (profile city, show city, city catalogue). */
export const CITY_NAME_MAX = 100;
/** Maximum artist name length (main artist, guests, Want to See). */
export const ARTIST_NAME_MAX = 200;
/** Maximum length of venue, companion and favorite song. */
export const TEXT_FIELD_MAX = 200;
/** Maximum length of show notes. */
export const NOTES_MAX = 2000;
/** Maximum length of a comment body. */
export const COMMENT_MAX = 1000;

// --- Setlists ---
/**
 * Maximum length of a setlist song's title: a song is offered as the favorite song, so the same limit.
 * @alias
 */
export const SETLIST_SONG_MAX = TEXT_FIELD_MAX;
/**
 * Maximum length of the artist a covered song is by (an artist name).
 * @alias
 */
export const SETLIST_COVER_MAX = ARTIST_NAME_MAX;
/** Maximum length of a tour's name. */
export const TOUR_NAME_MAX = 200;
/** Songs one setlist keeps: more than any concert plays (a longer list is cut). */
export const SETLIST_SONGS_MAX = 200;
/**
 * Maximum length of who joined a song on stage (an artist name).
 * @alias
 */
export const SETLIST_GUEST_MAX = ARTIST_NAME_MAX;
/** Where a show's setlist comes from (the show answer's `setlistSource`). */
export const SETLIST_SOURCES = ['own', 'import', 'gig'] as const;
export type SetlistSource = (typeof SETLIST_SOURCES)[number];
/** Maximum length of a song's short note ('acoustic', 'first time since 2009'). */
export const SETLIST_NOTE_MAX = 120;
/** Characters of a pasted setlist: SETLIST_SONGS_MAX lines of the longest song with its marks. */
export const SETLIST_TEXT_MAX = 60_000;
/** Songs of an artist an artist's song page lists, most played first. */
export const ARTIST_SONGS_LIMIT = 500;
/** Songs a chase list names, most played first. */
export const CHASE_LIMIT = 20;
/** Songs suggested while typing one into a setlist. */
export const SONG_SUGGESTIONS_LIMIT = 10;

// --- Cities ---
/** Populations above this display in millions ('1.2M'), otherwise in thousands ('518K'). */
export const POPULATION_MILLION = 1_000_000;
/** Coordinates display their first this-many characters. */
export const COORDINATE_DISPLAY_CHARS = 7;

// --- Profile picture crop ---
/** Cropped profile picture edge length (px, square). */
export const CROP_OUTPUT_SIZE = 300;
/** JPEG quality of the cropped profile picture. */
export const CROP_JPEG_QUALITY = 0.8;
/** Minimum crop zoom. */
export const CROP_ZOOM_MIN = 1;
/** Maximum crop zoom. */
export const CROP_ZOOM_MAX = 3;
/** Crop zoom step. */
export const CROP_ZOOM_STEP = 0.1;
/** Stored profile picture edge length (px, square JPEG). */
export const PROFILE_PICTURE_SIZE = 300;

// --- Photos ---
/** Maximum photos per show. */
export const MAX_PHOTOS_PER_SHOW = 20;
/** Maximum size of one uploaded photo or profile picture (bytes, 15 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

// --- Wrapped ---
/** Pixel ratio of the downloaded Wrapped PNG. */
export const WRAPPED_SCALE = 2;
/** Cream background of the Wrapped image. */
export const WRAPPED_BACKGROUND = '#FFF8E7';

// --- UI timing ---
/** Delay before redirecting after account deletion (ms). */
export const ACCOUNT_DELETION_REDIRECT_MS = 1000;
/** Relative times under this many ms read 'just now'. */
export const RELATIVE_TIME_JUST_NOW_MS = 5000;
/** Number of toasts shown at once. */
export const TOAST_LIMIT = 1;
/** Toast auto-dismiss delay (ms). */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Toast swipe-to-dismiss threshold (px). */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Maximum height of city and command lists (px). */
export const LIST_MAX_HEIGHT_PX = 300;
/** Tooltip open delay (ms). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Tooltip skip delay (ms). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// --- Client persistence ---
/** Local storage key holding the current user object. */
export const CURRENT_USER_STORAGE_KEY = 'currentUser';
/** Local storage key of the older store's current user id. */
export const CURRENT_USER_ID_STORAGE_KEY = 'currentUserId';

// --- Festivals and venues ---
/** Maximum festival name length. */
export const FESTIVAL_NAME_MAX = 200;
/** Maximum length of a festival set's stage. */
export const STAGE_MAX = 100;
/**
 * Maximum venue name length (the show's venue field's limit).
 * @alias
 */
export const VENUE_NAME_MAX = TEXT_FIELD_MAX;
/** Earliest festival edition (year) accepted. */
export const FESTIVAL_EDITION_MIN = 1900;
/** Latest festival edition (year) accepted. */
export const FESTIVAL_EDITION_MAX = 2100;
/** The longest festival, first day to last (days, inclusive). */
export const FESTIVAL_MAX_DAYS = 14;
/** Festival and venue search results (the pickers and the header's search). */
export const PLACE_SEARCH_LIMIT = 10;
/** Artists on a festival page's lineup. */
export const FESTIVAL_LINEUP_LIMIT = 60;
/** Best-rated sets on a festival page. */
export const FESTIVAL_BEST_SETS = 10;
/** Photos on a festival page. */
export const FESTIVAL_PHOTOS_LIMIT = 12;
/** People you follow listed as having gone to a festival. */
export const FESTIVAL_FRIENDS_LIMIT = 20;
/** Shows per page on a venue page (newest first). */
export const VENUE_PAGE_SIZE = 20;
/** Artists most seen and users who log most at a venue. */
export const VENUE_TOP_LIMIT = 5;
/** Maximum length of an access note's text. */
export const ACCESS_NOTE_MAX = 300;
/** People named as having confirmed one access note (the newest first). */
export const ACCESS_CONFIRMERS_SHOWN = 5;

/**
 * The most calls one tRPC batch may carry: the server refuses a longer one
 * whole (400) and the web client splits its batches at this size. A screen's
 * batch holds a dozen queries at most.
 */
export const TRPC_MAX_BATCH = 40;

/** What a search picker's list says when its search fails because the app is offline. */
export const PICKER_OFFLINE_HINT =
  "You're offline: no suggestions, what you type is kept as written.";

/** Shows a gig page lists (the rest are counted). */
export const GIG_PAGE_LIMIT = 100;

export const IMPORT_SOURCES = ['setlistfm', 'csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** Refused rows a preview lists, the first by row number; the others are counted (refusedTotal). */
export const IMPORT_REFUSALS_LISTED = 50;

/** The show fields a CSV column may fill, in the order the mapping screen lists them. */
export const CSV_IMPORT_FIELDS = [
  'date',
  'artist',
  'city',
  'country',
  'venue',
  'score',
  'notes',
  'companion',
  'favoriteSong',
  'guests',
  'festival',
  'festivalEdition',
  'stage',
  'ticketPrice',
  'ticketCurrency',
  'ticketSeat',
  'ticketSeller',
] as const;
export type CsvImportField = (typeof CSV_IMPORT_FIELDS)[number];

/** How the file writes its dates: year first, day first or month first. */
export const CSV_DATE_ORDERS = ['iso', 'dmy', 'mdy'] as const;
export type CsvDateOrder = (typeof CSV_DATE_ORDERS)[number];

/** Pages one fetch asks for (setlist.fm sends 20 setlists a page: the latest 1,000 shows). */
export const SETLISTFM_MAX_PAGES = 50;

/** Most shows one year's diary holds; beyond it the answer says it was cut. */
export const DIARY_MAX_SHOWS = 1000;

/** At most this many people are named in a 'Loved by ...' line. */
export const LOVED_BY_NAMED = 3;

/** Why something is reported: a fixed set, so the operators can sort reports. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What may be reported; an access note is named by its venue's id and its feature. */
export const REPORT_KINDS = ['show', 'comment', 'accessNote'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * What a token may do: `read`, whatever its user may read; `shows:write`, shows,
 * sets, setlists, scores, placement and imports; `social:write`, follows, likes,
 * comments, Want to See, plans, reports, blocks and mutes; `profile:write`, the
 * profile's fields and privacy settings. Changing the password, deleting the
 * account, signing in or out and managing tokens and webhooks need a
 * signed-in session, whatever a token's scopes.
 */
export const TOKEN_SCOPES = ['read', 'shows:write', 'social:write', 'profile:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The start of every token: secret scanners recognise a leaked one by it. */
export const API_TOKEN_PREFIX = 'gr_pat_';
