import type { Migration } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_city_population_index';
import * as m0003 from './0003_profile_picture_index';
import * as m0004 from './0004_artist_fan_count';
import * as m0005 from './0005_show_rank_order_index';
import * as m0006 from './0006_artist_photo_shows_index';
import * as m0007 from './0007_privacy';
import * as m0008 from './0008_reports';
import * as m0009 from './0009_cache_changes';
import * as m0010 from './0010_idempotency_keys';
import * as m0011 from './0011_city_region';
import * as m0012 from './0012_imports';
import * as m0013 from './0013_festivals_venues';
import * as m0014 from './0014_gigs_plans_ties';
import * as m0015 from './0015_place_privacy';
import * as m0016 from './0016_people_search';
import * as m0017 from './0017_feed_entries';
import * as m0018 from './0018_setlistfm_fetches';
import * as m0019 from './0019_city_geonames';
import * as m0020 from './0020_api_tokens';
import * as m0021 from './0021_webhooks';
import * as m0022 from './0022_songs';
import * as m0023 from './0023_song_counters';
import * as m0024 from './0024_ledger';
import * as m0025 from './0025_photo_jobs';

/** Every migration, in order. Names are frozen once landed. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_city_population_index': m0002,
  '0003_profile_picture_index': m0003,
  '0004_artist_fan_count': m0004,
  '0005_show_rank_order_index': m0005,
  '0006_artist_photo_shows_index': m0006,
  '0007_privacy': m0007,
  '0008_reports': m0008,
  '0009_cache_changes': m0009,
  '0010_idempotency_keys': m0010,
  '0011_city_region': m0011,
  '0012_imports': m0012,
  '0013_festivals_venues': m0013,
  '0014_gigs_plans_ties': m0014,
  '0015_place_privacy': m0015,
  '0016_people_search': m0016,
  '0017_feed_entries': m0017,
  '0018_setlistfm_fetches': m0018,
  '0019_city_geonames': m0019,
  '0020_api_tokens': m0020,
  '0021_webhooks': m0021,
  '0022_songs': m0022,
  '0023_song_counters': m0023,
  '0024_ledger': m0024,
  '0025_photo_jobs': m0025,
};
