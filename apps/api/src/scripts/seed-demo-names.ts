// The words seed:demo builds its people, venues and festivals from (seed-demo.ts).

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
 * Festivals: each runs three days in June at its Festival Field, in the town
 * it is held in (ISO 3166 country code), so a seeded festival sits where
 * people know it.
 */
export const FESTIVALS: readonly { name: string; city: string; country: string }[] = [
  { name: 'Primavera Sound', city: 'Barcelona', country: 'ES' },
  { name: 'Glastonbury', city: 'Glastonbury', country: 'GB' },
  { name: 'Rock in Rio', city: 'Rio de Janeiro', country: 'BR' },
  { name: 'Coachella', city: 'Indio', country: 'US' },
  { name: 'NOS Alive', city: 'Oeiras', country: 'PT' },
  { name: 'Roskilde', city: 'Roskilde', country: 'DK' },
  { name: 'Sziget', city: 'Budapest', country: 'HU' },
  { name: 'Lollapalooza', city: 'Chicago', country: 'US' },
  { name: 'Fuji Rock', city: 'Yuzawa', country: 'JP' },
  { name: 'Benicàssim', city: 'Benicàssim', country: 'ES' },
  { name: 'Paredes de Coura', city: 'Paredes de Coura', country: 'PT' },
  { name: 'Mad Cool', city: 'Madrid', country: 'ES' },
];
export const FESTIVAL_YEARS = [2023, 2024, 2025];
/** The share of shows that are festival sets. */
export const FESTIVAL_SET_SHARE = 0.05;
