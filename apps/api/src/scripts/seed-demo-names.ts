// The words seed:demo builds its people, venues and festivals from (seed-demo.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

export const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Diego',
  'Emma',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Jack',
  'Kira',
  'Leo',
  'Maya',
  'Nuno',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rita',
  'Sam',
  'Tara',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Zoe',
];
export const LAST = [
  'Silva',
  'Smith',
  'Garcia',
  'Müller',
  'Rossi',
  'Dubois',
  'Kowalski',
  'Santos',
  'Jensen',
  'Novak',
  'Costa',
  'Brown',
  'Lopez',
  'Kim',
  'Tanaka',
  'Okafor',
  'Nielsen',
  'Ferreira',
  'Moreau',
  'Haddad',
];
/** Each city's venues are its name and one of these (a city uses the first few most). */
export const VENUES = [
  'Arena',
  'Club Room',
  'Concert Hall',
  'Open Air Park',
  'Stadium',
  'Basement Bar',
  'Music Hall',
  'Festival Field',
];
/**
 * Festivals (demo-festivals.csv): each runs three days in June at its
 * Festival Field, in the town it is held in (ISO 3166 country code), so a
 * seeded festival sits where people know it.
 */
export const FESTIVALS: readonly { name: string; city: string; country: string }[] = parse(
  readFileSync(fileURLToPath(new URL('demo-festivals.csv', import.meta.url))),
  { columns: true },
);
export const FESTIVAL_YEARS = [2023, 2024, 2025];
/** The share of shows that are festival sets. */
export const FESTIVAL_SET_SHARE = 0.05;
/** Words the demo artists' song titles are made of (seed-demo-setlists.ts). */
export const SONG_ADJECTIVES = [
  'Electric',
  'Golden',
  'Silent',
  'Broken',
  'Neon',
  'Velvet',
  'Hollow',
  'Wild',
  'Paper',
  'Crimson',
  'Endless',
  'Quiet',
  'Burning',
  'Frozen',
  'Lonely',
  'Restless',
  'Northern',
  'Midnight',
  'Glass',
  'Sweet',
  'Bitter',
  'Little',
  'Distant',
  'Secret',
  'Violet',
  'Savage',
  'Gentle',
  'Bright',
  'Lost',
  'Holy',
];
export const SONG_NOUNS = [
  'Heart',
  'River',
  'Satellite',
  'Garden',
  'Fire',
  'Ocean',
  'Highway',
  'Mirror',
  'Summer',
  'Thunder',
  'Ghost',
  'Machine',
  'Daydream',
  'Horizon',
  'Lantern',
  'Harbour',
  'Kingdom',
  'Echo',
  'Shadow',
  'Signal',
  'Parade',
  'Avenue',
  'Comet',
  'Island',
  'Window',
  'Carousel',
  'Wolves',
  'Anthem',
  'Letter',
  'Skyline',
];
export const SONG_VERBS = [
  'Chase',
  'Hold',
  'Burn',
  'Follow',
  'Carry',
  'Break',
  'Find',
  'Save',
  'Leave',
  'Call',
  'Wake',
  'Light',
  'Keep',
  'Run',
  'Dance',
];
/** What follows a verb in a title ('Carry Me Home'). */
export const SONG_OBJECTS = [
  'Me Home',
  'the Light',
  'Your Name',
  'the Night',
  'It Down',
  'Me Close',
  'the Storm',
  'Us Now',
  'the Wire',
  'Away',
];
/** Where a title's noun is ('Ghost in the Rain'). */
export const SONG_PLACES = [
  'the Dark',
  'the Rain',
  'Paris',
  'the Morning',
  'Reverse',
  'Slow Motion',
  'the Valley',
  'Stereo',
  'the Deep End',
  'Orbit',
];
/** A tape intro's title: each artist walks on to one of these. */
export const TAPE_INTROS = ['Intro', 'Overture', 'Prelude', 'Walk-On Theme', 'Opening Tape'];
/**
 * Notes on a song of a setlist. None starts with a word a setlist's text
 * reads as a mark ('with', 'feat.', 'cover', 'tape'), so each reads back as a note.
 */
export const SONG_NOTES = [
  'acoustic',
  'extended outro',
  'piano version',
  'snippet',
  'dedicated to the crowd',
  'slowed-down version',
  'false start',
];
