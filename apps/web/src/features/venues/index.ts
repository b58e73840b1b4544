// The venues feature's public face: a venue's city label and search input for pickers and search.
export { venueCityLabel, venueSearchInput, type VenueSearchInput } from './venue-text';
